import { Loader2 } from 'lucide-react';

/** A spinner with its words visible, announced once as a status. */
export function LoadingLine({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      {children}
    </p>
  );
}
