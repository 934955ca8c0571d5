import { timeLabel } from '@shared/feeds';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * How long ago a moment was ("3h ago"; its date once older than a week). The server that renders the page reads
 * its own clock, so the browser keeps the server's label while it hydrates (no mismatch to repair) and writes the
 * element again from its own clock at once after: the key changes, so React replaces it rather than compare.
 */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const isHydrated = useHydrated();
  return (
    <time
      key={isHydrated ? 'reader' : 'server'}
      dateTime={value}
      className={className}
      suppressHydrationWarning
    >
      {timeLabel(value)}
    </time>
  );
}
