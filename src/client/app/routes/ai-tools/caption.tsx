import { Cpu } from 'lucide-react';
import { AI_TOOLS } from '@shared/ai-tools';
import { canAfford, tierOfCredits } from '@shared/credits';
import { offersUpgrade } from '@shared/plan-table';
import { Badge } from '@/components/ui/badge';
import { usePublicConfig } from '@/lib/session';
import { CaptionGenerator } from '@/features/captions/components/caption-generator';
import { CAPTION_COPY } from '@/features/captions/copy';
import { useCredits } from '@/features/credits/api';
import { useRefreshCredits } from '@/features/credits/use-refresh-credits';

/** /dashboard/socialmediacaption: the caption generator, paid with the credits shown everywhere else. */
export default function SocialMediaCaptionPage() {
  const credits = useCredits().data;
  const engine = usePublicConfig().data?.aiEngine.label;
  // Unknown credits do not block: the server refuses with the no-credits message if the user cannot pay.
  const hasNoCredits = credits ? !canAfford(credits, AI_TOOLS.caption.minimumCost) : false;
  const refreshCredits = useRefreshCredits();

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{CAPTION_COPY.title}</h1>
          {engine ? (
            <Badge variant="outline">
              <Cpu aria-hidden="true" />
              <span className="sr-only">{CAPTION_COPY.engineBadge} </span>
              {engine}
            </Badge>
          ) : null}
        </div>
        <p className="text-muted-foreground">{CAPTION_COPY.subtitle}</p>
      </header>
      <CaptionGenerator
        hasNoCredits={hasNoCredits}
        offersUpgrade={credits ? offersUpgrade(tierOfCredits(credits)) : true}
        onCreditsChanged={refreshCredits}
      />
    </div>
  );
}
