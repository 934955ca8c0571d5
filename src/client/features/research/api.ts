import type { ResearchEvent, ResearchRequest } from '@shared/ai';
import { apiStream } from '@/lib/api';

/**
 * Starts a research run: the server spends the credits, then streams `start`, `sources`, `delta`… and `done`
 * or `error`. A refusal before spending (empty question, no credits) throws ApiError instead.
 */
export function streamResearch(question: string, signal: AbortSignal) {
  const body: ResearchRequest = { question };
  return apiStream<ResearchEvent>('/api/research', { body, signal });
}
