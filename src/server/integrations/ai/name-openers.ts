/**
 * "Club Havana is hosting a salsa night": a capitalised word that opens a piece reads to a sentence tagger as an
 * imperative ("Club!"), and the name after it as its object. An imperative takes an object and is not followed
 * by another verb; when a name and then a verb follow, the capitalised word is the first word of that name, the
 * one the verb is about.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const isCapitalised = (word: Word | undefined) => /^\p{Lu}\p{Ll}/u.test(word?.text ?? '');

export function readNameOpeners(words: Word[]): void {
  words.forEach((word, index) => {
    const previous = words[index - 1];
    const name = words[index + 1];
    const verb = words[index + 2];
    if (previous && !previous.endsPhrase) return;
    if (!isCapitalised(word) || !has(word, 'Verb') || word.endsPhrase) return;
    if (!isCapitalised(name) || !has(name, 'ProperNoun') || name!.endsPhrase || !has(verb, 'Verb')) return;
    word.tags = new Set(['Noun', 'ProperNoun', 'Singular']);
  });
}
