/**
 * "asking for donations of winter coats for our homeless shelter in Leeds": a post that asks for donations is an
 * appeal. It asks as the request words it and thanks givers; read for a subject, "donations" would be something
 * to "check out".
 */
import { linesFrom, pieceEnd } from './piece-sentences';
import type { OpeningShape } from './opening-shapes';
import type { TaggedText } from './tagged-words';

/** The appeal the request's content opens on, or null. */
export function readAppeal(tagged: TaggedText): OpeningShape | null {
  const { words } = tagged;
  let start = words.findIndex((_, index) => tagged.free(index));
  // "asking for donations…": the asking and its "for" lead what is asked for.
  if (/^(?:asking|appealing|calling)$/.test(words[start]?.lower ?? '') && !words[start]!.endsPhrase) start++;
  if (words[start]?.lower === 'for' && !words[start]!.endsPhrase) start++;
  if (start < 0 || !/^donations?$/.test(words[start]?.lower ?? '')) return null;
  // "donations for the food bank", "donations of winter coats": a donation alone asks for nothing named.
  if (words[start]!.endsPhrase || !/^(?:of|for|to)$/.test(words[start + 1]?.lower ?? '')) return null;
  const to = pieceEnd(tagged, start);
  return {
    kind: 'appeal',
    headline: tagged.slice(start, to),
    lines: linesFrom(tagged, to + 1),
    tags: [],
    from: -1,
    to: -1,
  };
}
