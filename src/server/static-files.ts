import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { isKnownPagePath } from '@shared/routes';

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

/**
 * Serves the built browser app: hashed assets cached for a year, HTML never cached, client routes answered
 * with index.html, and unknown paths with index.html under a real 404 status.
 */
export function createStaticHandler(clientDir: string) {
  const root = path.resolve(clientDir);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  const hasPrerenderedLanding = existsSync(path.join(root, 'landing.html'));

  async function fileAt(urlPath: string): Promise<string | null> {
    const resolved = path.resolve(root, `.${decodeURIComponent(urlPath)}`);
    if (!resolved.startsWith(root + path.sep)) return null;
    const info = await stat(resolved).catch(() => null);
    return info?.isFile() ? resolved : null;
  }

  return async (c: Context) => {
    if (!hasBuild)
      return c.text('The browser app is not built. Run `npm run build` (npm start does it).', 503);
    const urlPath = c.req.path;
    const file = path.extname(urlPath) ? await fileAt(urlPath).catch(() => null) : null;
    if (file) {
      const isHashed = urlPath.startsWith('/assets/');
      const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
      return c.body(await readFile(file), 200, {
        'Content-Type': type,
        'Cache-Control': isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      });
    }
    // `/` gets the prerendered landing page when the build made one.
    const page = urlPath === '/' && hasPrerenderedLanding ? 'landing.html' : 'index.html';
    const html = await readFile(path.join(root, page));
    return c.body(html, isKnownPagePath(urlPath) ? 200 : 404, {
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
