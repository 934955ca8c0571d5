import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Fake, type FakeS3Server } from '../../../../tests/fakes/s3-server';
import { parseEnv } from '../../env';
import { createStorage } from './create-storage';
import { S3RequestError, createS3Storage, s3ObjectUrl, type S3Config } from './s3';

const credentials = {
  bucket: 'copilot-files',
  region: 'auto',
  accessKeyId: 'AKTEST',
  secretAccessKey: 'secret-key',
};
let fake: FakeS3Server;
let config: S3Config;

beforeAll(async () => {
  fake = await startS3Fake(credentials);
  config = { ...credentials, endpoint: fake.endpoint, forcePathStyle: true };
});
afterAll(() => fake.close());

const text = async (body: ReadableStream<Uint8Array>) => new Response(body).text();

describe('S3 storage against an S3 test double (real aws4fetch signing, checked with SigV4 on the server)', () => {
  it('puts bytes and streams with their type, gets them back, and deletes them', async () => {
    const storage = createS3Storage(config);
    await storage.put('attachments/1-a.png', new TextEncoder().encode('png bytes'), {
      contentType: 'image/png',
      size: 9,
    });
    await storage.put('attachments/2-b.pdf', Readable.from([Buffer.from('%PDF-'), Buffer.from('1.4')]), {
      contentType: 'application/pdf',
      size: 8,
    });
    expect(fake.objects.get('attachments/1-a.png')).toEqual({
      body: Buffer.from('png bytes'),
      contentType: 'image/png',
    });
    expect(fake.objects.get('attachments/2-b.pdf')?.body.toString()).toBe('%PDF-1.4');

    const stored = await storage.get('attachments/2-b.pdf');
    expect(stored?.size).toBe(8);
    expect(await text(stored!.body)).toBe('%PDF-1.4');

    await storage.delete('attachments/2-b.pdf');
    expect(fake.objects.has('attachments/2-b.pdf')).toBe(false);
    expect(await storage.get('attachments/2-b.pdf')).toBeNull();
    expect(fake.requests.map(({ method, path, status }) => `${method} ${path} ${status}`)).toEqual([
      'PUT /copilot-files/attachments/1-a.png 200',
      'PUT /copilot-files/attachments/2-b.pdf 200',
      'GET /copilot-files/attachments/2-b.pdf 200',
      'DELETE /copilot-files/attachments/2-b.pdf 204',
      'GET /copilot-files/attachments/2-b.pdf 404',
    ]);
  });

  it('is refused by the server when the signature is wrong, and says so', async () => {
    const storage = createS3Storage({ ...config, secretAccessKey: 'not-the-secret' });
    const error = await storage
      .put('attachments/3-c.png', new Uint8Array([1]), { contentType: 'image/png', size: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3RequestError);
    expect((error as S3RequestError).status).toBe(403);
    expect(fake.objects.has('attachments/3-c.png')).toBe(false);
  });

  it('signs for the configured region and bucket', async () => {
    const wrongRegion = createS3Storage({ ...config, region: 'eu-west-1' });
    await expect(wrongRegion.get('attachments/1-a.png')).rejects.toMatchObject({ status: 403 });
    const wrongBucket = createS3Storage({ ...config, bucket: 'someone-elses' });
    await expect(wrongBucket.get('attachments/1-a.png')).resolves.toBeNull();
  });

  it('builds path-style and virtual-hosted URLs, keeping an endpoint path', () => {
    const base = { bucket: 'files', endpoint: 'https://s3.example.com' };
    expect(s3ObjectUrl({ ...base, forcePathStyle: true }, 'attachments/1-a.png')).toBe(
      'https://s3.example.com/files/attachments/1-a.png',
    );
    expect(s3ObjectUrl({ ...base, forcePathStyle: false }, 'attachments/1-a.png')).toBe(
      'https://files.s3.example.com/attachments/1-a.png',
    );
    expect(
      s3ObjectUrl({ ...base, endpoint: 'https://gw.example.com/s3/', forcePathStyle: true }, 'k.png'),
    ).toBe('https://gw.example.com/s3/files/k.png');
    expect(() => s3ObjectUrl({ ...base, forcePathStyle: true }, '../other-bucket/x')).toThrow();
  });
});

describe('createStorage: chosen by the environment', () => {
  it('uses DATA_DIR/uploads with no configuration, and the bucket when S3_BUCKET is set', async () => {
    expect(createStorage(parseEnv({})).kind).toBe('local');
    const env = parseEnv({
      S3_ENDPOINT: fake.endpoint,
      S3_BUCKET: credentials.bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env.S3_REGION).toBe('auto');
    const storage = createStorage(env);
    expect(storage.kind).toBe('s3');
    await storage.put('attachments/9-z.svg', new TextEncoder().encode('<svg/>'), {
      contentType: 'image/svg+xml',
      size: 6,
    });
    expect(fake.objects.get('attachments/9-z.svg')?.contentType).toBe('image/svg+xml');
  });

  it.each([
    [{ S3_BUCKET: 'b' }, 'S3_ENDPOINT'],
    [
      { S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example.com', S3_ACCESS_KEY_ID: 'k' },
      'S3_SECRET_ACCESS_KEY',
    ],
    [{ S3_ENDPOINT: 'ftp://s3.example.com' }, 'S3_ENDPOINT'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
  ])('stops at boot with a message naming the variable for %o', (source, variable) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`^\\s*${variable}:`, 'm'));
  });
});
