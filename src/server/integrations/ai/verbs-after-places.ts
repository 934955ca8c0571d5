/**
 * Verbs read by where they stand after a place: a bare verb after a plural and its place ("salons in Manchester
 * attract"), an -ing word after a town's name ("our clinic in Manchester offering"); and, after a question word,
 * a listed verb before a plural and its verb read as a noun ("which age groups buy").
 */
import { lexiconOf, type Nlp } from './compromise-loader';
import { has, isNoun, startsWithCapital, type Word } from './word-tags';

/**
 * "subscription box companies in the US reduce churn", "which age groups buy": a word the lexicon lists as a
 * verb is one where only a verb fits (after a plural and its place), and a noun where only a word describing a
 * noun fits (after a question word, before a plural and that plural's verb), whatever the tagger read.
 */
export function readVerbsAfterPlaces(words: Word[], nlp: Nlp) {
  const lexicon = lexiconOf(nlp);
  words.forEach((word, index) => {
    const isListedVerb = lexicon[word.lower] === 'Infinitive';
    // "in Hyde Park": a capital goes on with the place's name.
    const isAfterPlace = !startsWithCapital(word) && isPlaceAfterPlural(words, index - 1);
    if (isListedVerb && isNoun(word) && !has(word, 'Verb') && isAfterPlace) {
      word.tags = new Set(['Verb', 'PresentTense', 'Infinitive']);
      return;
    }
    // "our dental clinic in Manchester offering free check-ups": a word in -ing after a town's name, before
    // what it takes, is what the business there does; a name goes on in capitals.
    const place = words[index - 1];
    const isDoneThere =
      /ing$/.test(word.text) &&
      isNoun(word) &&
      has(place, 'Place') &&
      !place!.endsPhrase &&
      !word.endsPhrase &&
      (has(words[index + 1], 'Adjective') || has(words[index + 1], 'Determiner') || isNoun(words[index + 1]));
    if (isDoneThere) {
      word.tags = new Set(['Verb', 'PresentTense', 'Gerund']);
      return;
    }
    const after = words[index + 1];
    const isModifierOfAsked =
      isListedVerb &&
      has(words[index - 1], 'QuestionWord') &&
      !word.endsPhrase &&
      has(after, 'Plural') &&
      !after!.endsPhrase &&
      has(words[index + 2], 'Verb');
    if (isModifierOfAsked) word.tags = new Set(['Noun', 'Singular']);
  });
}

/** True when the place ending at `at` follows a preposition after a plural noun: "salons in Manchester". */
export function isPlaceAfterPlural(words: Word[], at: number): boolean {
  let lead = at;
  while (lead >= 0 && has(words[lead], 'Place') && !words[lead]!.endsPhrase) lead--;
  // "companies in the US reduce churn": the place's "the" stands between it and the preposition.
  if (lead < at && words[lead]?.lower === 'the' && !words[lead]!.endsPhrase) lead--;
  if (lead === at || !has(words[lead], 'Preposition') || words[lead]!.endsPhrase) return false;
  return has(words[lead - 1], 'Plural') && !words[lead - 1]!.endsPhrase;
}
