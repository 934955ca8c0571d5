/**
 * "day 1 of building a tiny house in our garden", "part 3 of our shop makeover": one part of a series is said as
 * written and asks readers to follow along; read for a subject it would be "the building".
 */
import type { OpeningShape } from './opening-shapes';
import { linesFrom, pieceEnd } from './piece-sentences';
import type { TaggedText } from './tagged-words';

const PART = /^(?:day|week|month|part|episode|ep|chapter)$/;

/** The series part the request's content opens on, or null. */
export function readSeriesPart(tagged: TaggedText): OpeningShape | null {
  const { words } = tagged;
  const start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0 || !PART.test(words[start]!.lower)) return null;
  const isNumbered = /^\d+$/.test(words[start + 1]?.text ?? '') && words[start + 2]?.lower === 'of';
  if (!isNumbered || words.slice(start, start + 3).some((word) => word.endsPhrase)) return null;
  const to = pieceEnd(tagged, start);
  return {
    kind: 'series',
    headline: tagged.slice(start, to),
    lines: linesFrom(tagged, to + 1),
    tags: [],
    from: start + 3,
    to,
  };
}
