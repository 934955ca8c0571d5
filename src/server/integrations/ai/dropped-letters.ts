/**
 * Words typed with a vowel left out ("famly", "saturdy"), read as the one noun or date of the tagger's lexicon
 * that the vowel makes, so that a typo in what a post is about, for whom or when does not cost its reading.
 */
import { lexiconOf, type Nlp } from './compromise-loader';
import { LEXICON_GAPS } from './lexicon-gaps';

/** Kinds of word whose typos cost a reading most: what the post is about, for whom, and when. */
const SPELLED_TAGS = new Set([
  'Singular',
  'Plural',
  'Noun',
  'WeekDay',
  'Month',
  'Date',
  'Duration',
  'Holiday',
]);
/**
 * Only a vowel is put back: a dropped vowel leaves the word readable ("famly"), while a consonant put back turns
 * real words into others ("cases" into "cashes").
 */
const VOWELS = 'aeiouy';
/** Shorter words are too often real words one letter away from others ("buns" and "burns"). */
const MIN_TYPO_LENGTH = 5;
const KEPT_LEAD_LETTERS = 3;
/** Endings the lexicon leaves off its words: "cases", "booked", "booking", "baker", "weekly". */
const REGULAR_ENDINGS = /^(.{3,}?)(?:es|s|ed|d|ing|er|ly)$/;

/**
 * "famly", "familes", "saturdy": a word typed with one vowel left out, which the tagger does not know, is read as
 * the one word of its lexicon that the missing vowel makes (after the first three letters), when that word is a
 * noun or a date. Unknown words
 * with no such match (names, "matcha") and words the tagger knows stay as typed. Returns the text as read.
 */
export function withDroppedLettersRestored(nlp: Nlp, text: string): string {
  const lexicon = lexiconOf(nlp);
  const isLexiconNoun = (candidate: string) =>
    [lexicon[candidate] ?? []].flat().some((tag) => SPELLED_TAGS.has(tag)) || LEXICON_GAPS.has(candidate);
  // "margritas": the lexicon holds nouns in the singular, so a plural is spelled when its singular is.
  // "partnrship": a noun English makes with an ending ("partnership", "membership") is spelled when the lexicon
  // knows the noun it is made from.
  const madeNoun = (candidate: string) => /^(.{4,})(?:ship|ships|ment|ments)$/.exec(candidate)?.[1];
  const isSpelledWord = (candidate: string) =>
    isLexiconNoun(candidate) ||
    (/[^s]s$/.test(candidate) && isLexiconNoun(candidate.slice(0, -1))) ||
    (!!madeNoun(candidate) && lexicon[madeNoun(candidate)!] !== undefined);
  // "our resturant's menu": a word before its possessive "'s" is read as a word alone.
  const typedWord = /(?<![\p{L}\p{N}'’-])\p{Ll}+(?=['’]s(?![\p{L}\p{N}])|(?![\p{L}\p{N}'’-]))/gu;
  return text.replace(typedWord, (typed) => {
    if (typed.length < MIN_TYPO_LENGTH || lexicon[typed] !== undefined) return typed;
    // "cases" is "case" with its plural ending, not "cashes" with a letter left out.
    const stem = REGULAR_ENDINGS.exec(typed);
    if (stem && [stem[1]!, `${stem[1]!}e`].some((base) => lexicon[base] !== undefined)) return typed;
    const matches = new Set<string>();
    // A word's first letters are the ones people get right; "beach" is no "breach" with a letter left out.
    for (let at = KEPT_LEAD_LETTERS; at <= typed.length; at++) {
      for (const letter of VOWELS) {
        const candidate = typed.slice(0, at) + letter + typed.slice(at);
        if (isSpelledWord(candidate)) matches.add(candidate);
      }
    }
    // "startng", "bookng", "hirng": the lexicon holds words without their endings, so an "-ing" typed without
    // its "i" is read as "-ing" after a word the lexicon knows ("start", "book", "hire" without its "e").
    const stemOfIng = /^(.{2,}[^i])ng$/.exec(typed)?.[1];
    const isKnown = (base: string) => lexicon[base] !== undefined;
    if (matches.size === 0 && stemOfIng && (isKnown(stemOfIng) || isKnown(`${stemOfIng}e`)))
      matches.add(`${stemOfIng}ing`);
    return matches.size === 1 ? [...matches][0]! : typed;
  });
}
