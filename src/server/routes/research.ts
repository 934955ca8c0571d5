import { Hono } from 'hono';
import { researchRequestSchema } from '@shared/ai';
import type { SessionReader } from '../session-reader';
import { validate } from '../http';
import { requireSession } from '../middleware/session';
import type { ResearchService } from '../services/research';
import { ndjsonResponse } from '../streaming';

/** `/api/research`: market intelligence (paid by complexity, streamed) and the user's recent reports. */
export function researchRoutes(sessions: SessionReader, research: ResearchService) {
  return new Hono()
    .use(requireSession(sessions))
    .post('/', validate('json', researchRequestSchema), async (c) => {
      const events = await research.research(c.var.session.user.id, c.req.valid('json'), c.req.raw.signal);
      return ndjsonResponse(events);
    })
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ reports: await research.recent(c.var.session.user.id) });
    });
}
