import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { tierOfCredits } from '@shared/credits';
import { offersUpgrade } from '@shared/plan-table';
import * as SHELL_COPY from '../copy';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { useCredits } from '@/features/credits/api';

/**
 * The sidebar's call to upgrade; not shown on plans that offer no upgrade (Pro), nor while the sidebar is
 * collapsed to icons.
 */
export function UpgradeCard() {
  const credits = useCredits();
  if (credits.data && !offersUpgrade(tierOfCredits(credits.data))) return null;
  return (
    <div className="grid gap-2 rounded-lg border border-sidebar-border bg-background p-3 group-data-[collapsible=icon]:hidden">
      <p className="flex items-center gap-1.5 text-sm font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        {SHELL_COPY.upgradeTitle}
      </p>
      <p className="text-xs text-muted-foreground">{SHELL_COPY.upgradeBody}</p>
      <Button asChild size="sm" className="w-full">
        <Link to={PAGE_PATHS.pricing}>{SHELL_COPY.upgradeButton}</Link>
      </Button>
    </div>
  );
}
