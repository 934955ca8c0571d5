/**
 * A word as the tagger reads it, and the small tests every reading asks of one: whether it carries a tag, is a
 * noun, starts with a capital, is an owner's pronoun ("our") or a word for people; and `wordSet`, the way word
 * lists are written.
 */
export type Word = {
  /** As written in the prepared text ("Berlin", "oat"). */
  text: string;
  lower: string;
  tags: Set<string>;
  start: number;
  end: number;
  /** A comma, colon, full stop, dash or bracket follows: no phrase runs past this word. */
  endsPhrase: boolean;
  /** Joined to the next word by a hyphen, as in "oat-milk". */
  hyphenated: boolean;
};

/** A word list written as one string, for lists that are long or read better as prose. */
export function wordSet(list: string): Set<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}

export const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

/** A noun that can sit in a noun phrase: not a pronoun, and not a date ("Saturday") unless it names a kind. */
export function isNoun(word: Word | undefined): boolean {
  return has(word, 'Noun') && !has(word, 'Pronoun') && !has(word, 'Date') && !isPossessivePronoun(word);
}

export const startsWithCapital = (word: Word | undefined) => /^\p{Lu}/u.test(word?.text ?? '');

/** Counts written as words, one to twelve: "for two", "three days left". */
export const COUNT_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';

/** Words that say how lately a thing happened, between a name and its verb: "just", "finally", "officially". */
export const RECENCY_WORDS = wordSet('just finally officially already');

export const POSSESSIVE_PRONOUNS = wordSet('our my your their his her its');

/** "our", "your"; but the "your" of "pick-your-own" is a part of one describing word, whose it says of no one. */
export const isPossessivePronoun = (word: Word | undefined) =>
  !!word && POSSESSIVE_PRONOUNS.has(word.lower) && !has(word, 'Hyphenated');

const EVERYONE = wordSet('everyone everybody anyone');

/** A word for people as a group: "neighbours", "Gen Z", "everyone". */
export const isPeople = (word: Word | undefined) =>
  !!word &&
  (EVERYONE.has(word.lower) || (has(word, 'Actor') && (has(word, 'Plural') || has(word, 'ProperNoun'))));
