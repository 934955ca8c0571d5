import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_SCRIPT_ENTRIES, entryScriptLoader } from './pages/entry-scripts';
import { readPageTemplate, withAppAfterPaint } from './pages/page-template';

/** `<script>` elements with no attributes: inline scripts, not `<script src>` or `<script type="module">`. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The CSP source that allows one inline script: the SHA-256 of its exact text, base64. */
function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

function inlineScriptHashSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => scriptHashSource(match[1]!));
}

/**
 * The CSP sources for the inline scripts the server's documents hold: the prerendered landing page's
 * (scripts/prerender.mjs: the theme script and the loader of its own script), the theme script and the app's
 * loader of every page the server renders (page-template.ts), and the sign-in and password pages' loader of their
 * script (entry-scripts.ts), read from the documents and the build themselves so they always match. Every other
 * inline script stays forbidden. None without a build (API-only tests).
 */
export function inlineScriptSources(clientDir: string | undefined): string[] {
  if (!clientDir) return [];
  const documents = [
    () => readFileSync(path.join(clientDir, 'landing.html'), 'utf8'),
    () => readPageTemplate(clientDir),
    () => withAppAfterPaint(readPageTemplate(clientDir)),
    () => entryScriptLoader(clientDir, PAGE_SCRIPT_ENTRIES.auth) ?? '',
  ];
  const sources = documents.flatMap((read) => {
    try {
      return inlineScriptHashSources(read());
    } catch {
      return [];
    }
  });
  return [...new Set(sources)];
}
