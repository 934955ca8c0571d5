/**
 * "a new vegan cookbook by chef Maya Ortiz", "the debut album by The Lumens": who made a work is part of how a
 * post names it, so the name stays with the work; read apart, the maker is lost from every sentence.
 */
import { has, wordSet, type TaggedText } from './tagged-words';

/** Works a creator or a publisher announces by their maker. */
const WORKS = wordSet(
  `book cookbook novel memoir album ep single record print prints series collection zine comic film documentary
  mural exhibition poem poems anthology guide course`,
);

/** Lower-case words that may say who the maker is before their name: "chef", "author", "illustrator". */
const MAKER_ROLES = wordSet(
  'chef author artist illustrator photographer poet writer designer director singer songwriter band potter baker',
);

const isCapitalisedName = (tagged: TaggedText, index: number) =>
  has(tagged.words[index], 'ProperNoun') && /^\p{Lu}/u.test(tagged.words[index]?.text ?? '');

/**
 * The index of the maker's name's last word when "by" and a capitalised name (after a role, if any) follow the
 * work whose head is at `head`; -1 when none does.
 */
export function makerEnd(tagged: TaggedText, head: number): number {
  const { words } = tagged;
  if (!WORKS.has(words[head]?.lower ?? '') || words[head]!.endsPhrase || words[head + 1]?.lower !== 'by')
    return -1;
  let at = head + 2;
  if (MAKER_ROLES.has(words[at]?.lower ?? '') && !words[at]!.endsPhrase) at++;
  if (words[at]?.lower === 'the' && !words[at]!.endsPhrase) at++;
  if (!isCapitalisedName(tagged, at) || has(words[at], 'Date')) return -1;
  while (!words[at]!.endsPhrase && isCapitalisedName(tagged, at + 1) && !has(words[at + 1], 'Date')) at++;
  return words.slice(head + 1, at).every((_, offset) => tagged.free(head + 1 + offset)) ? at : -1;
}
