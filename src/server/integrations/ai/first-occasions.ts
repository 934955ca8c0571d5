/**
 * "it's our shop's first Christmas!", "our first birthday": the poster's first time through a holiday or a year
 * is the news, said as written with thanks to those who came along. Read for a date, the holiday became a day
 * to save ("Mark your calendar: Christmas") and the shop was praised as goods.
 */
import type { OpeningShape } from './opening-shapes';
import { asSentence, freePiecesFrom, pieceEnd } from './piece-sentences';
import type { TaggedText } from './tagged-words';
import { asThanks } from './thank-yous';

/** Occasions a poster can have a first of. */
const OCCASIONS =
  'christmas|easter|halloween|diwali|eid|hanukkah|ramadan|thanksgiving|birthday|anniversary|summer|winter|spring|autumn|year|season';

/** "it's our shop's first Christmas in the new place", "celebrating my very first birthday". */
const FIRST_OCCASION = new RegExp(
  `^(?:it['’]s\\s+|it\\s+is\\s+|celebrating\\s+)?((?:our|my)\\s+(?:[\\p{L}-]+['’]s\\s+)?(?:very\\s+)?first\\s+(?:ever\\s+)?(${OCCASIONS})\\b(?:\\s+(?:in|at|as|together|with)\\b.*)?)$`,
  'iu',
);

/** The first occasion the request's content opens on, or null. */
export function readFirstOccasion(tagged: TaggedText): OpeningShape | null {
  const { words } = tagged;
  const start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0) return null;
  const to = pieceEnd(tagged, start);
  const match = FIRST_OCCASION.exec(tagged.slice(start, to));
  if (!match) return null;
  tagged.use(start, to);
  const occasion = match[2]!;
  const lines = freePiecesFrom(tagged, to + 1).map((piece) =>
    asThanks(asSentence(tagged.slice(piece.from, piece.to), '.')),
  );
  return {
    kind: 'first-occasion',
    headline: match[1]!,
    lines,
    // "#FirstChristmas" is how people tag a first.
    tags: [`First${occasion.charAt(0).toUpperCase()}${occasion.slice(1).toLowerCase()}`],
    from: -1,
    to: -1,
  };
}
