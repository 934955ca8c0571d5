/**
 * "our paris bakery le petit four", "our surf school onda azul", "our coffee roastery bean & bloom": a request
 * typed all in lower case gives a business's name no capitals, and the tagger reads its words as more of the
 * kind ("bakery le petit"), a number ("four") or a verb, and cuts it. After an owner and a noun naming the kind
 * of business, four marks tell that a name begins, each one a name has and a kind does not: an article of
 * another language ("le", "la", "el"); two words joined by "&", the way shops are named ("bean & bloom"), which
 * then end the name; an adjective after the kind's noun, which describes no part of the kind, before the name's
 * nouns and "in" and a town or a verb ("sweet crumbs in seattle"); or two or more words the lexicon does not
 * hold, or holds as people's names ("onda azul", "nonna rosa"), every one of them, ending their piece or standing
 * before "in" and a town or a verb, so that a kind's own foreign word ("oat matcha latte") or everyday nouns the
 * lexicon lacks ("our sunset yoga class at the beach") are no name. The name runs to the end of its piece, or
 * to the preposition, verb or date after it, and is written with capitals as a name is.
 * Nouns set right before "in" and a town are read as a name as they are in a request typed in capitals (see
 * `namesBeforePlace`). Requests that write capitals inside their sentences write their names with them, and are
 * left as they are.
 */
import type { Lexicon } from './compromise-loader';
import { isUnknownWord } from './lexicon-gaps';
import { namesBeforePlace } from './shouted-names';
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const OWNERS = new Set(['our', 'my']);
const ARTICLES = new Set([
  'le',
  'la',
  'les',
  'el',
  'il',
  'lo',
  'los',
  'las',
  'der',
  'die',
  'das',
  'de',
  'du',
]);
/** Shortest word read as part of a name: "azul", "onda"; two letters are an article or an initial. */
const MIN_UNKNOWN_LENGTH = 3;
const MAX_KIND_WORDS = 4;
const MAX_NAME_WORDS = 4;

const isKindWord = (word: Word | undefined) =>
  (has(word, 'Noun') || has(word, 'Adjective')) &&
  !has(word, 'Pronoun') &&
  !has(word, 'Date') &&
  !has(word, 'Value') &&
  !has(word, 'Possessive');

/** A word a name may hold: a noun, a describing word or a number ("le petit four"), never a price or a date. */
const isNameWord = (word: Word | undefined) =>
  isKindWord(word) ||
  (has(word, 'Value') && !has(word, 'Money') && !has(word, 'Percent') && !has(word, 'Date'));

const isAmpersand = (word: Word | undefined) => word?.lower === '&';

/** "sweet crumbs in seattle", "bean & bloom is": after a name come "in" and its town, or its verb. */
function isBeforeName(words: Word[], to: number): boolean {
  const next = words[to + 1];
  return (next?.lower === 'in' && has(words[to + 2], 'Place')) || (has(next, 'Verb') && !has(next, 'Gerund'));
}

/** The last index of a name starting at `from`, or -1 when no name starts there. */
function nameEnd(words: Word[], from: number, lexicon: Lexicon): number {
  const word = words[from]!;
  if (ARTICLES.has(word.lower)) {
    let to = from;
    while (to - from < MAX_NAME_WORDS && !words[to]!.endsPhrase && isNameWord(words[to + 1])) to++;
    return to > from ? to : -1;
  }
  // "petal & stem": the word after "&" ends the name, whatever the tagger read it as ("stem" as a verb).
  const joined = words[from + 2];
  if (isAmpersand(words[from + 1]) && !word.endsPhrase && (isKindWord(joined) || has(joined, 'Infinitive'))) {
    const last = words[from + 2]!;
    const isEnd = last.endsPhrase || !isNameWord(words[from + 3]);
    return isEnd ? from + 2 : -1;
  }
  // "my bakery sweet crumbs in seattle": an adjective after the kind's noun describes no part of the kind, so it
  // opens a name, when the name stands where one does: before "in" and a town, or before its verb.
  if (has(word, 'Adjective') && !has(word, 'Noun') && has(words[from - 1], 'Noun') && !word.endsPhrase) {
    let to = from;
    while (to - from < MAX_NAME_WORDS && !words[to]!.endsPhrase && isKindWord(words[to + 1])) to++;
    return to > from && has(words[to], 'Noun') && !words[to]!.endsPhrase && isBeforeName(words, to) ? to : -1;
  }
  const isNamed = (at: number) =>
    isUnknownWord(words[at]!.lower, lexicon, MIN_UNKNOWN_LENGTH) ||
    has(words[at], 'FirstName') ||
    has(words[at], 'Person');
  if (!isNamed(from)) return -1;
  let to = from;
  while (to - from < MAX_NAME_WORDS && !words[to]!.endsPhrase && isNameWord(words[to + 1])) to++;
  // The lexicon leaves out some everyday nouns ("studio", "yoga"), so one unknown word alone is no name, nor
  // words that run on into more of the sentence ("our sunset yoga class at the beach").
  const endsPiece = words[to]!.endsPhrase || to === words.length - 1;
  if (to === from || !(endsPiece || isBeforeName(words, to))) return -1;
  for (let at = from; at <= to; at++) if (!isNamed(at)) return -1;
  return to;
}

/**
 * "our thai restaurant bangkok street": the words of the kind before a name are common nouns, though the tagger
 * guessed a company's name in them ("thai restaurant"); only the names of peoples and places keep theirs.
 */
function readKind(words: Word[], from: number, to: number, lexicon: Lexicon) {
  for (let at = from; at <= to; at++) {
    const word = words[at]!;
    const listed = [lexicon[word.lower] ?? []].flat() as string[];
    if (!has(word, 'Organization') || listed.length > 0) continue;
    word.tags = new Set(['Noun', /[^s]s$/.test(word.lower) ? 'Plural' : 'Singular']);
  }
}

/** The indexes of a business's name typed in lower case after its owner and kind; tagged as a name. */
export function lowerCaseBusinessNames(words: Word[], lexicon: Lexicon): number[] {
  // "Instagram post: our paris bakery…": a capital that opens a piece is the sentence's, not a name's.
  const writesCapitals = words.some(
    (word, index) => /\p{Lu}/u.test(word.text) && index > 0 && !words[index - 1]!.endsPhrase,
  );
  if (writesCapitals) return [];
  // "our thai restaurant bangkok street in melbourne": a name set before its town reads as it does in capitals.
  const beforePlace = new Set(namesBeforePlace(words));
  const names: number[] = [...beforePlace];
  for (const index of names) words[index]!.tags = new Set(['Noun', 'ProperNoun', 'Singular']);
  words.forEach((word, index) => {
    if (!OWNERS.has(word.lower) || word.endsPhrase) return;
    let kindNouns = 0;
    for (
      let at = index + 1;
      at < words.length && at <= index + MAX_KIND_WORDS + 1 && !words[at - 1]!.endsPhrase;
      at++
    ) {
      if (beforePlace.has(at)) {
        readKind(words, index + 1, at - 1, lexicon);
        return;
      }
      // "our ice cream parlour": a mass noun ("ice") names what a kind is made of, never the kind itself, so no
      // name follows it.
      const to = kindNouns > 0 && !has(words[at - 1], 'Uncountable') ? nameEnd(words, at, lexicon) : -1;
      if (to >= 0) {
        for (let part = at; part <= to; part++) {
          names.push(part);
          words[part]!.tags = new Set(['Noun', 'ProperNoun', 'Singular']);
        }
        readKind(words, index + 1, at - 1, lexicon);
        return;
      }
      if (!isKindWord(words[at])) return;
      if (has(words[at], 'Noun')) kindNouns++;
    }
  });
  return names;
}
