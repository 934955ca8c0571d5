// `npm run db:move -- --to postgres://…`: moves an embedded install (DATA_DIR/db) into PostgreSQL.
import { parseArgs } from 'node:util';
import { MOVE_COMMAND } from './db/embedded-move-marker';
import { MoveRefusedError, moveToPostgres } from './db/move-to-postgres';
import { formatMoveReport } from './db/move-report';
import { EnvError, parseEnv } from './env';

const USAGE = `Usage: ${MOVE_COMMAND} -- --to postgres://user:password@host:5432/database

Copies the embedded database in DATA_DIR/db (accounts, sessions, credits and their ledger, subscriptions,
history, uploads, leads) into an empty PostgreSQL database, checks the copy, and marks DATA_DIR/db as moved.
Stop the app first. Reads the same environment as the app (DATA_DIR, AUTH_SECRET, S3_*); without --to it
uses DATABASE_URL.`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const env = parseEnv();
  const targetUrl = args.to ?? env.DATABASE_URL;
  if (!targetUrl) {
    console.error(`Say where to move the data: --to postgres://… (or set DATABASE_URL).\n\n${USAGE}`);
    return 2;
  }
  const report = await moveToPostgres({ env, targetUrl, onProgress: (line) => console.log(line) });
  console.log(formatMoveReport(report, { targetFromEnv: !args.to || args.to === env.DATABASE_URL }));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof MoveRefusedError || error instanceof EnvError) {
      console.error(error.message);
    } else {
      console.error(
        'The move failed; no row was committed to PostgreSQL. Fix the cause and run it again:',
        error,
      );
    }
    process.exit(1);
  },
);
