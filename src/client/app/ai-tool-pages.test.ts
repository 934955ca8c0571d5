import { describe, expect, it } from 'vitest';
import { AI_TOOL_LIST, AI_TOOLS } from '@shared/ai-tools';
import { AI_TOOL_PAGES, aiToolPageFile } from './ai-tool-pages';

describe('the AI tools’ pages', () => {
  it('mounts a page for every tool of the registry, at its path', () => {
    expect(AI_TOOL_PAGES.map((page) => page.path)).toEqual(AI_TOOL_LIST.map((tool) => tool.path));
  });

  it('has no page file that no tool of the registry names', () => {
    const files = Object.keys(import.meta.glob('./routes/ai-tools/*.tsx'));
    const named = (Object.keys(AI_TOOLS) as (keyof typeof AI_TOOLS)[]).map(aiToolPageFile);
    expect(files.sort()).toEqual(named.sort());
  });
});
