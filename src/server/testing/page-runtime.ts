import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageRenderer } from '../pages/page-renderer';
import { createTestRuntime, type TestRuntime } from './test-runtime';

/** The parts of the built index.html the page tests rely on: the theme script, the empty #root, the app's script. */
export const PAGE_TEMPLATE =
  '<!doctype html><html lang="en"><head><script src="/theme-init.js"></script><title>Copilot</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>';

export const THEME_SCRIPT =
  "document.documentElement.classList.toggle('dark', localStorage.theme === 'dark');";

/**
 * The build manifest's part the page tests rely on: the app's entry and the profile page's frame and page modules,
 * which share a chunk with the entry and import one of their own, and the sign-in pages' script entry.
 */
export const PAGE_MANIFEST = {
  'index.html': { file: 'assets/main.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'app/layout/dashboard-layout.tsx': {
    file: 'assets/dashboard-layout.js',
    imports: ['_react.js', '_sidebar.js'],
  },
  '_sidebar.js': { file: 'assets/sidebar.js', imports: ['_react.js'] },
  'app/routes/profile.tsx': { file: 'assets/profile.js', imports: ['_react.js', '_sidebar.js', '_form.js'] },
  '_form.js': { file: 'assets/form.js' },
  'features/auth/enhance.ts': {
    file: 'assets/auth.js',
    name: 'auth',
    isEntry: true,
    imports: ['_checks.js'],
  },
  '_checks.js': { file: 'assets/checks.js' },
};

/**
 * A runtime that renders pages with the browser app's server renderer, over the least of a client build they need:
 * index.html, its manifest, the theme script and a landing page.
 */
export async function createPageTestRuntime(pageRenderer: PageRenderer): Promise<TestRuntime> {
  const clientDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'copilot-pages-')), 'client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), PAGE_TEMPLATE);
  writeFileSync(path.join(clientDir, 'theme-init.js'), `${THEME_SCRIPT}\n`);
  writeFileSync(path.join(clientDir, 'landing.html'), '<!doctype html><title>landing</title>');
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(PAGE_MANIFEST));
  return createTestRuntime({}, { clientDir, pageRenderer });
}
