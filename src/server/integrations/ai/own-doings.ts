/**
 * "I'm speaking at SaaStock in Dublin next week", "I'm running the London Marathon for Cancer Research UK": what
 * the poster says they are doing, after "I'm" or "we're", is their own news, told in their own sentence. After
 * any other noun a gerund only describes it ("our bakery baking bread"), so this holds for the poster alone.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

/** "we're", "I'm": the poster and the copula in one word. */
const SPEAKER_IS = /^(?:we['’]re|i['’]m)$/;
/** "I'll be speaking", "we will be running": the poster, what is to come, and "be" before the gerund. */
const SPEAKER_WILL = /^(?:we['’]ll|i['’]ll)$/;
const SPEAKER = /^(?:we|i)$/;

/**
 * True when the gerund at `verb` follows the poster's "I'm" or "we're" at `start` (or "I'll be", "we will be"),
 * with only adverbs between.
 */
export function isPosterDoingAt(words: Word[], start: number, verb: number): boolean {
  const speaker = words[start]?.lower ?? '';
  if (!has(words[verb], 'Gerund')) return false;
  // "we're now accepting": the tagger may read "now" as a conjunction; before the verb it says when.
  const isBetween = (word: Word) => (has(word, 'Adverb') || word.lower === 'now') && !word.endsPhrase;
  const between = words.slice(start + 1, verb);
  if (SPEAKER_IS.test(speaker)) return between.every(isBetween);
  const helpers = SPEAKER_WILL.test(speaker) ? ['be'] : SPEAKER.test(speaker) ? ['will', 'be'] : null;
  if (!helpers) return false;
  const said = between.filter((word) => !isBetween(word)).map((word) => word.lower);
  return said.join(' ') === helpers.join(' ') && between.every((word) => !word.endsPhrase);
}
