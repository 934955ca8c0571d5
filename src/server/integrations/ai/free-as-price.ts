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
    // "first class free with code NAMASTE": after a noun and before a preposition, "free" says what the noun
    // costs; the tagger may read it as a third noun of a compound ("class free").
    if (word.lower === 'free' && has(word, 'Noun') && !word.endsPhrase && has(next, 'Preposition')) {
      const before = words[index - 1];
      if (before && !before.endsPhrase && has(before, 'Noun')) word.tags = new Set(['Adjective']);
      return;
    }
    if (word.lower !== 'free' || word.endsPhrase || !has(word, 'Verb')) return;
    if (!has(next, 'Noun') || has(next, 'Pronoun') || has(next, 'Possessive')) return;
    word.tags = new Set(['Adjective']);
  });
}
