import { readFileSync } from 'node:fs';
import path from 'node:path';

const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/**
 * A server-rendered page is on screen before its scripts run, so they must not compete with its stylesheet for the
 * connection: the browser fetches them at low priority, after what the first paint needs.
 */
export const LOW_PRIORITY = 'fetchpriority="low"';

function withScriptsAtLowPriority(html: string): string {
  return html
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, `<script type="module" ${LOW_PRIORITY}`)
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, `<link rel="modulepreload" ${LOW_PRIORITY}`);
}

/**
 * The built index.html as the server sends the pages it renders: the app's scripts at low priority, and the theme
 * script inline instead of requested. The theme script must run before the first paint, so as a file it would hold
 * every page's first paint for a round trip; the CSP allows it by its hash (`inlineScriptSources`).
 */
export function readPageTemplate(clientDir: string): string {
  const template = withScriptsAtLowPriority(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
  let script: string;
  try {
    script = readFileSync(path.join(clientDir, 'theme-init.js'), 'utf8').trim();
  } catch {
    return template;
  }
  return template.replace(THEME_SCRIPT_TAG, () => `<script>${script}</script>`);
}
