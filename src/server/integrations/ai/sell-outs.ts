/**
 * "sold out! thank you for the support, restock of the lavender candles coming next week": a request that opens
 * on selling out is that news. The post says it, then tells the rest of the request piece by piece in its own
 * words; read as a product it would be urged on readers who can no longer buy it.
 */
import { asSentence, freePiecesFrom } from './piece-sentences';
import { asThanks } from './thank-yous';
import type { OpeningShape } from './opening-shapes';
import type { TaggedText } from './tagged-words';

/** Words that may stand before "sold out" in the opening piece: "we're", "all", "completely". */
const BEFORE_SOLD_OUT = /^(?:we're|we|are|we've|have|all|totally|completely|officially|now)$/;
/** Goods arriving, told without a verb: "restock … coming next week", "new batch landing Friday". */
const ARRIVING = /^(?:coming|arriving|landing|dropping|due)$/;
/** Arrivals counted one at a time, which take "a": "A restock of…", "A new batch…". */
const COUNTED_ARRIVALS = /^(?:restock|batch|drop|delivery|shipment)$/;

/** The opening "sold out" and the lines after it, each a sentence; null when the request does not open on one. */
export function readSellOut(tagged: TaggedText): OpeningShape | null {
  const { words } = tagged;
  const start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0) return null;
  let at = start;
  while (BEFORE_SOLD_OUT.test(words[at]?.lower ?? '') && !words[at]!.endsPhrase) at++;
  // "our pumpkin spice cookies sold out in 2 hours": goods named before selling out are the headline, as written.
  const named = at === start ? tagged.phraseFrom(start) : undefined;
  if (named && !words[named.to]!.endsPhrase && words[named.to + 1]?.lower === 'sold') {
    const out = named.to + 2;
    if (words[out]?.lower !== 'out' || words[named.to + 1]!.endsPhrase) return null;
    let end = out;
    while (!words[end]!.endsPhrase && end + 1 < words.length) end++;
    tagged.use(start, end);
    return {
      kind: 'sold-out',
      headline: tagged.slice(start, end),
      lines: linesFrom(tagged, end + 1),
      tags: [],
      from: start,
      to: named.to,
    };
  }
  if (words[at]?.lower !== 'sold' || words[at + 1]?.lower !== 'out' || words[at]!.endsPhrase) return null;
  // "sold out of croissants already": what ran out, and when, is the headline, said by the poster.
  if (!words[at + 1]!.endsPhrase && words[at + 2]?.lower === 'of') {
    let end = at + 2;
    while (!words[end]!.endsPhrase && end + 1 < words.length) end++;
    if (end === at + 2) return null;
    const said = tagged.slice(at, end);
    tagged.use(start, end);
    const headline = at === start ? `we're ${said}` : tagged.slice(start, end);
    return { kind: 'sold-out', headline, lines: linesFrom(tagged, end + 1), tags: [], from: at + 3, to: end };
  }
  if (!words[at + 1]!.endsPhrase) return null;
  tagged.use(start, at + 1);
  return { kind: 'sold-out', headline: '', lines: linesFrom(tagged, at + 2), tags: [], from: -1, to: -1 };
}

/** The request's pieces after the sell-out, each a sentence of its own. */
function linesFrom(tagged: TaggedText, from: number): string[] {
  return freePiecesFrom(tagged, from).map((piece) =>
    asThanks(asSentence(arrivalSaid(tagged, piece.from, piece.to), '.')),
  );
}

/**
 * "restock of the lavender candles coming next week" said as "A restock of the lavender candles is coming next
 * week."; any other piece stays as written.
 */
function arrivalSaid(tagged: TaggedText, from: number, to: number): string {
  const { words } = tagged;
  const head = words[from]!.lower === 'new' ? from + 1 : from;
  const arriving = words.findIndex((word, index) => index > head && index <= to && ARRIVING.test(word.lower));
  if (arriving < 0 || !COUNTED_ARRIVALS.test(words[head]?.lower ?? '')) return tagged.slice(from, to);
  return `a ${tagged.slice(from, arriving - 1)} is ${tagged.slice(arriving, to)}`;
}
