/**
 * "I'm speaking at SaaStock in Dublin next week", "I'm running the London Marathon for Cancer Research UK": what
 * the poster says they are doing, after "I'm" or "we're", is their own news, told in their own sentence. After
 * any other noun a gerund only describes it ("our bakery baking bread"), so this holds for the poster alone.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

/** "we're", "I'm": the poster and the copula in one word. */
const SPEAKER_IS = /^(?:we['’]re|i['’]m)$/;

/** True when the gerund at `verb` follows the poster's "I'm" or "we're" at `start`, with only adverbs between. */
export function isPosterDoingAt(words: Word[], start: number, verb: number): boolean {
  if (!SPEAKER_IS.test(words[start]?.lower ?? '') || !has(words[verb], 'Gerund')) return false;
  // "we're now accepting": the tagger may read "now" as a conjunction; before the verb it says when.
  return words
    .slice(start + 1, verb)
    .every((word) => (has(word, 'Adverb') || word.lower === 'now') && !word.endsPhrase);
}
