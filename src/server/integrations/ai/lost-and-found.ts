/**
 * "lost dog near Victoria Park, black labrador called Max, please call 07700 900123": a request that opens on
 * something lost or found asks readers for help. The post says so, tells the rest in the request's words and
 * asks to be shared; read as a product, the lost dog would be urged on readers as something to check out.
 */
import { asSentence, freePiecesFrom, pieceEnd } from './piece-sentences';
import { has, isNoun, type TaggedText } from './tagged-words';

export type LostOrFound = {
  /** What was lost or found: whether, and the opening piece as written ("lost dog near Victoria Park"). */
  isFound: boolean;
  headline: string;
  /** The kind for a tag: "lost dog". */
  tag: string;
  /** The request's other pieces, each a sentence. */
  lines: string[];
};

/** The lost or found thing the request opens on, or null. */
export function readLostOrFound(tagged: TaggedText): LostOrFound | null {
  const { words } = tagged;
  const start = words.findIndex((_, index) => tagged.free(index));
  const opener = words[start];
  if (!opener || opener.endsPhrase || !/^(?:lost|missing|found)$/.test(opener.lower)) return null;
  // "lost dog", "missing black cat", "found: a set of keys".
  // "found a set of keys": what was found may be counted.
  let head =
    opener.lower === 'found' && /^(?:a|an|some)$/.test(words[start + 1]?.lower ?? '') ? start + 2 : start + 1;
  while (has(words[head], 'Adjective') && !words[head]!.endsPhrase) head++;
  if (!isNoun(words[head]) || has(words[head], 'ProperNoun')) return null;
  while (!words[head]!.endsPhrase && isNoun(words[head + 1]) && !has(words[head + 1], 'ProperNoun')) head++;
  // "a set of keys", "a pair of glasses": the thing is what the set is of.
  if (words[head + 1]?.lower === 'of' && !words[head]!.endsPhrase && isNoun(words[head + 2])) head += 2;
  const to = pieceEnd(tagged, start);
  tagged.use(start, to);
  return {
    isFound: opener.lower === 'found',
    headline: tagged.slice(start, to),
    tag: `${opener.lower} ${words[head]!.text}`,
    lines: freePiecesFrom(tagged, to + 1).map((piece) => asSentence(tagged.slice(piece.from, piece.to), '.')),
  };
}
