import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { HOSTILE_SVG } from '../testing/sample-files';
import { UnsafeSvgError, findUnsafeSvgContent, isSafeSvgAttribute, sanitizeSvg } from './svg-sanitizer';

const SVG_OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">';

describe('sanitizeSvg', () => {
  it('removes scripts, event handlers, foreignObject, styles, animation and every external or script URL', () => {
    const clean = sanitizeSvg(HOSTILE_SVG);
    for (const forbidden of [
      /<script/i,
      /\son[a-z]+=/i,
      /foreignObject/i,
      /javascript:/i,
      /data:/i,
      /evil\.example/,
      /<style/i,
      /<animate/i,
      /<set/i,
      /<\?xml-stylesheet/,
      /<iframe/i,
    ]) {
      expect(clean).not.toMatch(forbidden);
    }
  });

  it('keeps the drawing: shapes, gradients, local references and ordinary styling', () => {
    const clean = sanitizeSvg(HOSTILE_SVG);
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(clean).toContain('viewBox="0 0 10 10"');
    expect(clean).toContain('<linearGradient id="g">');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('style="stroke: #000"');
    expect(clean).toContain('<use href="#keep"/>');
    expect(clean).toContain('<text x="1" y="5">Click</text>');
  });

  it('leaves a harmless SVG as it was', () => {
    const icon = `${SVG_OPEN}<path d="M0 0L10 10" stroke="#333"/><circle cx="5" cy="5" r="3"/></svg>`;
    expect(sanitizeSvg(icon)).toBe(icon);
  });

  it.each([
    ['malformed XML', `${SVG_OPEN}<g></svg>`],
    ['an HTML page', '<html><body><script>alert(1)</script></body></html>'],
    ['XHTML that is well-formed XML', '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>'],
    ['an svg element outside the SVG namespace', '<svg><rect/></svg>'],
    [
      'an entity expansion bomb',
      `<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>${SVG_OPEN}<text>&b;</text></svg>`,
    ],
    ['plain text', 'just some words'],
  ])('refuses %s', (_label, source) => {
    expect(() => sanitizeSvg(source)).toThrow(UnsafeSvgError);
  });
});

describe('the rules the sanitiser applies and checks again', () => {
  it.each([
    ['onload', 'alert(1)', false],
    ['ONCLICK', 'x', false],
    ['href', '#icon', true],
    ['href', ' javascript:alert(1)', false],
    ['xlink:href', 'data:image/png;base64,AAAA', false],
    ['href', 'https://example.com/a.svg#x', false],
    ['href', '//example.com/a.svg', false],
    ['fill', 'url(#g)', true],
    ['fill', "url('#g')", true],
    ['fill', 'url(https://example.com/x)', false],
    ['style', 'fill: red; stroke: url(#s)', true],
    ['style', 'background: u\\72l(https://example.com)', false],
    ['style', '@import "https://example.com/x.css"', false],
    ['xml:base', 'https://example.com/', false],
    ['d', 'M0 0L10 10', true],
  ])('%s="%s" is safe: %s', (name, value, isSafe) => {
    expect(isSafeSvgAttribute(name, value)).toBe(isSafe);
  });

  it('reports what is still unsafe in a tree that was not sanitised', () => {
    const unsafe = (markup: string) => {
      const { window } = new JSDOM(markup, { contentType: 'image/svg+xml' });
      return findUnsafeSvgContent(window.document.documentElement);
    };
    expect(unsafe(`${SVG_OPEN}<script/></svg>`)).toBe('a <script> element');
    expect(unsafe(`${SVG_OPEN}<foreignObject/></svg>`)).toBe('a <foreignObject> element');
    expect(unsafe(`${SVG_OPEN}<rect onclick="x"/></svg>`)).toBe('the attribute onclick');
    expect(unsafe(`${SVG_OPEN}<a xlink:href="https://x"/></svg>`)).toBe('the attribute xlink:href');
    expect(unsafe(`${SVG_OPEN}<div xmlns="http://www.w3.org/1999/xhtml"/></svg>`)).toBe(
      'a non-SVG element <div>',
    );
    expect(unsafe(`${SVG_OPEN}<?xml-stylesheet href="x"?></svg>`)).toBe('a processing instruction');
    expect(unsafe(`${SVG_OPEN}<rect/></svg>`)).toBeUndefined();
  });
});
