import type { Readable } from 'node:stream';

/** What we know about an object when we store it; S3 needs the length up front for a streamed body. */
export type ObjectMeta = { contentType: string; size: number };

export type StoredObject = { body: ReadableStream<Uint8Array>; size: number };

/**
 * Where uploaded files live: the local disk by default, an S3-compatible bucket in production. Keys are chosen
 * by the server (see `assertSafeKey`); the database holds the metadata, storage only the bytes.
 */
export type ObjectStorage = {
  kind: 'local' | 's3';
  put(key: string, body: Readable | Uint8Array, meta: ObjectMeta): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
};

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/**
 * Relative, slash-separated segments of letters, digits, dot, dash and underscore, none of them "." or "..":
 * such a key can neither leave the uploads folder on disk nor need escaping in an S3 URL.
 */
const SAFE_KEY = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export function assertSafeKey(key: string): void {
  if (key.length > 512 || !SAFE_KEY.test(key)) throw new InvalidStorageKeyError(key);
}
