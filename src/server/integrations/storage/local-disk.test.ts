import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk';
import { InvalidStorageKeyError } from './storage';

const text = async (body: ReadableStream<Uint8Array>) => new Response(body).text();

function setUp() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storage-'));
  const root = path.join(dataDir, 'uploads');
  return { dataDir, root, storage: createLocalDiskStorage(root) };
}

describe('local disk storage', () => {
  it('puts bytes and streams, gets them back with their size, and deletes them', async () => {
    const { root, storage } = setUp();
    await storage.put('attachments/1-a.png', new TextEncoder().encode('bytes'), {
      contentType: 'image/png',
      size: 5,
    });
    await storage.put('attachments/2-b.pdf', Readable.from([Buffer.from('str'), Buffer.from('eam')]), {
      contentType: 'application/pdf',
      size: 6,
    });
    expect(readFileSync(path.join(root, 'attachments/1-a.png'), 'utf8')).toBe('bytes');

    const stored = await storage.get('attachments/2-b.pdf');
    expect(stored?.size).toBe(6);
    expect(await text(stored!.body)).toBe('stream');

    await storage.delete('attachments/2-b.pdf');
    expect(await storage.get('attachments/2-b.pdf')).toBeNull();
    await expect(storage.delete('attachments/2-b.pdf')).resolves.toBeUndefined();
    expect(readdirSync(path.join(root, 'attachments'))).toEqual(['1-a.png']);
  });

  it('leaves no file behind when the incoming stream fails half-way', async () => {
    const { root, storage } = setUp();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('half'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(
      storage.put('attachments/3-c.png', failing, { contentType: 'image/png', size: 10 }),
    ).rejects.toThrow('client went away');
    expect(readdirSync(path.join(root, 'attachments'))).toEqual([]);
  });

  it.each([
    '../secret.txt',
    'attachments/../../secret.txt',
    '/etc/passwd',
    'a//b',
    'a/./b',
    'a\\..\\b',
    '',
    'a b',
  ])(
    'refuses the key %j, so nothing outside DATA_DIR/uploads can be read, written or deleted',
    async (key) => {
      const { dataDir, storage } = setUp();
      writeFileSync(path.join(dataDir, 'secret.txt'), 'TOP-SECRET');
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.put(key, new Uint8Array([1]), { contentType: 'x', size: 1 })).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
      expect(readFileSync(path.join(dataDir, 'secret.txt'), 'utf8')).toBe('TOP-SECRET');
      expect(existsSync('/etc/passwd.partial')).toBe(false);
    },
  );
});
