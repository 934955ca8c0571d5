import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { PRODUCT_NAME } from '@shared/constants';
import { PAGE_PATHS } from '@shared/routes';
import { AUTH_COPY } from '@/features/auth/copy';

/**
 * The frame of the sign-in, sign-up and password pages: brand, one card, a way back home. The card starts at a
 * fixed distance below the header rather than centred in the window: centred, its place depended on its own height
 * and the window's, so a change of either while the page loads (a part painted before the rest, a notice shown)
 * moved the whole card.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-b from-primary/5 to-background">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-8">
        <Link to={PAGE_PATHS.home} className="flex items-center gap-2 font-semibold">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          {PRODUCT_NAME}
        </Link>
        <Link
          to={PAGE_PATHS.home}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {AUTH_COPY.backToHome}
        </Link>
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 py-8 sm:pt-16">{children}</main>
    </div>
  );
}
