import { useEffect } from 'react';
import { Info, RefreshCw } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FEED_COPY } from '../copy';

/**
 * The notice that the panel shows cached instead of live items ("Using cached content" / "Live news
 * temporarily unavailable"). A polite status, so it is read out once without interrupting.
 */
export function FeedNotice({ title, detail }: { title: string; detail: string }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>
        <span className="font-medium">{title}</span>
        <span className="text-muted-foreground"> · {detail}</span>
      </span>
    </p>
  );
}

/** Shown instead of the items when the request itself failed: nothing to show, and a way to ask again. */
export function FeedUnavailable({
  message,
  onRetry,
  isRetrying,
}: {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden="true" className={isRetrying ? 'motion-safe:animate-spin' : undefined} />
        {FEED_COPY.retry}
      </Button>
    </div>
  );
}

/**
 * Toasts `message` once per failed request. The toast id keeps a re-render (or React's strict-mode double
 * effect) from stacking copies.
 */
export function useFailureToast(isError: boolean, failedAt: number, message: string) {
  useEffect(() => {
    if (isError) toast.error(message, { id: `${message}-${failedAt}` });
  }, [isError, failedAt, message]);
}
