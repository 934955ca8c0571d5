import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToasterHost } from '@/components/ui/toaster-host';
import { router } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import './styles.css';

const queryClient = createQueryClient();

/**
 * The landing page arrives prerendered. Render only once the router has loaded the current page's code, so the
 * prerendered markup is replaced in one step by the same page, never by a blank screen.
 */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

await routerReady();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToasterHost />
    </QueryClientProvider>
  </StrictMode>,
);
