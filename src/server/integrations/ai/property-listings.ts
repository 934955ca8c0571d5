/**
 * "3-bedroom family home with garden in Bristol, just listed, viewings this weekend": homes an agency lists are
 * told as listings ("Just listed: …"), with a call to view; the agency that lists them is the poster, no place
 * to find the home at, and nothing about a home is "made with care".
 */
import type { RequestReading } from './request-reading';

/** Heads of what an agency lists. */
const PROPERTY_HEADS = new Set(
  `home homes house houses flat flats apartment apartments cottage cottages bungalow bungalows villa villas
  townhouse townhouses penthouse penthouses loft lofts property properties maisonette maisonettes condo condos`
    .split(/\s+/)
    .filter(Boolean),
);

/** Heads of the businesses that list them. */
const AGENCY_HEADS = new Set(
  'agency agencies agent agents realtor realtors realty lettings estate brokerage'.split(' '),
);

export const isPropertyHead = (head: string) => PROPERTY_HEADS.has(head);
export const isAgencyHead = (head: string) => AGENCY_HEADS.has(head);

/** Words by which a home is offered: "just listed", "for sale", "to let", "viewings". */
const LISTED =
  /\b(?:just listed|new listing|for sale|for rent|to let|to rent|viewings?|on the market|under offer)\b/i;

/** True when the request offers the home it is about. */
export const isListing = (head: string, request: string) => isPropertyHead(head) && LISTED.test(request);

/** Words that offer the home, said by the listing's own lead instead: "charming cottage for sale". */
const OFFERED = /\s+(?:for sale|for rent|to let|to rent)$/i;
/** How agents qualify a price: "offers over £450,000", "guide price £325,000". */
const PRICE_LEADS = /\b(offers (?:over|in excess of|around)|guide price(?: of)?|asking price(?: of)?)\s+$/i;

/**
 * The reading of a listing: the home named whole, where it is included ("a 2-bed flat in Leeds city centre");
 * no venue or place to come to, and the price with how agents qualify it.
 */
export function asListing(reading: RequestReading, text: string): RequestReading {
  const subject = reading.subject!;
  const isOwned = /^(?:our|my)\b/i.test(reading.venue);
  const where = !isOwned && reading.venue ? reading.venue : reading.place;
  const named = subject.text.replace(OFFERED, '');
  const inWhere = where && !/\bin\s/.test(named) ? ` in ${where}` : '';
  const offer = reading.offer;
  const at = offer ? text.indexOf(offer.text) : -1;
  const lead = at > 0 ? PRICE_LEADS.exec(text.slice(0, at))?.[1] : undefined;
  return {
    ...reading,
    subject: {
      ...subject,
      text: `${named}${inWhere}`,
      determiner: subject.determiner === 'the' ? '' : subject.determiner,
    },
    venue: '',
    place: '',
    offer: offer && lead ? { ...offer, text: `${lead.toLowerCase()} ${offer.text}` } : offer,
    tagPhrases: reading.tagPhrases.filter((tag) => !/^(?:sale|rent)$/i.test(tag)),
  };
}
