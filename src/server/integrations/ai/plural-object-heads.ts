/**
 * "our car wash now does interior cleans while you shop": a verb's "-s" form right after the noun phrase another
 * verb takes, and before the end of the piece or a small joining word, is that phrase's plural head ("interior
 * cleans"), not a second verb: a noun phrase cannot be both a verb's object and the next verb's subject. Read as
 * a verb, the phrase loses it and its tag is the lone first noun (#Interior).
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
/** At most this many nouns and adjectives between the verb and the head: "does deep interior cleans". */
const MAX_MODIFIERS = 3;

const isModifier = (word: Word | undefined) =>
  (has(word, 'Noun') || has(word, 'Adjective')) &&
  !has(word, 'Pronoun') &&
  !has(word, 'Possessive') &&
  !has(word, 'ProperNoun');

export function readPluralObjectHeads(words: Word[]): void {
  words.forEach((word, index) => {
    const after = words[index + 1];
    const isSForm = has(word, 'PresentTense') && !has(word, 'Infinitive') && /[^s]s$/.test(word.lower);
    if (!isSForm || has(word, 'Copula') || has(word, 'Auxiliary')) return;
    if (!word.endsPhrase && !has(after, 'Preposition') && !has(after, 'Conjunction')) return;
    const noun = words[index - 1];
    if (!has(noun, 'Singular') || !isModifier(noun) || noun!.endsPhrase) return;
    let at = index - 1;
    while (at > index - 1 - MAX_MODIFIERS && isModifier(words[at]) && !words[at - 1]?.endsPhrase) at--;
    const verb = words[at];
    if (at === index - 1 || !has(verb, 'Verb') || has(verb, 'Noun') || has(verb, 'Copula')) return;
    word.tags = new Set(['Noun', 'Plural']);
  });
}
