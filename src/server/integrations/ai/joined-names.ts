/**
 * "I've joined Monzo as a product designer", "we joined Shopify's partner programme": a business or a group the
 * poster joins by its name is someone else's, never the poster's own thing ("my Monzo"). The news is the
 * poster's move, told in the request's own sentence; it names no thing to show off or launch.
 */
import { has, type Phrase, type Word } from './tagged-words';

/** Verbs by which one comes to belong to a business or a group: "join", "joined". */
const JOINING = new Set('join joins joined joining'.split(' '));

/** True when the verb at `verb` joins a name (`object`, every word a proper noun) and the poster is the agent. */
export function isNameJoinedByPoster(words: Word[], verb: number, object: Phrase | null, hasAgent: boolean) {
  if (hasAgent || !object || !JOINING.has(words[verb]?.lower ?? '')) return false;
  return words.slice(object.from, object.to + 1).every((word) => has(word, 'ProperNoun'));
}
