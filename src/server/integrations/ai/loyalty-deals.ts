/**
 * "book 3 appointments and get the 4th free", "buy 9 coffees, get your 10th on us": a deal that rewards buying
 * several is the offer, said as written. Read for its phrases, the salon stayed the subject to "check out" and
 * the deal a line beneath it, or "9 coffees" became what the post is about.
 */
import type { Offer } from './request-facts';
import type { TaggedText } from './tagged-words';

const COUNT = '(?:\\d+|two|three|four|five|six|seven|eight|nine|ten)';
const NTH =
  '(?:\\d+(?:st|nd|rd|th)|next|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh)';
const LOYALTY = new RegExp(
  `\\b(?:buy|book|order|get|purchase) ${COUNT} [\\p{L}-]+(?: [\\p{L}-]+)?,? (?:and )?get (?:the|your|a) ${NTH}(?: one)? (?:free|half[- ]price|half off|on us|for free)\\b`,
  'iu',
);

/** The loyalty deal the request offers, with its words used; null when it offers none. */
export function readLoyaltyDeal(tagged: TaggedText): Offer | null {
  const match = LOYALTY.exec(tagged.text);
  if (!match) return null;
  const { words } = tagged;
  const from = words.findIndex((word) => word.start >= match.index);
  const to = words.findLastIndex((word) => word.end <= match.index + match[0].length);
  if (from < 0 || to < from) return null;
  for (let at = from; at <= to; at++) if (!tagged.free(at)) return null;
  tagged.use(from, to);
  // It names what it buys, so at a business it is on the business's goods.
  const text = match[0].charAt(0).toLowerCase() + match[0].slice(1);
  return { kind: 'deal', text, scope: '', plural: true, bought: true };
}
