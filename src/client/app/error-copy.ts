/**
 * Words of the page shown when a page fails to render or its code fails to load. Apart from SHELL_COPY because
 * that page is part of the SPA's entry script: what it imports ships in every page's first script.
 * Each word is its own export, read through a namespace import (`import * as ROUTE_ERROR_COPY from …`),
 * so the build writes in only the words a page renders (docs/architecture.md).
 */

export const title = 'Something went wrong';
export const body = 'Please reload the page. If it happens again, try again in a moment.';
export const reload = 'Reload';
export const goHome = 'Go home';
