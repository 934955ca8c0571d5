import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

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
 * The CSP sources for the prerendered landing page's inline scripts (scripts/prerender.mjs: the theme script and
 * the loader of its own script), read from the built page so they always match it. Every other inline script stays
 * forbidden. None without a built landing page (API-only tests).
 */
export function landingScriptSources(clientDir: string | undefined): string[] {
  if (!clientDir) return [];
  try {
    return inlineScriptHashSources(readFileSync(path.join(clientDir, 'landing.html'), 'utf8'));
  } catch {
    return [];
  }
}
