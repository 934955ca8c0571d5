/**
 * "watch me turn an old chair into something new", "watch us bake 200 croissants": a clip that asks readers to
 * watch the poster at work is that clip, said as written. Read for a subject, the chair became goods to "check
 * out".
 */
import type { OpeningShape } from './opening-shapes';
import { linesFrom, pieceEnd } from './piece-sentences';
import { has, type TaggedText } from './tagged-words';

/** The watch-along the request's content opens on, or null. */
export function readWatchAlong(tagged: TaggedText): OpeningShape | null {
  const { words } = tagged;
  const start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0 || words[start]!.lower !== 'watch' || !/^(?:me|us)$/.test(words[start + 1]?.lower ?? ''))
    return null;
  if (words[start]!.endsPhrase || words[start + 1]!.endsPhrase || !has(words[start + 2], 'Verb')) return null;
  const to = pieceEnd(tagged, start);
  const headline = tagged.slice(start, to);
  tagged.use(start, to);
  // What is done to tags the post (#OldChair); the watching and the verb do not.
  return { kind: 'watch', headline, lines: linesFrom(tagged, to + 1), tags: [], from: start + 3, to };
}
