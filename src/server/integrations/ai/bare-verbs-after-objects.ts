/**
 * "how we helped a Manchester gym grow memberships", "let your dog run free": after a verb that takes a bare verb
 * and its object, the next word is what the object does. The tagger may read it as the object's last noun
 * ("gym grow"), and the phrase becomes "a Manchester gym grow memberships". A singular noun right after the
 * object's noun, before what it acts on, that can be a verb is that verb.
 */
import type { Nlp } from './compromise-loader';
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
/** The object's words: "a", "our", "small", "Manchester", "gym". */
const isObjectWord = (word: Word | undefined) =>
  has(word, 'Determiner') || has(word, 'Possessive') || has(word, 'Adjective') || has(word, 'Noun');
/**
 * What the bare verb acts on starts with one of these: "grow memberships", "find their feet", "double its
 * sales". A singular noun after it would go on with the object's name ("a Manchester gym grow").
 */
const startsItsObject = (word: Word | undefined) =>
  (has(word, 'Noun') && has(word, 'Plural') && !has(word, 'Actor')) ||
  has(word, 'Determiner') ||
  has(word, 'Possessive') ||
  has(word, 'Value');

/** "cut delivery costs": a noun that names the kind of a plural right after it starts the object too. */
const isCompoundObjectAt = (words: Word[], at: number) =>
  has(words[at], 'Noun') &&
  !has(words[at], 'ProperNoun') &&
  !words[at]!.endsPhrase &&
  has(words[at + 1], 'Plural') &&
  !has(words[at + 1], 'Actor');

/** The forms of the verbs that take a bare verb, so the tagger is asked about no other word. */
const TAKER_FORMS = new Set(
  `help helps helped helping let lets letting make makes made making have has had having see sees saw seen seeing
  watch watches watched watching hear hears heard hearing feel feels felt feeling`.split(/\s+/),
);

export function readBareVerbsAfterObjects(words: Word[], nlp: Nlp): void {
  words.forEach((taker, index) => {
    if (!has(taker, 'Verb') || taker.endsPhrase || !TAKER_FORMS.has(taker.lower)) return;
    // At least one noun of the object, then the misread verb: a word or two of the object may describe it.
    for (let at = index + 2; at <= index + 5 && at < words.length; at++) {
      const before = words[at - 1]!;
      if (before.endsPhrase || !isObjectWord(before)) return;
      const word = words[at]!;
      const isMisread =
        has(word, 'Noun') &&
        has(word, 'Singular') &&
        !has(word, 'ProperNoun') &&
        has(before, 'Noun') &&
        !has(before, 'Possessive') &&
        !word.endsPhrase &&
        (startsItsObject(words[at + 1]) || isCompoundObjectAt(words, at + 1)) &&
        nlp(`they ${word.lower}`).has('#Verb');
      if (isMisread) {
        word.tags = new Set(['Verb', 'PresentTense', 'Infinitive']);
        return;
      }
    }
  });
}
