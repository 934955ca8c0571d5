import { RESEARCH_SECTIONS } from '@shared/platforms';
import { describe, expect, it } from 'vitest';
import {
  captionPrompt,
  parseSearchQueries,
  planCaptions,
  researchReportPrompt,
  searchQueriesPrompt,
} from './prompts';

describe('captionPrompt', () => {
  it('asks for 3 numbered variations with hashtags by default, in the platform style and limit', () => {
    const prompt = captionPrompt(planCaptions('Instagram post for our new vegan bakery in Lisbon'));
    expect(prompt.prompt).toContain('Write 3 variations as a numbered list');
    expect(prompt.prompt).toContain('Instagram: a scroll-stopping first line');
    expect(prompt.prompt).toContain('under 2200 characters');
    expect(prompt.prompt).toMatch(/about 8 relevant hashtags/);
    expect(prompt.prompt).toContain('Instagram post for our new vegan bakery in Lisbon');
    expect(prompt.system).toMatch(/captions only/);
    expect(prompt.intent).toEqual({
      kind: 'captions',
      description: 'Instagram post for our new vegan bakery in Lisbon',
      platform: 'instagram',
      count: 3,
    });
  });

  it('honours a count the user gave', () => {
    expect(captionPrompt(planCaptions('Give me 5 captions for a tweet about rain')).prompt).toContain(
      'Write 5 variations as a numbered list',
    );
    const single = captionPrompt(planCaptions('one caption for our linkedin page')).prompt;
    expect(single).toContain('Write 1 caption');
    expect(single).not.toMatch(/numbered list/);
  });

  it('keeps emoji off LinkedIn and uses the strictest limit when no platform is named', () => {
    const linkedin = captionPrompt(planCaptions('LinkedIn post about our hiring')).prompt;
    expect(linkedin).toContain('Do not use emoji.');
    expect(linkedin).toContain('under 3000 characters');
    const anywhere = captionPrompt(planCaptions('our summer sale')).prompt;
    expect(anywhere).toContain('work on any major platform');
    expect(anywhere).toContain('under 280 characters');
  });

  it('mentions attached files and appends notes', () => {
    const prompt = captionPrompt(planCaptions('a tiktok about my garden'), {
      images: [{ mediaType: 'image/png', data: new Uint8Array([1]) }],
      notes: ['The attached file notes.docx could not be read.'],
    });
    expect(prompt.prompt).toContain('The attached files show what the post is about');
    expect(prompt.prompt).toMatch(/Note: The attached file notes\.docx could not be read\.$/);
    expect(prompt.images).toHaveLength(1);
  });
});

describe('research prompts', () => {
  it('asks for 3 to 5 search queries, one per line', () => {
    const prompt = searchQueriesPrompt('  Who leads the EU e-bike market?  ');
    expect(prompt.prompt).toContain('Write 3 to 5 web search queries');
    expect(prompt.prompt).toContain('one per line');
    expect(prompt.prompt).toContain('Question: Who leads the EU e-bike market?');
  });

  it('keeps the first 3 queries without numbering, bullets or quotes', () => {
    const answer = [
      'Here are some search queries:',
      '',
      '1. "EU e-bike market size 2025"',
      '2) **e-bike brands market share Europe**',
      '- `e-bike consumer survey Germany`',
      '4. e-bike import tariffs EU',
      '5. e-bike subsidies',
    ].join('\n');
    expect(parseSearchQueries(answer)).toEqual([
      'EU e-bike market size 2025',
      'e-bike brands market share Europe',
      'e-bike consumer survey Germany',
    ]);
    expect(parseSearchQueries('• one\n• One\n• two')).toEqual(['one', 'two']);
    expect(parseSearchQueries('')).toEqual([]);
  });

  it('asks for the six sections and says there are no live sources when none were found', () => {
    const { prompt, system } = researchReportPrompt({
      question: 'Who leads the EU e-bike market?',
      queries: ['EU e-bike market size', 'e-bike brands Europe'],
    });
    expect(prompt).toContain('Research question: Who leads the EU e-bike market?');
    expect(prompt).toContain('1. EU e-bike market size\n2. e-bike brands Europe');
    expect(prompt).toContain('No live web sources are available');
    expect(prompt).toContain('include no URLs');
    const headings = [...prompt.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual([...RESEARCH_SECTIONS]);
    expect(system).toMatch(/Never invent sources, URLs/);
  });

  it('numbers the web sources for citation', () => {
    const { prompt } = researchReportPrompt({
      question: 'Who leads the EU e-bike market?',
      queries: ['EU e-bike market'],
      sources: [
        { title: 'E-bike\nreport', url: 'https://example.com/a', excerpt: 'Sales grew.' },
        { title: 'Brands', url: 'https://example.org/b', excerpt: 'Leaders are...' },
      ],
    });
    expect(prompt).toContain('Cite them as [1], [2]');
    expect(prompt).toContain('[1] E-bike report\nURL: https://example.com/a\nExcerpt: Sales grew.');
    expect(prompt).toContain('[2] Brands\nURL: https://example.org/b');
    expect(prompt).not.toContain('No live web sources');
  });
});
