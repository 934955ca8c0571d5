import type * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { IconHeading } from '@/components/icon-heading';
import { Card } from '@/components/ui/card';
import { FeedNotice, FeedUnavailable, useFailureToast } from './feed-notice';

/**
 * A dashboard feed's card, a named region: its heading; the notice while it shows the sample items; then a
 * skeleton while loading, a retry when the request failed, a line when there is nothing, else the items.
 */
export function FeedCard<Item>({
  headingId,
  icon,
  title,
  feed,
  messages,
  emptyMessage,
  skeleton,
  children,
}: {
  headingId: string;
  icon: LucideIcon;
  title: string;
  feed: UseQueryResult<{ items: Item[]; isFallback: boolean }>;
  /** The failure toast, and the notice shown over the sample items. */
  messages: { failed: string; fallbackTitle: string; fallbackDetail: string };
  /** Said when there is nothing to show: the feed is empty, or could not be fetched. */
  emptyMessage: string;
  skeleton: React.ReactNode;
  children: (items: Item[]) => React.ReactNode;
}) {
  useFailureToast(feed.isError, feed.errorUpdatedAt, messages.failed);
  const isCached = feed.isError || feed.data?.isFallback === true;
  const items = feed.data?.items ?? [];

  return (
    <Card className="grid content-start gap-4 p-5" aria-labelledby={headingId} role="region">
      <IconHeading id={headingId} icon={icon}>
        {title}
      </IconHeading>
      {isCached ? <FeedNotice title={messages.fallbackTitle} detail={messages.fallbackDetail} /> : null}
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
