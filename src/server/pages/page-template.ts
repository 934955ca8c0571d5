import { readFileSync } from 'node:fs';
import path from 'node:path';

const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/**
 * The built index.html as the server sends its pages, with the theme script inline instead of requested: it must
 * run before the first paint, so as a file it would hold every server-rendered page's first paint for a round trip.
 * The CSP allows it by its hash (`inlineScriptSources`). Unchanged when the build has no theme script.
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
