/**
 * How the subject stands to the poster's business: whether an offer is on the business's goods rather than on
 * the subject itself, whether the trade comes to its customers rather than they to it, and which parts of its
 * premises can close while the business stays open. Hooks, facts and lines of colour are all worded by these.
 */
import { BUSINESS_HEADS, isOwnBusiness } from './business-heads';
import { mentions, type Words } from './caption-words';
import type { RequestReading } from './request-reading';

/** "our nail salon": the poster's own business as the subject of the post. */
export const isOwnBusinessSubject = (reading: RequestReading) => isOwnBusiness(reading.subject);

/**
 * A discount on something other than the subject ("15% off first visits" at "our dog grooming salon") makes the
 * subject the business; otherwise the subject is what is on sale.
 */
/**
 * "our Christmas menu", "our gift boxes": goods that hold other goods, never a business to visit; a name in
 * capitals ("Noodle Box") may be the business.
 */
const HOLDING_GOODS = /\b(?:menus?|ranges?|collections?|box(?:es)?|hampers?|packages?|bundles?|sets?)$/;

const isGoods = (w: Words) =>
  !!w.reading.subject?.plural && !BUSINESS_HEADS.test(w.reading.subject.text) && !w.reading.brand;

export const isBusinessSale = (w: Words) =>
  !HOLDING_GOODS.test(w.reading.subject?.text ?? '') &&
  // "free delivery on orders over £30": an offer that is itself the subject is given by no business named.
  ((!!w.reading.offer?.scope &&
    !mentions(w.reading.offer.scope, w.reading.subject?.text ?? '') &&
    !(!!w.reading.subject && mentions(w.reading.offer.text, w.reading.subject.text))) ||
    // "free safety check" at "our bike repair shop": something free other than the subject is the business's too;
    // "free delivery on all coffee beans" is given on the subject itself, which is then what is on sale.
    // "free engraving" with "my handmade leather wallets": goods in the plural are no business, and what comes
    // free comes with them.
    (w.reading.offer?.kind === 'free' &&
      !isGoods(w) &&
      /^(?:an? )?free\b/.test(w.reading.offer.text) &&
      !mentions(w.reading.offer.text, w.reading.subject?.text ?? '') &&
      !mentions(w.reading.offer.scope ?? '', w.reading.subject?.text ?? '')) ||
    // "kids eat free": a deal for people is the business's, not the subject on sale.
    (w.reading.offer?.kind === 'deal' && !!w.reading.offer.people) ||
    // "2 for 1 bowls" at "our ramen bar Noodle Box": a deal naming what it buys is on the business's goods.
    (w.reading.offer?.kind === 'deal' &&
      (w.reading.offer.plural || !!w.reading.offer.bought) &&
      !mentions(w.reading.offer.text, w.reading.subject?.text ?? '')) ||
    // "15% off for first-time customers": a discount for people is on what the business sells.
    (w.reading.offer?.kind === 'discount' &&
      !w.reading.offer.scope &&
      !!w.reading.audience &&
      !w.reading.subject?.plural) ||
    // "our hair salon: bring a friend and you both get 15% off": a discount told of the poster's business is on
    // what it sells; nobody buys the salon.
    (w.reading.offer?.kind === 'discount' &&
      !w.reading.offer.scope &&
      /^(?:our|my)$/.test(w.reading.subject?.determiner ?? '') &&
      BUSINESS_HEADS.test(w.reading.subject?.text ?? '')));

/**
 * "our cleaning service", "our dog walking services": a service comes to its customers, who never go to it; its
 * offers are "from" it and its place is where it is available.
 */
export const isVisitingService = (w: Words) =>
  /\bservices?$/i.test(w.reading.subject?.text ?? '') || isVisitingVenue(w);
/** "our plumbing business", "our dog grooming van": a trade that goes to its customers has no door to come to. */
export const isVisitingVenue = (w: Words) =>
  /^(?:our|my)\b.*\b(?:plumbing|plumbers?|electrical|electricians?|cleaning|cleaners|removals?|locksmiths?|roofing|roofers?|gardening|landscaping|handyman|mobile|van|catering|dog walking|pest control)\b/i.test(
    w.reading.venue,
  );

/** Parts of a business's premises or services, which close or break while the business goes on. */
const FACILITY =
  '(?:car park|parking|toilets?|lifts?|elevators?|kitchen|pool|sauna|steam room|website|site|app|phone lines?|entrance|terrace|beer garden|garden|playground|play area|card machine|wi-?fi|ovens?|coffee machine)';
/** "our car park": the subject is one of them. */
export const FACILITIES = new RegExp(`\\b${FACILITY}$`, 'i');
/** "Our car park will be closed…": a sentence about one of them. */
export const FACILITIES_IN = new RegExp(`^(?:our|the|my) (?:[\\p{L}-]+ ){0,3}?${FACILITY}\\b`, 'iu');
