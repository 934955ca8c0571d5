/**
 * "taco Tuesday", "wine Wednesday": a weekday right after a bare singular noun names a weekly occasion, the way a
 * sentence never puts a date (it says "on Tuesday", "this Tuesday", "every Tuesday"). The weekday is then a noun of
 * that name, not the date of the post. A noun that is already an occasion or a time of day ("quiz night
 * Thursday", "yoga class Monday"), or one that can be a verb ("launch Friday", "reopening Tuesday"), keeps the weekday as its date, and
 * so does a weekday written with its day's number or month ("opening Saturday 12 April").
 */
import { isEventNoun } from './occasion-nouns';
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const TIMES_OF_DAY = new Set(['night', 'morning', 'evening', 'afternoon', 'day', 'weekend']);

export function readWeekdayOccasions(words: Word[], switches: string[]): void {
  words.forEach((word, index) => {
    const noun = words[index - 1];
    if (!has(word, 'WeekDay') || !noun || noun.endsPhrase) return;
    if (!has(noun, 'Noun') || !has(noun, 'Singular') || has(noun, 'Date') || has(noun, 'Place')) return;
    if (has(noun, 'Possessive') || has(noun, 'Pronoun') || /Verb|Gerund/.test(switches[index - 1] ?? ''))
      return;
    if (has(noun, 'Verb') || isEventNoun(noun.lower) || TIMES_OF_DAY.has(noun.lower)) return;
    // "go on sale Monday", "on tap Friday": a state the thing is in from that day.
    if (words[index - 2]?.lower === 'on') return;
    // "grand opening Saturday 12 April": a weekday with its day's number or its month is a date in full.
    const after = words[index + 1];
    const isDated =
      !word.endsPhrase &&
      (has(after, 'Month') || /^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?$/.test(after?.lower ?? ''));
    if (isDated) return;
    // A common noun, not a name: "taco Tuesday" is a kind of day, not a taco called Tuesday. Like a day's name
    // it takes no article ("Taco Tuesday is back").
    word.tags = new Set(['Noun', 'Singular', 'WeeklyOccasion']);
  });
}
