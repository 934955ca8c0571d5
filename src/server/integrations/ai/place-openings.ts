/**
 * "GRAND OPENING OF OUR KOREAN BBQ RESTAURANT", "our grand opening of the yoga studio": a request that calls its
 * launch an opening, with the noun "opening", opens a place, and the captions say so in its own words ("Grand
 * opening this Sunday in Denver.") rather than only "it launches". "opening" after a subject and a verb of being
 * ("we're opening") is a verb, and the launch is told as any other.
 */
import { BUSINESS_HEADS } from './business-heads';
import { has, isPossessivePronoun, type Word } from './tagged-words';

/** Words that say which opening it is, kept before it: "grand opening", "soft opening". */
const OPENING_KINDS = new Set(['grand', 'soft', 'official', 'big']);

const isOpeningNoun = (words: Word[], index: number) => {
  const before = words[index - 1];
  return (
    !before ||
    OPENING_KINDS.has(before.lower) ||
    isPossessivePronoun(before) ||
    has(before, 'Determiner') ||
    before.endsPhrase ||
    words[index + 1]?.lower === 'of'
  );
};

/** "grand opening", "opening", or '' when the request calls nothing an opening. */
export function openingNamed(words: Word[]): string {
  const at = words.findIndex((word, index) => word.lower === 'opening' && isOpeningNoun(words, index));
  if (at < 0) return '';
  const kind = words[at - 1];
  return kind && OPENING_KINDS.has(kind.lower) ? `${kind.lower} opening` : 'opening';
}

/**
 * "our grand opening of the yoga studio": what an opening owned by "our" is "of" is ours too, so the subject is
 * "our yoga studio", not "the yoga studio". Returns the owner's word, or ''.
 */
export function ownerOfOpened(words: Word[], subjectFrom: number): string {
  if (words[subjectFrom]?.lower !== 'the' || words[subjectFrom - 1]?.lower !== 'of') return '';
  if (words[subjectFrom - 2]?.lower !== 'opening') return '';
  for (let index = subjectFrom - 3; index >= Math.max(0, subjectFrom - 5); index--) {
    const word = words[index]!;
    if (isPossessivePronoun(word)) return word.lower;
    if (!OPENING_KINDS.has(word.lower)) return '';
  }
  return '';
}

/** Places a business works from, that it opens: "our first office", "a second location". */
const PREMISES =
  /^(?:office|offices|location|locations|branch|branches|site|sites|showroom|warehouse|outlet|hq|headquarters)$/;

/** True when `head` names a place a business opens: "office", "shop", "studio". */
export const isPremisesHead = (head: string) => PREMISES.test(head) || BUSINESS_HEADS.test(head);

/**
 * "we're opening our first office in Singapore": "opening" after the poster's "we're" or "I'm", before a place of
 * theirs, is the poster's news, told as they say it; it is no aim of the post ("a post opening…").
 */
export function isOwnPlaceOpeningAt(words: Word[], index: number): boolean {
  if (words[index]?.lower !== 'opening' || words[index]!.endsPhrase) return false;
  const before = words[index - 1]?.lower ?? '';
  const isSpeaker =
    /^(?:we['’]re|i['’]m)$/.test(before) ||
    (/^(?:are|am)$/.test(before) && /^(?:we|i)$/.test(words[index - 2]?.lower ?? ''));
  if (!isSpeaker) return false;
  for (let at = index + 1; at <= index + 5 && at < words.length; at++) {
    if (isPremisesHead(words[at]!.lower) && !has(words[at + 1], 'Noun')) return true;
    if (words[at]!.endsPhrase) return false;
  }
  return false;
}
