/**
 * The AI tools: one entry per paid, streamed tool. The server takes each tool's request schema, cost rule and
 * messages from here; the browser takes its name, icon, page and API path. A new tool is an entry here, its
 * prompt and answer on the server, and its page (docs/how-to/add-an-ai-tool.md).
 */
import type * as z from 'zod/mini';
import { CAPTION_MESSAGES, RESEARCH_MESSAGES, captionRequestSchema, researchRequestSchema } from './ai';
import { SIMPLE_QUERY_COST, classifyComplexity, costOf } from './credits';
import type { FeatureDefinition } from './feature-definition';
import { PAGE_PATHS } from './routes';

export type AiToolDefinition<
  Id extends string = string,
  Schema extends z.ZodMiniType = z.ZodMiniType,
> = FeatureDefinition & {
  /** Stored with every spend and answer (credit ledger, generations); never renamed once used. */
  id: Id;
  /** `POST` starts a paid, streamed request; `GET` lists the user's recent answers under `listKey`. */
  apiPath: `/api/${string}`;
  listKey: string;
  requestSchema: Schema;
  /**
   * The credits one request costs. The server charges what this says; the page shows the same figure before
   * the user sends, so the two never disagree.
   */
  cost: (request: z.output<Schema>) => number;
  /** The least any request costs: what a page checks before the user has written anything. */
  minimumCost: number;
  /** Refused spend (402) and a failed answer, in the tool's own words. */
  messages: { noCredits: string; failed: string };
};

function defineAiTool<const Id extends string, Schema extends z.ZodMiniType>(
  tool: AiToolDefinition<Id, Schema>,
) {
  return tool;
}

export const AI_TOOLS = {
  caption: defineAiTool({
    id: 'social-media-caption',
    value: 'social-media-caption',
    slug: 'socialmediacaption',
    label: 'Social Media Caption',
    description: 'AI-powered social media caption creation with hashtags',
    icon: 'caption',
    isAi: true,
    comingSoon: false,
    path: PAGE_PATHS.caption,
    apiPath: '/api/captions',
    listKey: 'generations',
    requestSchema: captionRequestSchema,
    // Every caption request costs the same, however many variations it asks for.
    cost: () => SIMPLE_QUERY_COST,
    minimumCost: SIMPLE_QUERY_COST,
    messages: { noCredits: CAPTION_MESSAGES.noCredits, failed: CAPTION_MESSAGES.failed },
  }),
  research: defineAiTool({
    id: 'market-intelligence',
    value: 'market-intelligence',
    slug: 'market-intelligence',
    label: 'Market Intelligence',
    description: 'AI research summaries of your market, audience and competitors',
    icon: 'research',
    isAi: true,
    comingSoon: false,
    path: PAGE_PATHS.marketIntelligence,
    apiPath: '/api/research',
    listKey: 'reports',
    requestSchema: researchRequestSchema,
    // A long or analytical question searches and writes more, so it costs more.
    cost: (request) => costOf(classifyComplexity(request.question)),
    minimumCost: SIMPLE_QUERY_COST,
    messages: { noCredits: RESEARCH_MESSAGES.noCredits, failed: RESEARCH_MESSAGES.failed },
  }),
};

export type AiTool = (typeof AI_TOOLS)[keyof typeof AI_TOOLS];
/** The id stored with each spend and answer. */
export type AiToolId = AiTool['id'];

export const AI_TOOL_LIST: readonly AiTool[] = Object.values(AI_TOOLS);

/** The tool a ledger entry or stored answer belongs to, if it is one of ours. */
export function aiToolById(id: string): AiTool | undefined {
  return AI_TOOL_LIST.find((tool) => tool.id === id);
}
