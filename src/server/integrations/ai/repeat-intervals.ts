/**
 * "every other Saturday", "every two weeks", "every 3rd Thursday": a step between "every" and a day or a period
 * says how often it comes back. The tagger drops the step or the period ("every two", "on Sunday"), so the words
 * are read together as one date that repeats.
 */
import { has, type Word } from './tagged-words';

/**
 * A day or a stretch of time a repeat counts in: "Saturday", "week", "months". "fortnight" is one the tagger does
 * not read as a stretch of time, though it is as much one as "week".
 */
export const isCalendarUnit = (word: Word | undefined) =>
  has(word, 'WeekDay') || has(word, 'Duration') || /^fortnights?$/.test(word?.lower ?? '');

/** Where "every other Saturday" starting at `at` ends (on the day or the period), or -1. */
export function repeatIntervalEnd(words: Word[], at: number): number {
  const step = words[at + 1];
  if (words[at]?.lower !== 'every' || words[at]!.endsPhrase || !step) return -1;
  // "every fortnight": a period the tagger reads as no date repeats without a step, as "every week" does.
  if (isCalendarUnit(step) && !has(step, 'Date')) return at + 1;
  if (step.endsPhrase) return -1;
  const isStep =
    step.lower === 'other' ||
    has(step, 'Ordinal') ||
    (has(step, 'Cardinal') && !has(step, 'Money') && !has(step, 'Percent'));
  return isStep && isCalendarUnit(words[at + 2]) ? at + 2 : -1;
}
