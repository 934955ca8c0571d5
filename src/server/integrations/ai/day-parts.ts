/**
 * "Wednesday evenings", "Sunday mornings", "Friday nights": a part of the day right after a weekday says when on
 * that day, and in the plural it repeats, as "on Thursdays" does. It names a kind of thing only when a noun
 * follows it ("Friday night drinks"), which the date words before nouns already tell.
 */
import { has, isNoun, type Word } from './tagged-words';

const DAY_PARTS = /^(?:mornings?|afternoons?|evenings?|nights?|lunchtimes?)$/;

/** True when the word at `at` is a part of the day after a weekday: the "evenings" of "Wednesday evenings". */
export function isDayPart(words: Word[], at: number): boolean {
  const day = words[at - 1];
  const part = words[at];
  if (!part || !day || day.endsPhrase || !has(day, 'WeekDay') || !DAY_PARTS.test(part.lower)) return false;
  return !!part.endsPhrase || !isNoun(words[at + 1]);
}

/** "evenings" of "Wednesday evenings": a part of the day in the plural, which repeats. */
export const isRepeatedDayPart = (words: Word[], at: number) =>
  isDayPart(words, at) && /s$/.test(words[at]!.lower);
