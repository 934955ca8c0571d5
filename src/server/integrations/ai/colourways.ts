/**
 * "our new vegan leather backpack in forest green": the colour a thing comes in, after it, is a fact of the
 * thing that the post tells ("Available in forest green."); read as a place it would be lost.
 */
import { has, wordSet, type TaggedText } from './tagged-words';

const COLOUR_WORDS = wordSet(
  `red blue green black white gold golden silver yellow orange purple pink grey gray brown navy cream beige olive
  burgundy teal lilac mustard charcoal ivory tan khaki mint coral rust sage lavender blush indigo emerald cobalt
  terracotta ochre plum maroon turquoise`,
);
/** Words for several colours at once: "in three colours", "in new shades". */
const COLOUR_RANGES = wordSet('colours colors colourways colorways shades finishes');
const MAX_COLOUR_WORDS = 4;

/**
 * The colour piece after a noun ("backpack in forest green", "back in stock in three colours"), as a note, with
 * the words it takes; null when there is none. Read before venues, so that no colour is taken for a place.
 */
export function readColourway(tagged: TaggedText): { text: string; from: number; to: number } | null {
  const { words } = tagged;
  for (let from = 1; from < words.length - 1; from++) {
    const before = words[from - 1]!;
    if (words[from]!.lower !== 'in' || words[from]!.endsPhrase || before.endsPhrase) continue;
    if (!has(before, 'Noun') && before.lower !== 'stock') continue;
    let to = from + 1;
    while (to < from + MAX_COLOUR_WORDS && !words[to]!.endsPhrase && to + 1 < words.length) to++;
    const last = words[to]!.lower;
    const isColour = COLOUR_WORDS.has(last) || COLOUR_RANGES.has(last);
    const isFree = words.slice(from, to + 1).every((_, offset) => tagged.free(from + offset));
    if (!isColour || !isFree || !(words[to]!.endsPhrase || to === words.length - 1)) continue;
    tagged.use(from, to);
    return { text: `Available ${tagged.slice(from, to)}.`, from, to };
  }
  return null;
}
