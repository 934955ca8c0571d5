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
  // "meet the team behind our cafe": where the team works goes with it, to the end of its piece.
  let end = at + 2;
  if (!words[end]?.endsPhrase && /^(?:behind|at|of|from)$/.test(words[end + 1]?.lower ?? '')) {
    while (end + 1 < words.length && !words[end]!.endsPhrase) end++;
  }
  const isMeetTheTeam =
    words[at]?.lower === 'meet' &&
    /^(?:the|our)$/.test(words[at + 1]?.lower ?? '') &&
    /^(?:team|crew|staff|makers)$/.test(words[at + 2]?.lower ?? '') &&
    !words[at]!.endsPhrase &&
    !words[at + 1]!.endsPhrase &&
    !!words[end]?.endsPhrase;
  if (!isMeetTheTeam) return null;
  const headline = end > at + 2 ? tagged.slice(at + 1, end) : '';
  tagged.use(at, end);
  const lines: string[] = [];
  const tags = ['MeetTheTeam'];
  const gapAfter = (to: number) =>
    tagged.text.slice(words[to]!.end, words[to + 1]?.start ?? tagged.text.length).trim();
  // "from left: Anna, Tom and Priya": a piece ending in a colon heads the names after it, in one sentence.
  let listing = false;
  for (const piece of freePiecesFrom(tagged, end + 1)) {
    const text = tagged.slice(piece.from, piece.to);
    for (let index = piece.from; index <= piece.to; index++) {
      if (has(words[index], 'Person') && /^\p{Lu}/u.test(words[index]!.text)) tags.push(words[index]!.text);
    }
    if (listing && lines.length > 0) {
      const last = lines.at(-1)!.replace(/\.$/, '');
      lines[lines.length - 1] = `${last}${/:$/.test(last) ? ' ' : ', '}${text}.`;
      listing = gapAfter(piece.to) === ',';
      continue;
    }
    if (gapAfter(piece.to) === ':') {
      lines.push(`${asSentence(text, '.').replace(/\.$/, '')}:`);
      listing = true;
      continue;
    }
    // "…, our head of pastry": who the name before is.
    const isWho =
      isPossessivePronoun(words[piece.from]) &&
      has(words[piece.from - 1], 'ProperNoun') &&
      !words.slice(piece.from, piece.to + 1).some((word) => has(word, 'Verb'));
    if (isWho && lines.length > 0) {
      lines[lines.length - 1] = `${lines.at(-1)!.replace(/\.$/, '')}, ${text}.`;
      tags.push(tagged.slice(piece.from + 1, piece.to));
    } else {
      lines.push(asSentence(text, '.'));
    }
  }
  return {
    kind: 'team',
    headline,
    lines,
    tags,
    from: headline ? at + 3 : -1,
    to: headline ? end : -1,
  };
}
