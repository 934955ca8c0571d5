/**
 * "meet the team! this is Priya, our head of pastry": a post that opens by introducing the team says so, then
 * introduces each person as the request does. Read for a subject it would urge readers to "check out the team".
 */
import { asSentence, freePiecesFrom } from './piece-sentences';
import type { OpeningShape } from './opening-shapes';
import { has, isPossessivePronoun, type TaggedText } from './tagged-words';

/** The team introduction the request's content opens on, or null. */
export function readTeamIntroduction(tagged: TaggedText): OpeningShape | null {
  const { words } = tagged;
  const at = words.findIndex((_, index) => tagged.free(index));
  const isMeetTheTeam =
    words[at]?.lower === 'meet' &&
    /^(?:the|our)$/.test(words[at + 1]?.lower ?? '') &&
    /^(?:team|crew|staff|makers)$/.test(words[at + 2]?.lower ?? '') &&
    !words[at]!.endsPhrase &&
    !words[at + 1]!.endsPhrase &&
    words[at + 2]!.endsPhrase;
  if (!isMeetTheTeam) return null;
  tagged.use(at, at + 2);
  const lines: string[] = [];
  const tags = ['MeetTheTeam'];
  for (const piece of freePiecesFrom(tagged, at + 3)) {
    const text = tagged.slice(piece.from, piece.to);
    // "…, our head of pastry": who the name before is.
    const isWho =
      isPossessivePronoun(words[piece.from]) &&
      has(words[piece.from - 1], 'ProperNoun') &&
      !words.slice(piece.from, piece.to + 1).some((word) => has(word, 'Verb'));
    for (let index = piece.from; index <= piece.to; index++) {
      if (has(words[index], 'Person') && /^\p{Lu}/u.test(words[index]!.text)) tags.push(words[index]!.text);
    }
    if (isWho && lines.length > 0) {
      lines[lines.length - 1] = `${lines.at(-1)!.replace(/\.$/, '')}, ${text}.`;
      tags.push(tagged.slice(piece.from + 1, piece.to));
    } else {
      lines.push(asSentence(text, '.'));
    }
  }
  return { kind: 'team', headline: '', lines, tags, from: -1, to: -1 };
}
