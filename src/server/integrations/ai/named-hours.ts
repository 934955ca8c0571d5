/**
 * "happy hour", "story hour", "power hour": an hour named by the word before it is an occasion people come to,
 * not a length of time. The tagger reads "hour" as a date, so the phrase would end before it; after a describing
 * word or a noun that is no number, it is the occasion's noun. "an hour", "per hour" and "2 hours" keep their
 * reading.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

export function readNamedHours(words: Word[]): void {
  words.forEach((word, index) => {
    const previous = words[index - 1];
    if (word.lower !== 'hour' || !previous || previous.endsPhrase) return;
    const names =
      (has(previous, 'Adjective') || has(previous, 'Noun')) &&
      !has(previous, 'Value') &&
      !has(previous, 'Date') &&
      !has(previous, 'Determiner') &&
      !has(previous, 'Possessive');
    if (!names) return;
    word.tags = new Set(['Noun', 'Singular']);
  });
}
