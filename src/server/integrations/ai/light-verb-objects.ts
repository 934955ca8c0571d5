/**
 * "giving lessons to kids", "we take orders": after a verb that says little by itself, the noun names what is
 * done ("giving lessons" is teaching), not a thing the post is about, and alone it is no tag (#Lessons). Only
 * "give" and "take" are used this way so plainly; what is made, had or done is often the thing itself ("make
 * candles", "have puppies", "do alterations").
 */
import type { Nlp } from './compromise-loader';
import { has, isPossessivePronoun, type Word } from './tagged-words';

const LIGHT_VERBS = new Set(['give', 'take']);

/** True when the noun at `index` is the object of a light verb, with at most an article or "our" between. */
export function isLightVerbObject(nlp: Nlp, words: Word[], index: number): boolean {
  let at = index - 1;
  if (has(words[at], 'Determiner') || isPossessivePronoun(words[at])) at--;
  const verb = words[at];
  if (!verb || verb.endsPhrase || !has(verb, 'Verb') || has(verb, 'Noun')) return false;
  return LIGHT_VERBS.has(nlp(verb.lower).verbs().toInfinitive().text() || verb.lower);
}
