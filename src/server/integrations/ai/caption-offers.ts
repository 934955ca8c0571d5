/**
 * The sentences that tell an offer, worded for its kind (a discount, something free, a price, a deal, a code),
 * a listing's price as agents write it, and an offer named for a hook or for a line of its own.
 */
import { capitalise } from './request-facts';
import { isBusinessSale } from './caption-businesses';
import { mentions, type Template, type Words } from './caption-words';

/** A home's price as agents write it: "Rent: £950 a month.", "Offers over £450,000.", "Price: £325,000." */
export function listingPrice(w: Words): string {
  if (/^(?:offers|guide|asking)\b/i.test(w.offer)) return `${capitalise(w.offer)}${w.offerTail}.`;
  const isRent = /\b(?:a|per) (?:month|week)\b|\b(?:pcm|pw|monthly)\b/i.test(w.offer);
  return `${isRent ? 'Rent' : 'Price'}: ${w.offer}${w.offerTail}.`;
}

/**
 * The offer as a hook names it at a business: a price with what it buys ("street tacos for $3"), since a bare
 * price ("Sale alert at our taco truck: $3!") says nothing of what is sold.
 */
export const offerNamed = (w: Words) => {
  const { offer } = w.reading;
  if (offer?.kind !== 'price' || !offer.scope) return w.offer;
  return isFromPrice(w) ? `${offer.scope} ${w.offer}` : `${offer.scope} for ${w.offer}`;
};

/**
 * What a price is for, opening its sentence: "Tickets", "Your first session". The subject itself ("new vegan
 * brownies, £3 each") is named by the hook already; its price is told alone ("Yours for £3 each.").
 */
const priceFor = (w: Words) => {
  const scope = w.reading.offer?.scope ?? '';
  const subject = w.reading.subject?.text ?? '';
  return subject && scope.toLowerCase().endsWith(subject.toLowerCase()) ? '' : capitalise(scope);
};
/** "any amount from £20": a sum the reader picks, with the least it may be; no thing "starts" there. */
const isAnyAmount = (w: Words) => /^any (?:amount|value|sum)$/i.test(w.reading.offer?.scope ?? '');
/** "from €35": a starting price. */
const isFromPrice = (w: Words) => /^from\b/i.test(w.offer);
/** The sentence with its first letter as the request wrote the word it starts with ("full groom is $40."). */
export const asWritten = (sentence: string, scope: string) =>
  scope && sentence.startsWith(capitalise(scope)) ? `${scope}${sentence.slice(scope.length)}` : sentence;
const priceVerb = (w: Words) => (w.reading.offer?.plural ? 'are' : 'is');
/** " for new pups": whom a free offer is for. */
const forWhom = (w: Words) => (w.reading.offer?.people ? ` for ${w.reading.offer.people}` : '');

/** "free delivery on all coffee beans" about the coffee beans: the offer is given on the subject itself. */
const isOfferOnSubject = (w: Words) =>
  w.reading.offer?.kind === 'free' && mentions(w.reading.offer.scope ?? '', w.reading.subject?.text ?? '');

/** What gets people in, rather than something to try: "tickets", "entry". */
const ADMISSION = /\b(?:tickets?|entry|admission|entrance)$/i;

export const OFFERS: Record<'discount' | 'free' | 'freeItem' | 'price' | 'deal' | 'code', Template[]> = {
  // "bring your own bottles and save 10%": a discount earned is told with what earns it.
  discount: [
    (w) =>
      w.reading.offer?.earnedBy
        ? `${capitalise(w.reading.offer.earnedBy)} and get ${w.offer}${w.offerTail}.`
        : `Enjoy ${w.offer}${w.offerTail}${w.reading.kind === 'launch' ? ' to celebrate' : ''}.`,
    (w) =>
      w.reading.offer?.earnedBy
        ? `Get ${w.offer} when you ${w.reading.offer.earnedBy}${w.offerTail}.`
        : w.reading.kind === 'launch'
          ? `Opening offer: ${w.offer}${w.offerTail}.`
          : `Take ${w.offer}${w.offerTail}.`,
    (w) =>
      w.reading.offer?.earnedBy
        ? `${capitalise(w.reading.offer.earnedBy)} and save ${w.offer.replace(/ off$/, '')}${w.offerTail}.`
        : w.reading.kind === 'launch'
          ? `Come by for ${w.offer}${w.offerTail}.`
          : `Get ${w.offer}${w.offerTail}.`,
  ],
  // "your first lesson"
  freeItem: [
    (w) =>
      `${capitalise(w.offer)} ${w.reading.offer?.plural ? 'are' : 'is'} free${forWhom(w)}${w.offerTail}.`,
    (w) =>
      `${capitalise(w.offer)} ${w.reading.offer?.plural ? 'are' : 'is'} on us${forWhom(w)}${w.offerTail}.`,
    // "Try your first class for free." is said of something to try; tickets and entry are not tried.
    (w) =>
      forWhom(w) || ADMISSION.test(w.offer)
        ? `${capitalise(w.offer)} ${w.reading.offer?.plural ? 'are' : 'is'} free of charge${forWhom(w)}${w.offerTail}.`
        : `Try ${w.offer} for free${w.offerTail}.`,
  ],
  // "free cake", "free shipping on all orders over €50"; "book a pamper package and get a free nail trim".
  free: [
    (w) =>
      w.reading.offer?.earnedBy
        ? `${capitalise(w.reading.offer.earnedBy)} and get ${w.offer}${w.offerTail}.`
        : `Enjoy ${w.offer}${w.offerTail}.`,
    // An offer that is itself the subject is no extra: "Get free delivery…", never "Plus, get free delivery…".
    // An extra is still a sentence with its verb ("Plus, get free entry for students."), never a bare "Plus:".
    (w) =>
      w.reading.offer?.earnedBy
        ? `Get ${w.offer} when you ${w.reading.offer.earnedBy}${w.offerTail}.`
        : `${w.isSaleNamed || isOfferOnSubject(w) || isBusinessSale(w) ? 'Get' : 'Plus, get'} ${w.offer}${w.offerTail}.`,
    // No "There is…": whether "free safety check" takes an article is more than the tagger can tell; the
    // offer as the sentence's subject needs none.
    (w) =>
      w.reading.offer?.earnedBy
        ? `${capitalise(w.reading.offer.earnedBy)}, and ${w.offer} ${w.reading.offer.plural ? 'are' : 'is'} on us${w.offerTail}.`
        : w.isSaleNamed || isOfferOnSubject(w)
          ? `${capitalise(w.offer)}${w.offerTail}.`
          : isBusinessSale(w)
            ? `${capitalise(w.offer)} ${w.reading.offer?.plural ? 'are' : 'is'} on us${w.offerTail}.`
            : `${capitalise(w.offer)} ${w.reading.offer?.plural ? 'are' : 'is'} also on offer${w.offerTail}.`,
  ],
  // "tacos from $4": a starting price with what it buys says what starts there.
  price: [
    (w) =>
      isAnyAmount(w)
        ? `${priceFor(w)} ${w.offer}${w.offerTail}.`
        : isFromPrice(w)
          ? priceFor(w)
            ? `${priceFor(w)} ${w.reading.offer?.plural ? 'start' : 'starts'} ${w.offer}${w.offerTail}.`
            : `Prices start ${w.offer}${w.offerTail}.`
          : priceFor(w)
            ? `${priceFor(w)} ${priceVerb(w)} ${w.offer}${w.offerTail}.`
            : // "Yours for £19 for the first month" says "for" twice.
              /\bfor\b/.test(w.offer)
              ? `Just ${w.offer}${w.offerTail}.`
              : `Yours for ${w.offer}${w.offerTail}.`,
    (w) =>
      // "From £25." alone has no verb: a starting price is said as what the reader can do with it.
      isAnyAmount(w)
        ? `Choose ${w.reading.offer!.scope} ${w.offer}${w.offerTail}.`
        : isFromPrice(w)
          ? w.reading.offer?.scope
            ? `Get ${w.reading.offer.scope} ${w.offer}${w.offerTail}.`
            : // "Get it from $1,200." of a retreat or a menu gets nothing: places and prices start there.
              `${w.reading.isOccasion ? 'Places' : 'Prices'} ${w.offer}${w.offerTail}.`
          : priceFor(w)
            ? `${priceFor(w)}${w.reading.offer?.label ? ' for' : ':'} ${w.offer}${w.offerTail}.`
            : // "All for £18 each" says two things: a price of each one is just that.
              /\beach$|\bfor\b/.test(w.offer)
              ? `Only ${w.offer}${w.offerTail}.`
              : `All for ${w.offer}${w.offerTail}.`,
    (w) =>
      isAnyAmount(w)
        ? `Pick ${w.reading.offer!.scope} ${w.offer}${w.offerTail}.`
        : isFromPrice(w)
          ? priceFor(w)
            ? `${priceFor(w)} ${priceVerb(w)} available ${w.offer}${w.offerTail}.`
            : `Available ${w.offer}${w.offerTail}.`
          : priceFor(w)
            ? `${priceFor(w)} ${priceVerb(w)} just ${w.offer}${w.offerTail}.`
            : `Just ${w.offer}${w.offerTail}.`,
  ],
  deal: [
    // "2 for £5" is a count and a price, no sentence: it takes the verb a shopper would act on, as a deal
    // written with what it buys does ("Grab 2-for-1 sangria.").
    // "buy one get one half price" is a command already: it is said as written, never "Grab buy one…".
    (w) =>
      (/^\d+[- ]for\b/.test(w.offer) || w.reading.offer?.bought) && !/^buy\b/i.test(w.offer)
        ? `Grab ${w.offer}${w.offerTail}.`
        : `${capitalise(w.offer)}${w.offerTail}.`,
    (w) => `Don't miss it: ${w.offer}${w.offerTail}.`,
  ],
  code: [
    (w) => `Use code ${w.reading.code} at checkout${w.reading.when?.role === 'until' ? ` ${w.when}` : ''}.`,
    (w) =>
      `Code ${w.reading.code} is waiting for you${w.reading.when?.role === 'until' ? ` ${w.when}` : ''}.`,
  ],
};

/** The request's offer as a line of its own ("Set menu for £35."), unless `said` already tells it. */
export const offerLine = (words: Words, said: string) =>
  words.reading.offer && !mentions(said, words.offer) ? `${capitalise(offerNamed(words))}.` : '';
