/**
 * The AI tools: one entry per paid, streamed tool. The server takes each tool's cost rule and messages from
 * here; the browser takes its API path. Its name, icon and page come from its entry in features.ts, which the app
 * shell reads on every page without loading any of this. Each tool's request schema sits beside it in
 * ai-tool-schemas.ts, so that the app shell, which lists the tools on every page, does not load the validators.
 * A new tool is an entry here and there, its prompt and answer on the server, and its page
 * (docs/how-to/add-an-ai-tool.md).
 */
import type { CaptionRequest, ResearchRequest } from './ai';
import { CAPTION_MESSAGES, RESEARCH_MESSAGES } from './ai-messages';
import { SIMPLE_QUERY_COST, classifyComplexity, costOf } from './credits';
import type { FeatureDefinition } from './feature-definition';
import { CAPTION_FEATURE, MARKET_INTELLIGENCE_FEATURE } from './features';

export type AiToolDefinition<Id extends string = string, Request = never> = FeatureDefinition & {
  /** Stored with every spend and answer (credit ledger, generations); never renamed once used. */
  id: Id;
  /** `POST` starts a paid, streamed request; `GET` lists the user's recent answers under `listKey`. */
  apiPath: `/api/${string}`;
  listKey: string;
  /**
   * The credits one request costs. The server charges what this says; the page shows the same figure before
   * the user sends, so the two never disagree.
   */
  cost: (request: Request) => number;
  /** The least any request costs: what a page checks before the user has written anything. */
  minimumCost: number;
  /** Refused spend (402) and a failed answer, in the tool's own words. */
  messages: { noCredits: string; failed: string };
};

function defineAiTool<const Id extends string, Request>(tool: AiToolDefinition<Id, Request>) {
  return tool;
}

export const AI_TOOLS = {
  caption: defineAiTool<'social-media-caption', Required<CaptionRequest>>({
    ...CAPTION_FEATURE,
    id: 'social-media-caption',
    apiPath: '/api/captions',
    listKey: 'generations',
    // Every caption request costs the same, however many variations it asks for.
    cost: () => SIMPLE_QUERY_COST,
    minimumCost: SIMPLE_QUERY_COST,
    messages: { noCredits: CAPTION_MESSAGES.noCredits, failed: CAPTION_MESSAGES.failed },
  }),
  research: defineAiTool<'market-intelligence', ResearchRequest>({
    ...MARKET_INTELLIGENCE_FEATURE,
    id: 'market-intelligence',
    apiPath: '/api/research',
    listKey: 'reports',
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
