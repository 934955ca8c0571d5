import { Heart, TrendingUp } from 'lucide-react';
import type { TrendingPost } from '@shared/feeds';
import { Skeleton } from '@/components/ui/skeleton';
import { useTrends } from '../api';
import { FeedCard } from './feed-card';
import { FEED_COPY } from '../copy';

const externalLinkClass =
  'rounded-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

function TrendingPostItem({ post }: { post: TrendingPost }) {
  return (
    <li className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
      <p className="flex items-center justify-between gap-2 text-sm">
        <a href={post.authorUrl} target="_blank" rel="noopener noreferrer" className={externalLinkClass}>
          {post.author}
          <span className="sr-only"> {FEED_COPY.authorProfile}</span>
        </a>
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <Heart aria-hidden="true" className="size-3.5" />
          {post.engagement}
        </span>
      </p>
      <p className="text-sm">{post.content}</p>
      <a
        href={post.url}
        target="_blank"
        rel="noopener noreferrer"
        className={`${externalLinkClass} w-fit text-xs`}
      >
        {FEED_COPY.viewPost}
        <span className="sr-only"> {FEED_COPY.postBy(post.author)}</span>
      </a>
    </li>
  );
}

function TrendsSkeleton() {
  return (
    <div className="grid gap-4">
      <p role="status" className="sr-only">
        {FEED_COPY.trendsLoading}
      </p>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="grid gap-2">
          <Skeleton className="h-3 w-28" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ))}
    </div>
  );
}

/** "Trending in Content Creation": up to ten posts, each linking to its author and to the post itself. */
export function TrendingPosts() {
  const trends = useTrends();
  return (
    <FeedCard name="trends" icon={TrendingUp} feed={trends} skeleton={<TrendsSkeleton />}>
      {(posts) => (
        <ol className="divide-y">
          {posts.map((post) => (
            <TrendingPostItem key={post.id} post={post} />
          ))}
        </ol>
      )}
    </FeedCard>
  );
}
