import { afterPaintLoader, type ScriptFiles } from '@shared/after-paint-loader';
import { readBuildManifest, staticImports } from './build-manifest';
import { LOW_PRIORITY } from './page-template';

/** The browser build's script entries for pages served without the app, by their names in vite.config.ts. */
export const PAGE_SCRIPT_ENTRIES = {
  /** The sign-in and password pages. */
  auth: 'auth',
  /** The public /subscription page. */
  pricing: 'pricing',
} as const;

type PageScriptEntry = (typeof PAGE_SCRIPT_ENTRIES)[keyof typeof PAGE_SCRIPT_ENTRIES];

/**
 * One script entry of the browser build, found in the build manifest by the entry's name (vite.config.ts): the
 * entry's URL and those of every chunk it imports, so the browser asks for them all at once. Null when the build
 * has no such entry.
 */
function entryScriptFiles(clientDir: string, entryName: PageScriptEntry): ScriptFiles | null {
  const manifest = readBuildManifest(clientDir);
  if (!manifest) return null;
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry && manifest[k]!.name === entryName);
  if (!key) return null;
  return {
    entry: `/${manifest[key]!.file}`,
    imports: [...staticImports(manifest, key)].map((chunk) => `/${manifest[chunk]!.file}`),
  };
}

/** The `<script>` and `<link rel="modulepreload">` tags of one script entry, fetched at low priority. */
export function entryScriptTags(clientDir: string, entryName: PageScriptEntry): string | null {
  const files = entryScriptFiles(clientDir, entryName);
  if (!files) return null;
  const preloads = files.imports.map((file) => `<link rel="modulepreload" ${LOW_PRIORITY} href="${file}">`);
  return [`<script type="module" ${LOW_PRIORITY} src="${files.entry}"></script>`, ...preloads].join('\n    ');
}

/**
 * The inline loader that fetches one script entry once the page has painted (`afterPaintLoader`), as the landing
 * page and the app load theirs. A script requested while the page is read, even at low priority, counts towards
 * the largest paint on a slow line; the page's forms work without it meanwhile. The CSP allows the loader by its
 * hash (`inlineScriptSources`). Null when the build has no such entry.
 */
export function entryScriptLoader(clientDir: string, entryName: PageScriptEntry): string | null {
  const files = entryScriptFiles(clientDir, entryName);
  return files && afterPaintLoader(files);
}
