/**
 * "a 6-week summer body programme", "our 3-day yoga retreat", "30-minute classes": a number joined by a hyphen to
 * a unit of time, before the noun it describes, says how long the thing lasts. It is no date ("Mark your
 * calendar: week summer"), so both words describe the noun.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const UNITS = /^(?:second|sec|minute|min|hour|hr|day|night|week|month|year)s?$/;
/** Parts of the day that describe the noun after them: "morning skincare routine". */
const DAY_PARTS = /^(?:morning|evening|night|afternoon|bedtime)$/;

export function readLengths(words: Word[]): void {
  words.forEach((word, index) => {
    const unit = words[index + 1];
    const isCount = has(word, 'Value') || /^\d+$/.test(word.text);
    // "6 week summer shred challenge": a unit left singular after a count says so without the hyphen.
    // Only the longer units: "30 second video" names the video's length less than its format.
    const isSingularUnit =
      !!unit &&
      /^(?:day|night|week|month|year)$/.test(unit.lower) &&
      /^\d+$/.test(word.text) &&
      !word.endsPhrase &&
      // "a 2 year old cockapoo" tells an age.
      words[index + 2]?.lower !== 'old';
    if (!isCount || !(word.hyphenated || isSingularUnit) || !unit || !UNITS.test(unit.lower)) return;
    // The noun it describes follows, with no break: "6-week summer body programme", never "for 6-week.".
    // "30-second morning skincare routine": a part of the day may describe it first.
    let next = words[index + 2];
    const isDayPart =
      !!next && DAY_PARTS.test(next.lower) && !next.endsPhrase && has(words[index + 3], 'Noun');
    if (isDayPart) next = words[index + 3];
    if (unit.endsPhrase || !next || !has(next, 'Noun') || has(next, 'Pronoun')) return;
    word.tags = new Set(['Adjective', 'Hyphenated', 'Length']);
    unit.tags = new Set(['Adjective', 'Hyphenated', 'Length']);
    if (isDayPart) words[index + 2]!.tags = new Set(['Noun', 'Singular']);
    // "a 4-day week": a week of so many working days is a way of working, no date.
    if (!isDayPart && next.lower === 'week' && unit.lower === 'day')
      next.tags = new Set(['Noun', 'Singular']);
  });
}
