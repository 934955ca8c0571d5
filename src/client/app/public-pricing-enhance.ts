/**
 * The public /subscription page's only script: the server renders the page for anonymous visitors without the app
 * (public-pricing-page.tsx), and this makes the monthly/annual toggle and the log-in-first buttons work, as on the
 * landing page. Built as its own entry (vite.config.ts), without React.
 */
import { enhancePricing } from '@/features/landing/pricing';
import { isSignedIn } from '@/features/landing/session';

enhancePricing();

// A page restored from the back/forward cache is as it was left; a visitor who has signed in since gets the
// signed-in page, with checkout, from the server.
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  void isSignedIn().then((signedIn) => {
    if (signedIn) window.location.reload();
  });
});
