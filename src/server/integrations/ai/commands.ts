/**
 * "order your Christmas cakes by December 10", "book your table for Mother's Day now": a request that opens by
 * telling readers what to do with something of theirs is itself the post's call, said as written. Read as a
 * thing to praise it would become "This is your sign to check out your Christmas cakes."
 */
import { asSentence, pieceEnd } from './piece-sentences';
import { has, type TaggedText } from './tagged-words';

/**
 * Verbs of ordering ahead: "pre-order our Valentine's bouquets now" asks readers to order the poster's own goods,
 * as "order your Christmas cakes" asks them to order theirs.
 */
const ORDERING = /^(?:order|pre-?order|book|pre-?book|reserve)$/;

/** The opening command as a sentence, or '' when the request's content opens on none. */
export function readCommand(tagged: TaggedText): string {
  const { words } = tagged;
  const at = words.findIndex((_, index) => tagged.free(index));
  const verb = words[at];
  const whose = words[at + 1]?.lower;
  const isWhose = whose === 'your' || (whose === 'our' && ORDERING.test(verb?.lower ?? ''));
  if (!verb || verb.endsPhrase || !isWhose) return '';
  if (!has(verb, 'Imperative') && !has(verb, 'Infinitive')) return '';
  if (has(verb, 'Noun') || has(verb, 'ProperNoun')) return '';
  return asSentence(tagged.slice(at, pieceEnd(tagged, at + 1)), '.');
}
