import { useEffect, type RefObject } from 'react';

/**
 * A controlled field of a server-rendered page may be typed into before the page is hydrated: the browser keeps
 * the text, but React's state does not know it. On mount, hand what the field holds to `onChange`, so the text
 * on screen is the text the form sends.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onChange: (value: string) => void,
) {
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Once, on mount: later the field and the state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
