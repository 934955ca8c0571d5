/**
 * "new season, new colours - our autumn knitwear has landed": short pieces with no verb that open the request,
 * before a piece that says something of the poster's own thing, are a tagline. They are told as written, and
 * name nothing the post is about: read for a subject, "new colours" would be launched instead of the knitwear.
 */
import { pieceEnd } from './piece-sentences';
import { has, isPossessivePronoun, type TaggedText } from './tagged-words';

/** Most words in one piece of a tagline. */
const MAX_TAGLINE_WORDS = 3;

export function readTagline(tagged: TaggedText): { text: string; from: number; to: number } | null {
  const { words } = tagged;
  const start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0) return null;
  let at = start;
  while (at < words.length) {
    const end = pieceEnd(tagged, at);
    const piece = words.slice(at, end + 1);
    const isShort =
      piece.length <= MAX_TAGLINE_WORDS &&
      end < words.length - 1 &&
      piece.every(
        (word, offset) =>
          tagged.free(at + offset) &&
          !has(word, 'Verb') &&
          // "new season" names no date readers could mark; a day, a month or a time does.
          !['WeekDay', 'Month', 'Time', 'Holiday', 'Value'].some((tag) => has(word, tag)) &&
          !has(word, 'Money') &&
          !isPossessivePronoun(word),
      );
    if (!isShort) break;
    at = end + 1;
  }
  if (at === start || at >= words.length || !isPossessivePronoun(words[at])) return null;
  // The piece after it says something of the poster's own thing: it has a verb.
  const saying = words.slice(at, pieceEnd(tagged, at) + 1);
  if (!saying.some((word) => has(word, 'Verb'))) return null;
  tagged.use(start, at - 1);
  const text = tagged.text.slice(words[start]!.start, words[at - 1]!.end);
  return { text: `${text.charAt(0).toUpperCase()}${text.slice(1)}.`, from: start, to: at - 1 };
}
