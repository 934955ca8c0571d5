import { Hono } from 'hono';
import type * as z from 'zod/mini';
import type { AiToolDefinition } from '@shared/ai-tools';
import type { SessionReader } from '../session-reader';
import { validate } from '../http';
import { requireSession } from '../middleware/session';
import { ndjsonResponse } from '../streaming';

/** What each AI tool's service offers its routes: start a paid, streamed request, and list recent answers. */
export type AiToolService<Schema extends z.ZodMiniType, TEvent> = {
  start(
    userId: string,
    input: z.output<Schema>,
    signal: AbortSignal,
  ): Promise<AsyncGenerator<TEvent, void, undefined>>;
  recent(userId: string): Promise<unknown[]>;
};

/**
 * An AI tool's routes, mounted at its `apiPath`: `POST` validates with the tool's schema, then streams the paid
 * request's events; `GET` lists the user's recent answers. Both need a session.
 */
export function aiToolRoutes<Schema extends z.ZodMiniType, TEvent>(
  sessions: SessionReader,
  tool: Pick<AiToolDefinition<string, z.output<Schema>>, 'listKey'> & { requestSchema: Schema },
  service: AiToolService<Schema, TEvent>,
) {
  return new Hono()
    .use(requireSession(sessions))
    .post('/', validate('json', tool.requestSchema), async (c) => {
      const input = c.req.valid('json') as z.output<Schema>;
      return ndjsonResponse(await service.start(c.var.session.user.id, input, c.req.raw.signal));
    })
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ [tool.listKey]: await service.recent(c.var.session.user.id) });
    });
}

/** Where the tool's routes mount inside the `/api` app. */
export function apiMount(tool: Pick<AiToolDefinition<string, never>, 'apiPath'>) {
  return tool.apiPath.slice('/api'.length);
}
