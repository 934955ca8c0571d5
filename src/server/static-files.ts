import { existsSync, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { isKnownPagePath } from '@shared/known-pages';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);
/** Below this, compressing saves less than the headers cost. */
const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

type Bytes = Buffer<ArrayBuffer>;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** zlib hands back Node buffers over plain ArrayBuffers; the cast only tells TypeScript so. */
const compressors: Record<Encoding, (body: Bytes) => Promise<Bytes>> = {
  br: async (body) =>
    (await brotli(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })) as Bytes,
  gzip: async (body) => (await gzipAsync(body, { level: 9 })) as Bytes,
};

/** The best encoding the client accepts (brotli, else gzip), or none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses each built file once per encoding and keeps the result: the files do not change while the server
 * runs (a rebuild changes their size or time, and so the key).
 */
function createCompressedCache() {
  const cache = new Map<string, Promise<Bytes>>();
  return (file: string, info: Stats, body: Bytes, encoding: Encoding): Promise<Bytes> => {
    const key = `${encoding}:${file}:${info.size}:${info.mtimeMs}`;
    let compressed = cache.get(key);
    if (!compressed) {
      compressed = compressors[encoding](body);
      compressed.catch(() => cache.delete(key));
      cache.set(key, compressed);
    }
    return compressed;
  };
}

/**
 * Serves the built browser app: hashed assets cached for a year, HTML never cached, client routes answered
 * with index.html, and unknown paths with index.html under a real 404 status. Text files go out compressed
 * (brotli or gzip, as the client accepts), compressed once and kept in memory.
 */
export function createStaticHandler(clientDir: string) {
  const root = path.resolve(clientDir);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  const hasPrerenderedLanding = existsSync(path.join(root, 'landing.html'));

  const compressedCopy = createCompressedCache();

  async function fileAt(urlPath: string): Promise<string | null> {
    const resolved = path.resolve(root, `.${decodeURIComponent(urlPath)}`);
    if (!resolved.startsWith(root + path.sep)) return null;
    // Dot files and folders are build metadata (Vite's .vite/manifest.json), not part of the site.
    if (
      path
        .relative(root, resolved)
        .split(path.sep)
        .some((part) => part.startsWith('.'))
    )
      return null;
    const info = await stat(resolved).catch(() => null);
    return info?.isFile() ? resolved : null;
  }

  async function send(c: Context, file: string, status: 200 | 404, headers: Record<string, string>) {
    const body = await readFile(file);
    if (!COMPRESSIBLE.has(path.extname(file)) || body.length < MIN_COMPRESS_BYTES) {
      return c.body(body, status, headers);
    }
    const varied = { ...headers, Vary: 'Accept-Encoding' };
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return c.body(body, status, varied);
    const compressed = await compressedCopy(file, await stat(file), body, encoding);
    return c.body(compressed, status, { ...varied, 'Content-Encoding': encoding });
  }

  return async (c: Context) => {
    if (!hasBuild)
      return c.text('The browser app is not built. Run `npm run build` (npm start does it).', 503);
    const urlPath = c.req.path;
    const file = path.extname(urlPath) ? await fileAt(urlPath).catch(() => null) : null;
    if (file) {
      const isHashed = urlPath.startsWith('/assets/');
      const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
      return send(c, file, 200, {
        'Content-Type': type,
        'Cache-Control': isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      });
    }
    // `/` gets the prerendered landing page when the build made one.
    const page = urlPath === '/' && hasPrerenderedLanding ? 'landing.html' : 'index.html';
    return send(c, path.join(root, page), isKnownPagePath(urlPath) ? 200 : 404, {
      'Content-Type': CONTENT_TYPES['.html']!,
      'Cache-Control': 'no-cache',
    });
  };
}

export const ROBOTS_TXT = `User-agent: *
Allow: /
Disallow: /dashboard
Disallow: /api/
Disallow: /dev/
`;
