import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { InvalidStorageKeyError, assertSafeKey, type ObjectStorage } from './storage';

/** Files under one folder (DATA_DIR/uploads), one file per key. */
export function createLocalDiskStorage(rootDir: string): ObjectStorage {
  const root = path.resolve(rootDir);

  const pathFor = (key: string) => {
    assertSafeKey(key);
    const target = path.resolve(root, key);
    // The key pattern already forbids "..": this second check guards the folder should the pattern ever change.
    const relative = path.relative(root, target);
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative))
      throw new InvalidStorageKeyError(key);
    return target;
  };

  return {
    kind: 'local',
    async put(key, body, _meta) {
      const target = pathFor(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target, then renamed: a reader never sees half a file, a failed write leaves none.
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await pipeline(body instanceof Uint8Array ? Readable.from([body]) : body, createWriteStream(partial));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = pathFor(key);
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!info?.isFile()) return null;
      const stream = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body: stream, size: info.size };
    },
    async delete(key) {
      await rm(pathFor(key), { force: true });
    },
  };
}
