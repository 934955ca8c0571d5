import type * as Sonner from 'sonner';

/**
 * Toasts, with sonner and its toaster loaded by the first toast instead of with every page: most visits show
 * none, and it is ~9 KB gzip of the dashboard's budget (docs/decisions/011). Same calls as sonner's `toast`.
 */
type ToastKind = 'success' | 'error' | 'info';
export type ToastOptions = { description?: string; id?: string | number };

/**
 * Screen readers announce changes to a live region only once it is in the accessibility tree, so the first
 * toast waits this long after the (new) toaster region has mounted.
 */
const LIVE_REGION_SETTLE_MS = 100;

let isToasterWanted = false;
const wantListeners = new Set<() => void>();
let markToasterMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = () => setTimeout(resolve, LIVE_REGION_SETTLE_MS);
});
let sonner: Promise<typeof Sonner> | undefined;

function show(kind: ToastKind, message: string, options?: ToastOptions): void {
  if (!isToasterWanted) {
    isToasterWanted = true;
    for (const listener of wantListeners) listener();
  }
  sonner ??= import('sonner');
  // Toasts keep their order: each waits for the same two promises, resolved once.
  void Promise.all([sonner, toasterMounted]).then(([{ toast }]) => toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};

/** For the toaster host: whether a toast has been asked for yet (useSyncExternalStore's pair). */
export function subscribeToasterWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}
export const toasterWanted = () => isToasterWanted;

/** Called by the toaster once it has mounted (and subscribed to sonner's toasts). */
export function toasterDidMount(): void {
  markToasterMounted();
}
