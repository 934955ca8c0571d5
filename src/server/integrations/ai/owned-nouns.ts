/**
 * "our community garden open day", "our dog friendly brunch": after "our" and a singular noun, a bare verb
 * ("garden", "brunch") cannot be that noun's verb, since a singular subject takes "gardens", "brunches". The
 * tagger still reads some such words as verbs, and the phrase is cut to "our community" or "our dog". Read
 * there, the word is one more noun of the owned thing's name.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const OWNERS = /^(?:our|my|your|their)$/;
/** Words that may stand between the noun and the misread one: "dog friendly", "garden open". */
const isDescribing = (word: Word | undefined) => has(word, 'Adjective') || has(word, 'Adverb');

export function readOwnedNouns(words: Word[]): void {
  words.forEach((word, index) => {
    if (!OWNERS.test(word.lower) || word.endsPhrase) return;
    let at = index + 1;
    if (!has(words[at], 'Noun') || has(words[at], 'Plural') || has(words[at], 'Pronoun')) return;
    while (
      !words[at]!.endsPhrase &&
      (has(words[at + 1], 'Noun') || isDescribing(words[at + 1])) &&
      !has(words[at + 1], 'Verb')
    )
      at++;
    const misread = words[at + 1];
    if (words[at]!.endsPhrase || !misread || !has(misread, 'Infinitive')) return;
    // "our store hours change to…": a plural takes a bare verb, so the word after it may well be one.
    if (has(words[at], 'Plural')) return;
    if (has(misread, 'Gerund') || has(misread, 'PastTense') || has(misread, 'Modal')) return;
    // "our dog frendly brunch every Sunday": the word ends the name when a date, a determiner, a preposition
    // or the end of the piece follows; a following noun or adjective ("open day") goes on with it.
    misread.tags = new Set(['Noun', 'Singular']);
    // "dog frendly brunch": a describing word between two nouns of the name describes the second.
    for (let inside = index + 2; inside <= at; inside++) {
      if (has(words[inside], 'Adverb')) words[inside]!.tags = new Set(['Adjective']);
    }
    // "garden open day": a kind of day after it ("open day", "fun day") is the occasion the name ends in.
    const kind = words[at + 2];
    const day = words[at + 3];
    if (!misread.endsPhrase && has(kind, 'Adjective') && !kind!.endsPhrase && has(day, 'Duration')) {
      day!.tags = new Set(['Noun', 'Singular']);
    }
  });
}
