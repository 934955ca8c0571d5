/**
 * "afternoon tea for two", "dinner for 4 people", "a table for six": a count after "for", right after what is
 * sold, says how many it serves. It is part of the thing (its price is for all of them), never an audience.
 */
import { has, type TaggedText } from './tagged-words';
import { COUNT_WORDS } from './word-tags';

const SERVED = /^(?:people|persons|guests|adults)$/;
/** How many a thing serves: two to twelve, in figures or words. */
const SERVING = new RegExp(`^(?:[2-9]|1[0-2]|${COUNT_WORDS})$`, 'i');

/** Where "for two" after the phrase ending at `to` ends, or -1 when none follows. */
export function servingCountEnd(tagged: TaggedText, to: number): number {
  const { words } = tagged;
  const count = words[to + 2];
  if (words[to]?.endsPhrase || words[to + 1]?.lower !== 'for' || words[to + 1]!.endsPhrase) return -1;
  if (!count || !has(count, 'Cardinal') || has(count, 'Money') || has(count, 'Percent')) return -1;
  if (!SERVING.test(count.text)) return -1;
  const end = !count.endsPhrase && SERVED.test(words[to + 3]?.lower ?? '') ? to + 3 : to + 2;
  // "for 2 hours", "for 6 weeks": a count of anything else is how long, said elsewhere.
  if (end === to + 2 && !count.endsPhrase && has(words[to + 3], 'Noun')) return -1;
  for (let at = to + 1; at <= end; at++) if (!tagged.free(at)) return -1;
  return end;
}
