/**
 * "we're fully booked this weekend", "we're open late this Friday until 10pm", "we're out of sourdough today": the
 * poster saying what state the business is in, as a sign on its door would, tells readers whether they can come
 * or buy. That is a notice in the request's own words, like "we're closed", not a thing called "booked" or
 * "sourdough" to show off. So is the state of a place the poster owns ("our online store is down tonight").
 * "we're now open" is an opening, a launch, and stays one.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

/** Words for whether a business can take people in or sell: "open", "booked", "full", "down". */
const DOOR_STATES = new Set('open shut booked full busy down offline unavailable'.split(' '));

/** "we're", "I'm": the poster and the copula in one word. */
const SPEAKER_IS = /^(?:we['’]re|i['’]m)$/;
/** "we", "I", before a copula of their own: "we are", "I am". */
const SPEAKER = /^(?:we|i)$/;

/** True when the word at `at` is the poster's state after "we're" or "I am" and any adverbs ("fully"). */
export function isOwnStateAt(words: Word[], at: number): boolean {
  const word = words[at];
  if (!word) return false;
  const isOutOf = word.lower === 'out' && !word.endsPhrase && words[at + 1]?.lower === 'of';
  if (!DOOR_STATES.has(word.lower) && !isOutOf) return false;
  let before = at - 1;
  while (before >= 0 && has(words[before], 'Adverb') && !words[before]!.endsPhrase) {
    if (words[before]!.lower === 'now') return false;
    before--;
  }
  const lead = words[before];
  if (!lead || lead.endsPhrase) return false;
  if (SPEAKER_IS.test(lead.lower)) return true;
  const speaker = words[before - 1];
  if (!has(lead, 'Copula') || !speaker || speaker.endsPhrase) return false;
  return SPEAKER.test(speaker.lower) || isOwnedPlace(words, before - 1);
}

/** "our online store", "my studio": a thing the poster owns, ending at `last`, whose state is the poster's own. */
function isOwnedPlace(words: Word[], last: number): boolean {
  let at = last;
  while (at > 0 && has(words[at], 'Noun') && !has(words[at], 'Pronoun') && !words[at - 1]!.endsPhrase) at--;
  while (at > 0 && has(words[at], 'Adjective') && !words[at - 1]!.endsPhrase) at--;
  return at < last && /^(?:our|my)$/.test(words[at]!.lower);
}

/** "open late", "open early": a word for the hours right after "open" is part of the state. */
const HOURS_WORDS = new Set(['late', 'early']);

/**
 * The words of the poster's state at `at`, from the first adverb before it to the word that ends it: "fully
 * booked", "open late". A notice with nothing else to tag is tagged with them (#FullyBooked, #OpenLate).
 */
export function ownStateSpan(words: Word[], at: number): { from: number; to: number } {
  let from = at;
  while (from > 0 && has(words[from - 1], 'Adverb') && !words[from - 1]!.endsPhrase) from--;
  const next = words[at + 1];
  const to = !words[at]!.endsPhrase && HOURS_WORDS.has(next?.lower ?? '') ? at + 1 : at;
  return { from, to };
}
