import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const root = path.resolve(import.meta.dirname);
const clientRoot = path.join(root, 'src/client');

/**
 * The landing page's script, a second entry beside the SPA's index.html: `/` is prerendered HTML that loads
 * only this (docs/decisions/006). scripts/prerender.mjs finds its output in the build manifest.
 */
export const LANDING_ENTRY = 'features/landing/enhance.ts';

/**
 * The sign-in and password pages' script: those pages are rendered by the server without the SPA and load only
 * this. The server finds its output in the build manifest by the entry's name, `auth`.
 */
export const AUTH_ENTRY = 'features/auth/enhance.ts';

/**
 * The public /subscription page's script: the server renders that page for anonymous visitors without the SPA and
 * loads only this, found in the build manifest by the entry's name, `pricing`.
 */
export const PRICING_ENTRY = 'app/public-pricing-enhance.ts';

/** In development `/` is the landing page as the build makes it: prerendered markup with its own script. */
function landingPageInDev(): Plugin {
  return {
    name: 'landing-page-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== '/') return next();
        try {
          const template = await readFile(path.join(clientRoot, 'index.html'), 'utf8');
          const { renderLandingDocument } = await server.ssrLoadModule('/prerender.tsx');
          const html = renderLandingDocument(
            template,
            `<link rel="stylesheet" href="/styles.css" />\n    <script type="module" src="/${LANDING_ENTRY}"></script>`,
          );
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(req.url, html));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

export default defineConfig({
  root: clientRoot,
  publicDir: path.join(clientRoot, 'public'),
  plugins: [react(), tailwindcss(), landingPageInDev()],
  resolve: {
    alias: {
      '@': clientRoot,
      '@shared': path.join(root, 'src/shared'),
    },
  },
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    modulePreload: {
      // A lazy page's chunks are not preloaded by the lazy import itself: each preload costs the main thread about a
      // millisecond on a phone, and the first page's come all at once while the app starts. The server lists a page's
      // chunks in its HTML instead, the app's loader adds them a few at a time, and links prefetch a page's code when
      // pointed at; the browser still finds any chunk left from the imports themselves.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
    },
    rolldownOptions: {
      // Imported constants are written in where they are used, so a page ships only the copy words it renders: copy
      // modules export each word as its own constant, and words no page of a chunk reads are dropped.
      optimization: { inlineConst: true },
      input: {
        index: path.join(clientRoot, 'index.html'),
        landing: path.join(clientRoot, LANDING_ENTRY),
        auth: path.join(clientRoot, AUTH_ENTRY),
        pricing: path.join(clientRoot, PRICING_ENTRY),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // The sign-in and password pages are rendered and acted on by the API server (from the last build).
      '^/(login|signup|forgot-password|reset-password)(\\?.*)?$': 'http://localhost:3001',
      '/api': 'http://localhost:3001',
      '/dev': 'http://localhost:3001',
    },
  },
});
