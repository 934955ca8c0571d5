import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CAPTION_MESSAGES,
  RECENT_GENERATIONS_LIMIT,
  type CaptionEvent,
  type CaptionGeneration,
} from '@shared/ai';
import { FEATURES, SIMPLE_QUERY_COST } from '@shared/credits';
import { splitCaptions, type Platform } from '@shared/platforms';
import type { Database } from '../db/client';
import { generations } from '../db/schema';
import { AiError, streamCaptions, type AiEngine, type CaptionInput } from '../integrations/ai/engine';
import type { Logger } from '../logger';
import type { CreditsService } from './credits';
import { payForRequest, refundFailedRequest } from './paid-requests';
import type { PromptFile, UploadsService } from './uploads';

type GenerationRow = typeof generations.$inferSelect;

function toCaptionGeneration(row: GenerationRow): CaptionGeneration {
  return {
    id: row.id,
    description: row.prompt,
    platform: row.platform as Platform | null,
    captions: row.captions ?? [],
    engine: row.engine,
    creditsUsed: row.creditsUsed,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Attachments as the model takes them: PNG and JPEG as pictures; PDF and DOCX as their extracted text, which
 * every provider can read; SVG as its (sanitised) markup, since models take raster images only. A file that
 * could not be read travels as the spec's note instead.
 */
export function attachmentsForPrompt(
  files: PromptFile[],
): Pick<CaptionInput, 'images' | 'documents' | 'notes'> {
  const images: NonNullable<CaptionInput['images']> = [];
  const documents: NonNullable<CaptionInput['documents']> = [];
  const notes: string[] = [];
  for (const file of files) {
    if (file.note) notes.push(file.note);
    if (!file.bytes) continue;
    if (file.kind === 'png' || file.kind === 'jpg') images.push({ mediaType: file.type, data: file.bytes });
    else if (file.kind === 'svg')
      documents.push({ name: file.name, text: new TextDecoder().decode(file.bytes) });
    else if (file.text) documents.push({ name: file.name, text: file.text });
  }
  return { images, documents, notes };
}

export type CaptionsService = ReturnType<typeof createCaptionsService>;

export function createCaptionsService(deps: {
  db: Database;
  credits: CreditsService;
  uploads: UploadsService;
  ai: AiEngine;
  logger: Logger;
}) {
  const { db, credits, uploads, ai } = deps;
  // Every answer is stored: prepared once, so a request neither rebuilds the insert nor has PostgreSQL plan it.
  const insertCaptionGeneration = db
    .insert(generations)
    .values({
      userId: sql.placeholder('userId'),
      feature: FEATURES.caption,
      prompt: sql.placeholder('prompt'),
      output: sql.placeholder('output'),
      captions: sql.placeholder('captions'),
      platform: sql.placeholder('platform'),
      engine: sql.placeholder('engine'),
      creditsUsed: sql.placeholder('creditsUsed'),
      requestId: sql.placeholder('requestId'),
    })
    .returning()
    .prepare('insert_caption_generation');

  return {
    /**
     * `POST /api/captions`: reads the attachments, spends 1 credit, then returns the events of the streamed
     * answer. Throws (before spending) a 402 when the user cannot pay. When `signal` aborts (the client went
     * away) or the generator is closed early, the model call stops and the credit is refunded.
     */
    async generate(
      userId: string,
      input: { description: string; attachmentIds: string[] },
      signal: AbortSignal,
    ): Promise<AsyncGenerator<CaptionEvent, void, undefined>> {
      const files = await uploads.readUploadsForPrompt(userId, input.attachmentIds);
      const paid = await payForRequest(credits, {
        userId,
        feature: FEATURES.caption,
        cost: SIMPLE_QUERY_COST,
        noCreditsMessage: CAPTION_MESSAGES.noCredits,
      });
      const cancel = new AbortController();
      const stream = streamCaptions(
        ai,
        { description: input.description, ...attachmentsForPrompt(files) },
        AbortSignal.any([signal, cancel.signal]),
      );

      return (async function* events(): AsyncGenerator<CaptionEvent, void, undefined> {
        let isSettled = false;
        try {
          yield {
            type: 'start',
            platform: stream.platform,
            count: stream.count,
            engine: ai.label,
            creditsUsed: paid.creditsUsed,
            dailyFreeUsed: paid.dailyFreeUsed,
          };
          let answer = '';
          for await (const text of stream.text) {
            answer += text;
            yield { type: 'delta', text };
          }
          const captions = splitCaptions(answer);
          if (captions.length === 0) throw new AiError('empty');
          const [row] = await insertCaptionGeneration.execute({
            userId,
            prompt: input.description,
            output: answer,
            captions,
            platform: stream.platform,
            engine: ai.label,
            creditsUsed: paid.creditsUsed,
            requestId: paid.requestId,
          });
          isSettled = true;
          yield { type: 'done', generation: toCaptionGeneration(row!) };
        } catch (error) {
          isSettled = true;
          const failure = await refundFailedRequest(deps, paid, error, CAPTION_MESSAGES.failed);
          yield { type: 'error', ...failure };
        } finally {
          if (!isSettled) {
            // The reader left mid-answer: stop the model and give the credit back.
            cancel.abort();
            await refundFailedRequest(deps, paid, new AiError('aborted'), CAPTION_MESSAGES.failed);
          }
        }
      })();
    },

    async recent(userId: string): Promise<CaptionGeneration[]> {
      const rows = await db
        .select()
        .from(generations)
        .where(and(eq(generations.userId, userId), eq(generations.feature, FEATURES.caption)))
        .orderBy(desc(generations.createdAt))
        .limit(RECENT_GENERATIONS_LIMIT);
      return rows.map(toCaptionGeneration);
    },
  };
}
