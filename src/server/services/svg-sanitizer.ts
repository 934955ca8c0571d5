import { createRequire } from 'node:module';
import type createDOMPurifyType from 'dompurify';
import type * as jsdom from 'jsdom';

/**
 * jsdom takes about 0.4 s to load, which every server start would pay for a feature few requests use: it is
 * loaded on the first SVG upload instead (synchronously, so the sanitiser stays a plain function).
 */
const require = createRequire(import.meta.url);
let domModules: { JSDOM: typeof jsdom.JSDOM; createDOMPurify: typeof createDOMPurifyType } | undefined;
function loadDomModules() {
  domModules ??= {
    JSDOM: (require('jsdom') as typeof jsdom).JSDOM,
    createDOMPurify: require('dompurify') as typeof createDOMPurifyType,
  };
  return domModules;
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** The markup is not SVG, or could not be made safe: the upload is refused (415). */
export class UnsafeSvgError extends Error {}

/**
 * Elements that run script, embed other documents, pull in external resources or rewrite attributes later
 * (animation can set an href to `javascript:` after sanitising). Names are compared lower-cased.
 */
const FORBIDDEN_ELEMENTS = [
  'script',
  'foreignobject',
  'style',
  'iframe',
  'animate',
  'animatemotion',
  'animatetransform',
  'animatecolor',
  'set',
  'handler',
  'listener',
];

/**
 * An attribute may stay when it is no event handler and refers to nothing outside the file: href and xlink:href
 * only to a fragment of this document (`#id`, so no `javascript:`, `data:` or remote URLs), CSS `url(…)` likewise,
 * and no CSS escapes or imports that could spell a URL these checks would not see.
 */
export function isSafeSvgAttribute(name: string, value: string): boolean {
  const lowerName = name.toLowerCase();
  if (lowerName.startsWith('on') || lowerName === 'xml:base') return false;
  if (lowerName === 'href' || lowerName.endsWith(':href')) return /^#\S*$/.test(value.trim());
  if (/\\|@import|expression\s*\(/i.test(value)) return false;
  const urlCalls = value.match(/url\s*\(/gi) ?? [];
  const fragmentUrls = value.match(/url\s*\(\s*(['"]?)#[^'"()\s]*\1\s*\)/gi) ?? [];
  return urlCalls.length === fragmentUrls.length;
}

/** The first thing that is still unsafe in a sanitised tree, or undefined: our own check of the result. */
export function findUnsafeSvgContent(root: Element): string | undefined {
  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, 0xffffffff);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === 7) return 'a processing instruction';
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    if (element.namespaceURI !== SVG_NAMESPACE) return `a non-SVG element <${element.nodeName}>`;
    if (FORBIDDEN_ELEMENTS.includes(element.localName.toLowerCase()))
      return `a <${element.localName}> element`;
    for (const attribute of Array.from(element.attributes)) {
      if (!isSafeSvgAttribute(attribute.name, attribute.value)) return `the attribute ${attribute.name}`;
    }
  }
  return undefined;
}

/**
 * Parses the upload as XML, refuses anything that is not a well-formed <svg> document in the SVG namespace, removes
 * scripts, event handlers, foreignObject and external references with DOMPurify (its SVG profile, plus the rules
 * above), checks the result again, and returns the markup to store.
 */
export function sanitizeSvg(source: string): string {
  // Entity definitions enable entity-expansion bombs and hide markup from the checks; real SVG does not need them.
  if (/<!ENTITY/i.test(source) || /<!DOCTYPE[^>]*\[/i.test(source)) {
    throw new UnsafeSvgError('a DOCTYPE with an internal subset');
  }
  const { JSDOM, createDOMPurify } = loadDomModules();
  let dom: jsdom.JSDOM;
  try {
    // jsdom neither runs scripts nor loads resources unless asked to; it only parses here.
    dom = new JSDOM(source, { contentType: 'image/svg+xml' });
  } catch {
    throw new UnsafeSvgError('not well-formed XML');
  }
  const { window } = dom;
  try {
    const root = window.document.documentElement;
    if (!root || root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') {
      throw new UnsafeSvgError('the root element is not <svg> in the SVG namespace');
    }
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (!isSafeSvgAttribute(data.attrName, data.attrValue)) data.keepAttr = false;
    });
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      // Safe once hrefs are limited to fragments of this file (the hook above).
      ADD_TAGS: ['use'],
      FORBID_TAGS: FORBIDDEN_ELEMENTS,
    });
    const problem = findUnsafeSvgContent(root);
    if (problem) throw new UnsafeSvgError(`could not remove ${problem}`);
    return new window.XMLSerializer().serializeToString(root);
  } finally {
    window.close();
  }
}
