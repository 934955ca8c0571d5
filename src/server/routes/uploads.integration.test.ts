import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UploadedFile } from '@shared/uploads';
import { startS3Fake, type FakeS3Server } from '../../../tests/fakes/s3-server';
import { uploads } from '../db/schema';
import {
  ELF_HEADER,
  HOSTILE_SVG,
  sampleDocx,
  sampleJpeg,
  samplePdf,
  samplePeExecutable,
  samplePng,
} from '../testing/sample-files';
import {
  TestClient,
  createConfirmedUser,
  createSignedInUser,
  createTestRuntime,
  type TestRuntime,
} from '../testing/test-runtime';
import { USER_FILE_CSP } from './uploads';

let runtime: TestRuntime;
/** Two accounts shared by the tests (signing up costs two password hashes); each test checks its own changes. */
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  runtime = await createTestRuntime();
  alice = await signedInUser();
  bob = await signedInUser();
});
afterAll(async () => {
  await runtime.close();
});

const signedInUser = (target: TestRuntime = runtime) => createSignedInUser(target, 'Creator');
type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

const text = (value: string) => new TextEncoder().encode(value);
type ErrorBody = { error: { code: string; message: string } };

/** A browser-style multipart upload; the client's claimed type is deliberately unhelpful. */
function upload(
  client: TestClient,
  name: string,
  bytes: Uint8Array,
  claimedType = 'application/octet-stream',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: claimedType }), name);
  return client.fetch('/api/uploads', { method: 'POST', body: form });
}

async function uploaded(client: TestClient, name: string, bytes: Uint8Array) {
  const response = await upload(client, name, bytes);
  expect(response.status).toBe(201);
  return (await response.json()) as UploadedFile;
}

async function rowsOf(userId: string) {
  return runtime.database.db.select().from(uploads).where(eq(uploads.userId, userId));
}

async function rowOf(id: string) {
  const [row] = await runtime.database.db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/** Every file under DATA_DIR/uploads, relative to it. */
function storedFiles(): string[] {
  const root = path.join(runtime.dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const storedBytes = (key: string) => readFileSync(path.join(runtime.dataDir, 'uploads', key));

/** A PDF (by its header) padded to exactly `size` bytes: trailing bytes after %%EOF are legal. */
function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(samplePdf());
  return bytes;
}

describe('POST /api/uploads: allowed types, decided by content', () => {
  it.each([
    ['logo.png', samplePng(), 'image/png', 'png'],
    ['photo.jpeg', sampleJpeg(), 'image/jpeg', 'jpg'],
    ['report.pdf', samplePdf(), 'application/pdf', 'pdf'],
    [
      'brief.docx',
      sampleDocx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
  ])(
    'stores a real %s with its detected type (201, id, name, url, type and size)',
    async (name, bytes, type, extension) => {
      const response = await upload(alice.client, name, bytes, 'text/html');
      expect(response.status).toBe(201);
      const file = (await response.json()) as UploadedFile;
      expect(file).toEqual({
        id: expect.any(String),
        name,
        url: `/api/uploads/${file.id}`,
        type,
        size: bytes.length,
      });

      const row = await rowOf(file.id);
      expect(row).toMatchObject({ id: file.id, originalName: name, contentType: type, size: bytes.length });
      expect(row!.storageKey).toMatch(new RegExp(`^attachments/\\d{13}-[0-9a-f]{16}\\.${extension}$`));
      expect(Buffer.compare(storedBytes(row!.storageKey), Buffer.from(bytes))).toBe(0);
    },
  );

  it('names the stored object after the content, not the client: a DOCX called .pdf is a .docx', async () => {
    const file = await uploaded(alice.client, 'looks-like.pdf', sampleDocx());
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect((await rowOf(file.id))!.storageKey).toMatch(/\.docx$/);
  });

  it.each([
    ['a renamed Linux executable', 'holiday.png', ELF_HEADER],
    ['a renamed Windows executable', 'holiday.png', samplePeExecutable()],
    [
      'an HTML page named .png',
      'cat.png',
      text('<!doctype html><html><script>alert(document.cookie)</script></html>'),
    ],
    [
      'HTML first, %PDF later (not a PDF at all)',
      'paper.pdf',
      text('<html><script>alert(1)</script></html>\n%PDF-1.4\n'),
    ],
    [
      '%PDF first, HTML right after it (a polyglot aimed at sniffers)',
      'paper.pdf',
      text('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>'),
    ],
    ['a GIF', 'anim.png', text('GIF89a\x01\x00\x01\x00')],
    ['an SVG that is not well-formed', 'icon.svg', text('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')],
    ['an empty file', 'empty.png', new Uint8Array()],
  ])('refuses %s with 415 and stores nothing', async (_label, name, bytes) => {
    const [rowsBefore, filesBefore] = [await rowsOf(alice.userId), storedFiles()];
    const response = await upload(alice.client, name, bytes, 'image/png');
    expect(response.status).toBe(415);
    expect(((await response.json()) as ErrorBody).error.message).toBe(UPLOAD_MESSAGES.unsupportedType);
    expect(await rowsOf(alice.userId)).toEqual(rowsBefore);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('stores an SVG only after removing scripts, handlers, foreignObject and javascript:/external links', async () => {
    const file = await uploaded(alice.client, 'badge.svg', text(HOSTILE_SVG));
    expect(file.type).toBe('image/svg+xml');
    const row = await rowOf(file.id);
    expect(row!.storageKey).toMatch(/\.svg$/);
    const stored = storedBytes(row!.storageKey).toString('utf8');
    expect(stored).toMatch(/^<svg /);
    for (const forbidden of [
      /<script/i,
      /\bonload=/i,
      /\bon[a-z]+=/i,
      /foreignObject/i,
      /javascript:/i,
      /evil\.example/,
    ]) {
      expect(stored).not.toMatch(forbidden);
    }
    expect(stored).toContain('<linearGradient id="g">');
    expect(file.size).toBe(Buffer.byteLength(stored));
    const served = await alice.client.get(file.url);
    expect(await served.text()).toBe(stored);
  });

  it('answers a request without a file field with 400', async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    const response = await alice.client.fetch('/api/uploads', { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toBe(UPLOAD_MESSAGES.missingFile);
    expect((await alice.client.post('/api/uploads', { file: 'x' })).status).toBe(400);
  });

  it('keeps a cleaned display name: no folders, no invisible or bidi characters', async () => {
    const file = await uploaded(alice.client, 'C:\\fakepath\\exe.\u202Egnp.png', samplePng());
    expect(file.name).toBe('exe.gnp.png');
  });
});

describe('POST /api/uploads: the 10 MB limit', () => {
  it('accepts a file of exactly 10,485,760 bytes', async () => {
    const file = await uploaded(alice.client, 'big.pdf', pdfOfSize(UPLOAD_MAX_BYTES));
    expect(file.size).toBe(UPLOAD_MAX_BYTES);
  });

  it('refuses one byte more with 413 and stores nothing: no row, no file', async () => {
    const [rowsBefore, filesBefore] = [await rowsOf(alice.userId), storedFiles()];
    const response = await upload(alice.client, 'too-big.pdf', pdfOfSize(UPLOAD_MAX_BYTES + 1));
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error.message).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(await rowsOf(alice.userId)).toEqual(rowsBefore);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('stops reading as soon as the limit is passed, even when the client never stops sending', async () => {
    const boundary = 'copilot-endless-boundary';
    const chunk = new Uint8Array(64 * 1024).fill(0x41);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
        controller.enqueue(text(head));
      },
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await alice.client.fetch('/api/uploads', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    // Read-ahead of a few stream buffers at most, never the whole (infinite) body.
    expect(sent).toBeGreaterThan(UPLOAD_MAX_BYTES);
    expect(sent).toBeLessThan(UPLOAD_MAX_BYTES + 1024 * 1024);
  });

  it('counts every part: a large extra part is refused too, and only the file field is stored', async () => {
    const extra = new FormData();
    extra.append('other', new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 64 * 1024)]), 'other.bin');
    extra.append('file', new Blob([new Uint8Array(samplePng())]), 'logo.png');
    const refused = await alice.client.fetch('/api/uploads', { method: 'POST', body: extra });
    expect(refused.status).toBe(413);

    const small = new FormData();
    small.append('other', new Blob([new Uint8Array(ELF_HEADER)]), 'run.exe');
    small.append('file', new Blob([new Uint8Array(samplePng())]), 'logo.png');
    small.append('file', new Blob([new Uint8Array(ELF_HEADER)]), 'second.png');
    const response = await alice.client.fetch('/api/uploads', { method: 'POST', body: small });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ name: 'logo.png', type: 'image/png' });
  });

  it('refuses a declared Content-Length past the limit before reading the body', async () => {
    let isRead = false;
    // highWaterMark 0: the stream is pulled only when someone reads it.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          isRead = true;
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const response = await alice.client.fetch('/api/uploads', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(isRead).toBe(false);
  });
});

describe('over a real socket', () => {
  let server: ServerType;
  let origin: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        origin = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => {
    server.close();
  });

  /** A signed-in user's session cookie, for a real fetch. */
  async function sessionCookie() {
    const account = { name: 'Socket', email: `socket-${Date.now()}@example.com`, password: 'password-123' };
    await createConfirmedUser(runtime, account);
    const signIn = await new TestClient(runtime.app).post('/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    return signIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  it('accepts an upload and answers a too-large one with 413, not a dropped connection', async () => {
    const cookie = await sessionCookie();
    const send = (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      return fetch(`${origin}/api/uploads`, {
        method: 'POST',
        headers: { cookie, origin: 'http://localhost:3000' },
        body: form,
      });
    };
    const ok = await send(samplePng(), 'socket.png');
    expect(ok.status).toBe(201);
    const tooLarge = await send(pdfOfSize(UPLOAD_MAX_BYTES + 1), 'socket.pdf');
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as ErrorBody).error.message).toBe(UPLOAD_MESSAGES.tooLarge);
  });
});

describe('GET, list and DELETE: the owner only', () => {
  it('answers anonymous callers with 401', async () => {
    const anonymous = new TestClient(runtime.app);
    const file = await uploaded(alice.client, 'logo.png', samplePng());
    expect((await upload(anonymous, 'logo.png', samplePng())).status).toBe(401);
    expect((await anonymous.get('/api/uploads')).status).toBe(401);
    expect((await anonymous.get(file.url)).status).toBe(401);
    expect((await anonymous.fetch(file.url, { method: 'DELETE' })).status).toBe(401);
  });

  it("answers another user's file with 404 on GET and DELETE (never 403), and leaves it alone", async () => {
    const [owner, stranger] = [alice, bob];
    const file = await uploaded(owner.client, 'private.pdf', samplePdf());
    const row = await rowOf(file.id);

    for (const response of [
      await stranger.client.get(file.url),
      await stranger.client.fetch(file.url, { method: 'DELETE' }),
      await stranger.client.get('/api/uploads/not-a-uuid'),
      await stranger.client.get('/api/uploads/00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(response.status).toBe(404);
    }
    const strangersList = (await (await stranger.client.get('/api/uploads')).json()) as {
      uploads: UploadedFile[];
    };
    expect(strangersList.uploads.map((upload) => upload.id)).not.toContain(file.id);
    expect(await rowOf(file.id)).toEqual(row);
    expect(existsSync(path.join(runtime.dataDir, 'uploads', row!.storageKey))).toBe(true);
    expect((await owner.client.get(file.url)).status).toBe(200);
  });

  it('serves a file so that it can never run as a page', async () => {
    const png = samplePng();
    const file = await uploaded(alice.client, 'Résumé "final".png', png);
    expect(file.name).toBe('Résumé "final".png');
    const response = await alice.client.get(file.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(USER_FILE_CSP);
    expect(USER_FILE_CSP).toBe("sandbox; default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers.get('cache-control')).toBe('private');
    expect(response.headers.get('content-length')).toBe(String(png.length));
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="Resume \\"final\\".png"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.png`,
    );
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), Buffer.from(png))).toBe(0);
  });

  it('offers SVG and DOCX as downloads, PDF and JPEG inline', async () => {
    const disposition = async (name: string, bytes: Uint8Array) =>
      (await alice.client.get((await uploaded(alice.client, name, bytes)).url)).headers.get(
        'content-disposition',
      );
    expect(await disposition('icon.svg', text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'attachment; filename="icon.svg"',
    );
    expect(await disposition('brief.docx', sampleDocx())).toBe('attachment; filename="brief.docx"');
    expect(await disposition('report.pdf', samplePdf())).toBe('inline; filename="report.pdf"');
    expect(await disposition('photo.jpg', sampleJpeg())).toBe('inline; filename="photo.jpg"');
  });

  it.each([
    [
      'an SVG',
      'page.html',
      () => text('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'attachment',
      'page.svg',
    ],
    ['a PNG', 'photo.jpg', samplePng, 'inline', 'photo.png'],
    ['a JPEG', 'setup.exe', sampleJpeg, 'inline', 'setup.jpg'],
    ['a JPEG named .jpeg', 'photo.jpeg', sampleJpeg, 'inline', 'photo.jpeg'],
    ['a PDF', 'invoice.html', samplePdf, 'inline', 'invoice.pdf'],
    ['a DOCX', 'brief', sampleDocx, 'attachment', 'brief.docx'],
  ])('offers %s uploaded as %j for download with its real extension', async (_, name, bytes, type, saved) => {
    const file = await uploaded(alice.client, name, bytes());
    // The name the user gave stays what the app shows; only the saved file's name follows the content.
    expect(file.name).toBe(name);
    const response = await alice.client.get(file.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`${type}; filename="${saved}"`);
  });

  it("lists only the caller's uploads, newest first", async () => {
    const { client } = await signedInUser();
    await uploaded(bob.client, 'theirs.png', samplePng());
    const first = await uploaded(client, 'first.png', samplePng());
    const second = await uploaded(client, 'second.pdf', samplePdf());
    const response = await client.get('/api/uploads');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ uploads: [second, first] });
  });

  it('deletes the row and the stored file', async () => {
    const { client, userId } = alice;
    const file = await uploaded(client, 'gone.png', samplePng());
    const row = await rowOf(file.id);
    const response = await client.fetch(file.url, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await rowOf(file.id)).toBeUndefined();
    expect((await rowsOf(userId)).length).toBeGreaterThan(0);
    expect(existsSync(path.join(runtime.dataDir, 'uploads', row!.storageKey))).toBe(false);
    expect((await client.get(file.url)).status).toBe(404);
    expect((await client.fetch(file.url, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('readUploadsForPrompt', () => {
  it("returns the caller's files with bytes, type and extracted text, and notes instead of errors", async () => {
    const { client, userId } = alice;
    const png = await uploaded(client, 'logo.png', samplePng());
    const pdf = await uploaded(client, 'report.pdf', samplePdf('Creator revenue grew 40 percent'));
    const docx = await uploaded(client, 'brief.docx', sampleDocx('Launch on Friday with three reels'));
    const broken = await uploaded(client, 'broken.pdf', text('%PDF-1.4\nthis is not really a PDF'));
    const lost = await uploaded(client, 'lost.png', samplePng());
    const theirs = await uploaded(bob.client, 'theirs.png', samplePng());
    rmSync(path.join(runtime.dataDir, 'uploads', (await rowOf(lost.id))!.storageKey));

    const files = await runtime.uploads.readUploadsForPrompt(userId, [
      png.id,
      pdf.id,
      docx.id,
      broken.id,
      lost.id,
      theirs.id,
      png.id,
      'not-a-uuid',
    ]);
    expect(files.map((file) => file.id)).toEqual([png.id, pdf.id, docx.id, broken.id, lost.id]);
    const [image, report, brief, unreadable, missing] = files;
    expect(image).toMatchObject({ name: 'logo.png', type: 'image/png', kind: 'png' });
    expect(Buffer.compare(Buffer.from(image!.bytes!), Buffer.from(samplePng()))).toBe(0);
    expect(image!.text).toBeUndefined();
    expect(report).toMatchObject({ type: 'application/pdf', text: 'Creator revenue grew 40 percent' });
    expect(report!.bytes?.length).toBe(pdf.size);
    expect(brief).toMatchObject({ kind: 'docx', text: 'Launch on Friday with three reels' });
    expect(unreadable!.note).toContain('broken.pdf');
    expect(unreadable!.text).toBeUndefined();
    expect(unreadable!.bytes).toBeDefined();
    expect(missing!.note).toContain('lost.png');
    expect(missing!.bytes).toBeUndefined();
  });
});

describe('with S3-compatible storage', () => {
  const bucket = {
    bucket: 'copilot-uploads',
    region: 'auto',
    accessKeyId: 'AKUPLOADS',
    secretAccessKey: 's3-secret',
  };
  let fake: FakeS3Server;
  let s3Runtime: TestRuntime;

  beforeAll(async () => {
    fake = await startS3Fake(bucket);
    s3Runtime = await createTestRuntime({
      S3_ENDPOINT: fake.endpoint,
      S3_BUCKET: bucket.bucket,
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await s3Runtime.close();
    await fake.close();
  });

  it('stores, serves and deletes through the bucket, and nothing on the local disk', async () => {
    const { client } = await signedInUser(s3Runtime);
    const png = samplePng();
    const file = await uploaded(client, 'cloud.png', png);
    const [key] = [...fake.objects.keys()];
    expect(key).toMatch(/^attachments\/\d{13}-[0-9a-f]{16}\.png$/);
    expect(fake.objects.get(key!)?.contentType).toBe('image/png');
    expect(existsSync(path.join(s3Runtime.dataDir, 'uploads'))).toBe(false);

    const served = await client.get(file.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), Buffer.from(png))).toBe(0);

    expect((await client.fetch(file.url, { method: 'DELETE' })).status).toBe(204);
    expect(fake.objects.size).toBe(0);
  });

  it('stores nothing in the bucket when the upload is refused', async () => {
    const { client } = await signedInUser(s3Runtime);
    expect((await upload(client, 'x.png', ELF_HEADER)).status).toBe(415);
    expect((await upload(client, 'big.pdf', pdfOfSize(UPLOAD_MAX_BYTES + 1))).status).toBe(413);
    expect(fake.objects.size).toBe(0);
  });
});
