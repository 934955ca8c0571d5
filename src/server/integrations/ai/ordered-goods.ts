/**
 * "pre-order your Christmas stollen by 20 December", "book your Mother's Day lunch": goods readers are asked to
 * order are what the post sells, and people look for them by name (#ChristmasStollen), though the call that
 * names them is said whole as an instruction and tags nothing by itself.
 */
import { HashtagPhrases } from './hashtags';
import { nounPhrases, type TaggedText } from './tagged-words';

const ORDERING = /^(?:order|pre-?order|book|pre-?book|reserve)$/;

/** Tag phrases for the goods ordering calls name, of two words or more; `called` marks the calls' words. */
export function orderedGoodsTags(tagged: TaggedText, called: boolean[]): string[] {
  const { words } = tagged;
  const tags = new HashtagPhrases(tagged);
  for (const phrase of nounPhrases(words, tagged.text, (index) => called[index] ?? false)) {
    const verb = words[phrase.from - 1];
    if (!verb || !ORDERING.test(verb.lower) || !called[phrase.from - 1]) continue;
    const from = /^(?:your|our|my|the|a|an)$/.test(words[phrase.from]!.lower) ? phrase.from + 1 : phrase.from;
    if (phrase.to > from) tags.phrase(from, phrase.to);
  }
  return tags.all();
}
