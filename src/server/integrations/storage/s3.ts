import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type ObjectStorage } from './storage';

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted servers need it). */
  forcePathStyle: boolean;
};

export class S3RequestError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
  ) {
    super(`S3 ${operation} failed with HTTP ${status}`);
  }
}

/** The object's URL in either addressing style. Keys are pre-checked, so they need no escaping. */
export function s3ObjectUrl(config: Pick<S3Config, 'endpoint' | 'bucket' | 'forcePathStyle'>, key: string) {
  assertSafeKey(key);
  const url = new URL(config.endpoint);
  const basePath = url.pathname.replace(/\/+$/, '');
  if (config.forcePathStyle) {
    url.pathname = `${basePath}/${config.bucket}/${key}`;
  } else {
    url.hostname = `${config.bucket}.${url.hostname}`;
    url.pathname = `${basePath}/${key}`;
  }
  return url.toString();
}

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Garage…) through aws4fetch: a small, dependency-free
 * SigV4 signer over the built-in fetch. Bodies are streamed with their length and sent as UNSIGNED-PAYLOAD, the
 * usual choice for streamed uploads; the headers and URL are signed.
 */
export function createS3Storage(config: S3Config, options: { timeoutMs?: number } = {}): ObjectStorage {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const signer = (retries: number) =>
    new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
      retries,
    });
  // aws4fetch retries 5xx and 429 by re-sending the request, which a streamed body cannot be: PUTs are sent once.
  const once = signer(0);
  const withRetries = signer(2);

  /** The time limit covers the wait for the response headers, not the reading of a download at the client's pace. */
  async function send(client: AwsClient, key: string, init: RequestInit) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await client.fetch(s3ObjectUrl(config, key), { ...init, signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    kind: 's3',
    async put(key, body, meta) {
      const response = await send(once, key, {
        method: 'PUT',
        headers: { 'content-type': meta.contentType, 'content-length': String(meta.size) },
        body: body instanceof Uint8Array ? body : (Readable.toWeb(body) as ReadableStream<Uint8Array>),
        // Required by fetch for a streamed request body.
        duplex: 'half',
      } as RequestInit);
      await response.body?.cancel();
      if (!response.ok) throw new S3RequestError('PUT', response.status);
    },
    async get(key) {
      const response = await send(withRetries, key, { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new S3RequestError('GET', response.status);
      }
      return { body: response.body, size: Number(response.headers.get('content-length') ?? 0) };
    },
    async delete(key) {
      const response = await send(withRetries, key, { method: 'DELETE' });
      await response.body?.cancel();
      // S3 answers 204 whether or not the object existed; some compatible servers answer 404.
      if (!response.ok && response.status !== 404) throw new S3RequestError('DELETE', response.status);
    },
  };
}
