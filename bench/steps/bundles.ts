/**
 * Step 1a: JavaScript and CSS bytes each route needs, from the Vite build manifest: what the HTML document the
 * server sends for the route loads by itself (entry chunk, its static imports, public and inline scripts, CSS), plus
 * the lazy modules the router loads for the route (the dashboard shell and the page) with their static imports.
 * Dynamic imports a page may make later are not counted. Which modules a route loads is read from
 * src/client/app/route-table.tsx and, for the AI tools' pages it mounts from the registry, from their files in
 * src/client/app/routes/ai-tools/, so new pages are picked up by themselves.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as ts from 'typescript';
import { PAGE_SCRIPT_ENTRIES, entryScriptTags } from '../../src/server/pages/entry-scripts';
import { serverOnlyPageDocument } from '../../src/server/pages/page-document';
import { AI_TOOL_LIST, AI_TOOLS } from '../../src/shared/ai-tools';
import { isAuthPagePath, PAGE_PATHS, TEST_MODE_PAGE_PATHS } from '../../src/shared/routes';
import { ROOT } from './build';

export const BUNDLE_ROUTES: readonly string[] = [
  '/',
  '/login',
  '/subscription',
  '/dashboard',
  ...AI_TOOL_LIST.map((tool) => tool.path),
];

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type Sizes = { raw: number; gzip: number; brotli: number };
export type FileSizes = Sizes & { file: string; kind: 'js' | 'css'; shared: boolean };

export type RouteBundle = {
  route: string;
  /** The HTML document the server answers the route with. */
  document: string;
  /** Lazy modules the route loads beyond the entry, as the router names them. */
  lazyModules: string[];
  js: Sizes;
  css: Sizes;
  /** What the document's own tags load (entry chunk, its static imports, public scripts): before any route code. */
  sharedJs: Sizes;
  files: FileSizes[];
};

export type BundlesResult = {
  manifestSource: string;
  /** The manifest build's chunk names equal dist/client's (same sources, deterministic build). */
  matchesDist: boolean;
  routes: RouteBundle[];
};

const PATH_CONSTANTS: Record<string, Record<string, string>> = { PAGE_PATHS, TEST_MODE_PAGE_PATHS };

function pathOf(node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node)) return node.text;
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    return PATH_CONSTANTS[node.expression.text]?.[node.name.text];
  }
  return undefined;
}

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const prop of object.properties) {
    if (ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name) && prop.name.text === name) {
      return prop.initializer;
    }
  }
  return undefined;
}

/** The route table's helpers that make a lazy page of a file relative to src/client/app: `page('./routes/x.tsx')`. */
const LAZY_PAGE_HELPERS = new Set(['page', 'signedInPage']);

/**
 * The lazy modules a route object loads (`import('…')` calls, and the route table's lazy-page helpers), not
 * descending into a nested `children` array.
 */
function dynamicImports(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isPropertyAssignment(child) && ts.isIdentifier(child.name) && child.name.text === 'children')
      return;
    const argument = ts.isCallExpression(child) ? child.arguments[0] : undefined;
    if (ts.isCallExpression(child) && argument && ts.isStringLiteral(argument)) {
      if (child.expression.kind === ts.SyntaxKind.ImportKeyword) found.push(argument.text);
      if (ts.isIdentifier(child.expression) && LAZY_PAGE_HELPERS.has(child.expression.text)) {
        found.push(`@/app/${argument.text.replace(/^\.\//, '').replace(/\.tsx?$/, '')}`);
      }
    }
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/**
 * AI-tool path → the lazy module of its page: each tool's page is app/routes/ai-tools/<its key in AI_TOOLS>.tsx,
 * which src/client/app/ai-tool-pages.ts finds by a glob and the route table mounts at the tool's path.
 */
export function aiToolPageModules(
  pagesDir = path.join(ROOT, 'src/client/app/routes/ai-tools'),
): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [key, tool] of Object.entries(AI_TOOLS)) {
    if (!existsSync(path.join(pagesDir, `${key}.tsx`))) {
      throw new Error(`no page for the AI tool "${key}" in ${pagesDir}`);
    }
    result.set(tool.path, [`@/app/routes/ai-tools/${key}`]);
  }
  return result;
}

/**
 * Route path → lazy modules loaded for it (outermost first), read from the router's route objects. A spread of
 * `AI_TOOL_PAGES` in a `children` array stands for one child route per AI tool (see aiToolPageModules).
 */
export function routeModules(
  routerFile = path.join(ROOT, 'src/client/app/route-table.tsx'),
): Map<string, string[]> {
  const source = parse(routerFile);
  const result = new Map<string, string[]>();

  const walkRoutes = (array: ts.ArrayLiteralExpression, parentPath: string, inherited: string[]) => {
    for (const element of array.elements) {
      if (ts.isSpreadElement(element) && element.expression.getText().includes('AI_TOOL_PAGES')) {
        for (const [toolPath, modules] of aiToolPageModules()) {
          result.set(toolPath, [...inherited, ...modules]);
        }
        continue;
      }
      if (!ts.isObjectLiteralExpression(element)) continue;
      const own = dynamicImports(element);
      const rawPath = pathOf(property(element, 'path'));
      const isIndex = property(element, 'index')?.kind === ts.SyntaxKind.TrueKeyword;
      const routePath =
        rawPath === undefined
          ? parentPath
          : rawPath.startsWith('/')
            ? rawPath
            : `${parentPath.replace(/\/$/, '')}/${rawPath}`;
      const modules = [...inherited, ...own];
      // A layout route's own entry is replaced by its index route, which is what its URL shows.
      if (isIndex || (rawPath !== undefined && !result.has(routePath))) result.set(routePath, modules);
      const children = property(element, 'children');
      if (children && ts.isArrayLiteralExpression(children)) walkRoutes(children, routePath, modules);
    }
  };

  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'routeTable' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      walkRoutes(node.initializer, '/', []);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (result.size === 0) throw new Error(`no routes found in ${routerFile}`);
  return result;
}

function manifestKey(manifest: Manifest, specifier: string): string {
  const base = specifier.replace(/^@\//, '');
  const key = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((k) => manifest[k]);
  if (!key) throw new Error(`${specifier} is not in the build manifest`);
  return key;
}

/** The chunk's own file, its CSS and everything it imports statically. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function filesOf(manifest: Manifest, keys: Iterable<string>): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js, css };
}

export function compressedSizes(bytes: Buffer): Sizes {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

function sum(files: Sizes[]): Sizes {
  return files.reduce(
    (total, f) => ({ raw: total.raw + f.raw, gzip: total.gzip + f.gzip, brotli: total.brotli + f.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
}

/**
 * What an HTML document loads by itself (paths without the "/"): scripts by their tags and those its inline
 * scripts name (the landing page's loader requests its script after the first paint), module preloads and
 * stylesheets; and the text of its inline scripts, which is JavaScript it ships too.
 */
function documentAssets(html: string): {
  scripts: string[];
  inlineScripts: string;
  preloads: string[];
  stylesheets: string[];
} {
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="/([^"]+)"`).exec(tag)?.[1];
  const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0]);
  const links = tags(/<link\b[^>]*>/g);
  const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const namedByInlineScripts = inlineScripts.flatMap((script) =>
    [...script.matchAll(/"\/(assets\/[\w.-]+\.js)"/g)].map((m) => m[1]!),
  );
  return {
    inlineScripts: inlineScripts.join('\n'),
    scripts: [
      ...tags(/<script\b[^>]*>/g)
        .map((tag) => attribute(tag, 'src'))
        .filter((src): src is string => Boolean(src)),
      ...namedByInlineScripts,
    ],
    preloads: links
      .filter((tag) => /\brel="modulepreload"/.test(tag))
      .map((tag) => attribute(tag, 'href'))
      .filter((href): href is string => Boolean(href)),
    stylesheets: links
      .filter((tag) => /\brel="stylesheet"/.test(tag))
      .map((tag) => attribute(tag, 'href'))
      .filter((href): href is string => Boolean(href)),
  };
}

/**
 * The document the server answers `route` with, as far as its tags go: the prerendered landing page for `/`, the
 * SPA's index.html for app routes, and for the sign-in and password pages and the anonymous visitor's /subscription
 * index.html without the SPA's scripts and with their own entry's (they render on the server and never hydrate).
 */
function documentFor(route: string, filesDir: string): { name: string; html: string } {
  const read = (name: string) => readFileSync(path.join(filesDir, name), 'utf8');
  if (route === '/' && existsSync(path.join(filesDir, 'landing.html'))) {
    return { name: 'landing.html', html: read('landing.html') };
  }
  const entry = isAuthPagePath(route)
    ? PAGE_SCRIPT_ENTRIES.auth
    : route === PAGE_PATHS.subscription
      ? PAGE_SCRIPT_ENTRIES.pricing
      : null;
  if (entry) {
    const scriptTags = entryScriptTags(filesDir, entry);
    if (!scriptTags) throw new Error(`the build has no \`${entry}\` script entry`);
    return {
      name: 'index.html (server-rendered)',
      html: serverOnlyPageDocument(read('index.html'), '', scriptTags),
    };
  }
  return { name: 'index.html', html: read('index.html') };
}

/** Both builds hold the same chunk files (names carry content hashes). */
export function sameChunks(dirA: string, dirB: string): boolean {
  const list = (dir: string) =>
    existsSync(path.join(dir, 'assets')) ? readdirSync(path.join(dir, 'assets')).sort() : [];
  const [a, b] = [list(dirA), list(dirB)];
  return a.length > 0 && a.length === b.length && a.every((name, i) => name === b[i]);
}

/**
 * Per route: the document the server sends for it (landing.html for `/` when the build prerendered it, else
 * index.html) with everything its tags load and their static imports, plus the lazy modules the router loads
 * for the route when that document runs the SPA.
 */
export function measureBundles(
  manifestBuildDir: string,
  distClientDir = path.join(ROOT, 'dist/client'),
): BundlesResult {
  const manifestFile = path.join(manifestBuildDir, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const matchesDist = manifestBuildDir === distClientDir || sameChunks(manifestBuildDir, distClientDir);
  // Measure what the server sends when it is the same build; otherwise the manifest build's own files.
  const filesDir = matchesDist ? distClientDir : manifestBuildDir;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  const cache = new Map<string, Sizes>();
  const sizesOf = (file: string): Sizes => {
    let sizes = cache.get(file);
    if (!sizes) {
      sizes = compressedSizes(readFileSync(path.join(filesDir, file)));
      cache.set(file, sizes);
    }
    return sizes;
  };

  const spaEntry = Object.entries(manifest).find(
    ([key, chunk]) => chunk.isEntry && key.endsWith('index.html'),
  );
  if (!spaEntry) throw new Error('the manifest has no index.html entry');
  const modulesByRoute = routeModules();

  const routes = BUNDLE_ROUTES.map((route): RouteBundle => {
    const { name: documentName, html } = documentFor(route, filesDir);
    const assets = documentAssets(html);
    const documentKeys = new Set<string>();
    const publicFiles: string[] = [];
    for (const file of [...assets.scripts, ...assets.preloads]) {
      const key = keyOfFile.get(file);
      if (key) staticClosure(manifest, key, documentKeys);
      else if (file.endsWith('.js')) publicFiles.push(file);
    }
    const fromDocument = filesOf(manifest, documentKeys);
    for (const file of publicFiles) fromDocument.js.add(file);
    for (const file of assets.stylesheets) fromDocument.css.add(file);

    const runsSpa = assets.scripts.includes(spaEntry[1].file);
    const lazyModules = runsSpa ? modulesByRoute.get(route) : [];
    if (!lazyModules) throw new Error(`${route} is not in the router`);
    const lazyKeys = new Set<string>();
    for (const specifier of lazyModules) staticClosure(manifest, manifestKey(manifest, specifier), lazyKeys);
    const lazy = filesOf(manifest, lazyKeys);

    const js = new Set([...fromDocument.js, ...lazy.js]);
    const css = new Set([...fromDocument.css, ...lazy.css]);
    const files: FileSizes[] = [
      ...(assets.inlineScripts
        ? [
            {
              file: `${documentName} (inline scripts)`,
              kind: 'js' as const,
              shared: true,
              ...compressedSizes(Buffer.from(assets.inlineScripts)),
            },
          ]
        : []),
      ...[...js].map((file) => ({
        file,
        kind: 'js' as const,
        shared: fromDocument.js.has(file),
        ...sizesOf(file),
      })),
      ...[...css].map((file) => ({
        file,
        kind: 'css' as const,
        shared: fromDocument.css.has(file),
        ...sizesOf(file),
      })),
    ].sort((a, b) => b.raw - a.raw);
    return {
      route,
      document: documentName,
      lazyModules,
      js: sum(files.filter((f) => f.kind === 'js')),
      css: sum(files.filter((f) => f.kind === 'css')),
      sharedJs: sum(files.filter((f) => f.kind === 'js' && f.shared)),
      files,
    };
  });
  return { manifestSource: path.relative(ROOT, manifestFile), matchesDist, routes };
}
