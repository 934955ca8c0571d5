import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { freePort } from './free-port';

it('hands out ports below the range listen(0) picks from, each free to listen on', async () => {
  for (let i = 0; i < 20; i++) {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(32_000);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  }
});
