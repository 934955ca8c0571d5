/**
 * "GRAND OPENING OF OUR KOREAN BBQ RESTAURANT", "our grand opening of the yoga studio": a request that calls its
 * launch an opening, with the noun "opening", opens a place, and the captions say so in its own words ("Grand
 * opening this Sunday in Denver.") rather than only "it launches". "opening" after a subject and a verb of being
 * ("we're opening") is a verb, and the launch is told as any other.
 */
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
