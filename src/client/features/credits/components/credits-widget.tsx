import * as React from 'react';
import { Link } from 'react-router';
import { Coins } from 'lucide-react';
import {
  CREDIT_MESSAGES,
  isLowOnProCredits,
  shouldPromptUpgrade,
  tierOfCredits,
  type CreditsView,
} from '@shared/credits';
import { offersUpgrade, planOf } from '@shared/plan-table';
import { PAGE_PATHS } from '@shared/routes';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCredits } from '../api';
import * as CREDITS_COPY from '../copy';

function DailyFreeMeter({ view }: { view: CreditsView }) {
  const percent = view.dailyFreeCredits ? (view.dailyFreeRemaining / view.dailyFreeCredits) * 100 : 0;
  return (
    <div className="grid gap-1">
      <p className="text-xs text-muted-foreground">
        {CREDITS_COPY.dailyLabel(view.dailyFreeRemaining, view.dailyFreeCredits)}
      </p>
      {/* The sentence above says the same; the bar is decoration. */}
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * The user's balance: paid credits left, daily free credits left, the plan's badge, and the nudges
 * (upgrade prompt on Free, low-credit note on Pro). In the sidebar the whole card links to the pricing
 * page. In the user menu it is plain display: a Radix menu reaches only its items by keyboard and allows only
 * menu roles inside (no region, heading or live status), and the menu has its own Subscription entry.
 */
export function CreditsWidget({
  variant,
  className,
  ...props
}: Omit<React.ComponentProps<'div'>, 'ref'> & { variant: 'sidebar' | 'menu' }) {
  const credits = useCredits();
  const titleId = React.useId();
  const view = credits.data;
  const plan = view ? planOf(tierOfCredits(view)) : undefined;
  const isLinkCard = variant === 'sidebar';
  const Root = isLinkCard ? 'section' : 'div';
  const Title = isLinkCard ? 'h2' : 'p';
  const statusRole = isLinkCard ? 'status' : undefined;

  return (
    <Root
      aria-labelledby={isLinkCard ? titleId : undefined}
      data-variant={variant}
      className={cn(
        'relative grid gap-2 text-sm',
        variant === 'sidebar' &&
          'rounded-lg border bg-background p-3 shadow-xs transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent/50',
        className,
      )}
      {...props}
    >
      <div className="flex items-center justify-between gap-2">
        <Title id={titleId} className="flex items-center gap-1.5 text-sm font-semibold">
          <Coins aria-hidden="true" className="size-4 text-primary" />
          {CREDITS_COPY.title}
        </Title>
        {plan ? <Badge variant={plan.isPaid ? 'default' : 'secondary'}>{plan.label}</Badge> : null}
      </div>

      {credits.isPending ? (
        <div role={statusRole} className="grid gap-2">
          <span className="sr-only">{CREDITS_COPY.loading}</span>
          <Skeleton className="h-6 w-20" />
          <Skeleton className="h-3 w-full" />
        </div>
      ) : !view ? (
        <p className="text-muted-foreground">{CREDIT_MESSAGES.noData}</p>
      ) : (
        <>
          <p>
            <span className="text-2xl font-bold tabular-nums" data-testid="paid-credits">
              {view.remainingCredits}
            </span>{' '}
            <span className="text-muted-foreground">{CREDITS_COPY.paidLabel}</span>
          </p>
          <DailyFreeMeter view={view} />
          {shouldPromptUpgrade(view) ? (
            <p role={statusRole} className="rounded-md bg-primary/10 p-2 text-xs font-medium">
              {CREDITS_COPY.upgradePrompt}
            </p>
          ) : null}
          {isLowOnProCredits(view) ? (
            <p role={statusRole} className="rounded-md bg-muted p-2 text-xs">
              {CREDITS_COPY.proLowNote}
            </p>
          ) : null}
        </>
      )}

      {isLinkCard ? (
        <Link
          to={PAGE_PATHS.pricing}
          // Stretched over the card so the whole card is the link, while its name stays short.
          className="text-xs font-medium text-primary underline-offset-4 after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-none"
        >
          {plan && !offersUpgrade(plan.tier) ? CREDITS_COPY.plansLink : CREDITS_COPY.upgradeLink}
        </Link>
      ) : null}
    </Root>
  );
}
