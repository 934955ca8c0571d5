import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FlaskConical, Sparkles } from 'lucide-react';
import { PRODUCT_NAME } from '@shared/constants';
import * as BILLING_COPY from '../copy';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/cn';

/** The top bar of the billing pages outside the dashboard: brand, and the way in (or back) to the app. */
export function PublicHeader({ className }: { className?: string }) {
  const session = useSession();
  return <PublicHeaderBar isSignedIn={Boolean(session.data)} className={className} />;
}

/** The top bar for a visitor whose sign-in state is known (the server renders it without the app's queries). */
export function PublicHeaderBar({ isSignedIn, className }: { isSignedIn: boolean; className?: string }) {
  return (
    <header
      className={cn('mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-4', className)}
    >
      <Link to={PAGE_PATHS.home} className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden="true" className="size-5 text-primary" />
        {PRODUCT_NAME}
      </Link>
      <nav aria-label={BILLING_COPY.accountNav} className="flex items-center gap-2">
        {isSignedIn ? (
          <Button asChild>
            <Link to={PAGE_PATHS.dashboard}>{BILLING_COPY.dashboard}</Link>
          </Button>
        ) : (
          <>
            <Button asChild variant="ghost">
              <Link to={PAGE_PATHS.login}>{BILLING_COPY.login}</Link>
            </Button>
            <Button asChild>
              <Link to={PAGE_PATHS.signup}>{BILLING_COPY.signup}</Link>
            </Button>
          </>
        )}
      </nav>
    </header>
  );
}

/** Says plainly that the page only simulates the payment provider. */
export function TestModeBanner() {
  return (
    <div
      role="note"
      aria-label={BILLING_COPY.testModeLabel}
      className="flex items-start gap-3 rounded-lg border-2 border-dashed border-amber-600 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-0.5">
        <p className="font-semibold">{BILLING_COPY.testModeBanner}</p>
        <p className="text-sm">{BILLING_COPY.testModeBannerDetail}</p>
      </div>
    </div>
  );
}

/** The frame of the test-mode checkout and portal: a narrow column like a provider's hosted page. */
export function TestModeFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="mx-auto flex w-full max-w-xl items-center gap-2 px-4 pt-6 font-semibold">
        <Sparkles aria-hidden="true" className="size-5 text-primary" />
        {BILLING_COPY.testModeFrameTitle}
      </header>
      <main className="mx-auto grid w-full max-w-xl flex-1 content-start gap-4 px-4 py-6">
        <TestModeBanner />
        {children}
      </main>
    </div>
  );
}
