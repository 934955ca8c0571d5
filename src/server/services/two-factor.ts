import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { totpUsedCodes } from '../db/schema';

/** Longer than a code stays valid (30 s step, one step of clock drift either side). */
const REPLAY_WINDOW_SECONDS = 120;

/**
 * Records that `userId` signed in with `code`; false when the same code was already accepted within the
 * replay window. A single upsert, so two simultaneous uses cannot both succeed.
 */
export async function claimTotpCode(db: Database, userId: string, code: string): Promise<boolean> {
  const claimed = await db
    .insert(totpUsedCodes)
    .values({ userId, code })
    .onConflictDoUpdate({
      target: [totpUsedCodes.userId, totpUsedCodes.code],
      set: { usedAt: sql`now()` },
      setWhere: sql`${totpUsedCodes.usedAt} < now() - make_interval(secs => ${REPLAY_WINDOW_SECONDS})`,
    })
    .returning({ userId: totpUsedCodes.userId });
  return claimed.length > 0;
}
