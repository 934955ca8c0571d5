/**
 * "every first Sunday of the month", "on the last Friday of every month", "the second Tuesday of each month": a
 * day counted within the month comes back every month. The tagger reads the weekday and "month" as two dates
 * ("Sunday, month"), so the words are read together as one date and told as the request writes them.
 */
import { has, type Word } from './tagged-words';

/** "first", "2nd", "last": the count of a day within its month. */
const isDayCount = (word: Word | undefined) => has(word, 'Ordinal') || word?.lower === 'last';

/**
 * Where the day of the month starting at `at` ends (on "month"), or -1. It may open with "every", "each" or "on"
 * and "the"; "first Thursday of the month" is one too. A day ("Sunday"), "day" or "weekend" is counted.
 */
export function ordinalWeekdayEnd(words: Word[], at: number): number {
  let index = at;
  if (/^(?:every|each|on)$/.test(words[index]?.lower ?? '')) index++;
  if (words[index]?.lower === 'the') index++;
  const day = words[index + 1];
  const isDay = has(day, 'WeekDay') || /^(?:day|weekend)$/.test(day?.lower ?? '');
  if (!isDayCount(words[index]) || !isDay) return -1;
  const month = index + 4;
  const isOfMonth =
    words[index + 2]?.lower === 'of' &&
    /^(?:the|every|each)$/.test(words[index + 3]?.lower ?? '') &&
    words[month]?.lower === 'month';
  if (!isOfMonth || words.slice(at, month).some((word) => word.endsPhrase)) return -1;
  return month;
}

/**
 * What a day of the month needs before it to follow a verb: "the second Tuesday of each month" is said "on the
 * second Tuesday…", and "first Thursday of the month" "on the first Thursday…"; "every first Sunday" needs nothing.
 */
export function ordinalWeekdayLead(words: Word[], at: number): string {
  if (words[at]?.lower === 'the') return 'on ';
  return isDayCount(words[at]) ? 'on the ' : '';
}
