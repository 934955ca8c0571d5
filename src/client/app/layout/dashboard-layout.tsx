import { Suspense, useCallback, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { PRODUCT_NAME } from '@shared/constants';
import { PAGE_PATHS } from '@shared/routes';
import { HydrationBoundary } from '@/components/hydration-boundary';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { AppSidebar } from './app-sidebar';
import { SearchButton } from './search-button';
import { ThemeToggle } from './theme-toggle';
import { lazyWithPreload } from '@/lib/lazy';
import { usePaletteShortcut } from './use-palette-shortcut';
import { UserMenu } from './user-menu';
import { SIDEBAR_OPEN_KEY } from '../page-data';
import * as SHELL_COPY from '../copy';

const MAIN_CONTENT_ID = 'main-content';

const commandPalette = lazyWithPreload(() => import('./command-palette').then((m) => m.CommandPalette));

/** The signed-in frame of every /dashboard page: sidebar, top bar, command palette, and the page itself. */
export default function DashboardLayout() {
  const [isPaletteOpen, setPaletteOpen] = useState(false);
  // Mounted from the first opening on, so it can animate out and keeps its place in the tree.
  const [hasOpenedPalette, setHasOpenedPalette] = useState(false);
  const openPalette = useCallback((open: boolean) => {
    if (open) setHasOpenedPalette(true);
    setPaletteOpen(open);
  }, []);
  usePaletteShortcut(useCallback(() => openPalette(!isPaletteOpen), [openPalette, isPaletteOpen]));
  // The state the sidebar was left in, as the server read it from its cookie; the browser reads the cookie itself.
  const savedOpen = useQueryClient().getQueryData<boolean | null>(SIDEBAR_OPEN_KEY);
  return (
    <SidebarProvider defaultOpen={savedOpen ?? true}>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium text-foreground shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
      >
        {SHELL_COPY.skipToContent}
      </a>
      {/* The sidebar and the page hydrate after the frame, each its own commit and effects (HydrationBoundary). */}
      <HydrationBoundary>
        <AppSidebar />
      </HydrationBoundary>
      <SidebarInset>
        <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background px-3 md:px-4">
          <SidebarTrigger />
          <Link
            to={PAGE_PATHS.dashboard}
            className="flex items-center gap-2 rounded-md font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none md:hidden"
          >
            <Sparkles aria-hidden="true" className="size-5 text-primary" />
            {PRODUCT_NAME}
          </Link>
          <div className="flex flex-1 items-center justify-end gap-1 sm:justify-start md:ml-2">
            <SearchButton onClick={() => openPalette(true)} onIntent={commandPalette.preload} />
          </div>
          <div className="flex items-center gap-1">
            <ThemeToggle />
            <UserMenu />
          </div>
        </header>
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-6 outline-none md:px-8 md:py-8"
        >
          <HydrationBoundary>
            <Outlet />
          </HydrationBoundary>
        </main>
      </SidebarInset>
      {hasOpenedPalette && (
        <Suspense fallback={null}>
          <commandPalette.Component open={isPaletteOpen} onOpenChange={openPalette} />
        </Suspense>
      )}
    </SidebarProvider>
  );
}
