/**
 * "our bakery chain Flourish opening its tenth store": a word in -ing right after a noun and right before "its",
 * "their" or "our" is a verb taking that owner's thing as its object, however the tagger read it. Inside a noun
 * phrase no possessive pronoun can follow a noun, so read as a noun ("Flourish opening") it would end the name
 * in a word that is the news.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const isPossessivePronoun = (word: Word | undefined) =>
  /^(?:our|my|your|their|his|her|its)$/.test(word?.lower ?? '');

export function readGerundsBeforeOwners(words: Word[]): void {
  words.forEach((word, index) => {
    const before = words[index - 1];
    const next = words[index + 1];
    if (!before || before.endsPhrase || word.endsPhrase || !/ing$/.test(word.lower)) return;
    if (!has(word, 'Noun') || has(word, 'ProperNoun') || !has(before, 'Noun')) return;
    if (isPossessivePronoun(before) || !isPossessivePronoun(next)) return;
    word.tags = new Set(['Verb', 'PresentTense', 'Gerund']);
  });
}
