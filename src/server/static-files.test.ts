import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static-files';

const dir = mkdtempSync(path.join(os.tmpdir(), 'copilot-static-'));
const script = `export const text = ${JSON.stringify('hello '.repeat(2_000))};\n`;
mkdirSync(path.join(dir, 'assets'));
writeFileSync(path.join(dir, 'assets/app-abc123.js'), script);
writeFileSync(path.join(dir, 'assets/tiny-abc123.js'), 'export {};\n');
writeFileSync(path.join(dir, 'assets/logo-abc123.png'), Buffer.alloc(4_000, 7));
writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>app</title>${'<p>spa</p>'.repeat(200)}`);
writeFileSync(
  path.join(dir, 'landing.html'),
  `<!doctype html><title>landing</title>${'<p>hi</p>'.repeat(200)}`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = new Hono().on(['GET', 'HEAD'], '/*', createStaticHandler(dir));
const get = (url: string, acceptEncoding?: string) =>
  app.request(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('the static file handler', () => {
  it('sends text files brotli-compressed when the client accepts it, else gzip, else as they are', async () => {
    const brotli = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const brotliBody = Buffer.from(await brotli.arrayBuffer());
    expect(brotliBody.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(brotliBody).toString()).toBe(script);

    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const refused = await get('/assets/app-abc123.js', 'br;q=0, gzip;q=0');
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });

  it('compresses the pages, keeping their status and no-cache', async () => {
    const landing = await get('/', 'br');
    expect(landing.status).toBe(200);
    expect(landing.headers.get('content-encoding')).toBe('br');
    expect(landing.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await landing.arrayBuffer())).toString()).toContain(
      '<title>landing</title>',
    );

    const missing = await get('/no-such-page', 'gzip');
    expect(missing.status).toBe(404);
    expect(gunzipSync(Buffer.from(await missing.arrayBuffer())).toString()).toContain('<title>app</title>');
  });

  it('leaves tiny files and binary formats alone', async () => {
    const tiny = await get('/assets/tiny-abc123.js', 'br');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('export {};\n');

    const image = await get('/assets/logo-abc123.png', 'br');
    expect(image.headers.get('content-encoding')).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4_000);
  });
});
