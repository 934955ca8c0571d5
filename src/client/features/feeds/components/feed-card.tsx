import type * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { IconHeading } from '@/components/icon-heading';
import { Card } from '@/components/ui/card';
import { FEED_MESSAGES } from '@shared/messages';
import { FEED_COPY } from '../copy';
import { FeedNotice, FeedUnavailable, useFailureToast } from './feed-notice';

/** The dashboard's feeds; each one's texts are named after it in FEED_COPY and FEED_MESSAGES. */
export type FeedName = 'news' | 'trends';

/**
 * A dashboard feed's card, a named region: its heading; the notice while it shows the sample items; then a
 * skeleton while loading, a retry when the request failed, a line when there is nothing, else the items.
 */
export function FeedCard<Item>({
  name,
  icon,
  feed,
  skeleton,
  children,
}: {
  name: FeedName;
  icon: LucideIcon;
  feed: UseQueryResult<{ items: Item[]; isFallback: boolean }>;
  skeleton: React.ReactNode;
  children: (items: Item[]) => React.ReactNode;
}) {
  const headingId = `${name}-heading`;
  // Said when there is nothing to show: the feed is empty, or could not be fetched.
  const emptyMessage = FEED_COPY[`${name}Empty`];
  useFailureToast(feed.isError, feed.errorUpdatedAt, FEED_MESSAGES[`${name}Failed`]);
  const isCached = feed.isError || feed.data?.isFallback === true;
  const items = feed.data?.items ?? [];

  return (
    <Card className="grid content-start gap-4 p-5" aria-labelledby={headingId} role="region">
      <IconHeading id={headingId} icon={icon}>
        {FEED_COPY[`${name}Title`]}
      </IconHeading>
      {isCached ? (
        <FeedNotice
          title={FEED_MESSAGES[`${name}FallbackTitle`]}
          detail={FEED_MESSAGES[`${name}FallbackDetail`]}
        />
      ) : null}
      {feed.isPending ? (
        skeleton
      ) : feed.isError ? (
        <FeedUnavailable
          message={emptyMessage}
          onRetry={() => void feed.refetch()}
          isRetrying={feed.isFetching}
        />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyMessage}</p>
      ) : (
        children(items)
      )}
    </Card>
  );
}
