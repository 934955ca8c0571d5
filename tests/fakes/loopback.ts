import { createServer, type Server, type ServerResponse } from 'node:http';

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

/** A path of a fake host that accepts the request and never answers (a host that times out). */
export type Hang = { hang: true };

/**
 * A fake host on 127.0.0.1 that answers by path from a table the test may change as it goes: an unknown path gets
 * `notFound`, a `Hang` is held open until `close`, and every request is counted by path, so a test can tell
 * whether the app fetched again.
 */
export async function startPathServer<Route extends object>(
  routes: Record<string, Route | Hang>,
  answer: (route: Route, res: ServerResponse) => void,
  notFound: { contentType: string; body: string },
) {
  const table = new Map(Object.entries(routes));
  const counts = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    const route = table.get(pathname);
    if (!route) res.writeHead(404, { 'content-type': notFound.contentType }).end(notFound.body);
    else if ('hang' in route) hanging.add(res);
    else answer(route, res);
  });
  const { origin, close } = await listenOnLoopback(server, hanging);
  return {
    origin,
    url: (pathname: string) => `${origin}${pathname}`,
    requests: (pathname: string) => counts.get(pathname) ?? 0,
    set: (pathname: string, route: Route | Hang) => table.set(pathname, route),
    close,
  };
}
