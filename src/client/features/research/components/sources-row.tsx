import { ExternalLink, Globe } from 'lucide-react';
import type { ResearchSource } from '@shared/ai';
import { Skeleton } from '@/components/ui/skeleton';
import { safeHref } from '@/components/markdown';
import * as RESEARCH_COPY from '../copy';

function SourceCard({ source }: { source: ResearchSource }) {
  const href = safeHref(source.url);
  const body = (
    <>
      <span className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="flex min-w-0 items-center gap-1.5">
          <Globe aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{source.host}</span>
        </span>
        <span
          aria-label={RESEARCH_COPY.sourceNumber(source.index)}
          className="flex size-5 shrink-0 items-center justify-center rounded-full bg-muted font-medium text-foreground"
        >
          {source.index}
        </span>
      </span>
      <span className="line-clamp-2 text-sm font-medium">{source.title}</span>
      <span className="text-xs text-muted-foreground">{RESEARCH_COPY.characters(source.chars)}</span>
    </>
  );
  const cardClass = 'grid h-full content-start gap-1.5 rounded-lg border bg-card p-3 shadow-xs';
  return (
    <li className="w-56 shrink-0">
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className={`${cardClass} transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none`}
        >
          {body}
          <span className="sr-only"> {RESEARCH_COPY.opensInNewTab}</span>
          <ExternalLink aria-hidden="true" className="size-3.5 justify-self-end text-muted-foreground" />
        </a>
      ) : (
        <div className={cardClass}>{body}</div>
      )}
    </li>
  );
}

/**
 * The Sources row: only the pages the server really fetched for this report. With none, it says so
 * plainly — it never fills the row with examples.
 */
export function SourcesRow({
  sources,
  hasWebSearch,
}: {
  /** `null` while the search step is still running. */
  sources: ResearchSource[] | null;
  hasWebSearch: boolean;
}) {
  return (
    <section aria-labelledby="research-sources" className="grid gap-3">
      <h2 id="research-sources" className="text-lg font-semibold">
        {RESEARCH_COPY.sourcesTitle}
      </h2>
      {sources === null ? (
        <div className="flex gap-3">
          <p className="sr-only">{RESEARCH_COPY.sourcesLoading}</p>
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} className="h-24 w-56" />
          ))}
        </div>
      ) : sources.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {hasWebSearch ? RESEARCH_COPY.noSourcesFound : RESEARCH_COPY.noSourcesConfigured}
        </p>
      ) : (
        // Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too.
        <ol
          tabIndex={0}
          aria-label={RESEARCH_COPY.sourcesTitle}
          className="flex gap-3 overflow-x-auto pb-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {[...sources]
            .sort((a, b) => a.index - b.index)
            .map((source) => (
              <SourceCard key={`${source.index}-${source.url}`} source={source} />
            ))}
        </ol>
      )}
    </section>
  );
}
