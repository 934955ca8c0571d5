import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, safeHref } from './markdown';

const render = (markdown: string, headingLevel?: 2 | 3) =>
  renderToStaticMarkup(createElement(Markdown, { headingLevel, children: markdown }));

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

describe('Markdown', () => {
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
      ].join('\n'),
    );
    expect(html).not.toMatch(/<script|<img|<iframe|onerror|javascript:/i);
    expect(html).toContain('Before');
    expect(html).toContain('raw link');
  });

  it('renders javascript:, data: and relative links as plain text', () => {
    const html = render('[x](javascript:alert(1)) [y](data:text/html,hi) [z](/dashboard)');
    expect(html).not.toContain('<a');
    expect(html).toContain('<span>x</span>');
    expect(html).toContain('<span>z</span>');
  });

  it('opens http(s) links in a new tab without referrer or opener', () => {
    const html = render('[Report](https://example.com/report)');
    expect(html).toContain('href="https://example.com/report"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('never renders an image: a remote one becomes a link, others their alt text', () => {
    const html = render('![chart](http://127.0.0.1:9/pixel.png) ![local](/secret.png) ![](javascript:x)');
    expect(html).not.toMatch(/<img|<link|preload/);
    expect(html).toContain('href="http://127.0.0.1:9/pixel.png"');
    expect(html).toContain('Image: chart');
    expect(html).toContain('<span>local</span>');
  });

  it('renders GFM tables and lists', () => {
    const html = render('- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toMatch(/<ul[^>]*>\s*<li[^>]*>one<\/li>/);
    expect(html).toMatch(/<th[^>]*>a<\/th>/);
    expect(html).toMatch(/<td[^>]*>2<\/td>/);
  });

  it('renumbers headings from the given level without skipping levels', () => {
    const html = render('## Summary\n\n#### Detail\n\n## Outlook\n\n### Risks', 3);
    const levels = [...html.matchAll(/<h(\d)/g)].map((match) => Number(match[1]));
    expect(levels).toEqual([3, 4, 3, 4]);
  });
});
