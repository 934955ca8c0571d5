/**
 * "our new vegan leather backpack in forest green", "sizes S to XL": the colours and sizes a thing comes in are
 * facts of the thing that the post tells ("Available in forest green."); read as a place or a phrase they would
 * be lost or make a tag of a size (#SizesS).
 */
import { has, wordSet, type TaggedText } from './tagged-words';

const COLOUR_WORDS = wordSet(
  `red blue green black white gold golden silver yellow orange purple pink grey gray brown navy cream beige olive
  burgundy teal lilac mustard charcoal ivory tan khaki mint coral rust sage lavender blush indigo emerald cobalt
  terracotta ochre plum maroon turquoise sand stone`,
);
/**
 * Words for several colours at once, or for the other ways one thing comes: "in three colours", "in new shades",
 * "in 3 winter scents", "in two flavours".
 */
const COLOUR_RANGES = wordSet(
  'colours colors colourways colorways shades finishes scents fragrances flavours flavors styles designs prints patterns',
);
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
    // "a library for parsing PDFs in Rust": what a doing is done in is no colour of goods.
    if (isAfterDoing(words, from)) continue;
    let to = from + 1;
    while (to < from + MAX_COLOUR_WORDS && !words[to]!.endsPhrase && to + 1 < words.length) to++;
    // "our linen shirts in sage and sand are back": the colours may end before the verb of the thing's state.
    const copula = words.findIndex(
      (word, at) => at > from + 1 && at <= from + MAX_COLOUR_WORDS && has(word, 'Copula'),
    );
    const isBeforeVerb =
      copula > 0 &&
      words.slice(from, copula).every((word) => !word.endsPhrase) &&
      isColourWord(words[copula - 1]!.lower);
    if (isBeforeVerb) to = copula - 1;
    const last = words[to]!.lower;
    const isColour = isColourWord(last);
    const isFree = words.slice(from, to + 1).every((_, offset) => tagged.free(from + offset));
    if (!isColour || !isFree || !(words[to]!.endsPhrase || to === words.length - 1 || isBeforeVerb)) continue;
    // "in sage, sand and navy": the list of colours runs on over its commas to its last.
    while (words[to]!.endsPhrase && tagged.text.slice(words[to]!.end, words[to + 1]?.start).trim() === ',') {
      let end = to + 1;
      while (end < words.length - 1 && !words[end]!.endsPhrase) end++;
      const piece = words.slice(to + 1, end + 1);
      const isColours =
        piece.length <= MAX_COLOUR_WORDS &&
        piece.every(
          (word, offset) =>
            tagged.free(to + 1 + offset) && (isColourWord(word.lower) || /^(?:and|or|&)$/.test(word.lower)),
        );
      if (!isColours) break;
      to = end;
    }
    tagged.use(from, to);
    return { text: `Available ${tagged.slice(from, to)}.`, from, to };
  }
  return null;
}

const isColourWord = (lower: string) => COLOUR_WORDS.has(lower) || COLOUR_RANGES.has(lower);

/** True when a "for" and an "-ing" verb stand earlier in the piece of the word at `at`: "for parsing PDFs". */
function isAfterDoing(words: TaggedText['words'], at: number): boolean {
  for (let index = at - 1; index > 0 && !words[index]!.endsPhrase; index--) {
    if (has(words[index], 'Gerund') && words[index - 1]!.lower === 'for') return true;
  }
  return false;
}

/** A size as shops write it: "XS", "3XL", "8", "10.5", and a ring's letter ("J"). */
const SIZE = /^(?:(?:x{0,3}s|m|x{0,4}l|\d?xl|\d{1,2}(?:\.5)?)|[A-Z])$/i;
const SIZE_WORDS = wordSet('size sizes');

/**
 * "sizes S to XL", "in sizes XS-XXL", "sizes 8 to 16": the range of sizes a thing comes in, as a note ("Available
 * in sizes S to XL."), with the words it takes; null when there is none.
 */
export function readSizeRange(tagged: TaggedText): { text: string; from: number; to: number } | null {
  const { words } = tagged;
  for (let at = 0; at < words.length - 1; at++) {
    if (!SIZE_WORDS.has(words[at]!.lower) || words[at]!.endsPhrase) continue;
    const first = words[at + 1]!;
    // "S-XL" read as one word.
    const parts = first.text.split(/[-–]/);
    if (
      parts.length === 2 &&
      parts.every((part) => SIZE.test(part)) &&
      tagged.free(at) &&
      tagged.free(at + 1)
    ) {
      const from = words[at - 1]?.lower === 'in' && !words[at - 1]!.endsPhrase ? at - 1 : at;
      tagged.use(from, at + 1);
      return { text: `Available in sizes ${parts[0]} to ${parts[1]}.`, from, to: at + 1 };
    }
    // "XS-XXL" joined by a hyphen, or "S to XL" as three words.
    const isJoined = first.hyphenated && SIZE.test(words[at + 2]?.text ?? '');
    const isSpelled =
      !first.endsPhrase &&
      /^(?:to|-)$/.test(words[at + 2]?.lower ?? '') &&
      SIZE.test(words[at + 3]?.text ?? '');
    if (!SIZE.test(first.text) || (!isJoined && !isSpelled)) continue;
    const from = words[at - 1]?.lower === 'in' && !words[at - 1]!.endsPhrase ? at - 1 : at;
    const to = isJoined ? at + 2 : at + 3;
    if (!words.slice(from, to + 1).every((_, offset) => tagged.free(from + offset))) continue;
    tagged.use(from, to);
    const range = tagged.slice(at, to);
    return { text: `Available in ${range.charAt(0).toLowerCase()}${range.slice(1)}.`, from, to };
  }
  return null;
}
