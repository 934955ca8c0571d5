// Prerenders the landing page into dist/client/landing.html: the built index.html with the landing page's
// markup inside #root. The server answers `/` with it; the app then takes over in the browser.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const outDir = path.resolve('dist/prerender');
await build({
  configFile: path.resolve('vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: path.resolve('src/client/prerender.tsx'),
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});

const { renderLanding } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
const template = readFileSync('dist/client/index.html', 'utf8');
const placeholder = '<div id="root"></div>';
if (!template.includes(placeholder)) throw new Error('dist/client/index.html has no empty #root to fill');
writeFileSync(
  'dist/client/landing.html',
  template.replace(placeholder, `<div id="root">${renderLanding()}</div>`),
);
rmSync(outDir, { recursive: true, force: true });
