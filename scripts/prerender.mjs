// Builds the server renderer into dist/ssr/entry-server.js (the server renders every page with it), then
// prerenders the landing page into dist/client/landing.html: the built index.html with the landing page's
// markup inside #root and, instead of the SPA's scripts, the landing page's own small script (a second
// entry of vite.config.ts, found in the build manifest). The server answers `/` with it (decision 006).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const clientDir = path.resolve('dist/client');

/**
 * The landing entry's script and the chunks it imports statically, as URLs: the build's entry named `landing`
 * (vite.config.ts, LANDING_ENTRY).
 */
function landingEntryFiles(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry && manifest[k].name === 'landing');
  if (!key) throw new Error('the build manifest has no entry named landing');
  const imports = new Set();
  const visit = (chunkKey) => {
    for (const imported of manifest[chunkKey]?.imports ?? []) {
      if (imports.has(imported)) continue;
      imports.add(imported);
      visit(imported);
    }
  };
  visit(key);
  return {
    entry: `/${manifest[key].file}`,
    imports: [...imports].map((chunk) => `/${manifest[chunk].file}`),
  };
}

/**
 * The theme script inline instead of requested: it blocks rendering (it must set the theme before the first
 * paint), so as a file it would add a round trip before the landing page's first paint. The server inlines it the
 * same way in the pages it renders (src/server/pages/page-template.ts).
 */
function inlineThemeScript(html) {
  const tag = '<script src="/theme-init.js"></script>';
  if (!html.includes(tag)) throw new Error(`landing.html: ${tag} not found to inline`);
  const script = readFileSync(path.join(clientDir, 'theme-init.js'), 'utf8').trim();
  return html.replace(tag, () => `<script>\n${script}\n    </script>`);
}

const outDir = path.resolve('dist/ssr');
await build({
  configFile: path.resolve('vite.config.ts'),
  logLevel: 'warn',
  // Packages stay external (Node loads them from node_modules), except the ones whose entry loads all they hold:
  // lucide-react's every icon and radix-ui's every primitive held about 65 MB of the server's memory and 250 ms of
  // its start. Bundled, only the icons and primitives the pages use are kept.
  ssr: { noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//] },
  build: {
    ssr: path.resolve('src/client/entry-server.tsx'),
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
  },
});

const { afterPaintLoader, renderLandingDocument } = await import(
  pathToFileURL(path.join(outDir, 'entry-server.js')).href
);
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
writeFileSync(
  path.join(clientDir, 'landing.html'),
  inlineThemeScript(renderLandingDocument(template, afterPaintLoader(landingEntryFiles(manifest)))),
);
