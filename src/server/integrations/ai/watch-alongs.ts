/**
 * "watch me turn an old chair into something new", "watch us bake 200 croissants", "come with me to restock our
 * vending machine": a clip that asks readers to
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
  if (start < 0) return null;
  const verb = watchedVerbAt(tagged, start);
  if (verb < 0) return null;
  const to = pieceEnd(tagged, start);
  const headline = tagged.slice(start, to);
  tagged.use(start, to);
  // What is done to tags the post (#OldChair); the watching and the verb do not.
  return { kind: 'watch', headline, lines: linesFrom(tagged, to + 1), tags: [], from: verb + 1, to };
}

/**
 * Where the verb of the poster's doing stands after "watch me" or "come with me to" ("come with me to restock
 * our vending machine"), or -1 when the words at `start` ask readers to watch nothing.
 */
function watchedVerbAt(tagged: TaggedText, start: number): number {
  const { words } = tagged;
  const lower = (at: number) => words[at]?.lower ?? '';
  const isWatch = lower(start) === 'watch' && /^(?:me|us)$/.test(lower(start + 1));
  const along = lower(start + 1) === 'along' ? start + 1 : start;
  const isComeWith =
    lower(start) === 'come' &&
    lower(along + 1) === 'with' &&
    /^(?:me|us)$/.test(lower(along + 2)) &&
    lower(along + 3) === 'to';
  const verb = isWatch ? start + 2 : isComeWith ? along + 4 : -1;
  if (verb < 0 || !has(words[verb], 'Verb')) return -1;
  return words.slice(start, verb).some((word) => word.endsPhrase) ? -1 : verb;
}
