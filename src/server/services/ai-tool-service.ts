import type { CreditsCharged } from '@shared/ai';
import type { AiToolDefinition, AiToolId } from '@shared/ai-tools';
import type { Database } from '../db/client';
import type { AiEngine } from '../integrations/ai/engine';
import { recentGenerations, type GenerationRow } from './generations';
import type { PaidRequest, PaidStreamSpec, PaidStreams } from './paid-stream';

/** The tool's own fields of its `start` event: all but the type, the engine and what was charged. */
type StartFields<TEvent> = Omit<Extract<TEvent, { type: 'start' }>, 'type' | 'engine' | keyof CreditsCharged>;

/** What one request of a tool supplies; the spend, the engine and the charge come from the shared service. */
export type AiToolRequest<TEvent, TAnswer> = Pick<
  PaidStreamSpec<TEvent, TAnswer>,
  'produce' | 'stored' | 'doneEvent'
> & {
  startFields: StartFields<TEvent>;
};

/**
 * One AI tool's service, as its routes use it: `start` spends what the tool's registry entry says the input
 * costs and streams the request's events (see createPaidStreams for when it is charged and when refunded);
 * `recent` lists the user's latest answers from this tool. A tool supplies only what is its own: how a request
 * is prepared (`request`, run before anything is spent) and how a stored answer reads (`toView`).
 */
export function createAiToolService<Input, TEvent, TAnswer, TView>(deps: {
  tool: AiToolDefinition<AiToolId, Input>;
  /** Refused spend (402) and a failed answer, in the tool's own words (its texts in ai-messages.ts). */
  messages: PaidStreamSpec<TEvent, TAnswer>['messages'];
  db: Database;
  paidStreams: PaidStreams;
  ai: Pick<AiEngine, 'label'>;
  request(userId: string, input: Input): Promise<AiToolRequest<TEvent, TAnswer>>;
  toView(row: GenerationRow): TView;
}) {
  const { tool, messages, db, paidStreams, ai } = deps;
  return {
    async start(userId: string, input: Input, signal: AbortSignal) {
      const { startFields, ...answer } = await deps.request(userId, input);
      type StartEvent = { type: 'start'; engine: string } & StartFields<TEvent> & CreditsCharged;
      return paidStreams.start<TEvent | StartEvent, TAnswer>(
        {
          userId,
          feature: tool.id,
          cost: tool.cost(input),
          engine: ai.label,
          messages,
          startEvent: (paid: PaidRequest): StartEvent => ({
            type: 'start',
            ...startFields,
            engine: ai.label,
            creditsUsed: paid.creditsUsed,
            dailyFreeUsed: paid.dailyFreeUsed,
          }),
          ...answer,
        },
        signal,
      );
    },

    async recent(userId: string): Promise<TView[]> {
      const rows = await recentGenerations(db, userId, tool.id);
      return rows.map(deps.toView);
    },
  };
}

/** Sends each piece of the model's text as a `delta` event as it comes; returns the whole text. */
export async function relayText(
  pieces: AsyncIterable<string>,
  emit: (event: { type: 'delta'; text: string }) => void,
): Promise<string> {
  let whole = '';
  for await (const text of pieces) {
    whole += text;
    emit({ type: 'delta', text });
  }
  return whole;
}
