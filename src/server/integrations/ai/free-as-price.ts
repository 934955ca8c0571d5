/**
 * "inviting seniors to free smartphone help sessions": after "to", a sentence tagger reads "free" as the verb
 * "to free". In a request for a post, "free" right before a noun says what something costs, so it is read as
 * the adjective; "to free trapped animals", with no noun right after it, stays a verb.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

export function readFreeAsPrice(words: Word[]): void {
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (word.lower !== 'free' || word.endsPhrase || !has(word, 'Verb')) return;
    if (!has(next, 'Noun') || has(next, 'Pronoun') || has(next, 'Possessive')) return;
    word.tags = new Set(['Adjective']);
  });
}
