import type { Server, ServerResponse } from 'node:http';

/**
 * Starts a fake on a free port of 127.0.0.1 and gives a `close` that also ends responses still held open
 * (streams left hanging on purpose), so tests never wait on them.
 */
export async function listenOnLoopback(server: Server, heldResponses: Set<ServerResponse> = new Set()) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of heldResponses) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
