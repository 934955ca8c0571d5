import { createServer } from 'node:net';

/**
 * Ports are handed out below the range the OS picks from for `listen(0)` (32768 and up on Linux, 49152 and up on
 * macOS). A port chosen here is released before its server takes it, and an app takes its port only once its
 * database is open, seconds later: a fake server listening on port 0 meanwhile could otherwise get the same port,
 * and the app's health checks would then reach the fake. Chosen at random and checked free on 127.0.0.1.
 */
const LOWEST_PORT = 20_000;
const PORT_COUNT = 12_000;

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = LOWEST_PORT + Math.floor(Math.random() * PORT_COUNT);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST_PORT} and ${LOWEST_PORT + PORT_COUNT}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
