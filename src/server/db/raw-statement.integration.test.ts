import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './client';
import { prepareRawStatement } from './raw-statement';
import { user } from './schema';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const usersNamed = () =>
  prepareRawStatement<{ n: number }, { email: string }>(
    database.db,
    'test_users_by_email',
    sql`SELECT count(*)::int AS n FROM ${user} WHERE ${user.email} = ${sql.placeholder('email')}`,
  );

describe('a prepared raw statement', () => {
  it('returns rows typed as the driver gives them, with fresh values on every call', async () => {
    const echo = prepareRawStatement<
      { text: string; number: number; day: string; at: Date; flag: boolean; list: string[] },
      { text: string; number: number; day: string; at: string; flag: boolean; list: string }
    >(
      database.db,
      'test_echo',
      sql`SELECT ${sql.placeholder('text')}::text AS text, ${sql.placeholder('number')}::int + 1 AS number,
                 ${sql.placeholder('day')}::date::text AS day, ${sql.placeholder('at')}::timestamptz AS at,
                 NOT ${sql.placeholder('flag')}::boolean AS flag, ${sql.placeholder('list')}::text::jsonb AS list`,
    );
    for (const [text, number] of [
      ['first', 1],
      ["it's ü", 41],
    ] as const) {
      expect(
        await echo({
          text,
          number,
          day: '2026-11-25',
          at: '2026-11-25T04:00:00.000Z',
          flag: false,
          list: JSON.stringify(['a', 'b']),
        }),
      ).toEqual([
        {
          text,
          number: number + 1,
          day: '2026-11-25',
          at: new Date('2026-11-25T04:00:00.000Z'),
          flag: true,
          list: ['a', 'b'],
        },
      ]);
    }
  });

  it('reads NULLs, text in any script, empty answers and answers of many rows', async () => {
    const values = prepareRawStatement<
      { n: number; label: string | null; at: Date | null },
      { count: number; label: string | null }
    >(
      database.db,
      'test_many_rows',
      sql`SELECT n, CASE WHEN n % 2 = 0 THEN ${sql.placeholder('label')}::text END AS label,
                 CASE WHEN n % 3 = 0 THEN timestamptz '2026-11-25 04:00:00+00' + n * interval '1 second' END AS at
          FROM generate_series(1, ${sql.placeholder('count')}::int) AS n`,
    );
    const label = 'Café 東京 🚀 "quoted" \\ back';
    expect(await values({ count: 3, label })).toEqual([
      { n: 1, label: null, at: null },
      { n: 2, label, at: null },
      { n: 3, label: null, at: new Date('2026-11-25T04:00:03.000Z') },
    ]);
    expect(await values({ count: 0, label })).toEqual([]);
    // Far more than one write of the backend's send buffer.
    const many = await values({ count: 20_000, label: label.repeat(4) });
    expect(many).toHaveLength(20_000);
    expect(many[19_999]).toEqual({ n: 20_000, label: label.repeat(4), at: null });
    expect(many.filter((row) => row.at !== null)).toHaveLength(6_666);

    const touch = prepareRawStatement<never, { email: string }>(
      database.db,
      'test_touch_nobody',
      sql`UPDATE ${user} SET name = name WHERE ${user.email} = ${sql.placeholder('email')}`,
    );
    expect(await touch({ email: 'nobody@example.com' })).toEqual([]);
  });

  it('is shared by every service that prepares it on the same database, and refuses another text', async () => {
    const email = `${randomUUID()}@example.com`;
    await database.db.insert(user).values({ id: randomUUID(), name: 'One', email });
    expect(await usersNamed()({ email })).toEqual([{ n: 1 }]);
    expect(await usersNamed()({ email })).toEqual([{ n: 1 }]);
    // PGlite has one backend for the process, so a name is taken for good; a pooled PostgreSQL connection that
    // has not parsed the name yet would take the other text.
    if (database.kind === 'pglite') {
      const other = prepareRawStatement(database.db, 'test_users_by_email', sql`SELECT 2 AS n`);
      await expect(other({})).rejects.toMatchObject({
        cause: { message: expect.stringContaining('already defined otherwise') },
      });
    }
  });

  it('fails as drizzle fails, with the database error as the cause, and the database goes on answering', async () => {
    const email = `${randomUUID()}@example.com`;
    const insert = prepareRawStatement<never, { id: string; email: string }>(
      database.db,
      'test_insert_user',
      sql`INSERT INTO ${user} (id, name, email) VALUES (${sql.placeholder('id')}, 'Twice', ${sql.placeholder('email')})`,
    );
    await insert({ id: randomUUID(), email });
    await expect(insert({ id: randomUUID(), email })).rejects.toMatchObject({
      cause: { code: '23505' },
    });
    await expect(insert({ id: randomUUID(), email })).rejects.toBeInstanceOf(DrizzleQueryError);
    expect(await usersNamed()({ email })).toEqual([{ n: 1 }]);
  });

  it('never runs inside a transaction in progress: it sees nothing a rolled-back transaction wrote', async () => {
    const email = `${randomUUID()}@example.com`;
    const rolledBack = database.db
      .transaction(async (tx) => {
        await tx.insert(user).values({ id: randomUUID(), name: 'Never', email });
        await sleep(100);
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await sleep(20);
    expect(await usersNamed()({ email })).toEqual([{ n: 0 }]);
    expect(await rolledBack).toBe('rolled back');
  });
});
