import { Hono } from 'hono';
import type { SessionReader, SessionTokenReader } from '../session-reader';
import { setResponseHeader } from '../middleware/node-response';
import { notSignedIn, requireSession } from '../middleware/session';
import type { CreditsService } from '../services/credits';
import type { SessionCreditsReader } from '../services/session-credits';

/**
 * The signed-in user's balance (created on first read) and ledger. Spending happens only inside AI requests.
 * The balance, read on every dashboard page, checks the session and reads the balance in one statement
 * (sessionCredits); the ledger takes the usual session check.
 */
export function creditRoutes(deps: {
  sessions: SessionReader;
  sessionTokens: SessionTokenReader;
  sessionCredits: SessionCreditsReader;
  credits: CreditsService;
}) {
  return (
    new Hono()
      // Registered before the session middleware, which therefore never runs for it: it checks the session
      // itself. Every other path, unknown ones included, still answers 401 before anything else.
      .get('/', async (c) => {
        const token = deps.sessionTokens(c);
        const balance = token ? await deps.sessionCredits(token) : null;
        if (!balance) return notSignedIn(c);
        setResponseHeader(c, 'Cache-Control', 'no-store');
        return c.json(balance);
      })
      .use(requireSession(deps.sessions))
      .get('/history', async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ entries: await deps.credits.history(c.var.session.user.id) });
      })
  );
}
