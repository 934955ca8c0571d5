/**
 * "our founder Amara Obi", "our new CTO Priya Shah": a capitalised name right after a word for a person's role is
 * that person's, though the tagger does not know the name. Marked a person, the name is welcomed, tagged apart from
 * the role (#PriyaShah, never #CTOPriyaShah) and told as "Priya Shah joins from Monzo".
 */
import { has, wordSet, type Word } from './word-tags';

/**
 * Words for a person's role that the lexicon does not mark as people ("our founder Amara Obi"), and for the
 * animals a business keeps: "our new puppy Biscuit" is welcomed as a new colleague is, never sold.
 */
const ROLE_WORDS = wordSet(
  `founder cofounder co-founder owner head barista intern ceo cto cfo coo cmo cpo cio vp puppy pup kitten cat dog
  kitty bunny rabbit pony horse parrot hamster tortoise mascot`,
);

/** A word for one person's role: one the lexicon knows as a person ("chef") or one of ours ("CTO"). */
export const isRoleWord = (word: Word | undefined) =>
  (has(word, 'Actor') || ROLE_WORDS.has(word?.lower ?? '')) && !has(word, 'Plural');

const isNameWord = (word: Word | undefined) =>
  !!word &&
  has(word, 'ProperNoun') &&
  /^\p{Lu}\p{Ll}/u.test(word.text) &&
  !['Organization', 'Place', 'Date'].some((tag) => has(word, tag));

/** Marks as a person the capitalised names that follow a role: "CTO Priya Shah". */
export function readNamesInRoles(words: Word[]): void {
  words.forEach((word, index) => {
    if (!isRoleWord(word) || word.endsPhrase || !isNameWord(words[index + 1])) return;
    let at = index + 1;
    while (isNameWord(words[at])) {
      words[at]!.tags.add('Person');
      if (words[at]!.endsPhrase) break;
      at++;
    }
  });
}
