import { html } from 'hono/html';
import { SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_PAGE } from '@shared/api-error';
import { PAGE_MODULES_ELEMENT_ID } from '@shared/after-paint-loader';
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

const jsonElement = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${jsonForScriptElement(value)}</script>`;

/**
 * The built index.html with the page's markup inside #root and, beside it, its data and the chunks of its own
 * modules (`moduleFiles`, which the app's loader fetches), each in a `<script type="application/json">` element:
 * data, never run, so the CSP needs no exception for them.
 */
export function pageDocument(
  template: string,
  markup: string,
  data: PageBootstrap,
  moduleFiles: readonly string[] = [],
): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root to fill');
  const elements = [
    jsonElement(PAGE_BOOTSTRAP_ELEMENT_ID, data),
    jsonElement(PAGE_MODULES_ELEMENT_ID, moduleFiles),
  ];
  // A replacer function: the markup holds "$" (prices), which a replacement string would interpret.
  return template.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>\n    ${elements.join('\n    ')}`);
}

/** The built index.html without the SPA's scripts: its styles and theme script stay. */
function withoutAppScripts(template: string): string {
  return template
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}

/**
 * A page the server renders without the SPA (the sign-in and password pages, the public pricing page): its markup
 * inside #root and, in place of the SPA's scripts, `scriptTags` loading the page's own small script. No page data:
 * nothing hydrates.
 */
export function serverOnlyPageDocument(template: string, markup: string, scriptTags: string): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root to fill');
  // Replacer functions: the markup may hold "$", which a replacement string would interpret.
  return withoutAppScripts(template)
    .replace('</head>', () => `  ${scriptTags}\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
}

/**
 * The app's document (its styles and theme) with a short notice instead of the app, for a page asked for while the
 * database is out. It carries none of the app's scripts: the app would only ask the server for what it cannot
 * give. "Try again" asks for the same page.
 */
export function unavailablePageDocument(template: string, pagePath: string): string {
  const notice = html`<main class="flex min-h-svh items-center justify-center p-6">
    <div class="grid max-w-md gap-4 text-center">
      <h1 class="text-2xl font-bold tracking-tight">${SERVICE_UNAVAILABLE_PAGE.title}</h1>
      <p class="text-muted-foreground">${SERVICE_UNAVAILABLE_MESSAGE}</p>
      <p>
        <a class="font-medium text-primary underline" href="${pagePath}">${SERVICE_UNAVAILABLE_PAGE.retry}</a>
      </p>
    </div>
  </main>`;
  return withoutAppScripts(template).replace(EMPTY_ROOT, () => `<div id="root">${String(notice)}</div>`);
}
