import type { LANDING_MARKERS } from './markers';

/** The elements the landing markup marks with `data-landing="…"` (see features/landing/markers.ts). */
export function marked<T extends HTMLElement = HTMLElement>(
  marker: (typeof LANDING_MARKERS)[keyof typeof LANDING_MARKERS],
  root: ParentNode = document,
): T[] {
  return [...root.querySelectorAll<T>(`[data-landing="${marker}"]`)];
}
