import { and, desc, eq, sql } from 'drizzle-orm';
import { RECENT_GENERATIONS_LIMIT } from '@shared/ai';
import type { AiToolId } from '@shared/ai-tools';
import type { Database } from '../db/client';
import { prepareRawStatement } from '../db/raw-statement';
import { generations, pendingSpends } from '../db/schema';

export type GenerationRow = typeof generations.$inferSelect;

/** What a tool stores of one answer beyond who asked, which tool, what it cost and which engine wrote it. */
export type AnswerFields = Omit<
  typeof generations.$inferInsert,
  'id' | 'userId' | 'feature' | 'engine' | 'creditsUsed' | 'requestId' | 'createdAt'
>;

export type DeliveredAnswer = {
  userId: string;
  feature: AiToolId;
  engine: string;
  /** The spend's request id, and what it cost. */
  paid: { requestId: string; creditsUsed: number };
  fields: AnswerFields;
};

/** The statement's values: the answer's columns, JSON columns as JSON text. */
type StoreValues = {
  requestId: string;
  userId: string;
  feature: string;
  engine: string;
  creditsUsed: number;
  prompt: string;
  output: string;
  platform: string | null;
  complexity: string | null;
  captions: string | null;
  queries: string | null;
  sources: string | null;
};

const jsonOrNull = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export type AnswerStore = ReturnType<typeof createAnswerStore>;

export function createAnswerStore(db: Database) {
  /**
   * Settling a delivered answer (docs/decisions/014, 017) as ONE statement, atomic on its own: `claimed` deletes
   * the spend's pending_spends row (the claim: the refund deletes the same row, so only one of them can have
   * it), and the answer is inserted only from the claimed row. A spend already settled (refunded by the recovery
   * pass) claims nothing, so nothing is stored; a failed insert (text the database cannot store, say) fails the
   * whole statement, so the claim is undone with it and the caller's refund takes the spend back. The answer's
   * request id is unique: an answer is stored at most once per spend.
   *
   * One statement instead of a transaction of four (BEGIN, claim, insert, COMMIT): on PGlite a transaction holds
   * the one connection from BEGIN to COMMIT while every other request waits, and on PostgreSQL it costs three
   * more round trips.
   */
  const storeStatement = prepareRawStatement<{ id: string; created_at: Date }, StoreValues>(
    db,
    'store_delivered_answer',
    sql`
      WITH claimed AS (
        DELETE FROM ${pendingSpends}
        WHERE ${pendingSpends.requestId} = ${sql.placeholder('requestId')}
        RETURNING ${pendingSpends.requestId}
      )
      INSERT INTO ${generations} (user_id, feature, engine, credits_used, request_id, prompt, output, platform,
                                  complexity, captions, queries, sources)
      SELECT ${sql.placeholder('userId')}::text, ${sql.placeholder('feature')}::text,
             ${sql.placeholder('engine')}::text, ${sql.placeholder('creditsUsed')}::int, claimed.request_id,
             ${sql.placeholder('prompt')}::text, ${sql.placeholder('output')}::text,
             ${sql.placeholder('platform')}::text, ${sql.placeholder('complexity')}::text,
             ${sql.placeholder('captions')}::text::jsonb, ${sql.placeholder('queries')}::text::jsonb,
             ${sql.placeholder('sources')}::text::jsonb
      FROM claimed
      RETURNING id, created_at
    `,
  );

  return {
    /**
     * Charges the spend of `answer.paid` for good and stores the answer, unless the spend was settled already
     * (refunded: the recovery pass judged the request dead). Returns the stored row; undefined when the spend
     * had been refunded and nothing was stored.
     */
    async storeDelivered({ userId, feature, engine, paid, fields }: DeliveredAnswer) {
      const values = {
        requestId: paid.requestId,
        userId,
        feature,
        engine,
        creditsUsed: paid.creditsUsed,
        prompt: fields.prompt,
        output: fields.output,
        platform: fields.platform ?? null,
        complexity: fields.complexity ?? null,
        captions: fields.captions ?? null,
        queries: fields.queries ?? null,
        sources: fields.sources ?? null,
      };
      const [stored] = await storeStatement({
        ...values,
        captions: jsonOrNull(values.captions),
        queries: jsonOrNull(values.queries),
        sources: jsonOrNull(values.sources),
      });
      if (!stored) return undefined;
      return { ...values, id: stored.id, createdAt: stored.created_at } satisfies GenerationRow;
    },
  };
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
