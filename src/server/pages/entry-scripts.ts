import { readBuildManifest, staticImports } from './build-manifest';
import { LOW_PRIORITY } from './page-template';

/** The browser build's script entries for pages served without the app, by their names in vite.config.ts. */
export const PAGE_SCRIPT_ENTRIES = {
  /** The sign-in and password pages. */
  auth: 'auth',
  /** The public /subscription page. */
  pricing: 'pricing',
} as const;

/**
 * The `<script>` and `<link rel="modulepreload">` tags of one script entry of the browser build, found in the build
 * manifest by the entry's name (vite.config.ts): the entry and every chunk it imports, so the browser asks for them
 * all at once. Null when the build has no such entry.
 */
export function entryScriptTags(
  clientDir: string,
  entryName: (typeof PAGE_SCRIPT_ENTRIES)[keyof typeof PAGE_SCRIPT_ENTRIES],
): string | null {
  const manifest = readBuildManifest(clientDir);
  if (!manifest) return null;
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry && manifest[k]!.name === entryName);
  if (!key) return null;
  const preloads = [...staticImports(manifest, key)].map(
    (chunk) => `<link rel="modulepreload" ${LOW_PRIORITY} href="/${manifest[chunk]!.file}">`,
  );
  return [`<script type="module" ${LOW_PRIORITY} src="/${manifest[key]!.file}"></script>`, ...preloads].join(
    '\n    ',
  );
}
