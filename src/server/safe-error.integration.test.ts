import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { session } from './db/schema';
import { captureLogs } from './testing/log-capture';
import { createTestDatabase } from './testing/test-database';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function failureOf(query: Promise<unknown>): Promise<unknown> {
  return query.then(
    () => expect.unreachable('the query should have failed'),
    (error: unknown) => error,
  );
}

describe('errors in the logs', () => {
  it('keep the failure and its code but neither the parameters nor a value PostgreSQL quotes back', async () => {
    const token = randomBytes(24).toString('base64url');
    const email = `someone-${randomBytes(4).toString('hex')}@example.com`;
    // PostgreSQL names the bad value in its message: `invalid input syntax for type uuid: "<token>"`.
    const error = await failureOf(database.db.execute(sql`select ${email}::text, ${token}::uuid`));
    const { logger, lines, text } = captureLogs();
    logger.error({ err: error }, 'query failed');

    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain(token); // the raw error has it
    expect(text()).not.toContain(token);
    expect(text()).not.toContain(email);
    const logged = lines[0]!.err as Record<string, unknown> & { cause: Record<string, unknown> };
    expect(logged).not.toHaveProperty('params');
    expect(logged.message).toMatch(/^Failed query: select \$1::text, \$2::uuid$/);
    expect(logged.stack).toMatch(/\n\s+at /);
    expect(logged.cause).toMatchObject({
      code: '22P02',
      message: expect.stringContaining('invalid input syntax'),
    });
  });

  it('drop the parameters of a drizzle query builder statement that fails', async () => {
    const token = randomBytes(24).toString('base64url');
    const error = await failureOf(
      database.db.insert(session).values({
        id: token,
        token,
        userId: `missing-user-${token}`,
        expiresAt: new Date(),
        createdAt: new Date(),
        updatedAt: new Date(),
      }),
    );
    const { logger, lines, text } = captureLogs();
    logger.warn(error as Error, 'insert failed');
    expect(text()).not.toContain(token);
    expect(lines[0]!.err).toMatchObject({ cause: { code: '23503' } }); // foreign key violation
  });
});
