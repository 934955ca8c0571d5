/**
 * Hooks and lines of colour for what the poster's business sells and where readers find it: something free it
 * gives, a sale in its last hours or for its birthday, a home listed, and the business found at a place.
 */
import { isOwnBusiness } from './business-heads';
import type { RequestReading } from './request-reading';
import { isVisitingService } from './caption-businesses';
import { capitalise } from './request-facts';
import { stateAfterColon, type Template, type Words } from './caption-words';

/** The home a listing offers, with its article: "a 3-bedroom family home in Bristol". */
function listedHome(w: Words): string {
  const { subject } = w.reading;
  const text = subject!.text;
  const owned = subject!.determiner && subject!.determiner !== 'the' ? `${subject!.determiner} ` : '';
  return `${owned || (subject!.plural ? '' : /^[aeiou8]|^11\b|^18\b/i.test(text) ? 'an ' : 'a ')}${text}`;
}
export const LISTING_HOOKS: Template[] = [
  // A request that says "just listed" has it told as written already.
  (w) =>
    w.reading.notes.some((note) => /\bjust listed\b/i.test(note)) ? '' : `Just listed: ${listedHome(w)}.`,
  (w) => `New to the market: ${listedHome(w)}.`,
  (w) => `Now available: ${listedHome(w)}.`,
  (w) => `Home hunting? Meet ${listedHome(w)}.`,
];
export const LISTING_BODIES: Template[] = [
  () => "Homes like this don't stay on the market for long.",
  () => 'Get in touch to book a viewing.',
  () => 'Could this be your next home?',
];
/**
 * "for our bike shop: free safety check with every service…": something free the business gives is a treat from
 * it, never the business urged on readers ("This is your sign to check out our bike shop.") nor a sale.
 */
export const FREE_FROM_BUSINESS_HOOKS: Template[] = [
  (w) => `Good news from ${w.subject}.`,
  (w) =>
    `${isVisitingService(w) ? 'Something special from' : 'Something special is waiting at'} ${w.subject}.`,
  (w) => `A little extra from ${w.subject}.`,
];
export const FREE_FROM_BUSINESS_BODIES: Template[] = [
  () => "We can't wait to see you.",
  () => 'Treat yourself, you deserve it.',
  () => 'See you soon.',
];
/**
 * "free delivery on orders over £30 this week only": a free offer that is the post's whole subject is a treat to
 * take up; no business or thing is there to check out.
 */
export const isFreeOfferSubject = (reading: RequestReading) =>
  reading.offer?.kind === 'free' &&
  !!reading.subject &&
  /^free\b/i.test(reading.subject.text) &&
  reading.offer.text.toLowerCase() === reading.subject.text.toLowerCase();
export const FREE_OFFER_HOOKS: Template[] = [
  (w) => `Good news: ${w.reading.subject!.text} is on!`,
  (w) => `Treat time: ${w.reading.subject!.text}!`,
  (w) => `Don't miss out on ${w.reading.subject!.text}.`,
];
export const FREE_OFFER_BODIES: Template[] = [
  () => 'Happy shopping!',
  () => "Don't wait too long.",
  () => 'Now is the time to stock up.',
];
/**
 * "10% off for NHS staff all year round, just show your ID": an offer with nothing named that it is on is the
 * whole post; it leads, and no thing is praised ("our latest post").
 */
export const isOfferOnly = (reading: RequestReading) =>
  !reading.subject && !!reading.offer && !reading.statement && reading.offer.kind !== 'price';
export const OFFER_ONLY_HOOKS: Template[] = [
  (w) => `Good news: ${w.offer}!`,
  (w) => `Treat time: ${w.offer}.`,
  (w) => `Don't miss it: ${w.offer}!`,
];
/** "24 hours left to grab our Cyber Monday bundle": the time left leads, with what readers have to do. */
const leftTo = (w: Words) => `${w.reading.timeLeft!.span} left to ${w.reading.timeLeft!.verb || 'get'}`;
/** "last chance to grab early bird tickets": the words saying the end is here, with what readers still can do. */
const lastTo = (w: Words) => `${w.reading.timeLeft!.last} to ${w.reading.timeLeft!.verb}`;
export const TIME_LEFT_HOOKS: Template[] = [
  (w) =>
    w.reading.timeLeft!.last ? `${capitalise(lastTo(w))} ${w.subject}!` : `Only ${leftTo(w)} ${w.subject}!`,
  (w) =>
    w.reading.timeLeft!.last
      ? `Don't miss out: ${lastTo(w)} ${w.subject}.`
      : `Last chance: ${leftTo(w)} ${w.subject}.`,
  (w) => `The clock is ticking: ${w.reading.timeLeft!.last ? lastTo(w) : leftTo(w)} ${w.subject}.`,
];
const endsWhen = (w: Words) => w.when.replace(/^until\s+/i, '');
export const SALE_ENDING_HOOKS: Template[] = [
  (w) => `Last chance: ${w.subject} ends ${endsWhen(w)}!`,
  (w) => `Final call: ${w.subject} ends ${endsWhen(w)}.`,
  (w) => `Don't miss out: ${w.subject} ends ${endsWhen(w)}.`,
];
export const SALE_ENDING_BODIES: Template[] = [
  () => "Don't leave it too late.",
  () => "Grab it before it's gone.",
  () => 'This is it!',
];

/**
 * "it's our 3rd birthday today! … 15% off everything": a sale for the poster's birthday celebrates it; the
 * birthday is no shop to treat oneself at.
 */
export const isBirthdaySale = (reading: RequestReading) =>
  /\b(?:birthday|anniversary)$/i.test(reading.subject?.text ?? '') &&
  /^(?:our|my)$/.test(reading.subject?.determiner ?? '');
export const BIRTHDAY_SALE_HOOKS: Template[] = [
  (w) => `It's ${w.subject}!`,
  (w) => `Happy ${w.reading.subject!.text} to us!`,
  (w) => `We're celebrating ${w.subject}!`,
];
export const BIRTHDAY_SALE_BODIES: Template[] = [
  () => 'Here is to the next one.',
  () => 'We could not have done it without you.',
  () => 'Thank you for being part of it.',
];
/**
 * "for our ice cream van: we'll be at Brighton seafront every weekend": a business that is somewhere is found
 * there; it is no occasion to join or to save the date for.
 */
export const isBusinessThere = (reading: RequestReading) =>
  isOwnBusiness(reading.subject) &&
  // "the grand opening of our bakery" is an occasion of the business, to come to.
  !/\bof\b/.test(reading.subject?.text ?? '') &&
  // "our kids coding club, Saturdays 10-12": a club meets on its days, and is joined, not found.
  !/\bclubs?$/i.test(reading.subject?.text ?? '') &&
  // "our free pumpkin carving workshop": a workshop or market that is free or named by what is done there is
  // an occasion to come to, where "our furniture workshop" is a place of work.
  !/\b(?:free|\w+ing)\b.*\b(?:workshops?|markets?)$/i.test(reading.subject?.text ?? '') &&
  // "for our bakery: sourdough workshop next Sunday": what is held at the business is come to, not found.
  !(reading.isOccasion && reading.venue) &&
  !reading.opening;
export const BUSINESS_THERE_HOOKS: Template[] = [
  (w) => `Come and find ${w.subject}!`,
  (w) => `Look out for ${w.subject}!`,
  (w) => `Where to find ${w.subject}:`,
];
export const BUSINESS_THERE_BODIES: Template[] = [
  () => 'See you there!',
  () => 'Come and say hello.',
  () => "We can't wait to see you.",
];

/**
 * "early bird tickets for our conference DevDays 2027 are live, 40% off": tickets on sale are told as on sale,
 * with their offer after; they are no goods to stock up on or treat oneself to.
 */
export const isTicketsOnSale = (reading: RequestReading) =>
  !!reading.state && /\b(?:tickets|places|seats)\b/i.test(reading.subject?.text ?? '');
export const TICKETS_HOOKS: Template[] = [
  (w) => `Good news: ${stateAfterColon(w)}`,
  (w) => `It's happening: ${stateAfterColon(w)}`,
  (w) => `Don't miss out: ${stateAfterColon(w)}`,
];
export const TICKETS_BODIES: Template[] = [
  () => "Grab yours before they're gone.",
  () => 'Book early to save your place.',
  () => 'See you there!',
];

/** "our free trial of Planly": a free trial invites readers to try the thing, which costs them nothing yet. */
const TRIAL_OF = /^free (?:trial|demo) of (.+)$/i;
export const isFreeTrial = (reading: RequestReading) => TRIAL_OF.test(reading.subject?.text ?? '');
const triedThing = (w: Words) => TRIAL_OF.exec(w.reading.subject?.text ?? '')?.[1] ?? '';
export const FREE_TRIAL_HOOKS: Template[] = [
  (w) => `Try ${triedThing(w)} for free.`,
  (w) => `Curious about ${triedThing(w)}? Start your free trial today.`,
  (w) => `${capitalise(w.subject)} is open to you.`,
];
export const FREE_TRIAL_BODIES: Template[] = [
  () => 'No strings attached.',
  () => 'See what it can do for you.',
  () => 'Give it a go and tell us what you think.',
];
