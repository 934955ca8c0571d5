/**
 * "twice a week", "once a month", "three times a week", "twice weekly", "7 days a week": how many times in a period something
 * happens. The tagger keeps only the period ("week"), which alone says neither when nor how often, so the words
 * are read together as one date that repeats.
 */
import { isCalendarUnit } from './repeat-intervals';
import { has, type Word } from './tagged-words';

const COUNT_WORDS = /^(?:once|twice|thrice)$/;
const PER_WORDS = /^(?:a|an|per|each|every)$/;
const PERIOD_ADVERBS = /^(?:daily|nightly|weekly|monthly|yearly)$/;

/** Where the count of times starting at `at` ends (on the period), or -1. */
export function repeatCountEnd(words: Word[], at: number): number {
  const first = words[at];
  if (!first || first.endsPhrase) return -1;
  // "three times": a number with "times" counts as "twice" does; so do "7 days a week" and "24 hours a day".
  const counted =
    has(first, 'Cardinal') &&
    /^(?:times|days|hours|nights|mornings|evenings)$/.test(words[at + 1]?.lower ?? '')
      ? at + 1
      : -1;
  const count = COUNT_WORDS.test(first.lower) ? at : counted;
  const per = words[count + 1];
  if (count < 0 || words[count]!.endsPhrase || !per) return -1;
  if (PERIOD_ADVERBS.test(per.lower)) return count + 1;
  const unit = words[count + 2];
  const isPerUnit =
    PER_WORDS.test(per.lower) && !per.endsPhrase && isCalendarUnit(unit) && !has(unit, 'Plural');
  return isPerUnit ? count + 2 : -1;
}
