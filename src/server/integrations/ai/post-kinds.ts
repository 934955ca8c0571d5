/**
 * "call", "tip", "hiring", "notice", "news", "event", "launch", "sale": the kind of post a request asks for is
 * weighed from every fact its reading found, since each kind is told in captions of its own shape; a look back
 * ("throwback", "#tbt") is told as one whatever its kind.
 */
import type { When, Offer } from './request-facts';
import { isDisruptionHead, isGatheringNoun, isEventNoun } from './occasion-nouns';
import type { Intent, PostKind } from './request-frame';
import { SALE_NOUNS, LAUNCH_VERBS } from './reading-words';

export function kindOf(facts: {
  isCall: boolean;
  intents: Set<Intent>;
  isNamed: boolean;
  isNotice: boolean;
  isNews: boolean;
  isTip: boolean;
  head: string;
  isNew: boolean;
  when: When | null;
  offer: Offer | null;
  code: string;
  clauseVerb: string;
  isAvailability: boolean;
  isLaunched: boolean;
  /** "our gym is now open 24/7": the state a thing already known is in now, told as the news. */
  isStateNews?: boolean;
  /** "new crime novels just arrived": goods come in, told as their state rather than launched. */
  isArrival?: boolean;
  /** "our food truck at the farmers market this Saturday": the poster's business is somewhere on a date. */
  isBusinessSomewhere?: boolean;
  /** "our charity bake sale": the subject names an occasion by more than its head. */
  isEventPhrase?: boolean;
  /** "our free trial of Planly": the subject is given free. */
  isFree?: boolean;
}): PostKind {
  const { intents, head, offer } = facts;
  if (facts.isCall) return 'call';
  if (facts.isTip) return 'tip';
  if (intents.has('hiring')) return 'hiring';
  // "road closure on Mill Lane Tuesday to Thursday": a disruption named as a thing is a notice all the same.
  if (facts.isNotice || isDisruptionHead(head)) return 'notice';
  if (facts.isNews) return 'news';
  // A class every Sunday is an occasion; a discount every Sunday is a sale.
  // A business with a name ("our food truck Taco Loco") keeps a schedule without being an occasion.
  // Anything on offer at a business every Monday (a free safety check) keeps it a business, not an occasion.
  // Free entry for a group ("free for students") is no sale: the occasion stays one.
  const isFreeEntry = offer?.kind === 'free' && !offer.text && /^for\b/.test(offer.scope);
  // A new thing on a schedule ("our new pistachio croissant, only on Fridays") is a product's launch: it repeats
  // on the shelf, no one comes to it.
  // Something "available" on a date ("new maple bacon donut, only available on Saturdays") is stocked then, not
  // come to.
  // "fresh croissants every morning from 7am": goods named in the plural are on the shelf each day; nobody
  // comes to them as to a class.
  const isGoods = /[^s]s$/.test(head) && !isEventNoun(head) && !isGatheringNoun(head) && !facts.isEventPhrase;
  const isScheduled =
    facts.when?.role === 'every' &&
    !isGoods &&
    (!offer || isFreeEntry) &&
    !facts.isNamed &&
    !facts.isAvailability &&
    (!facts.isNew || isGatheringNoun(head));
  // "book club meets this Thursday at 7pm": a club on a date is a meeting people come to.
  // A free first session is a way in to the club, which still meets.
  const isMeeting =
    /^clubs?$/.test(head) && !!facts.when && (!offer || offer.kind === 'free') && !facts.isNamed;
  // The business somewhere on a date is found there, as an occasion is.
  // What it sells there at a price ("new rainbow sorbet £4") keeps it a business somewhere.
  const isBusinessThere = !!facts.isBusinessSomewhere && (!offer || offer.kind === 'price') && !facts.isNew;
  if (
    (intents.has('event') ||
      isEventNoun(head) ||
      !!facts.isEventPhrase ||
      isScheduled ||
      isMeeting ||
      isBusinessThere) &&
    !facts.isLaunched
  ) {
    return 'event';
  }
  // Announcing the state of something not new ("our gym is now open 24/7") tells a change, not a launch.
  const isAnnounced = intents.has('announce') && !offer && !(facts.isStateNews && !facts.isNew);
  // "new student discount, 20% off with a valid student ID": a new discount is an offer to take, no product.
  if (SALE_NOUNS.has(head) && !!offer) return 'sale';
  if (
    intents.has('launch') ||
    (facts.isNew && !facts.isArrival) ||
    isAnnounced ||
    LAUNCH_VERBS.has(facts.clauseVerb)
  )
    return 'launch';
  // A price is a fact about the product, and something free (a first visit, a 7-day pass) a way in: neither
  // puts the subject on sale.
  // A set deal told with the news of a state ("our Christmas menu is now available to book, 3 courses for £35")
  // is the menu's price, not a sale.
  const isSetDeal = offer?.kind === 'deal' && !!facts.isStateNews;
  // "bring your own bottles and save 10%": a discount earned by doing something rewards it; nothing is on sale.
  const isEarned = !!offer?.earnedBy;
  const isOnSale =
    (!!offer && offer.kind !== 'price' && offer.kind !== 'free' && !isSetDeal && !isEarned) ||
    !!facts.code ||
    SALE_NOUNS.has(head);
  // "promoting our free trial of Planly": something given free is promoted, never put on sale.
  if (isOnSale || (intents.has('sale') && offer?.kind !== 'free' && !facts.isFree)) return 'sale';
  // "celebrating our team's win at the National Retail Awards": a post that celebrates, with no clause of news
  // of its own, still tells news.
  return intents.has('news') ? 'news' : 'general';
}

/** "throwback", "#tbt", "flashback": a post that looks back, with the year it looks back to ("in 2015"). */
export function readThrowback(description: string): { year: string } | null {
  if (!/\b(?:throwback|tbt|flashback)\b/i.test(description)) return null;
  return { year: /\b(?:back )?in ((?:19|20)\d{2})\b/i.exec(description)?.[1] ?? '' };
}
