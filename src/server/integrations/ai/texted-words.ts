/**
 * "insta post 4 our taqueria": requests typed as texts spell a word by its sound. "4" before whose or which thing
 * ("4 our", "4 the") can only be "for", as no count stands before "our"; it is read as "for", so every rule that
 * knows "post for our …" knows this one too.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const OWNERS = /^(?:our|my|your|the|a|an|this|his|her|their)$/;

export function readTextedWords(words: Word[]): void {
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (word.text !== '4' || word.endsPhrase || !OWNERS.test(next?.lower ?? '')) return;
    // "4 the win" is a phrase of its own, as "for the win" is; it still reads "for".
    if (has(words[index - 1], 'Value')) return;
    word.lower = 'for';
    word.tags = new Set(['Preposition']);
  });
}
