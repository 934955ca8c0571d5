import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a real server (PostgreSQL here) that can play its faults:
 * - `freeze()`: connections stay open but nothing passes either way, as when the server process hangs;
 * - `stop()`: every connection is cut and new ones are refused, as when the server is down;
 * - `resume()`: back to normal (data held while frozen is delivered).
 */
export async function startTcpFaultProxy(target: { host: string; port: number }) {
  let mode: 'up' | 'frozen' | 'down' = 'up';
  const pairs = new Set<{ client: Socket; server: Socket }>();

  const proxy = createServer((client) => {
    if (mode === 'down') return void client.destroy();
    const server = connect(target.port, target.host);
    const pair = { client, server };
    pairs.add(pair);
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('error', forget).on('close', forget);
    server.on('error', forget).on('close', forget);
    if (mode === 'up') flow(pair);
  });
  const flow = ({ client, server }: { client: Socket; server: Socket }) => {
    client.pipe(server);
    server.pipe(client);
  };
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as { port: number };

  const each = (action: (socket: Socket) => void) => {
    for (const pair of pairs) {
      action(pair.client);
      action(pair.server);
    }
  };

  return {
    port,
    freeze() {
      mode = 'frozen';
      each((socket) => {
        socket.unpipe();
        socket.pause();
      });
    },
    stop() {
      mode = 'down';
      each((socket) => socket.destroy());
    },
    resume() {
      mode = 'up';
      for (const pair of pairs) flow(pair);
    },
    close: () =>
      new Promise<void>((resolve) => {
        each((socket) => socket.destroy());
        proxy.close(() => resolve());
      }),
  };
}
