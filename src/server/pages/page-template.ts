import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterPaintLoader } from '@shared/after-paint-loader';

const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/**
 * A server-rendered page is on screen before its own script runs, so the script must not compete with the
 * stylesheet for the connection: the browser fetches it at low priority, after what the first paint needs.
 */
export const LOW_PRIORITY = 'fetchpriority="low"';

/**
 * The built index.html as the server sends the pages it renders, with the theme script inline instead of
 * requested: it must run before the first paint, so as a file it would hold every page's first paint for a round
 * trip. The CSP allows it by its hash (`inlineScriptSources`).
 */
export function readPageTemplate(clientDir: string): string {
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  let script: string;
  try {
    script = readFileSync(path.join(clientDir, 'theme-init.js'), 'utf8').trim();
  } catch {
    return template;
  }
  return template.replace(THEME_SCRIPT_TAG, () => `<script>${script}</script>`);
}

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The template for pages the app hydrates, with the app loaded once the page has painted instead of by tags in
 * <head>: the server's HTML is the page until then (its buttons wait for the app), and on a slow line the app's
 * 160 kB no longer share the connection with what the first paint needs. Unchanged when it names no module script.
 */
export function withAppAfterPaint(template: string): string {
  const entries = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) return template;
  const imports = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const loader = afterPaintLoader({ entry: entries[0]!, imports });
  return template
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `  ${loader}\n  </head>`);
}
