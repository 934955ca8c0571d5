/**
 * "kids under 12", "adults over 65", "children aged 5": an age after people says which of them, so it stays
 * with them; "free for kids" alone would promise more than the request does.
 */
import type { Word } from './tagged-words';

const AGE_LINKS = /^(?:under|over|aged)$/;

/** Where the people ending at `to` end once an age limit after them is counted in. */
export function withAgeLimit(words: Word[], to: number): number {
  const link = words[to + 1];
  const age = words[to + 2];
  if (words[to]!.endsPhrase || !link || !AGE_LINKS.test(link.lower) || link.endsPhrase) return to;
  return age && /^\d+(?:[-–]\d+)?$/.test(age.text) ? to + 2 : to;
}
