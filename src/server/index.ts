import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { EnvError, parseEnv } from './env';
import { createRuntime } from './runtime';

const SHUTDOWN_GRACE_MS = 10_000;

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
  });

  let isShuttingDown = false;
  const shutdown = (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close(async () => {
      await runtime.close();
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('Copilot failed to start:', error);
  }
  process.exit(1);
});
