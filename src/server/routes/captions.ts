import { Hono } from 'hono';
import { captionRequestSchema } from '@shared/ai';
import type { SessionReader } from '../session-reader';
import { validate } from '../http';
import { requireSession } from '../middleware/session';
import type { CaptionsService } from '../services/captions';
import { ndjsonResponse } from '../streaming';

/** `/api/captions`: generate (paid, streamed) and the user's recent generations. */
export function captionRoutes(sessions: SessionReader, captions: CaptionsService) {
  return new Hono()
    .use(requireSession(sessions))
    .post('/', validate('json', captionRequestSchema), async (c) => {
      const events = await captions.generate(c.var.session.user.id, c.req.valid('json'), c.req.raw.signal);
      return ndjsonResponse(events);
    })
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ generations: await captions.recent(c.var.session.user.id) });
    });
}
