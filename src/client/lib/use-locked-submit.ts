import { useRef } from 'react';

/**
 * Wraps an async submit handler so a second submit while the first runs is ignored (double clicks, Enter
 * pressed twice), independent of when React re-renders the disabled form.
 */
export function useLockedSubmit<T>(handler: (values: T) => Promise<void>) {
  const isRunning = useRef(false);
  return async (values: T) => {
    if (isRunning.current) return;
    isRunning.current = true;
    try {
      await handler(values);
    } finally {
      isRunning.current = false;
    }
  };
}
