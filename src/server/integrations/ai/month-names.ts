/**
 * "14-16 March", "on 3 May": a month's name that can be another word ("march", "may") loses its month's tag
 * next to a day's number; without it the date goes unread ("trunk show 14-16 March" told no date).
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
/** Months by name, in full and short. */
export const MONTHS =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/;
const DAY_NUMBER = /^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?(?:[-–](?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?)?$/;

export function readMonthNames(words: Word[]): void {
  words.forEach((word, index) => {
    if (has(word, 'Month') || !MONTHS.test(word.lower) || !/^\p{Lu}/u.test(word.text)) return;
    const before = words[index - 1];
    const isAfterDay = !!before && !before.endsPhrase && DAY_NUMBER.test(before.text);
    const isBeforeDay = !word.endsPhrase && DAY_NUMBER.test(words[index + 1]?.text ?? '');
    if (!isAfterDay && !isBeforeDay) return;
    word.tags = new Set(['Date', 'Noun', 'Month']);
    if (isAfterDay) before!.tags.add('Date');
  });
}
