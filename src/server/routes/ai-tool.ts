import { Hono } from 'hono';
import type * as z from 'zod/mini';
import { AI_TOOL_REQUEST_SCHEMAS } from '@shared/ai-tool-schemas';
import { AI_TOOLS, type AiToolDefinition, type AiToolKey } from '@shared/ai-tools';
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

/** Each tool's service, as the routes use it: it takes what the tool's request schema gives. */
export type AiToolServicesByKey = {
  [K in AiToolKey]: AiToolService<(typeof AI_TOOL_REQUEST_SCHEMAS)[K], unknown>;
};

/**
 * The routes of every tool in the registry, each at its `apiPath` and validated with its request schema, so no
 * tool is mounted by hand.
 */
export function allAiToolRoutes(sessions: SessionReader, services: AiToolServicesByKey) {
  const app = new Hono();
  const mount = <K extends AiToolKey>(key: K) => {
    const tool = { listKey: AI_TOOLS[key].listKey, requestSchema: AI_TOOL_REQUEST_SCHEMAS[key] };
    app.route(apiMount(AI_TOOLS[key]), aiToolRoutes(sessions, tool, services[key]));
  };
  for (const key of Object.keys(AI_TOOLS) as AiToolKey[]) mount(key);
  return app;
}
