/**
 * The AI tools: one entry per paid, streamed tool, and the one place a tool is named. The app shell lists the
 * tools from here (sidebar, command palette, home cards) and the router mounts their pages at their paths; the
 * server mounts their routes and charges by their cost rule; the credit history names their spends by their
 * labels. The app loads it on every page, so it holds no more than they need: each tool's request schema and
 * types are in ai-tool-schemas.ts, its texts in ai-messages.ts.
 * A new tool is an entry here, its contract and texts, its prompt and answer on the server, and its page
 * (docs/how-to/add-an-ai-tool.md).
 */
import type { CaptionRequest, ResearchRequest } from './ai-tool-schemas';
import { SIMPLE_QUERY_COST, classifyComplexity, costOf } from './credits';
import type { FeatureDefinition } from './feature-definition';

/** What an entry states; the rest of its FeatureDefinition is the same for every AI tool. */
type AiToolEntry<Id extends string, Request> = Pick<FeatureDefinition, 'label' | 'description' | 'icon'> & {
  /** Stored with every spend and answer (credit ledger, generations); never renamed once used. */
  id: Id;
  /** The tool's page. */
  path: `/dashboard/${string}`;
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
};

export type AiToolDefinition<Id extends string = string, Request = never> = FeatureDefinition &
  AiToolEntry<Id, Request>;

/** An entry as the app reads it: every AI tool is an AI feature of the dashboard. */
function defineAiTool<const Id extends string, Request>(
  entry: AiToolEntry<Id, Request>,
): AiToolDefinition<Id, Request> {
  return { ...entry, isAi: true };
}

export const AI_TOOLS = {
  caption: defineAiTool<'social-media-caption', Required<CaptionRequest>>({
    id: 'social-media-caption',
    label: 'Social Media Caption',
    description: 'AI-powered social media caption creation with hashtags',
    icon: 'caption',
    path: '/dashboard/socialmediacaption',
    apiPath: '/api/captions',
    listKey: 'generations',
    // Every caption request costs the same, however many variations it asks for.
    cost: () => SIMPLE_QUERY_COST,
    minimumCost: SIMPLE_QUERY_COST,
  }),
  research: defineAiTool<'market-intelligence', ResearchRequest>({
    id: 'market-intelligence',
    label: 'Market Intelligence',
    description: 'AI research summaries of your market, audience and competitors',
    icon: 'research',
    path: '/dashboard/market-intelligence',
    apiPath: '/api/research',
    listKey: 'reports',
    // A long or analytical question searches and writes more, so it costs more.
    cost: (request) => costOf(classifyComplexity(request.question)),
    minimumCost: SIMPLE_QUERY_COST,
  }),
};

export type AiToolKey = keyof typeof AI_TOOLS;
export type AiTool = (typeof AI_TOOLS)[AiToolKey];
/** The id stored with each spend and answer. */
export type AiToolId = AiTool['id'];

export const AI_TOOL_LIST: readonly AiTool[] = Object.values(AI_TOOLS);

/** The tool a ledger entry or stored answer belongs to, if it is one of ours. */
export function aiToolById(id: string): AiTool | undefined {
  return AI_TOOL_LIST.find((tool) => tool.id === id);
}
