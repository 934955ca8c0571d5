import { Coins, Cpu } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import * as RESEARCH_COPY from '../copy';

/** What a query costs ("1 Credit - Simple, 2 Credits - Complex", a paid plan's name as a badge) and who answers. */
export function CostBanner({
  planBadge,
  engineLabel,
}: {
  planBadge: string | undefined;
  engineLabel: string | undefined;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
      <div className="grid gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <Coins aria-hidden="true" className="size-4 text-primary" />
          {RESEARCH_COPY.costBanner}
          {planBadge ? <Badge>{planBadge}</Badge> : null}
        </p>
        <p className="text-muted-foreground">{RESEARCH_COPY.costExplained}</p>
      </div>
      {engineLabel ? (
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <Cpu aria-hidden="true" className="size-4" />
          {RESEARCH_COPY.engine(engineLabel)}
        </p>
      ) : null}
    </div>
  );
}
