/**
 * "a 6-week summer body programme", "our 3-day yoga retreat", "30-minute classes": a number joined by a hyphen to
 * a unit of time, before the noun it describes, says how long the thing lasts. It is no date ("Mark your
 * calendar: week summer"), so both words describe the noun.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const UNITS = /^(?:minute|min|hour|hr|day|night|week|month|year)s?$/;

export function readLengths(words: Word[]): void {
  words.forEach((word, index) => {
    const unit = words[index + 1];
    if (!has(word, 'Value') || !word.hyphenated || !unit || !UNITS.test(unit.lower)) return;
    // The noun it describes follows, with no break: "6-week summer body programme", never "for 6-week.".
    const next = words[index + 2];
    if (unit.endsPhrase || !next || !has(next, 'Noun') || has(next, 'Pronoun')) return;
    word.tags = new Set(['Adjective', 'Hyphenated', 'Length']);
    unit.tags = new Set(['Adjective', 'Hyphenated', 'Length']);
  });
}
