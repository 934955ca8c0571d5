import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import * as UI_COPY from '@/components/copy';

export function Spinner({ className, label = UI_COPY.loading }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={cn('size-6 animate-spin text-primary', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <main className="flex min-h-svh items-center justify-center">
      <Spinner className="size-8" />
    </main>
  );
}
