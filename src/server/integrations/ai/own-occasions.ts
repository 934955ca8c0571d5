/**
 * "the poetry night" at "our bookshop Inkwell", "the flash sale at our shoe shop Stride": an occasion or a sale
 * held at the poster's own place is the poster's own, so the post calls it "our poetry night", as its owner
 * would; "the" would make it someone else's event that the business only mentions. So is a new thing brought
 * out there ("new salted caramel flavour at our ice cream shop" is "our new salted caramel flavour"): the place
 * that launches it makes it.
 */
import { isEventNoun } from './occasion-nouns';

/** Heads that name a sale: "flash sale", "summer deals", "clearance". */
const SALE_HEADS = /^(?:sale|sales|deal|deals|clearance|offer|offers|promo|promotion|special|specials)$/;

/** "our" or "my" when the occasion named by `head` is held at the poster's own venue; '' otherwise. */
export function ownerOfHeld(head: string, venue: string, isNew = false): string {
  const owner = /^(our|my)\s/i.exec(venue)?.[1]?.toLowerCase() ?? '';
  return owner && (isNew || isEventNoun(head) || SALE_HEADS.test(head)) ? owner : '';
}
