import { and, desc, eq } from 'drizzle-orm';
import { RECENT_GENERATIONS_LIMIT } from '@shared/ai';
import type { AiToolId } from '@shared/ai-tools';
import type { Database, Transaction } from '../db/client';
import { generations } from '../db/schema';
import type { PaidRequest } from './paid-stream';

export type GenerationRow = typeof generations.$inferSelect;

/** What a tool stores of one answer beyond who asked, which tool, what it cost and which engine wrote it. */
type AnswerFields = Omit<
  typeof generations.$inferInsert,
  'id' | 'userId' | 'feature' | 'engine' | 'creditsUsed' | 'requestId' | 'createdAt'
>;

/**
 * Stores a paid answer in the transaction that charges its spend. The request id ties the answer to the spend,
 * so an answer is stored at most once per spend.
 */
export async function storeGeneration(
  tx: Transaction,
  answer: { userId: string; feature: AiToolId; engine: string; paid: PaidRequest; fields: AnswerFields },
): Promise<GenerationRow> {
  const [row] = await tx
    .insert(generations)
    .values({
      userId: answer.userId,
      feature: answer.feature,
      engine: answer.engine,
      creditsUsed: answer.paid.creditsUsed,
      requestId: answer.paid.requestId,
      ...answer.fields,
    })
    .returning();
  return row!;
}

/** The user's latest answers from one tool, newest first. */
export function recentGenerations(db: Database, userId: string, feature: AiToolId): Promise<GenerationRow[]> {
  return db
    .select()
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.feature, feature)))
    .orderBy(desc(generations.createdAt))
    .limit(RECENT_GENERATIONS_LIMIT);
}
