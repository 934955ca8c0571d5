import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import LandingPage from '@/routes/landing';

/**
 * Build-time rendering of the landing page (scripts/prerender.mjs), so its first paint needs no JavaScript.
 * The session is unknown at build time, so the account buttons render in their "checking" state.
 */
export function renderLanding(): string {
  const queryClient = createQueryClient();
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location="/">
        <LandingPage />
      </StaticRouter>
    </QueryClientProvider>,
  );
  // Queries hold garbage-collection timers that would keep the build process alive for minutes.
  queryClient.clear();
  return html;
}
