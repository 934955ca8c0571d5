import { Hono } from 'hono';
import type { SessionReader } from '../session-reader';
import { requireSession } from '../middleware/session';
import type { CreditsService } from '../services/credits';

/** The signed-in user's balance (created on first read) and ledger. Spending happens only inside AI requests. */
export function creditRoutes(sessions: SessionReader, credits: CreditsService) {
  return new Hono()
    .use(requireSession(sessions))
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await credits.getCredits(c.var.session.user.id));
    })
    .get('/history', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ entries: await credits.history(c.var.session.user.id) });
    });
}
