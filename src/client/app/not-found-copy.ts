/**
 * Words of the not-found pages (an unknown address, and links to features the product does not have). Apart from
 * SHELL_COPY so the dashboard's pages do not load words only these pages show.
 * Each word is its own export, read through a namespace import (`import * as NOT_FOUND_COPY from …`),
 * so the build writes in only the words a page renders (docs/architecture.md).
 */

export const title = 'Oops! Page not found';
export const body = 'The page you are looking for does not exist or has moved.';
export const returnHome = 'Return to Home';
export const featureNotFound = 'Feature not found.';
