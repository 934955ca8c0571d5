import * as React from 'react';
import { cn } from '@/lib/cn';

/** A placeholder shape while content loads; decorative, so the loading state is announced elsewhere. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-md bg-muted motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}
