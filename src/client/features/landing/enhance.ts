/**
 * The landing page's only script (decision 006): the page arrives as prerendered HTML and this makes its
 * controls work, without React or the SPA. Built as its own entry (vite.config.ts) and put into
 * landing.html by scripts/prerender.mjs.
 */
import { enhanceMenu } from './menu';
import { enhancePricing } from './pricing';
import { leaveIfSignedIn } from './session';

enhanceMenu();
enhancePricing();

window.addEventListener('pageshow', (event) => {
  if (event.persisted) void leaveIfSignedIn();
});
