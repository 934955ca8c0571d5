import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback';

export type FakeS3Options = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

type StoredObject = { body: Buffer; contentType: string };
export type FakeS3Request = { method: string; path: string; bucket: string | undefined; status: number };

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * Checks an AWS Signature Version 4 `Authorization` header the way S3 does, written independently of the client
 * under test: canonical request → string to sign → HMAC chain from the secret key. Returns why it fails, if it does.
 */
function signatureProblem(req: IncomingMessage, body: Buffer, options: FakeS3Options): string | undefined {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!match) return 'no SigV4 Authorization header';
  const [, accessKeyId, day, region, signedHeaderList, signature] = match as unknown as string[];
  if (accessKeyId !== options.accessKeyId) return 'unknown access key';
  if (region !== options.region) return `wrong region ${region}`;
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return 'x-amz-date does not match the credential scope';
  const signedHeaders = signedHeaderList!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signedHeaders.includes(required)) return `${required} is not signed`;
  }
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return 'payload hash mismatch';

  const url = new URL(req.url ?? '/', 'http://s3.test');
  const query = [...url.searchParams]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerLines = signedHeaders.map((name) => {
    const value = req.headers[name];
    return `${name}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonicalRequest = [
    req.method,
    url.pathname,
    query,
    headerLines.join(''),
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce<Buffer>(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${options.secretAccessKey}`, day!), region!),
  );
  const expected = hmac(signingKey, stringToSign);
  const given = Buffer.from(signature!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? undefined
    : 'signature mismatch';
}

/**
 * An HTTP-level test double of an S3-compatible server on 127.0.0.1: PUT, GET and DELETE of objects in one bucket,
 * path-style (`/bucket/key`) or virtual-hosted (`Host: bucket.…`). Every request must carry a valid SigV4
 * signature for the configured credentials and region, as S3 requires; PUT must state its Content-Length.
 */
export async function startS3Fake(options: FakeS3Options) {
  const objects = new Map<string, StoredObject>();
  const requests: FakeS3Request[] = [];

  const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
    return status;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<number> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);

    const problem = signatureProblem(req, body, options);
    if (problem) return xmlError(res, 403, 'SignatureDoesNotMatch', problem);

    const url = new URL(req.url ?? '/', 'http://s3.test');
    const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
    const segments = url.pathname.slice(1).split('/');
    const isVirtualHosted = host.startsWith(`${options.bucket}.`);
    const bucket = isVirtualHosted ? options.bucket : segments[0];
    const key = (isVirtualHosted ? segments : segments.slice(1)).map(decodeURIComponent).join('/');
    if (bucket !== options.bucket)
      return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) return xmlError(res, 400, 'InvalidRequest', 'An object key is required');

    if (req.method === 'PUT') {
      if (req.headers['content-length'] === undefined) {
        return xmlError(res, 411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
      }
      objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      return 200;
    }
    if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
      res.end(object.body);
      return 200;
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
      return 204;
    }
    return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed');
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).then(
      (status) =>
        requests.push({ method: req.method ?? '', path: req.url ?? '', bucket: options.bucket, status }),
      () => res.destroy(),
    );
  });
  const { origin, close } = await listenOnLoopback(server);

  return {
    endpoint: origin,
    objects,
    requests,
    close,
  };
}

export type FakeS3Server = Awaited<ReturnType<typeof startS3Fake>>;
