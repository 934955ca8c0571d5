import { History } from 'lucide-react';
import type { CaptionGeneration } from '@shared/ai';
import { RECENT_GENERATIONS_LIMIT } from '@shared/ai-messages';
import { timeLabel } from '@shared/feeds';
import { formatLongDate } from '@shared/dates';
import { PLATFORMS } from '@shared/platforms';
import { Skeleton } from '@/components/ui/skeleton';
import { useRecentCaptions } from '../api';
import { CAPTION_COPY } from '../copy';
import { CopyCaptionButton } from './copy-caption-button';
import { SectionCard } from './section-card';

function RecentGeneration({ generation }: { generation: CaptionGeneration }) {
  const platformName = generation.platform ? PLATFORMS[generation.platform].name : null;
  return (
    <li>
      <details className="group rounded-lg border bg-background">
        <summary className="grid cursor-pointer gap-1 rounded-lg p-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <span className="line-clamp-2 font-medium break-words">{generation.description}</span>
          <span className="text-xs text-muted-foreground">
            <time dateTime={generation.createdAt} title={formatLongDate(generation.createdAt)}>
              {timeLabel(generation.createdAt)}
            </time>
            {platformName ? ` · ${platformName}` : null} · {generation.engine}
          </span>
        </summary>
        <ol className="grid divide-y border-t px-3">
          {generation.captions.map((caption, index) => (
            <li key={index} className="grid gap-2 py-3">
              <p className="text-sm break-words whitespace-pre-wrap">{caption}</p>
              <div>
                <CopyCaptionButton text={caption} context={CAPTION_COPY.variation(index)} />
              </div>
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/** The user's own history: the last few generations, each openable to copy again. */
export function RecentGenerations() {
  const recent = useRecentCaptions();
  const generations = recent.data?.generations.slice(0, RECENT_GENERATIONS_LIMIT) ?? [];
  return (
    <SectionCard
      title={CAPTION_COPY.recentTitle}
      icon={<History aria-hidden="true" className="size-5 text-primary" />}
    >
      {recent.isPending ? (
        <div className="grid gap-2">
          <p role="status" className="sr-only">
            {CAPTION_COPY.recentLoading}
          </p>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : recent.isError ? (
        <p className="text-sm text-muted-foreground">{CAPTION_COPY.recentFailed}</p>
      ) : generations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{CAPTION_COPY.recentEmpty}</p>
      ) : (
        <ul className="grid gap-2">
          {generations.map((generation) => (
            <RecentGeneration key={generation.id} generation={generation} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
