/**
 * "the first 50 customers through the door on Saturday get a free tote bag": a reward for whoever comes first is
 * the news, said as written; read for a subject, the post praised "the door".
 */
import type { OpeningShape } from './opening-shapes';
import { linesFrom, pieceEnd } from './piece-sentences';
import type { TaggedText } from './tagged-words';

const FIRST_COMERS =
  /^(?:the\s+)?first\s+(?:\d+|ten|twenty|fifty|hundred)\s+(?:customers|people|visitors|shoppers|guests|orders|buyers|diners|kids|families)\b.*\b(?:get|gets|will get|receive|receives|will receive|win|wins|score)\b/i;

/** The reward for the first to come that the request's content opens on, or null. */
export function readFirstComers(tagged: TaggedText): OpeningShape | null {
  const { words } = tagged;
  const start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0) return null;
  const to = pieceEnd(tagged, start);
  const headline = tagged.slice(start, to);
  if (!FIRST_COMERS.test(headline)) return null;
  tagged.use(start, to);
  // The reward tags the post (#ToteBag); who comes and through which door do not.
  const verb = words.findIndex(
    (word, index) =>
      index > start && index <= to && /^(?:get|gets|receive|receives|win|wins|score)$/.test(word.lower),
  );
  return { kind: 'first-comers', headline, lines: linesFrom(tagged, to + 1), tags: [], from: verb + 1, to };
}
