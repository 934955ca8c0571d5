import { and, desc, eq } from 'drizzle-orm';
import {
  RECENT_GENERATIONS_LIMIT,
  RESEARCH_MESSAGES,
  type ResearchEvent,
  type ResearchReport,
  type ResearchSource,
} from '@shared/ai';
import { FEATURES, classifyComplexity, costOf, type Complexity } from '@shared/credits';
import type { Database } from '../db/client';
import { generations } from '../db/schema';
import { AiError, runResearch, type AiEngine, type WebSource } from '../integrations/ai/engine';
import type { WebSearch } from '../integrations/search/web-search';
import type { Logger } from '../logger';
import type { CreditsService } from './credits';
import { payForRequest, refundFailedRequest } from './paid-requests';

type GenerationRow = typeof generations.$inferSelect;

/** The cards of the Sources row: numbered as the report cites them ([1], [2] …). */
export function toResearchSources(sources: WebSource[]): ResearchSource[] {
  return sources.map((source, index) => ({
    url: source.url,
    host: new URL(source.url).hostname.replace(/^www\./, ''),
    title: source.title,
    chars: source.chars ?? source.excerpt.length,
    index: index + 1,
  }));
}

function toResearchReport(row: GenerationRow): ResearchReport {
  return {
    id: row.id,
    question: row.prompt,
    complexity: row.complexity as Complexity,
    queries: row.queries ?? [],
    sources: row.sources ?? [],
    report: row.output,
    engine: row.engine,
    creditsUsed: row.creditsUsed,
    createdAt: row.createdAt.toISOString(),
  };
}

export type ResearchService = ReturnType<typeof createResearchService>;

export function createResearchService(deps: {
  db: Database;
  credits: CreditsService;
  ai: AiEngine;
  /** Absent when no SEARCH_PROVIDER is configured: reports then have no sources and say so. */
  webSearch?: WebSearch;
  logger: Logger;
}) {
  const { db, credits, ai, webSearch, logger } = deps;

  return {
    /**
     * `POST /api/research`: the server classifies the question (1 credit simple, 2 complex), spends, then
     * returns the events: the search step's sources, the streamed report, and `done` once it is stored. Any
     * failure — or the client leaving — refunds exactly once.
     */
    async research(
      userId: string,
      input: { question: string },
      signal: AbortSignal,
    ): Promise<AsyncGenerator<ResearchEvent, void, undefined>> {
      const complexity = classifyComplexity(input.question);
      const paid = await payForRequest(credits, {
        userId,
        feature: FEATURES.marketIntelligence,
        cost: costOf(complexity),
        noCreditsMessage: RESEARCH_MESSAGES.noCredits,
      });
      const cancel = new AbortController();
      const combined = AbortSignal.any([signal, cancel.signal]);

      return (async function* events(): AsyncGenerator<ResearchEvent, void, undefined> {
        let isSettled = false;
        try {
          yield {
            type: 'start',
            complexity,
            engine: ai.label,
            creditsUsed: paid.creditsUsed,
            dailyFreeUsed: paid.dailyFreeUsed,
          };
          const run = await runResearch(
            ai,
            {
              question: input.question,
              searchWeb: webSearch && ((queries, searchSignal) => webSearch.search(queries, searchSignal)),
            },
            combined,
          );
          if (run.searchError !== undefined) {
            logger.warn({ err: run.searchError, provider: webSearch?.provider }, 'web search failed');
          }
          const sources = toResearchSources(run.sources);
          yield { type: 'sources', queries: run.queries, sources };
          let report = '';
          for await (const text of run.report) {
            report += text;
            yield { type: 'delta', text };
          }
          const [row] = await db
            .insert(generations)
            .values({
              userId,
              feature: FEATURES.marketIntelligence,
              prompt: input.question,
              output: report,
              complexity,
              queries: run.queries,
              sources,
              engine: ai.label,
              creditsUsed: paid.creditsUsed,
              requestId: paid.requestId,
            })
            .returning();
          isSettled = true;
          yield { type: 'done', research: toResearchReport(row!) };
        } catch (error) {
          isSettled = true;
          const failure = await refundFailedRequest(deps, paid, error, RESEARCH_MESSAGES.failed);
          yield { type: 'error', ...failure };
        } finally {
          if (!isSettled) {
            cancel.abort();
            await refundFailedRequest(deps, paid, new AiError('aborted'), RESEARCH_MESSAGES.failed);
          }
        }
      })();
    },

    async recent(userId: string): Promise<ResearchReport[]> {
      const rows = await db
        .select()
        .from(generations)
        .where(and(eq(generations.userId, userId), eq(generations.feature, FEATURES.marketIntelligence)))
        .orderBy(desc(generations.createdAt))
        .limit(RECENT_GENERATIONS_LIMIT);
      return rows.map(toResearchReport);
    },
  };
}
