import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  articlePage,
  startPageServer,
  startSearxngFake,
  type FakePageServer,
  type FakeSearchIndex,
  type FakeSearchProvider,
} from '../../../../tests/fakes/search-servers';
import { parseEnv } from '../../env';
import { createWebSearch, type CreateWebSearchOptions } from './create-web-search';
import { MAX_EXCERPT_CHARS } from './grounded-search';
import { PAGE_MAX_BYTES } from './page-text';

/** Read by the tests below; SearXNG is the provider because the page handling is the same for all three. */
const index: FakeSearchIndex = {};
let searxng: FakeSearchProvider;
let pages: FakePageServer;

beforeAll(async () => {
  [searxng, pages] = await Promise.all([startSearxngFake({ index }), startPageServer()]);
});
afterAll(async () => {
  await Promise.all([searxng.close(), pages.close()]);
});
beforeEach(() => {
  for (const query of Object.keys(index)) delete index[query];
});

function search(
  queries: string[],
  options: CreateWebSearchOptions & { timeoutMs?: number; signal?: AbortSignal } = {},
) {
  const env = parseEnv({
    SEARCH_PROVIDER: 'searxng',
    SEARXNG_URL: searxng.baseUrl,
    SEARCH_TIMEOUT_MS: String(options.timeoutMs ?? 5_000),
  });
  const webSearch = createWebSearch(env, { allowPrivateNetwork: options.allowPrivateNetwork ?? true });
  return webSearch!.search(queries, options.signal ?? new AbortController().signal);
}

const ARTICLE_TEXT = 'Plant milk in 2026 Oat milk sales grew 12% in 2025. Almond milk fell for a third year.';

describe('web sources grounded on the pages', () => {
  it('reads each page as plain text without its chrome, and counts its characters', async () => {
    pages.setPage('/plant-milk', {
      body: articlePage('Plant milk in 2026', [
        'Oat milk sales grew 12% in 2025.',
        'Almond milk fell for a third year.',
      ]),
    });
    index['plant milk'] = [
      { title: 'Plant milk report', url: pages.url('/plant-milk'), snippet: 'Short snippet.' },
    ];
    expect(await search(['plant milk'])).toEqual([
      {
        title: 'Plant milk report',
        url: pages.url('/plant-milk'),
        excerpt: ARTICLE_TEXT,
        chars: ARTICLE_TEXT.length,
      },
    ]);
    expect(pages.requests('/plant-milk')).toBe(1);
  });

  it('merges the queries in turn, one source per page, web links only, at most 5', async () => {
    const hit = (path: string, url = pages.url(path)) => ({ title: path, url, snippet: `About ${path}.` });
    index['first'] = [hit('/a'), hit('/b'), hit('/c')];
    index['second'] = [hit('/a', `${pages.url('/a')}#section`), hit('/b', `${pages.url('/b')}/`), hit('/d')];
    index['third'] = [hit('ftp', 'ftp://files.example.com/report.pdf'), hit('/e'), hit('/f')];
    index['fourth'] = [hit('/g')];
    const sources = await search(['first', 'second', 'third', 'fourth']);
    expect(sources.map((source) => source.title)).toEqual(['/a', '/b', '/e', '/c', '/d']);
    expect(sources[0]?.url).toBe(pages.url('/a'));
  });

  it('uses the snippet for a page that cannot be read, and drops a source with neither', async () => {
    pages.setPage('/gone', { status: 404, body: '<p>Not here</p>' });
    pages.setPage('/report.pdf', { contentType: 'application/pdf', body: '%PDF-1.7 binary' });
    pages.setPage('/huge', { body: `<p>${'x'.repeat(PAGE_MAX_BYTES)}</p>` });
    pages.setPage('/to-ftp', { redirectTo: 'ftp://files.example.com/report' });
    index['unreadable'] = [
      { title: 'Gone', url: pages.url('/gone'), snippet: 'Gone snippet.' },
      { title: 'PDF', url: pages.url('/report.pdf'), snippet: 'PDF snippet.' },
      { title: 'Huge', url: pages.url('/huge'), snippet: 'Huge snippet.' },
      { title: 'Redirected away', url: pages.url('/to-ftp'), snippet: 'Redirect snippet.' },
      { title: 'Nothing', url: pages.url('/gone-too'), snippet: '' },
    ];
    const sources = await search(['unreadable']);
    expect(sources.map(({ title, excerpt, chars }) => ({ title, excerpt, chars }))).toEqual([
      { title: 'Gone', excerpt: 'Gone snippet.', chars: 13 },
      { title: 'PDF', excerpt: 'PDF snippet.', chars: 12 },
      { title: 'Huge', excerpt: 'Huge snippet.', chars: 13 },
      { title: 'Redirected away', excerpt: 'Redirect snippet.', chars: 17 },
    ]);
    expect(pages.requests('/gone-too')).toBe(1);
  });

  it('follows redirects, decodes gzip, reads text/plain as is, and caps the excerpt but not the count', async () => {
    const long = `Long page. ${'word '.repeat(2_000)}`.trim();
    pages.setPage('/moved', { redirectTo: '/compressed', status: 301 });
    pages.setPage('/compressed', { body: articlePage('Zipped', ['Compressed text.']), gzip: true });
    pages.setPage('/notes.txt', {
      contentType: 'text/plain; charset=utf-8',
      body: 'a <b> is not a tag here',
    });
    pages.setPage('/long', { body: `<p>${long}</p>` });
    index['formats'] = [
      { title: 'Moved', url: pages.url('/moved'), snippet: 'snippet' },
      { title: 'Notes', url: pages.url('/notes.txt'), snippet: 'snippet' },
      { title: 'Long', url: pages.url('/long'), snippet: 'snippet' },
    ];
    const [moved, notes, longSource] = await search(['formats']);
    expect(moved?.excerpt).toBe('Zipped Compressed text.');
    expect(moved?.url).toBe(pages.url('/moved'));
    expect(notes?.excerpt).toBe('a <b> is not a tag here');
    expect(longSource?.excerpt).toHaveLength(MAX_EXCERPT_CHARS);
    expect(longSource?.chars).toBe(long.length);
  });

  it('falls back to the snippet for a page still loading at SEARCH_TIMEOUT_MS', async () => {
    pages.setPage('/slow', { hang: true });
    index['slow'] = [{ title: 'Slow', url: pages.url('/slow'), snippet: 'Slow snippet.' }];
    const started = Date.now();
    const sources = await search(['slow'], { timeoutMs: 300 });
    expect(sources.map((source) => source.excerpt)).toEqual(['Slow snippet.']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops reading pages when the caller aborts', async () => {
    pages.setPage('/stalled', { hang: true });
    index['stalled'] = [{ title: 'Stalled', url: pages.url('/stalled'), snippet: 'Stalled snippet.' }];
    const controller = new AbortController();
    const pending = search(['stalled'], { signal: controller.signal });
    for (let waited = 0; pages.requests('/stalled') === 0 && waited < 2_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    controller.abort();
    await expect(pending).rejects.toThrow(/cancelled/);
  });
});

describe('SSRF guard', () => {
  it('does not fetch loopback pages, by address or by name, unless allowPrivateNetwork is passed', async () => {
    pages.setPage('/internal', { body: '<p>Internal admin page.</p>' });
    const byName = pages.url('/internal').replace('127.0.0.1', 'localhost');
    index['internal'] = [
      { title: 'By address', url: pages.url('/internal'), snippet: 'Address snippet.' },
      { title: 'By name', url: byName, snippet: 'Name snippet.' },
    ];
    const before = pages.requests('/internal');
    const guarded = await search(['internal'], { allowPrivateNetwork: false });
    expect(guarded.map((source) => source.excerpt)).toEqual(['Address snippet.', 'Name snippet.']);
    expect(pages.requests('/internal')).toBe(before);

    const allowed = await search(['internal'], { allowPrivateNetwork: true });
    expect(allowed.map((source) => source.excerpt)).toEqual(['Internal admin page.', 'Internal admin page.']);
  });
});
