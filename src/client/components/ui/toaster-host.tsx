import { Suspense, lazy, useSyncExternalStore } from 'react';
import { subscribeToasterWanted, toasterWanted } from '@/lib/toast';

const Toaster = lazy(() => import('./sonner').then((module) => ({ default: module.Toaster })));

/** Renders the toaster, and so loads sonner, once the first toast is asked for (see lib/toast.ts). */
export function ToasterHost() {
  const isWanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
