import { describe, expect, it } from 'vitest';
import { AI_TOOL_REQUEST_SCHEMAS } from './ai-tool-schemas';
import { AI_TOOLS, AI_TOOL_LIST, aiToolById } from './ai-tools';
import { COMPLEX_QUERY_COST, SIMPLE_QUERY_COST } from './credits';
import { CREATOR_FEATURES, SEARCHABLE_FEATURES, SIDEBAR_FEATURES } from './features';

describe('the AI-tool registry', () => {
  it('gives every tool its own id, API path, page and list key', () => {
    for (const key of ['id', 'apiPath', 'path', 'listKey'] as const) {
      const values = AI_TOOL_LIST.map((tool) => tool[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    for (const tool of AI_TOOL_LIST) expect(tool.apiPath).toMatch(/^\/api\/[a-z-]+$/);
  });

  it('puts every tool in the sidebar, the command palette and the home cards, as an AI feature', () => {
    for (const tool of AI_TOOL_LIST) {
      expect(SIDEBAR_FEATURES).toContain(tool);
      expect(SEARCHABLE_FEATURES).toContain(tool);
      expect(CREATOR_FEATURES).toContain(tool);
      expect(tool.isAi).toBe(true);
      expect(tool.path.startsWith('/dashboard/')).toBe(true);
    }
  });

  it('charges 1 credit per caption request, however many variations or files it asks for', () => {
    const caption = AI_TOOLS.caption;
    const request = AI_TOOL_REQUEST_SCHEMAS.caption.parse({
      description: 'Write 5 captions',
      attachmentIds: ['a', 'b'],
    });
    expect(caption.cost(request)).toBe(SIMPLE_QUERY_COST);
    expect(caption.minimumCost).toBe(SIMPLE_QUERY_COST);
  });

  it('charges research by complexity: 1 credit simple, 2 for a long or analytical question', () => {
    const research = AI_TOOLS.research;
    const cost = (question: string) => research.cost(AI_TOOL_REQUEST_SCHEMAS.research.parse({ question }));
    expect(cost('Who buys refurbished cameras?')).toBe(SIMPLE_QUERY_COST);
    expect(cost('A competitive analysis of oat milk brands')).toBe(COMPLEX_QUERY_COST);
    expect(cost('x'.repeat(101))).toBe(COMPLEX_QUERY_COST);
    expect(research.minimumCost).toBe(SIMPLE_QUERY_COST);
  });

  it('refuses an empty request with the tool schema', () => {
    expect(AI_TOOL_REQUEST_SCHEMAS.caption.safeParse({ description: '   ' }).success).toBe(false);
    expect(AI_TOOL_REQUEST_SCHEMAS.research.safeParse({ question: '' }).success).toBe(false);
  });

  it('finds a tool by the id stored in the ledger, and nothing for another id', () => {
    expect(aiToolById('market-intelligence')).toBe(AI_TOOLS.research);
    expect(aiToolById('social-media-caption')?.label).toBe('Social Media Caption');
    expect(aiToolById('daily_reset')).toBeUndefined();
  });
});
