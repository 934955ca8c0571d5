import type { ComponentProps } from 'react';
import { formatDate, type DateFormat } from '@shared/dates';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A moment in the reader's own time zone. The server that renders the page does not know that zone, so the page
 * arrives with the moment in UTC, and the browser's first render (which must draw what the server drew) keeps it;
 * the next render, at once after hydration, writes it in the reader's zone. A page drawn in the browser alone
 * shows the reader's zone from the start.
 */
export function LocalTime({
  value,
  format = 'date',
  ...props
}: { value: string; format?: DateFormat } & Omit<ComponentProps<'time'>, 'dateTime' | 'children'>) {
  const isHydrated = useHydrated();
  return (
    <time dateTime={value} {...props}>
      {formatDate(value, format, isHydrated ? undefined : 'UTC')}
    </time>
  );
}
