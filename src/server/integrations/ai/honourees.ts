/**
 * "congratulating the winners of our photo competition, Sarah Lee and Tom Park": people honoured as a group,
 * then named after a comma, are those people. Read apart, the names became a note standing alone ("Sarah Lee
 * and Tom Park.") and "Tom Park" a place; told together they read "Congratulations to Sarah Lee and Tom Park,
 * the winners of our photo competition!".
 */
import { pieceEnd } from './piece-sentences';
import type { TaggedText, Word } from './tagged-words';

/** People a post honours as a group: "winners", "finalists", "graduates". */
const HONOURED = /^(?:winners?|finalists?|nominees?|graduates?|champions?|recipients?|runners-up|awardees?)$/;

const isNameWord = (word: Word) => /^\p{Lu}/u.test(word.text) && !word.tags.has('Date');

/**
 * The names that follow an honoured group, as written ("Sarah Lee and Tom Park"), with the words they span and
 * where the group's piece ends; null when no group is named that way. The names' words are taken, so nothing else reads
 * them as places or notes.
 */
export function readHonourees(
  tagged: TaggedText,
): { names: string; from: number; to: number; groupTo: number } | null {
  const { words } = tagged;
  for (let groupTo = 0; groupTo < words.length - 1; groupTo++) {
    const group = words[groupTo]!;
    if (!group.endsPhrase) continue;
    // "the winners of our photo competition,": the group's word may lead the piece the names follow.
    let start = groupTo;
    while (start > 0 && !words[start - 1]!.endsPhrase) start--;
    if (!words.slice(start, groupTo + 1).some((word) => HONOURED.test(word.lower))) continue;
    const gap = tagged.text.slice(group.end, words[groupTo + 1]!.start).trim();
    if (gap !== ',') continue;
    const from = groupTo + 1;
    let to = pieceEnd(tagged, from);
    // "Sarah Lee, Tom Park and Ana Cruz": a list of names runs over its own commas.
    while (
      to + 1 < words.length &&
      isNameWord(words[to + 1]!) &&
      words.slice(from, to + 1).every(isNameOrJoiner)
    )
      to = pieceEnd(tagged, to + 1);
    const listed = words.slice(from, to + 1);
    if (!isNameWord(listed[0]!) || !listed.every(isNameOrJoiner)) continue;
    if (!listed.every((_, offset) => tagged.free(from + offset))) continue;
    tagged.use(from, to);
    return { names: tagged.slice(from, to), from, to, groupTo };
  }
  return null;
}

const isNameOrJoiner = (word: Word) => isNameWord(word) || /^(?:and|&)$/.test(word.lower);
