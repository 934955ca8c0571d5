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

/** Verbs that praise or thank people for something they did. */
const PRAISING = /^(?:congratulat\w*|congrats|thanking|thank|thanks|praising|applauding|celebrating)$/;

/**
 * "congratulating our team on shipping version 2.0", "thanking Ana for organising the fair": a word in -ing after
 * the "on" or "for" that follows those praised is what they did, a verb; read as a noun ("shipping version") it
 * would make a thing of the deed and a tag of it (#ShippingVersion). It is tagged a "Deed", so no noun phrase
 * starts on it.
 */
export function readPraisedDeeds(words: Word[]): void {
  words.forEach((word, index) => {
    const link = words[index - 1];
    if (!/ing$/.test(word.lower) || !has(word, 'Noun') || has(word, 'ProperNoun')) return;
    if (!link || link.endsPhrase || !/^(?:on|for)$/.test(link.lower) || index < 3) return;
    let at = index - 2;
    while (at >= 0 && !words[at]!.endsPhrase && !PRAISING.test(words[at]!.lower)) at--;
    if (at < 0 || at === index - 2 || !PRAISING.test(words[at]!.lower)) return;
    word.tags = new Set(['Verb', 'PresentTense', 'Gerund', 'Deed']);
  });
}
