import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import { BILLING_MESSAGES, ENTERPRISE_REQUESTS_PER_DAY } from '@shared/plans';
import { UPLOAD_MESSAGES, UPLOAD_QUOTA_BYTES_PER_DAY, UPLOAD_QUOTA_FILES_PER_DAY } from '@shared/uploads';
import { enterpriseLeads, uploads } from '../db/schema';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { createRuntime, type Runtime } from '../runtime';
import { samplePdf, samplePng } from '../testing/sample-files';
import { createSignedInUser, createTestRuntime, type TestRuntime } from '../testing/test-runtime';

/**
 * Two app instances on one database, as behind a load balancer: the quotas are counted in the database, so
 * neither instance's memory can let a user past them.
 */
let runtime: TestRuntime;
let second: Runtime;

beforeAll(async () => {
  runtime = await createTestRuntime({ SALES_EMAIL: 'sales@copilot.test' });
  second = await createRuntime(
    parseEnv({
      DATA_DIR: runtime.dataDir,
      LOG_LEVEL: 'silent',
      APP_URL: 'http://localhost:3000',
      SALES_EMAIL: 'sales@copilot.test',
    }),
    // The first runtime owns the database and closes it.
    { database: { ...runtime.database, close: async () => {} }, logger: createLogger('silent') },
  );
});
afterAll(async () => {
  await second?.close();
  await runtime.close();
});

type User = Awaited<ReturnType<typeof createSignedInUser>>;
type ErrorBody = { error: { code: string; message: string } };
const signedInUser = () => createSignedInUser(runtime, 'Creator');

/** A request as the user's browser would send it, to either instance. */
function send(user: User, pathname: string, init: RequestInit, instance: { app: Runtime['app'] } = runtime) {
  const headers = new Headers(init.headers);
  headers.set('cookie', user.client.cookieHeader);
  headers.set('origin', 'http://localhost:3000');
  return instance.app.request(`http://localhost:3000${pathname}`, { ...init, headers });
}

function upload(user: User, name: string, bytes: Uint8Array, instance?: { app: Runtime['app'] }) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return send(user, '/api/uploads', { method: 'POST', body: form }, instance);
}

/**
 * Uploads already made today, written straight into the table (making 200 real ones would only slow the test):
 * `count` rows of `size` bytes, created `hoursAgo` hours ago.
 */
async function seedUploads(userId: string, rows: number, size: number, hoursAgo: number) {
  if (rows === 0) return;
  await runtime.database.db.insert(uploads).values(
    Array.from({ length: rows }, () => ({
      userId,
      storageKey: `attachments/seeded-${randomBytes(8).toString('hex')}.png`,
      originalName: 'earlier.png',
      contentType: 'image/png',
      size,
      createdAt: sql`now() - make_interval(hours => ${hoursAgo}::int)`,
    })),
  );
}

async function uploadRows(userId: string) {
  const [row] = await runtime.database.db
    .select({ n: count() })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return row!.n;
}

/** Every stored object key under DATA_DIR/uploads (both instances share the folder). */
function storedKeys(): string[] {
  const root = path.join(runtime.dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

async function storedKeysOf(userId: string) {
  const rows = await runtime.database.db
    .select({ key: uploads.storageKey })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  const keys = new Set(rows.map((row) => row.key));
  return storedKeys().filter((key) => keys.has(key));
}

async function expectQuotaRefusal(response: Response, message: string) {
  expect(response.status).toBe(429);
  expect(((await response.json()) as ErrorBody).error).toEqual({
    code: API_ERROR_CODES.tooManyRequests,
    message,
  });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  return retryAfter;
}

describe('upload quota (per user, last 24 hours)', () => {
  it('accepts the last file of the daily count, then refuses the next with 429 and Retry-After', async () => {
    const user = await signedInUser();
    // One upload from yesterday no longer counts; the oldest one of today leaves the window in an hour.
    await seedUploads(user.userId, 1, 1, 25);
    await seedUploads(user.userId, 1, 1, 23);
    await seedUploads(user.userId, UPLOAD_QUOTA_FILES_PER_DAY - 2, 1, 1);
    const before = storedKeys().length;

    expect((await upload(user, 'last.png', samplePng())).status).toBe(201);
    const refused = await upload(user, 'one-too-many.png', samplePng());
    const retryAfter = await expectQuotaRefusal(refused, UPLOAD_MESSAGES.quotaReached);
    // When the upload of 23 hours ago leaves the window.
    expect(retryAfter).toBeGreaterThan(3_000);
    expect(retryAfter).toBeLessThanOrEqual(3_600);

    expect(await uploadRows(user.userId)).toBe(UPLOAD_QUOTA_FILES_PER_DAY + 1);
    expect(storedKeys().length).toBe(before + 1);
  });

  it('refuses a file that would pass the daily bytes, stores nothing, and still takes a smaller one', async () => {
    const user = await signedInUser();
    const pdf = samplePdf();
    const png = samplePng();
    const roomLeft = png.length + 10;
    expect(pdf.length).toBeGreaterThan(roomLeft);
    await seedUploads(user.userId, 1, UPLOAD_QUOTA_BYTES_PER_DAY - roomLeft, 2);
    const before = storedKeys();

    const refused = await upload(user, 'report.pdf', pdf);
    const retryAfter = await expectQuotaRefusal(refused, UPLOAD_MESSAGES.quotaReached);
    // When the big upload of 2 hours ago leaves the window: about 22 hours.
    expect(retryAfter).toBeGreaterThan(21 * 3_600);
    expect(retryAfter).toBeLessThanOrEqual(22 * 3_600);
    expect(await uploadRows(user.userId)).toBe(1);
    expect(storedKeys()).toEqual(before);

    expect((await upload(user, 'logo.png', png)).status).toBe(201);
    // Now 10 bytes are left: a second PNG does not fit.
    await expectQuotaRefusal(await upload(user, 'logo.png', png), UPLOAD_MESSAGES.quotaReached);
    expect(await uploadRows(user.userId)).toBe(2);
    expect(await storedKeysOf(user.userId)).toHaveLength(1);
  });

  it('never passes the count under concurrent uploads to two app instances, and leaves no file behind', async () => {
    const user = await signedInUser();
    const free = 5;
    await seedUploads(user.userId, UPLOAD_QUOTA_FILES_PER_DAY - free, 1, 1);
    const before = storedKeys().length;

    const responses = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        upload(user, `burst-${i}.png`, samplePng(), i % 2 ? second : runtime),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(free);
    expect(statuses.filter((status) => status === 429)).toHaveLength(14 - free);
    for (const response of responses.filter((r) => r.status === 429)) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    expect(await uploadRows(user.userId)).toBe(UPLOAD_QUOTA_FILES_PER_DAY);
    // Exactly one stored object per accepted upload: the refused ones were never kept.
    expect(storedKeys().length).toBe(before + free);
    expect(await storedKeysOf(user.userId)).toHaveLength(free);
  });

  it('answers a user at the quota with 429 over a real socket, not a dropped connection', async () => {
    const user = await signedInUser();
    await seedUploads(user.userId, UPLOAD_QUOTA_FILES_PER_DAY, 1, 1);
    const server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started),
      );
    });
    try {
      const { port } = server.address() as AddressInfo;
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(5 * 1024 * 1024).fill(0x20)]), 'big.pdf');
      const response = await fetch(`http://127.0.0.1:${port}/api/uploads`, {
        method: 'POST',
        headers: { cookie: user.client.cookieHeader, origin: 'http://localhost:3000' },
        body: form,
      });
      await expectQuotaRefusal(response, UPLOAD_MESSAGES.quotaReached);
    } finally {
      server.close();
    }
    expect(await uploadRows(user.userId)).toBe(UPLOAD_QUOTA_FILES_PER_DAY);
  });

  it('counts per user: another user still uploads', async () => {
    const full = await signedInUser();
    const other = await signedInUser();
    await seedUploads(full.userId, UPLOAD_QUOTA_FILES_PER_DAY, 1, 1);
    expect((await upload(full, 'a.png', samplePng())).status).toBe(429);
    expect((await upload(other, 'a.png', samplePng())).status).toBe(201);
  });
});

describe('enterprise contact quota (per user, last 24 hours)', () => {
  const lead = (company: string) => ({
    name: 'Dana Scully',
    email: 'dana@agency.example',
    company,
    message: 'We need 40 seats.',
  });
  const submit = (user: User, company: string, instance?: { app: Runtime['app'] }) =>
    send(
      user,
      '/api/billing/enterprise',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lead(company)),
      },
      instance,
    );
  const leadsOf = async (userId: string) =>
    runtime.database.db.select().from(enterpriseLeads).where(eq(enterpriseLeads.userId, userId));
  const salesMailsAbout = async (company: string) =>
    (await runtime.outbox()).filter(
      (mail) => mail.to === 'sales@copilot.test' && mail.subject.endsWith(company),
    );

  it(`takes ${ENTERPRISE_REQUESTS_PER_DAY} a day, then answers 429 with Retry-After and neither stores nor mails`, async () => {
    const user = await signedInUser();
    await runtime.database.db.insert(enterpriseLeads).values(
      Array.from({ length: ENTERPRISE_REQUESTS_PER_DAY - 1 }, (_, i) => ({
        ...lead('Earlier Agency'),
        userId: user.userId,
        // The oldest was sent 20 hours ago, so a place frees up in about 4 hours.
        createdAt: sql`now() - make_interval(hours => ${i === 0 ? 20 : 1}::int)`,
      })),
    );
    const company = `Quota Agency ${user.userId}`;
    expect((await submit(user, company)).status).toBe(201);
    const retryAfter = await expectQuotaRefusal(
      await submit(user, `${company} again`),
      BILLING_MESSAGES.enterpriseLimit,
    );
    expect(retryAfter).toBeGreaterThan(3 * 3_600);
    expect(retryAfter).toBeLessThanOrEqual(4 * 3_600);

    expect(await leadsOf(user.userId)).toHaveLength(ENTERPRISE_REQUESTS_PER_DAY);
    expect(await salesMailsAbout(company)).toHaveLength(1);
    expect(await salesMailsAbout(`${company} again`)).toHaveLength(0);
  });

  it('never passes the limit under concurrent requests to two app instances', async () => {
    const user = await signedInUser();
    const responses = await Promise.all(
      Array.from({ length: 9 }, (_, i) => submit(user, `Burst Agency ${i}`, i % 2 ? second : runtime)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ENTERPRISE_REQUESTS_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9 - ENTERPRISE_REQUESTS_PER_DAY);
    expect(await leadsOf(user.userId)).toHaveLength(ENTERPRISE_REQUESTS_PER_DAY);
  });
});
