/**
 * "new autumn scents pumpkin spice and cedarwood", "our new spring collection lavender, lemon grass and sea
 * salt": a range announced as new, then a list written straight after its noun, names the range and then its
 * members, as if a colon stood between them. Read as one phrase, the range swallows its first member ("our new
 * spring collection lavender", #AutumnScentsPumpkinSpice). The range's noun is a plural that names no people
 * ("scents", "flavours") or a word for a set of things ("collection", "range"), and the members run to a comma or
 * an "and" within a few words, each a noun or a word describing one: the range's noun ends the phrase there.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
/** Words for a set of things, which name members after them as a plural does. */
const SETS = new Set(['collection', 'range', 'line', 'lineup', 'selection', 'series', 'menu']);
const AGE_WORDS = new Set(['new', 'latest', 'newest']);
/** Words the first member may take before its list goes on: "pumpkin spice", "salted caramel macarons". */
const MAX_MEMBER_WORDS = 3;

/** A noun, or a word describing the noun after it ("sea salt", "salted caramel"). */
const isMemberWord = (words: Word[], at: number) => {
  const word = words[at];
  const describes = has(word, 'PastTense') && !word!.endsPhrase && has(words[at + 1], 'Noun');
  return (
    (has(word, 'Noun') || has(word, 'Adjective') || describes) &&
    !has(word, 'Pronoun') &&
    !has(word, 'Date') &&
    !has(word, 'Value') &&
    !has(word, 'Possessive')
  );
};

const isRange = (word: Word) =>
  has(word, 'Noun') &&
  ((has(word, 'Plural') && /[^s]s$/.test(word.lower) && !has(word, 'Actor') && !has(word, 'ProperNoun')) ||
    SETS.has(word.lower));

/** "new autumn scents": the range's phrase opens with a word saying it is new, after at most two modifiers. */
function isAnnouncedNew(words: Word[], index: number): boolean {
  for (let at = index - 1; at >= Math.max(0, index - 3); at--) {
    const word = words[at]!;
    if (word.endsPhrase) return false;
    if (AGE_WORDS.has(word.lower)) return true;
    if (!has(word, 'Noun') && !has(word, 'Adjective') && !has(word, 'Date')) return false;
  }
  return false;
}

/**
 * The members listed after `index`: runs of member words parted by commas and "and", as far as the list goes.
 * Empty when the words there make no list of two or more.
 */
function membersAfter(words: Word[], text: string, index: number): number[][] {
  const members: number[][] = [[]];
  for (let at = index + 1; at < words.length; at++) {
    const word = words[at]!;
    const member = members.at(-1)!;
    if (/^(?:and|&)$/.test(word.lower) && member.length > 0 && !word.endsPhrase) {
      members.push([]);
      continue;
    }
    if (!isMemberWord(words, at) || member.length === MAX_MEMBER_WORDS) return [];
    member.push(at);
    const isComma = /^\s*,/.test(text.slice(word.end));
    if (word.endsPhrase && !(isComma && isMemberWord(words, at + 1))) break;
    if (isComma) members.push([]);
    else if (!isMemberWord(words, at + 1) && !/^(?:and|&)$/.test(words[at + 1]?.lower ?? '')) break;
  }
  return members.length >= 2 && members.every((member) => member.length > 0) ? members : [];
}

/**
 * "drinks menu and snacks" is a menu and snacks: a member named in the plural is a range of its own, so the
 * words before it make no list of members; only the last may be, when three or more are listed ("pistachio,
 * raspberry and salted caramel macarons").
 */
function isListOfMembers(words: Word[], members: number[][]): boolean {
  const isPluralMember = (member: number[]) => has(words[member.at(-1)!], 'Plural');
  return (
    members.length >= 2 &&
    !members.slice(0, -1).some(isPluralMember) &&
    (members.length >= 3 || !isPluralMember(members.at(-1)!))
  );
}

export function readListedMembers(words: Word[], text: string): void {
  words.forEach((word, index) => {
    if (word.endsPhrase || !isRange(word) || !isAnnouncedNew(words, index)) return;
    const after = words[index + 1];
    if (!isMemberWord(words, index + 1) || has(after, 'Adjective')) return;
    if (!isListOfMembers(words, membersAfter(words, text, index))) return;
    word.endsPhrase = true;
  });
}
