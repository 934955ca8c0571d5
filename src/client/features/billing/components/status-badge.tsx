import * as React from 'react';
import * as BILLING_COPY from '../copy';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const TONES = {
  positive: 'border-success/40 bg-success/10 text-foreground',
  neutral: 'border-border bg-muted text-foreground',
} as const;

/** A badge whose colour only repeats what its text says (never the only cue). */
export function ToneBadge({
  tone,
  className,
  ...props
}: React.ComponentProps<typeof Badge> & { tone: keyof typeof TONES }) {
  return <Badge variant="outline" className={cn(TONES[tone], className)} {...props} />;
}

/** The subscription badge: Active or Inactive. */
export function SubscriptionStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <ToneBadge tone={isActive ? 'positive' : 'neutral'}>
      {isActive ? BILLING_COPY.active : BILLING_COPY.inactive}
    </ToneBadge>
  );
}
