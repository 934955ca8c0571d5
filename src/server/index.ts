import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { EnvError, parseEnv } from './env';
import { wantsTextLogs } from './logger';
import { createRuntime } from './runtime';
import { startupSummary } from './startup-summary';

/** After the drain: how long responses already written may take to reach their clients before sockets close. */
const CLOSE_CONNECTIONS_MS = 2_000;
/** Past the grace and the refunds, the process exits whatever still hangs. */
const FORCED_EXIT_MARGIN_MS = 10_000;

/** The browser build sits beside the server bundle (dist/server → dist/client), or in dist/ from the repo root. */
function findClientDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../client'), path.resolve('dist/client')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? candidates[1]!;
}

async function main() {
  const env = parseEnv();
  const runtime = await createRuntime(env, { clientDir: findClientDir() });
  const { logger } = runtime;

  const server = serve({ fetch: runtime.app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    if (!wantsTextLogs()) {
      // Tests and the benchmark read the port from this line.
      logger.info(
        {
          url: env.APP_URL,
          port: info.port,
          database: runtime.database.kind,
          mail: runtime.mailer.kind,
          billing: runtime.billingMode,
        },
        'Copilot is running',
      );
    } else if (logger.isLevelEnabled('info')) {
      console.log(startupSummary(env, { ...runtime, port: info.port }).join('\n'));
    }
  });

  // Spends whose request died with an earlier process are refunded now, then every interval.
  runtime.creditRecovery.start();
  // Mail queued before this start (a restart, another instance that died) goes out now; new mail at once.
  runtime.mailOutbox.start();

  let isShuttingDown = false;
  /**
   * Stop accepting connections; let answers being streamed finish within SHUTDOWN_GRACE_MS; stop and refund the
   * rest; then close the database and exit. A process killed outright leaves its spends to the recovery pass.
   */
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info({ signal, graceMs: env.SHUTDOWN_GRACE_MS }, 'shutting down');
    // /api/ready answers 503 from now on, so load balancers send new requests elsewhere.
    runtime.lifecycle.startDraining();
    setTimeout(() => process.exit(1), env.SHUTDOWN_GRACE_MS + FORCED_EXIT_MARGIN_MS).unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive connections would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    const drained = await runtime.paidStreams.drain(env.SHUTDOWN_GRACE_MS);
    logger.info(drained, 'paid requests drained');
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, CLOSE_CONNECTIONS_MS))]);
    if ('closeAllConnections' in server) server.closeAllConnections();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('Copilot failed to start:', error);
  }
  process.exit(1);
});
