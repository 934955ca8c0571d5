/**
 * Nouns a sentence tagger reads as other parts of speech in the short noun phrases that name an occasion and its
 * topic ("a free workshop on pricing for freelance designers", "our roundtable on hybrid work", "HR leaders"):
 *
 * - a gerund right after "on" or "about" that follows a noun names the topic, so it is a noun when the phrase
 *   ends with it or a preposition follows ("workshop on pricing for…");
 * - a word read as an adjective right after a possessive, with no noun after it, is the noun itself ("our
 *   roundtable on…"): an owner's adjective needs a noun to describe;
 * - a bare verb that can be a noun, right after an adjective and before a preposition or the end of the piece, is
 *   that noun ("hybrid work in Amsterdam"): an adjective describes no verb;
 * - letters in capitals before a word for people are what the people do ("HR leaders"), not a unit of time.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const POSSESSIVES = new Set(['our', 'my', 'their', 'his', 'her', 'your']);

function asNoun(word: Word, plural = false) {
  for (const tag of [
    'Verb',
    'PresentTense',
    'Infinitive',
    'Imperative',
    'Gerund',
    'PhrasalVerb',
    'Adjective',
  ])
    word.tags.delete(tag);
  word.tags.add('Noun');
  word.tags.add(plural ? 'Plural' : 'Singular');
}

/** The phrase ends after `index`: a piece ends, a preposition or particle follows, or the text does. */
const endsAfter = (words: Word[], index: number) =>
  words[index]!.endsPhrase ||
  !words[index + 1] ||
  has(words[index + 1], 'Preposition') ||
  has(words[index + 1], 'Particle');

export function readTopicNouns(words: Word[], switches: string[]): void {
  words.forEach((word, index) => {
    const before = words[index - 1];
    const after = words[index + 1];
    if (!before || before.endsPhrase) return;
    const isTopicGerund =
      has(word, 'Gerund') &&
      /^(?:on|about)$/.test(before.lower) &&
      has(words[index - 2], 'Noun') &&
      !words[index - 2]!.endsPhrase &&
      endsAfter(words, index);
    const isOwnedAdjective =
      has(word, 'Adjective') &&
      POSSESSIVES.has(before.lower) &&
      !has(after, 'Noun') &&
      !has(after, 'Adjective') &&
      endsAfter(words, index);
    const isDescribedVerb =
      has(word, 'Infinitive') &&
      /Noun/.test(switches[index] ?? '') &&
      has(before, 'Adjective') &&
      endsAfter(words, index);
    if (isTopicGerund || isOwnedAdjective || isDescribedVerb) {
      asNoun(word);
      // "work in Amsterdam": with no verb before it, the particle is a preposition again.
      if (has(after, 'Particle')) after!.tags = new Set(['Preposition']);
      return;
    }
    if (/^\p{Lu}{2,4}$/u.test(word.text) && has(word, 'Date') && has(after, 'Actor') && !word.endsPhrase) {
      word.tags = new Set(['Noun', 'Singular', 'Acronym']);
    }
  });
}
