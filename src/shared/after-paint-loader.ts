/** A module script and the chunks it imports, as the URLs the browser fetches. */
export type ScriptFiles = { entry: string; imports: readonly string[] };

/**
 * The id of the `<script type="application/json">` element listing the chunks of the page's own lazy modules (its
 * route's page and frame), which the loader fetches beside the app's.
 */
export const PAGE_MODULES_ELEMENT_ID = 'page-modules';

/**
 * Module preloads added per task: each costs a phone's main thread a few milliseconds (ten in one task took 35–70 ms
 * with a 4× slower CPU), so a batch stays well under the 50 ms of a long task.
 */
const PRELOADS_PER_TASK = 5;

/**
 * An inline script that loads a page's module script once the page has painted: the page reads without it (the
 * server or the build rendered it), and a script requested beside the stylesheet shares a slow line with it and
 * holds up the largest paint. Inline, so it costs no request itself; the CSP allows it by its hash, and it names
 * its files itself (the page's own chunks come as data, from the same origin), so the allowed script can load
 * nothing else. The preloads go in a few per task, so adding them never blocks a tap for long.
 */
export function afterPaintLoader({ entry, imports }: ScriptFiles): string {
  return `<script>
      (function (entry, imports) {
        var files;
        function preloadSome() {
          files.splice(0, ${PRELOADS_PER_TASK}).forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.href = href;
            document.head.append(link);
          });
          if (files.length) return setTimeout(preloadSome);
          var script = document.createElement('script');
          script.type = 'module';
          script.src = entry;
          document.head.append(script);
        }
        window.addEventListener('load', function () {
          // Read once the document is whole: the list comes after this script.
          var pageModules = document.getElementById(${JSON.stringify(PAGE_MODULES_ELEMENT_ID)});
          files = [entry].concat(imports, pageModules ? JSON.parse(pageModules.textContent) : []);
          files = files.filter(function (file) {
            return typeof file === 'string' && file.indexOf('/assets/') === 0;
          });
          requestAnimationFrame(function () {
            setTimeout(preloadSome);
          });
        });
      })(${JSON.stringify(entry)}, ${JSON.stringify(imports)});
    </script>`;
}
