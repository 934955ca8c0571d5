import { ExternalLink, Newspaper } from 'lucide-react';
import type { NewsItem } from '@shared/feeds';
import { RelativeTime } from '@/components/relative-time';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPosition,
  CarouselPrevious,
} from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { useNews } from '../api';
import { FeedCard } from './feed-card';
import { FEED_COPY } from '../copy';

function NewsSlide({ item }: { item: NewsItem }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border bg-background p-5">
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{item.source}</span>
        <span aria-hidden="true">·</span>
        <RelativeTime value={item.publishedAt} />
      </p>
      <h3 className="text-lg leading-snug font-semibold">
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {item.title}
          <ExternalLink
            aria-hidden="true"
            className="ml-1 inline size-4 align-[-2px] text-muted-foreground"
          />
          <span className="sr-only"> {FEED_COPY.opensInNewTab}</span>
        </a>
      </h3>
      <p className="text-sm text-muted-foreground">{item.summary}</p>
    </article>
  );
}

function NewsSkeleton() {
  return (
    <div className="grid gap-3 rounded-lg border p-5">
      <p role="status" className="sr-only">
        {FEED_COPY.newsLoading}
      </p>
      <Skeleton className="h-3 w-40" />
      <Skeleton className="h-5 w-4/5" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

/** "What's Happening Today": the day's creator news, one story at a time. */
export function NewsCarousel() {
  const news = useNews();
  return (
    <FeedCard name="news" icon={Newspaper} feed={news} skeleton={<NewsSkeleton />}>
      {(items) => (
        <Carousel label={FEED_COPY.newsStories} className="grid gap-3">
          <CarouselContent>
            {items.map((item, index) => (
              <CarouselItem key={item.id} index={index} count={items.length}>
                <NewsSlide item={item} />
              </CarouselItem>
            ))}
          </CarouselContent>
          <div className="flex items-center justify-end gap-3">
            <CarouselPosition className="mr-auto" />
            <CarouselPrevious />
            <CarouselNext />
          </div>
        </Carousel>
      )}
    </FeedCard>
  );
}
