/**
 * "packing orders for our candle shop, 200 orders today": a count of things done, standing as a piece after the
 * first, is a tally the poster is proud of, told as written ("200 orders today!"). Read by its words, the count
 * became the subject and "today" a date to mark in the calendar.
 */
import { asSentence, pieceEnd } from './piece-sentences';
import { has, isNoun, type TaggedText } from './tagged-words';

/** When a tally was reached: "today", "this week", "so far", "and counting". */
const SO_FAR = /^(?:today|yesterday|tonight|this (?:week|month|year|morning)|so far|and counting)$/;

/** The tally a piece after the first gives, as a note, or null. */
export function readTally(tagged: TaggedText): { text: string; from: number; to: number } | null {
  const { words } = tagged;
  for (let start = pieceEnd(tagged, 0) + 1; start < words.length; start = pieceEnd(tagged, start) + 1) {
    const end = pieceEnd(tagged, start);
    const count = words[start]!;
    if (!has(count, 'Value') || has(count, 'Money') || has(count, 'Percent') || has(count, 'Date')) continue;
    let head = start + 1;
    while (head < end && isNoun(words[head + 1]) && !has(words[head + 1], 'Date')) head++;
    if (!has(words[head], 'Plural') || !isNoun(words[head])) continue;
    const rest = words
      .slice(head + 1, end + 1)
      .map((word) => word.lower)
      .join(' ');
    // "7 nights", "6 scents": a count alone says what a thing holds; a tally says when it was reached.
    if (!SO_FAR.test(rest) || count.hyphenated) continue;
    if (!words.slice(start, end + 1).every((_, offset) => tagged.free(start + offset))) continue;
    tagged.use(start, end);
    return { text: asSentence(tagged.slice(start, end), '!'), from: start, to: end };
  }
  return null;
}
