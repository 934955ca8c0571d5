// Prerenders the landing page into dist/client/landing.html: the built index.html with the landing page's
// markup inside #root and, instead of the SPA's scripts, the landing page's own small script (a second
// entry of vite.config.ts, found in the build manifest). The server answers `/` with it (decision 006).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const clientDir = path.resolve('dist/client');

/**
 * The landing entry's script tag and a modulepreload for each chunk it imports statically. It is the build's
 * one entry besides index.html (vite.config.ts, LANDING_ENTRY).
 */
function landingEntryTags(manifest) {
  const keys = Object.keys(manifest).filter((k) => manifest[k].isEntry && !k.endsWith('.html'));
  if (keys.length !== 1) throw new Error(`expected one script entry beside index.html, found: ${keys}`);
  const [key] = keys;
  const entry = manifest[key];
  const preloads = new Set();
  const visit = (chunkKey) => {
    for (const imported of manifest[chunkKey]?.imports ?? []) {
      if (preloads.has(imported)) continue;
      preloads.add(imported);
      visit(imported);
    }
  };
  visit(key);
  return [
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
    ...[...preloads].map((chunk) => `<link rel="modulepreload" crossorigin href="/${manifest[chunk].file}">`),
  ].join('\n    ');
}

const outDir = path.resolve('dist/prerender');
await build({
  configFile: path.resolve('vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: path.resolve('src/client/prerender.tsx'),
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
  },
});

const { renderLandingDocument } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
writeFileSync(
  path.join(clientDir, 'landing.html'),
  renderLandingDocument(template, landingEntryTags(manifest)),
);
rmSync(outDir, { recursive: true, force: true });
