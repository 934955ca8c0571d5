import { readFileSync } from 'node:fs';
import path from 'node:path';

export type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

/** The browser build's manifest (which chunk each source module became, and what it imports), or null without one. */
export function readBuildManifest(clientDir: string): BuildManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

/** The manifest keys of every chunk `key` imports statically, directly or through others (`key` itself excluded). */
export function staticImports(manifest: BuildManifest, key: string, found = new Set<string>()): Set<string> {
  for (const imported of manifest[key]?.imports ?? []) {
    if (found.has(imported)) continue;
    found.add(imported);
    staticImports(manifest, imported, found);
  }
  return found;
}

/** The app's entry in the manifest: the chunk index.html loads. */
export const APP_ENTRY_KEY = 'index.html';

/**
 * The URLs of a page's lazy modules ("app/routes/profile.tsx") as the browser fetches them: each module's chunk and
 * the chunks it imports, less those the app's entry loads anyway. Empty for a module the build does not have.
 */
export function createPageModuleFiles(clientDir: string): (modules: readonly string[]) => string[] {
  const manifest = readBuildManifest(clientDir);
  if (!manifest?.[APP_ENTRY_KEY]) return () => [];
  const loadedByEntry = staticImports(manifest, APP_ENTRY_KEY).add(APP_ENTRY_KEY);
  return (modules) => {
    const keys = new Set<string>();
    for (const module of modules) {
      if (!manifest[module]) continue;
      keys.add(module);
      staticImports(manifest, module, keys);
    }
    return [...keys].filter((key) => !loadedByEntry.has(key)).map((key) => `/${manifest[key]!.file}`);
  };
}
