/**
 * The server the API benchmark loads: the real app (createRuntime, exactly as src/server/index.ts wires it),
 * bundled by esbuild like the production server, with two differences that the measurements need:
 *
 * - the AI engine is the offline engine with no pacing delay, a zero-latency model, so captions measure our own
 *   overhead (auth, credits, prompt, streaming, storing the generation) and nothing of a model; the capacity step
 *   alone sets BENCH_AI_CHUNK_DELAY_MS, a pause before each chunk, so that an answer takes time like a real
 *   model's (mostly waiting) and many answers are in flight at once;
 * - a reference app, a bare Hono JSON route, answers `/__bench/*` in the same process and through the same
 *   @hono/node-server adapter; beside it a route that sends one prepared `SELECT 1` through the app's own
 *   database handle (the least any route that reads the database costs), and a set-up route to top up credit
 *   balances (PGlite allows no second process).
 *
 * With BENCH_CLIENT_DIR (a built dist/client, dist/ssr beside it) it also serves the pages, rendered on the server
 * as the production server renders them, so a page's HTML can be timed like an API route.
 *
 * Requests are dispatched on the raw URL before either Hono app sees them, so neither pays for the other. On
 * PostgreSQL it also counts the statements the pg driver sends (BEGIN and COMMIT included), to show what one
 * request costs the database.
 */
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { user, userCredits } from '../../src/server/db/schema';
import { prepareRawStatement } from '../../src/server/db/raw-statement';
import { parseEnv } from '../../src/server/env';
import { createAiEngine } from '../../src/server/integrations/ai/providers';
import { createRuntime } from '../../src/server/runtime';
import { countPgStatements } from '../lib/statement-counter';

const BENCH_PREFIX = '/__bench/';

const statements = countPgStatements();

const env = parseEnv();
const chunkDelayMs = Number(process.env.BENCH_AI_CHUNK_DELAY_MS ?? '0');
if (!Number.isFinite(chunkDelayMs) || chunkDelayMs < 0) {
  throw new Error(`BENCH_AI_CHUNK_DELAY_MS must be a number of milliseconds ≥ 0`);
}
const ai = createAiEngine(env, { offlineChunkDelayMs: chunkDelayMs });
if (ai.kind !== 'offline') throw new Error(`the benchmark needs the offline engine, got ${ai.kind}`);
const clientDir = process.env.BENCH_CLIENT_DIR;
const runtime = await createRuntime(env, { ai, ...(clientDir ? { clientDir } : {}) });
// As src/server/index.ts: the mail worker delivers the confirmation mails the bench users follow.
runtime.mailOutbox.start();

const selectOne = prepareRawStatement<{ one: number }, Record<string, never>>(
  runtime.database.db,
  'bench_select_one',
  sql`select 1 as one`,
);

const reference = new Hono()
  .get('/__bench/bare', (c) => c.json({ ok: true }))
  .get('/__bench/one-query', async (c) => c.json((await selectOne({}))[0]))
  .get('/__bench/statements', (c) =>
    c.json({ count: runtime.database.kind === 'postgres' ? statements.count() : null }),
  )
  .post('/__bench/top-up', async (c) => {
    const { emails, credits } = await c.req.json<{ emails: string[]; credits: number }>();
    const { db } = runtime.database;
    const rows = await db.select({ id: user.id }).from(user).where(inArray(user.email, emails));
    const ids = rows.map((row) => row.id);
    // The credits row is created on first read, as the app does it.
    for (const id of ids) await runtime.credits.getCredits(id);
    await db.update(userCredits).set({ totalCredits: credits }).where(inArray(userCredits.userId, ids));
    const credited = await db
      .select({ id: userCredits.id, userId: userCredits.userId })
      .from(userCredits)
      .where(inArray(userCredits.userId, ids));
    return c.json({ rows: credited });
  });

const appListener = getRequestListener(runtime.app.fetch, { hostname: env.HOST });
const referenceListener = getRequestListener(reference.fetch, { hostname: env.HOST });

const server = createServer((req, res) =>
  req.url?.startsWith(BENCH_PREFIX) ? referenceListener(req, res) : appListener(req, res),
);
server.listen(env.PORT, env.HOST, () => {
  console.log(
    JSON.stringify({ msg: 'bench server listening', port: env.PORT, database: runtime.database.kind }),
  );
});

const shutdown = () => {
  server.close(async () => {
    await runtime.close();
    process.exit(0);
  });
  server.closeAllConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
