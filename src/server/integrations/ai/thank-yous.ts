/**
 * "Instagram post thanking the 120 volunteers who made our beach clean-up a success", "a post to thank our
 * customers for 10 years of support": a post whose aim is to thank people is about them. It tells what they did
 * to them ("You made our beach clean-up a success last Sunday.") or what they are thanked for ("Thank you for 10
 * years of support."), and thanks them; it is no launch or event of theirs. Only thanks that open the request
 * count: "raised £50,000, thank you to all 400 donors" is news that ends on thanks.
 */
import {
  has,
  isNoun,
  isPeople,
  isPossessivePronoun,
  wordSet,
  type TaggedText,
  type Word,
} from './tagged-words';

const THANKING = new Set(['thanking', 'thank']);
/** Thanks in the words of other languages creators mix in: "gracias to everyone who came". */
const THANKS_WORDS = wordSet(
  'thanks gracias merci danke grazie obrigado obrigada dziekuje dziękuję tack takk',
);
const EVERYONE = new Set(['everyone', 'everybody', 'all']);
/** Words that make thanks warmer without changing whom they go to: "huge thanks to", "a big thank you to". */
const WARMTH = wordSet('a huge big massive special heartfelt warm sincere quick little enormous');
/** What a post of thanks is, between "thank you" and the people it thanks: "a thank you post for everyone". */
const THANKS_MEDIA = wordSet('post message note video caption reel shoutout shout-out card');

export type ThankYou = {
  /** The words that give the thanks, warmth included: "huge thanks to", "a thank you post for". */
  thanksFrom: number;
  /** The people thanked, as the request names them: "the 120 volunteers". */
  from: number;
  to: number;
  /** What they did or are thanked for, after "who" or "for"; -1 when the request gives none. */
  deedFrom: number;
  deedTo: number;
  isFor: boolean;
};

const isPeopleHead = (word: Word | undefined) =>
  !!word && (isPeople(word) || has(word, 'Actor') || EVERYONE.has(word.lower) || has(word, 'Plural'));

/** The thanks the request opens on, with `isFramed(at)` true for the words that only ask for the post. */
export function readThankYou(words: Word[], isFramed: (at: number) => boolean): ThankYou | null {
  const at = words.findIndex(
    (word, index) =>
      THANKING.has(word.lower) || (THANKS_WORDS.has(word.lower) && words[index + 1]?.lower === 'to'),
  );
  if (at < 0 || words[at]!.endsPhrase) return null;
  const opens = words
    .slice(0, at)
    .every((word, index) => isFramed(index) || word.lower === 'to' || WARMTH.has(word.lower));
  if (!opens) return null;
  let from = at + 1;
  const next = (offset: number) => words[from + offset]?.lower ?? '';
  // "huge thanks to everyone"
  if (THANKS_WORDS.has(words[at]!.lower)) from++;
  // "a thank you post for everyone who…"
  else if (next(0) === 'you' && THANKS_MEDIA.has(next(1))) from += /^(?:to|for)$/.test(next(2)) ? 3 : 2;
  // "thank you to our volunteers"
  else if (next(0) === 'you' && next(1) === 'to') from += 2;
  let to = -1;
  for (let index = from; index < words.length; index++) {
    const word = words[index]!;
    const leads =
      has(word, 'Determiner') || isPossessivePronoun(word) || has(word, 'Value') || has(word, 'Adjective');
    // "huge thanks to @greenleafcoffee for the collab": a handle is someone; so is a name thanked "for" something
    // ("thanks to Greenleaf Coffee for…"), where "thanks to Google Ads, sales doubled" only gives the cause.
    const isThankedName =
      /^@\w/.test(word.text) ||
      (has(word, 'ProperNoun') &&
        /^\p{Lu}/u.test(word.text) &&
        words[index + 1]?.lower === 'for' &&
        !word.endsPhrase);
    if (isPeopleHead(word) || isThankedName) to = index;
    else if (!leads && !has(word, 'Noun')) break;
    if (word.endsPhrase) break;
  }
  if (to < 0) return null;
  const link = words[to + 1]?.lower ?? '';
  const hasDeed = !words[to]!.endsPhrase && /^(?:who|that|for)$/.test(link) && to + 2 < words.length;
  let deedTo = to + 1;
  while (hasDeed && deedTo < words.length - 1 && !words[deedTo]!.endsPhrase) deedTo++;
  let thanksFrom = at;
  while (thanksFrom > 0 && WARMTH.has(words[thanksFrom - 1]!.lower)) thanksFrom--;
  return {
    thanksFrom,
    from,
    to,
    deedFrom: hasDeed ? to + 2 : -1,
    deedTo: hasDeed ? deedTo : -1,
    isFor: link === 'for',
  };
}

/**
 * "thank our clients", "thank you listeners": thanks the request asks the post to give are said to the people,
 * as a sentence does: "Thank you to our clients.", "Thank you, listeners." Thanks that already read as a
 * sentence ("Thank you for 10 years.", "Thank you all!") stay as they are.
 */
export function asThanks(sentence: string): string {
  const asked = /^Thank (?!you\b)(\S.*)$/i.exec(sentence);
  if (asked) return `Thank you to ${asked[1]}`;
  const spoken = /^Thank you (?!(?:to|for|so|all|very|again|both|guys)\b)(\p{L}.*)$/iu.exec(sentence);
  return spoken ? `Thank you, ${spoken[1]}` : sentence;
}

/** Verbs by which people came to something: "came to", "joined us for", "stopped by". */
const VISITING_VERBS = new Set(
  'came attended visited joined stopped popped dropped showed turned'.split(' '),
);
/** Words between a verb of visiting and what was visited: "came along to", "joined us for". */
const VISITING_LINKS = wordSet('along out down by over up us to at for in');

/**
 * "everyone who came to our pottery workshop last night": telling people they came says what they know; the
 * post says it was good to see them there. The occasion and its date, as written, or '' when the deed is no visit
 * ("who came out to support us" names what they did, not where they were).
 */
export function visitedOccasion(tagged: TaggedText, thankYou: ThankYou): string {
  const { words } = tagged;
  if (!VISITING_VERBS.has(words[thankYou.deedFrom]!.lower)) return '';
  let at = thankYou.deedFrom + 1;
  while (at <= thankYou.deedTo && VISITING_LINKS.has(words[at]!.lower)) at++;
  const first = words[at];
  if (at === thankYou.deedFrom + 1 || at > thankYou.deedTo || has(first, 'Verb')) return '';
  if (!has(first, 'Determiner') && !isPossessivePronoun(first) && !isNoun(first)) return '';
  return tagged.slice(at, thankYou.deedTo);
}
