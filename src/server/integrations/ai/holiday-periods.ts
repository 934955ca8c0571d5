/**
 * "during half term", "over the school holidays", "throughout spring break": a stretch of the year named by a
 * word for a break or a term, after a word that places something in time, is a date. The tagger knows "summer"
 * and "Easter" as dates but not "half term" or "the school holidays", which then become what the post is about
 * ("The half term, right here at our dental clinic.").
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const TIME_LINKS = /^(?:during|over|throughout)$/;
const PERIOD_HEADS =
  /^(?:term|half-term|terms|holidays?|hols|break|breaks|vacation|vacations|recess|season)$/;
/** Most words between the link and the head: "the school summer holidays". */
const MOST_WORDS = 4;

export function readHolidayPeriods(words: Word[]): void {
  words.forEach((word, index) => {
    if (!TIME_LINKS.test(word.lower) || word.endsPhrase) return;
    for (let head = index + 1; head <= index + MOST_WORDS && head < words.length; head++) {
      const part = words[head]!;
      const describes =
        has(part, 'Noun') || has(part, 'Adjective') || has(part, 'Determiner') || has(part, 'Date');
      if (!describes || has(part, 'Possessive') || has(part, 'Pronoun')) return;
      if (PERIOD_HEADS.test(part.lower) && (part.endsPhrase || !has(words[head + 1], 'Noun'))) {
        for (let at = index + 1; at <= head; at++) {
          // "the" of "over the school holidays" is part of the date as written.
          words[at]!.tags = has(words[at], 'Determiner')
            ? new Set(['Determiner', 'Date', 'Period'])
            : new Set(['Date', 'Period', 'Noun', 'Singular']);
        }
        return;
      }
      if (part.endsPhrase) return;
    }
  });
}
