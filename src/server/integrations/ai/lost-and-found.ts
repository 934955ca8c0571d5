/**
 * "lost dog near Victoria Park, black labrador called Max, please call 07700 900123": a request that opens on
 * something lost or found asks readers for help. The post says so, tells the rest in the request's words and
 * asks to be shared; read as a product, the lost dog would be urged on readers as something to check out.
 */
import { linesFrom, pieceEnd } from './piece-sentences';
import type { OpeningShape } from './opening-shapes';
import { has, isNoun, type TaggedText } from './tagged-words';

/** The lost or found thing the request opens on, or null. */
export function readLostOrFound(tagged: TaggedText): OpeningShape | null {
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
  const lines = linesFrom(tagged, to + 1);
  // "answers to Luna": a piece that says what the animal answers to is no phrase to tag (#Answers); its name is.
  for (let at = to + 1; at < words.length; at = pieceEnd(tagged, at) + 1) {
    if (words[at]!.lower === 'answers' && words[at + 1]?.lower === 'to' && !words[at]!.endsPhrase)
      tagged.use(at, at + 1);
  }
  // "lost keys on a red lanyard found outside the Co-op": lost things someone found are found, and their owner
  // is sought.
  // "lost property from our Saturday market": lost property is what was left behind and is held for its owner.
  const isFoundLater =
    words.slice(head + 1, to + 1).some((word) => word.lower === 'found') || words[head]?.lower === 'property';
  return {
    kind: opener.lower === 'found' || isFoundLater ? 'found' : 'lost',
    headline: tagged.slice(start, to),
    // "lost dog" is tagged whole (#LostDog), before the places and names the rest of the request gives.
    tags: [`${opener.lower} ${words[head]!.text}`],
    lines,
    from: -1,
    to: -1,
  };
}
