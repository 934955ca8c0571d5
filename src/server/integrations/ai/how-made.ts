/**
 * "new jewellery collection inspired by the Cornish coast", "candles made with soy wax": how a thing was made,
 * said right after it, describes it and stays with it. Read as a clause, "inspired" became news of a deed
 * ("New jewellery collection, inspired by the Cornish coast." as the post's announcement).
 */
import { has, type Phrase, type TaggedText } from './tagged-words';

/** Participles of how a thing was made. */
const DESCRIBING_PARTICIPLES = new Set(
  'inspired made designed crafted handmade hand-made created printed sourced baked brewed painted hand-painted woven knitted'.split(
    ' ',
  ),
);
const LINKS = /^(?:by|with|from|in|using)$/;

/** True when the words at `at` tell how the thing before them was made: "inspired by…". */
export const isHowMadeAt = (tagged: TaggedText, at: number) =>
  DESCRIBING_PARTICIPLES.has(tagged.words[at]?.lower ?? '') &&
  !tagged.words[at]!.endsPhrase &&
  LINKS.test(tagged.words[at + 1]?.lower ?? '') &&
  !has(tagged.words[at - 1], 'Copula');

/** What the thing ending at `to` was made by or with ("the Cornish coast"), or null when the request says none. */
export function howMadeFrom(tagged: TaggedText, to: number): Phrase | null {
  const { words } = tagged;
  if (words[to]?.endsPhrase || !isHowMadeAt(tagged, to + 1)) return null;
  const made =
    tagged.phraseFrom(to + 3) ?? (has(words[to + 3], 'Determiner') ? tagged.phraseFrom(to + 4) : undefined);
  if (!made) return null;
  for (let at = to + 1; at <= made.to; at++) if (!tagged.free(at)) return null;
  return made;
}
