import { PAGE_BOOTSTRAP_ELEMENT_ID, type PageBootstrap } from '@shared/page-bootstrap';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * JSON safe inside a `<script>` element: `<`, `>` and `&` are escaped as \u sequences (JSON reads them back the
 * same), so no value — a user's name of `</script><script>…` — can end the element or open another one. U+2028 and
 * U+2029 are escaped too, as older parsers took them for line ends.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The built index.html with the page's markup inside #root and its data beside it, in a
 * `<script type="application/json">` element: data, never run, so the CSP needs no exception for it.
 */
export function pageDocument(template: string, markup: string, data: PageBootstrap): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root to fill');
  const dataElement = `<script type="application/json" id="${PAGE_BOOTSTRAP_ELEMENT_ID}">${jsonForScriptElement(data)}</script>`;
  // A replacer function: the markup holds "$" (prices), which a replacement string would interpret.
  return template.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>\n    ${dataElement}`);
}
