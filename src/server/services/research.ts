import { RESEARCH_MESSAGES, type ResearchEvent, type ResearchReport, type ResearchSource } from '@shared/ai';
import { AI_TOOLS } from '@shared/ai-tools';
import { classifyComplexity, type Complexity } from '@shared/credits';
import type { Database } from '../db/client';
import { runResearch, type AiEngine, type WebSource } from '../integrations/ai/engine';
import type { WebSearch } from '../integrations/search/web-search';
import type { Logger } from '../logger';
import { createAiToolService, relayText, type AiToolRequest } from './ai-tool-service';
import type { GenerationRow } from './generations';
import type { PaidStreams } from './paid-stream';

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

type ResearchAnswer = { report: string; queries: string[]; sources: ResearchSource[] };

/**
 * `POST /api/research`: the server classifies the question (1 credit simple, 2 complex), spends, then
 * returns the events: the search step's sources, the streamed report, and `done` once it is stored.
 */
export function createResearchService(deps: {
  db: Database;
  paidStreams: PaidStreams;
  ai: AiEngine;
  /** Absent when no SEARCH_PROVIDER is configured: reports then have no sources and say so. */
  webSearch?: WebSearch;
  logger: Logger;
}) {
  const { ai, webSearch, logger } = deps;
  const searchWeb =
    webSearch && ((queries: string[], searchSignal: AbortSignal) => webSearch.search(queries, searchSignal));

  return createAiToolService({
    ...deps,
    tool: AI_TOOLS.research,
    messages: RESEARCH_MESSAGES,
    toView: toResearchReport,
    async request(_userId, input): Promise<AiToolRequest<ResearchEvent, ResearchAnswer>> {
      const complexity = classifyComplexity(input.question);
      return {
        startFields: { complexity },
        async produce(emit, modelSignal) {
          const run = await runResearch(ai, { question: input.question, searchWeb }, modelSignal);
          if (run.searchError !== undefined) {
            logger.warn({ err: run.searchError, provider: webSearch?.provider }, 'web search failed');
          }
          const sources = toResearchSources(run.sources);
          emit({ type: 'sources', queries: run.queries, sources });
          const report = await relayText(run.report, emit);
          return { report, queries: run.queries, sources };
        },
        stored: (answer) => ({
          prompt: input.question,
          output: answer.report,
          complexity,
          queries: answer.queries,
          sources: answer.sources,
        }),
        doneEvent: (row) => ({ type: 'done', research: toResearchReport(row) }),
      };
    },
  });
}
