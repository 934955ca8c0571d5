/**
 * "early bird tickets for our design conference end Friday", "the offer ends at midnight", "our summer hours
 * start June 1": a word for ending, closing or starting right after a noun and right before when is that
 * noun's verb; the tagger may read it as a noun ("end") or a date ("start"), and the sentence loses its verb.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
/** Verbs that say when something stops: "tickets end", "the sale ends", "entries close". */
const ENDING_PLURAL = ['end', 'close', 'finish', 'expire'];
const ENDING_SINGULAR = ['ends', 'closes', 'finishes', 'expires'];
/** Every form of a verb of ending: news that something stops on a date. */
export const ENDING_VERBS = new Set([...ENDING_PLURAL, ...ENDING_SINGULAR]);
/** Verbs that say when something stops or starts: "hours start" as well. */
const PLURAL_FORMS = new Set([...ENDING_PLURAL, 'start', 'begin']);
const SINGULAR_FORMS = new Set([...ENDING_SINGULAR, 'starts', 'begins']);
/** When it stops: a day, a time, or "at" or "on" before one. */
const isWhen = (word: Word | undefined) =>
  has(word, 'Date') || /^(?:at|on|tonight|today|tomorrow|this|next|soon|midnight)$/.test(word?.lower ?? '');

/** True when the word at `index` is a verb of ending or starting, after its noun and before when. */
export function isSpanVerb(words: Word[], index: number): boolean {
  const word = words[index]!;
  const before = words[index - 1];
  if (word.endsPhrase) return false;
  // "our summer sale, ends midnight": opening a piece, it tells when the thing before ends.
  if ((!before || before.endsPhrase) && before && SINGULAR_FORMS.has(word.lower))
    return isWhen(words[index + 1]);
  if (!before || before.endsPhrase) return false;
  // "tickets for our conference end": the plural form may follow a phrase that describes its noun.
  const agrees = PLURAL_FORMS.has(word.lower) || (SINGULAR_FORMS.has(word.lower) && has(before, 'Singular'));
  return agrees && has(before, 'Noun') && !has(before, 'Pronoun') && isWhen(words[index + 1]);
}

export function readSpanVerbs(words: Word[]): void {
  words.forEach((word, index) => {
    if (!has(word, 'Verb') && isSpanVerb(words, index)) word.tags = new Set(['Verb', 'PresentTense']);
  });
}
