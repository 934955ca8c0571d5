/** A module script and the chunks it imports, as the URLs the browser fetches. */
export type ScriptFiles = { entry: string; imports: readonly string[] };

/**
 * An inline script that loads a page's module script once the page has painted: the page reads without it (the
 * server or the build rendered it), and a script requested beside the stylesheet shares a slow line with it and
 * holds up the largest paint. Inline, so it costs no request itself; the CSP allows it by its hash, and it names
 * its files itself, so the allowed script can load nothing else.
 */
export function afterPaintLoader({ entry, imports }: ScriptFiles): string {
  return `<script>
      (function (entry, imports) {
        function load() {
          imports.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.href = href;
            document.head.append(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.src = entry;
          document.head.append(script);
        }
        window.addEventListener('load', function () {
          requestAnimationFrame(function () {
            setTimeout(load);
          });
        });
      })(${JSON.stringify(entry)}, ${JSON.stringify(imports)});
    </script>`;
}
