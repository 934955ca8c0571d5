import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Markdown, safeHref } from './markdown';

const render = (markdown: string, headingLevel?: 2 | 3) =>
  renderToStaticMarkup(createElement(Markdown, { headingLevel, children: markdown }));

/** The rendered content without the wrapping div. */
const body = (markdown: string, headingLevel?: 2 | 3) =>
  render(markdown, headingLevel).replace(/^<div class="text-sm break-words">|<\/div>$/g, '');

const P = '<p class="my-3 leading-7 first:mt-0 last:mb-0">';
const UL = '<ul class="my-3 list-disc space-y-1 pl-6">';
const OL = '<ol class="my-3 list-decimal space-y-1 pl-6"';
const LI = '<li class="leading-7 [&amp;&gt;ol]:my-1 [&amp;&gt;ul]:my-1">';
const TASK_LI = '<li class="leading-7 [&amp;&gt;ol]:my-1 [&amp;&gt;ul]:my-1 list-none">';
const CODE = '<code class="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]">';
const link = (href: string, text: string) =>
  `<a href="${href}" target="_blank" rel="noopener noreferrer nofollow" ` +
  `class="font-medium text-primary underline underline-offset-4 hover:no-underline">${text}` +
  '<span class="sr-only"> (opens in a new tab)</span></a>';

/** Elements or attributes that could run script or make a request; text (escaped by React) cannot. */
const DANGEROUS =
  /<(?:script|img|iframe|style|object|embed|link)\b|<[a-z][^>]*\s(?:on\w+|src|href="(?!https?:))/i;

// Any React warning (a missing key, invalid nesting) fails the test that caused it.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = [...consoleError.mock.calls];
  consoleError.mockClear();
  expect(calls).toEqual([]);
});

describe('safeHref', () => {
  it('keeps absolute http(s) URLs only', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref('http://example.com')).toBe('http://example.com/');
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:a@example.com',
      '/relative',
      '//example.com/protocol-relative',
      '',
      null,
      undefined,
    ]) {
      expect(safeHref(url), String(url)).toBeUndefined();
    }
  });
});

describe('Markdown: untrusted input', () => {
  it('drops raw HTML: no script, no img, no event handler, no raw javascript: link', () => {
    const html = render(
      [
        '<script>window.pwned = true</script>',
        '',
        'Before <img src=x onerror="window.pwned = true"> after',
        '',
        '<a href="javascript:alert(2)">raw link</a>',
        '',
        '<iframe src="https://example.com"></iframe>',
        '',
        '<img src="http://127.0.0.1:9/raw.png">',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<script|<img|<iframe|onerror|javascript:|window\.pwned|127\.0\.0\.1/i);
    expect(html).toBe(`<div class="text-sm break-words">${P}Before  after</p>${P}raw link</p></div>`);
  });

  it('keeps the text between raw HTML tags, as text', () => {
    expect(body('<p align="center">AT&amp;T <b title="a>b">bold</b></p>')).toBe(`${P}AT&amp;T bold</p>`);
    expect(body('<div>\n<!-- hidden -->\nshown <style>p{}</style>\n</div>')).toBe(`${P}\n\nshown \n</p>`);
    // Inline, each tag is dropped on its own and the text between them stays, as react-markdown's skipHtml did.
    expect(body('Text <script>alert(1)</script> more')).toBe(`${P}Text alert(1) more</p>`);
    expect(body('a <span onclick="x()">b</span> <!-- c --> d')).toBe(`${P}a b  d</p>`);
  });

  it('renders javascript:, data: and relative links as plain text', () => {
    const html = render('[x](javascript:alert(1)) [y](data:text/html,hi) [z](/dashboard) [m](mailto:a@b.co)');
    expect(html).not.toContain('<a');
    expect(html).toContain(`${P}<span>x</span> <span>y</span> <span>z</span> <span>m</span></p>`);
  });

  it('opens http(s) links in a new tab without referrer or opener', () => {
    expect(body('[Report](https://example.com/report "Title")')).toBe(
      `${P}${link('https://example.com/report', 'Report')}</p>`,
    );
    expect(body('[**Bold** report](http://example.com/?a=1&amp;b=2)')).toBe(
      `${P}${link('http://example.com/?a=1&amp;b=2', '<strong>Bold</strong> report')}</p>`,
    );
  });

  it('turns GFM autolinks into links, and only the http(s) ones', () => {
    expect(body('See https://example.com/x, <https://a.example/b> and www.example.org. Mail a@b.co')).toBe(
      `${P}See ${link('https://example.com/x', 'https://example.com/x')}, ` +
        `${link('https://a.example/b', 'https://a.example/b')} and ` +
        `${link('http://www.example.org/', 'www.example.org')}. Mail <span>a@b.co</span></p>`,
    );
    expect(body('<javascript:alert(1)>')).toBe(`${P}<span>javascript:alert(1)</span></p>`);
  });

  it('never renders an image: a remote one becomes a link, others their alt text', () => {
    const html = body(
      '![chart](http://127.0.0.1:9/pixel.png) ![local](/secret.png) ![](javascript:x) ' +
        '![a *b* `c`](data:image/png;base64,AAAA)',
    );
    expect(html).not.toMatch(/<img|<link|preload|javascript:|data:/);
    expect(html).toBe(
      `${P}${link('http://127.0.0.1:9/pixel.png', 'Image: chart')} <span>local</span> <span>Image</span> ` +
        '<span>a b c</span></p>',
    );
  });

  it('renders an image inside a link as its alt text, never a link in a link', () => {
    expect(body('[![logo](https://cdn.example/l.png)](https://example.com)')).toBe(
      `${P}${link('https://example.com/', '<span>logo</span>')}</p>`,
    );
  });

  it('keeps every prefix of a hostile, streamed report harmless and renderable', () => {
    const report = [
      '## Summary\n\nSome **bold** text and a [link](https://example.com).\n\n',
      '<script>window.pwned = 1</script>\n\n',
      'Inline <img src=x onerror="window.pwned = 2"> html and <a href="javascript:alert(1)">raw</a>.\n\n',
      '[click](javascript:alert(1)) ![pixel](http://127.0.0.1:9/p.png)\n\n',
      '| a | b |\n|:--|--:|\n| 1 | 2 |\n\n',
      '```ts\nconst x = "<b>";\n```\n\n- [x] done\n  1. nested\n',
    ].join('');
    for (let end = 0; end <= report.length; end++) {
      const html = render(report.slice(0, end));
      expect(html, `prefix of ${end} characters`).not.toMatch(DANGEROUS);
    }
  });
});

describe('Markdown: elements', () => {
  it('renders headings, paragraphs, emphasis, strikethrough, inline code and line breaks', () => {
    expect(body('# Title\n\nOne *em* **strong** ~~gone~~ `a <b> &amp;`  \nTwo\\\nThree')).toBe(
      '<h2 class="mt-6 mb-3 text-xl font-semibold tracking-tight first:mt-0">Title</h2>' +
        `${P}One <em>em</em> <strong>strong</strong> <del>gone</del> ${CODE}a &lt;b&gt; &amp;amp;</code><br/>` +
        'Two<br/>Three</p>',
    );
  });

  it('renders escapes and decodes character references to the text a reader expects', () => {
    expect(body('\\*not em\\* \\<b> \\&amp;')).toBe(`${P}*not em* &lt;b&gt; &amp;amp;</p>`);
    // Rendered HTML escapes text again: "&amp;" here is the text "&".
    expect(body('AT&amp;T &lt;b&gt; 5 &times; 3 &mdash; &#169; &#x41; &#38;amp; a & b &unknown;')).toBe(
      `${P}AT&amp;T &lt;b&gt; 5 × 3 — © A &amp;amp; a &amp; b &amp;unknown;</p>`,
    );
    expect(body('a & b &#169;')).toBe(`${P}a &amp; b ©</p>`);
    expect(body('&#0; &#xD800;')).toBe(`${P}\ufffd \ufffd</p>`);
  });

  it('renders fenced and indented code verbatim', () => {
    const pre =
      '<pre class="my-4 overflow-x-auto rounded-md bg-muted p-4 text-sm [&amp;&gt;code]:bg-transparent [&amp;&gt;code]:p-0">';
    expect(body('```html\n<b onclick="x">&amp;</b>\n```')).toBe(
      `${pre}${CODE}&lt;b onclick=&quot;x&quot;&gt;&amp;amp;&lt;/b&gt;</code></pre>`,
    );
    expect(body('    indented\n    code')).toBe(`${pre}${CODE}indented\ncode</code></pre>`);
  });

  it('renders blockquotes and rules', () => {
    expect(body('> quoted **text**\n\n---')).toBe(
      `<blockquote class="my-4 border-l-4 pl-4 text-muted-foreground italic">${P}quoted <strong>text</strong></p>` +
        '</blockquote><hr class="my-6"/>',
    );
  });

  it('renders tight lists inline, loose ones with paragraphs, and nested lists', () => {
    expect(body('- one\n- two\n  1. nested\n  2. list')).toBe(
      `${UL}${LI}one</li>${LI}two${OL}>${LI}nested</li>${LI}list</li></ol></li></ul>`,
    );
    expect(body('1. one\n\n2. two')).toBe(`${OL}>${LI}${P}one</p></li>${LI}${P}two</p></li></ol>`);
  });

  it('keeps an ordered list start other than 1', () => {
    expect(body('3. three\n4. four')).toBe(`${OL} start="3">${LI}three</li>${LI}four</li></ol>`);
    expect(body('0. zero')).toBe(`${OL} start="0">${LI}zero</li></ol>`);
  });

  it('renders task lists as text marks, not checkboxes', () => {
    const html = body('- [x] done\n- [ ] todo\n- plain');
    expect(html).not.toContain('<input');
    expect(html).toBe(
      `${UL}${TASK_LI}<span class="mr-1">☑</span>done</li>${TASK_LI}<span class="mr-1">☐</span>todo</li>` +
        `${LI}plain</li></ul>`,
    );
    expect(body('- [x] loose\n\n- [ ] item')).toBe(
      `${UL}${TASK_LI}${P}<span class="mr-1">☑</span>loose</p></li>` +
        `${TASK_LI}${P}<span class="mr-1">☐</span>item</p></li></ul>`,
    );
  });

  it('renders GFM tables in a scrolling box, with their alignment', () => {
    expect(body('| a | *b* | c |\n|---|:-:|--:|\n| 1 | 2 | [x](https://e.co) |')).toBe(
      '<div class="my-4 w-full overflow-x-auto"><table class="w-full border-collapse text-sm"><thead><tr>' +
        '<th class="border bg-muted px-3 py-2 text-left font-semibold">a</th>' +
        '<th class="border bg-muted px-3 py-2 text-left font-semibold" style="text-align:center"><em>b</em></th>' +
        '<th class="border bg-muted px-3 py-2 text-left font-semibold" style="text-align:right">c</th>' +
        '</tr></thead><tbody><tr>' +
        '<td class="border px-3 py-2 align-top">1</td>' +
        '<td class="border px-3 py-2 align-top" style="text-align:center">2</td>' +
        `<td class="border px-3 py-2 align-top" style="text-align:right">${link('https://e.co/', 'x')}</td>` +
        '</tr></tbody></table></div>',
    );
  });

  it('resolves reference links and shows nothing for their definitions', () => {
    expect(body('[Report][r]\n\n[r]: https://example.com/r')).toBe(
      `${P}${link('https://example.com/r', 'Report')}</p>`,
    );
  });

  it('passes the div props through', () => {
    expect(
      renderToStaticMarkup(createElement(Markdown, { className: 'mt-2', id: 'report', children: 'Hi' })),
    ).toBe(`<div class="text-sm break-words mt-2" id="report">${P}Hi</p></div>`);
  });
});

describe('Markdown: heading levels', () => {
  const levels = (markdown: string, headingLevel?: 2 | 3) =>
    [...render(markdown, headingLevel).matchAll(/<h(\d)/g)].map((match) => Number(match[1]));

  it('renumbers headings from the given level without skipping levels', () => {
    expect(levels('## Summary\n\n#### Detail\n\n## Outlook\n\n### Risks', 3)).toEqual([3, 4, 3, 4]);
    expect(levels('# A\n\n### B\n\n###### C\n\n# D')).toEqual([2, 3, 4, 2]);
    expect(levels('Setext\n======\n\nSub\n---')).toEqual([2, 3]);
  });

  it('counts headings inside blockquotes and list items, and stops at level 6', () => {
    expect(levels('# A\n\n> ## B\n\n- ### C\n\n  #### D\n\n  ##### E\n\n###### F', 3)).toEqual([
      3, 4, 5, 6, 6, 6,
    ]);
  });

  it('uses the level styles', () => {
    expect(body('### Deep', 3)).toBe('<h3 class="mt-5 mb-2 text-lg font-semibold first:mt-0">Deep</h3>');
  });
});

describe('Markdown: streaming', () => {
  it('renders unfinished Markdown as it stands, without throwing', () => {
    expect(body('| a | b |\n|---|---|\n| 1')).toContain('<td class="border px-3 py-2 align-top">1</td>');
    expect(body('| a | b |\n|--')).toBe(`${P}| a | b |\n|--</p>`);
    expect(body('```js\nconst x = 1;')).toContain(`${CODE}const x = 1;</code></pre>`);
    expect(body('Some **bold')).toBe(`${P}Some **bold</p>`);
    expect(body('A [link](https://exa')).toBe(`${P}A [link](${link('https://exa/', 'https://exa')}</p>`);
    expect(body('<script>\nwindow.pwned = 1')).toBe('');
    expect(body('Inline <img src=x onerr')).toBe(`${P}Inline &lt;img src=x onerr</p>`);
    expect(body('<div class="x')).toBe('');
    expect(body('')).toBe('');
  });
});
