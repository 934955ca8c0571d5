/**
 * "our ice cream van Scoops", "our Mexican restaurant La Cantina": the tagger guesses names from patterns ("X van
 * Y" as in "Vincent van Gogh", "X restaurant" as a company's name) and can read common nouns typed in lower case
 * as a person ("cream van") or an organisation ("restaurant"), which then runs into the business's own name
 * (#MexicanRestaurantLaCantina). A request that writes a name with its capitals inside a sentence writes the
 * names it means that way, so there a word typed in lower case is no person or organisation but the common noun
 * it is written as; only a name's small word keeps its tag, between two capitalised words ("Place du Marché").
 * A request typed all in lower case gives no such sign, and its guesses stand ("a shout-out to sarah").
 */
import type { Word } from './tagged-words';

/** "du", "van", "de la": a name's small words are short; "Mexican restaurant La Cantina" holds a noun. */
const MAX_SMALL_WORD = 3;
const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const startsWithCapital = (word: Word) => /^\p{Lu}/u.test(word.text);
const isLowerCase = (word: Word) => word.text === word.lower && /\p{L}/u.test(word.text);

export function readLowerCasePersons(words: Word[]): void {
  const writesCapitals = words.some(
    (word, index) => index > 0 && !words[index - 1]!.endsPhrase && startsWithCapital(word),
  );
  if (!writesCapitals) return;
  words.forEach((word, index) => {
    if (!(has(word, 'Person') || has(word, 'Organization')) || !isLowerCase(word) || has(word, 'Pronoun'))
      return;
    // "Place du Marché", "Vincent van Gogh": a small word between two capitalised ones is inside a name.
    const before = words[index - 1];
    const after = words[index + 1];
    const isSmallWord = word.lower.length <= MAX_SMALL_WORD;
    if (isSmallWord && before && after && startsWithCapital(before) && startsWithCapital(after)) return;
    word.tags = new Set(['Noun', /s$/.test(word.lower) ? 'Plural' : 'Singular']);
  });
}
