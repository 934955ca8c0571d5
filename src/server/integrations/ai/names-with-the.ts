/**
 * "our bookshop The Reading Nook": a "The" written with its capital inside a sentence, right after a common noun
 * and before a capitalised name, is the first word of that name, set beside the noun that says what it is. A
 * sentence tagger reads it as an article, which starts a new phrase and leaves the business as "our bookshop"
 * with an unnamed "Reading Nook" beside it. An article inside a sentence is written "the"; only a name keeps it
 * capitalised.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

export function readNamesWithThe(words: Word[]): void {
  words.forEach((word, index) => {
    if (word.text !== 'The' || word.endsPhrase) return;
    const before = words[index - 1];
    const name = words[index + 1];
    if (!before || before.endsPhrase || !has(before, 'Noun') || has(before, 'ProperNoun')) return;
    if (!/^\p{Lu}/u.test(name?.text ?? '') || !has(name, 'ProperNoun')) return;
    word.tags = new Set(['Noun', 'ProperNoun', 'Singular']);
  });
}
