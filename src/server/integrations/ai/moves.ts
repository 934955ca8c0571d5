/**
 * "reminder that our clinic is now at 22 Queen Street", "our clinic has moved to 22 Queen Street": a business at a
 * new address tells the move in its own sentence, address and all. Read word by word, the address became where
 * to find a clinic praised for nothing ("Here's why our clinic deserves your attention.") and the move lost its
 * place ("our clinic has moved to.").
 */
import type { RequestReading } from './request-reading-types';
import { capitalise } from './request-facts';

// Case matters: the street and town are capitalised ("22 Queen Street"); "50 percent" is no address.
const MOVED =
  /\b((?:[Oo]ur|[Mm]y|[Tt]he) [^,.:;!?]{1,40}?) ((?:is|are) now at|(?:has|have) (?:now )?moved to|(?:is|are) moving to|moves to|moved to) (\d{1,4}[a-z]? \p{Lu}[^,.!?]*(?:, \p{Lu}[^,.!?]*)?)/u;

/** A notice whose sentence tells the move: "Our clinic has moved to…", "We are now at…". */
export const isMoveStatement = (statement: string) => /\b(?:moved to|now at)\b/i.test(statement);

/** The reading told as a notice of the move; null when the request tells none. */
export function asMove(reading: RequestReading, description: string): RequestReading | null {
  const match = MOVED.exec(description);
  if (!match) return null;
  const [, who, moved, address] = match;
  return {
    ...reading,
    kind: 'notice',
    statement: `${capitalise(who!)} ${moved!.toLowerCase()} ${address!.trim()}.`,
    venue: '',
    place: '',
    isNew: false,
    isOccasion: false,
  };
}
