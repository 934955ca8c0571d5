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
  'chef author artist illustrator photographer poet writer designer director singer songwriter band potter baker painter sculptor ceramicist maker',
);

/** How a work was made, before its maker: "painted by", "written by". */
const MAKING = wordSet(
  'painted written made designed created illustrated photographed curated produced crafted',
);

const isCapitalisedName = (tagged: TaggedText, index: number) =>
  has(tagged.words[index], 'ProperNoun') && /^\p{Lu}/u.test(tagged.words[index]?.text ?? '');

/**
 * The index of the maker's name's last word when "by" and a capitalised name (after a role, if any) follow the
 * work whose head is at `head`; -1 when none does.
 */
export function makerEnd(tagged: TaggedText, head: number): number {
  const { words } = tagged;
  if (!WORKS.has(words[head]?.lower ?? '') || words[head]!.endsPhrase) return -1;
  // "the new mural on our café wall painted by…": where the work is, and the making, may stand before "by".
  let by = head + 1;
  if (/^(?:on|in|at)$/.test(words[by]?.lower ?? '')) {
    let end = by + 1;
    while (
      end < by + 5 &&
      end < words.length &&
      !words[end]!.endsPhrase &&
      !MAKING.has(words[end + 1]?.lower ?? '')
    )
      end++;
    if (MAKING.has(words[end + 1]?.lower ?? '') && !words[end]!.endsPhrase) by = end + 1;
  }
  if (MAKING.has(words[by]?.lower ?? '') && !words[by]!.endsPhrase) by++;
  if (words[by]?.lower !== 'by' || words[by - 1]!.endsPhrase) return -1;
  let at = by + 1;
  if (/^(?:local|young|talented|award-winning)$/.test(words[at]?.lower ?? '') && !words[at]!.endsPhrase) at++;
  if (MAKER_ROLES.has(words[at]?.lower ?? '') && !words[at]!.endsPhrase) at++;
  if (words[at]?.lower === 'the' && !words[at]!.endsPhrase) at++;
  if (!isCapitalisedName(tagged, at) || has(words[at], 'Date')) return -1;
  while (!words[at]!.endsPhrase && isCapitalisedName(tagged, at + 1) && !has(words[at + 1], 'Date')) at++;
  return words.slice(head + 1, at).every((_, offset) => tagged.free(head + 1 + offset)) ? at : -1;
}
