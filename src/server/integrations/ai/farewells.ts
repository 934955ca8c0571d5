/**
 * "Mr. Tom Reyes retires after 30 years", "our CFO Anna Berg is retiring this Friday", "our CEO steps down": a
 * person leaving their work for good is news told as a tribute. The post thanks them and wishes them well; the
 * lines of a milestone ("This is only the beginning.", "We could not have done it without our team") would
 * read as if the team were glad to see them go. After "is" the tagger reads "retiring" as an adjective; it is
 * still the verb the news tells.
 */
import { has, type Word } from './tagged-words';

const RETIRING = new Set('retire retires retired retiring'.split(' '));
const STEPPING = new Set('step steps stepped stepping'.split(' '));
const LEAVING = new Set(['leaving', 'leaves']);

/**
 * True when the word at `at` tells a farewell: a form of "retire", of "step" followed by "down", or "leaving"
 * said of a person.
 */
export function isFarewellAt(words: Word[], at: number): boolean {
  const word = words[at];
  if (!word) return false;
  if (RETIRING.has(word.lower)) return true;
  // "Sarah Kim is leaving to start her own studio": a person leaving, said of them by name or after "is".
  const before = words[at - 1];
  const isSaidOfPerson = has(before, 'Person') || (has(before, 'Copula') && has(words[at - 2], 'Person'));
  if (LEAVING.has(word.lower) && isSaidOfPerson && !before!.endsPhrase) return true;
  return STEPPING.has(word.lower) && !word.endsPhrase && words[at + 1]?.lower === 'down';
}
