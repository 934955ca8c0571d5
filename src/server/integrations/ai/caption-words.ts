/**
 * What every caption sentence is written from: the request's reading in the forms templates need (`Words`, made
 * by `wordsOf`), and the helpers all templates share to check what is said already (`mentions`), to put a
 * sentence after a colon (`afterColon`) and to choose among the templates that apply (`pick`, `write`).
 */
import type { Offer, RequestReading, Subject } from './request-reading';

/** Everything a sentence may say, in the forms sentences need. Empty strings for what the request does not say. */
export type Words = {
  reading: RequestReading;
  /** "our oat-milk matcha latte", "beginner lessons", "Brightside's Webby award". */
  subject: string;
  /** With "new" when the request said so: "our new oat-milk matcha latte". */
  newSubject: string;
  /** "it" or "they", and verb forms that agree with the subject. */
  it: string;
  is: string;
  its: string;
  agree: (singular: string, plural: string) => string;
  /** "at our small Berlin cafe", "in Berlin". */
  where: string;
  /** "this Saturday", "every morning at 8", "until Sunday". */
  when: string;
  /** Without its leading preposition, for "Save the date: Sunday morning". */
  bareWhen: string;
  /** The offer with what it applies to: "30% off all hoodies", "your first lesson". */
  offer: string;
  /** " with code COZY30 until Sunday": what follows an offer. */
  offerTail: string;
  isSaleNamed: boolean;
};

/** Returns '' when it needs something the request does not give; the next template is used instead. */
export type Template = (words: Words) => string;

const FALLBACK_SUBJECT: Subject = { text: 'latest post', determiner: 'our', plural: false, isAgent: false };
const SALE_WORDS =
  /\b(?:sale|sales|deal|deals|discount|clearance|offer|offers|promo|promotion|special|specials)$/i;
/** "downtown" and "online" need no "in"; nor does "in store and online", which has its own. */
/** "Elm Road", "Oak Street": a party is "on" a street, never "in" it. */
const STREET_NAMES = /\b(?:Road|Rd|Street|St|Avenue|Ave|Lane|Drive|Boulevard|Way|Terrace|Crescent|Parade)$/;
export const PLACE_ADVERBS =
  /^(?:downtown|uptown|midtown|nearby|online|nationwide|worldwide)$|^in[- ]\S+(?: \S+)? (?:and|or|&) online$|^online (?:and|or|&) in\b/;

/** " for groups of 4 or more": who qualifies, after what the offer gives. */
export const conditionOf = (offer: Offer) => (offer.condition ? ` ${offer.condition}` : '');

export function isDateWithOffer(reading: RequestReading): boolean {
  if (!reading.when || (!reading.offer && !reading.code)) return false;
  // "free engraving this week only": a date with "only", or on a plain post with an offer, limits the offer.
  const limitsOffer =
    /\bonly$/.test(reading.when.text) || (reading.kind === 'general' && reading.offer?.kind !== 'price');
  // "free safety check every Monday": at a business, not an occasion, a repeating date is when the offer runs.
  const repeatsOffer =
    reading.when.role === 'every' && (reading.kind === 'general' || reading.kind === 'sale');
  // "we're now offering Invisalign, free consultations … this month": news that gives something free for a
  // while dates the gift, not the news.
  const datesGift =
    reading.kind === 'news' &&
    reading.offer?.kind === 'free' &&
    /^(?:this|next) (?:week|weekend|month)$/i.test(reading.when.text);
  return (
    reading.when.role === 'until' ||
    repeatsOffer ||
    datesGift ||
    (reading.when.role === 'on' && (reading.kind === 'sale' || limitsOffer))
  );
}

/** "Our café turns 5." inside "Big news: our café turns 5." */
export function lowerFirst(sentence: string): string {
  // "New seasonal IPA…" is lowered, "New York…" is a name.
  return /^(?:Our|My|We|The|A|An|Today|After|Following|How|Why|What|From|This|You|As of|New(?= \p{Ll}))\b/u.test(
    sentence,
  )
    ? sentence.charAt(0).toLowerCase() + sentence.slice(1)
    : sentence;
}

/**
 * "new", "brand-new", "all-new", "newest", "latest": the subject already calls itself new, so a launch does not
 * say it again. Only the word in lower case: the "New" of "New York" is part of a name.
 */
export const SAYS_NEW = /(?<!\p{L})(?:new|newest|latest)(?!\p{L})/u;

/**
 * "pistachio croissants": a plural of common nouns takes no article, but a launch calls them the poster's own and
 * new ("our new pistachio croissants"), as it does "our new latte"; a name or a possessive ("Hopline's IPA") stands
 * alone.
 */
const isCommonPlural = (subject: Subject) =>
  subject.plural && !subject.isAgent && !/\p{Lu}|['’]s?\b|\d/u.test(subject.text);

/** "9am-3pm", "from 10:00 to 16:00": hours of a day the request does not name. */
export const HOURS =
  /^(?:from )?(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\s*(?:[-–]|to)\s*(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)$/i;

/**
 * "9am-3pm" alone names no day to save: it is how long the thing runs each day, said "from 9am to 3pm"; '' when
 * the date is more than hours.
 */
export const hoursOnly = (w: Words) => {
  const hours = HOURS.exec(w.bareWhen);
  return hours ? `from ${hours[1]} to ${hours[2]}` : '';
};

/**
 * The date without its leading preposition, for "Save the date: Sunday morning". "from March 3 to 9" is a span of
 * days, which such a line takes bare as it takes one day; "from 12 to 3" keeps its "from".
 */
export const bareWhenOf = (when: string) =>
  when
    .replace(/^(?:on|at)\s+/i, '')
    // "in October 2027", "in 2027": a month or a year is named bare as well.
    .replace(/^in\s+(?=\p{Lu}|\d{4}\b)/u, '')
    .replace(/^from\s+(?=\p{Lu}|\d+(?:st|nd|rd|th)?\s+\p{Lu}|\d{1,2} to \d{1,2} \p{Lu})/u, '');

export function wordsOf(reading: RequestReading): Words {
  const subject = reading.subject ?? FALLBACK_SUBJECT;
  const withDeterminer = (text: string) => (subject.determiner ? `${subject.determiner} ${text}` : text);
  const isNamed = !subject.determiner;
  const agree = (singular: string, plural: string) => (subject.plural ? plural : singular);
  const venueHoldsPlace = reading.place && reading.venue.toLowerCase().includes(reading.place.toLowerCase());
  // "our Paris crêperie" is in Paris already: "right here in Paris" would say it twice.
  const subjectHoldsPlace =
    !!reading.place && ` ${subject.text.toLowerCase()} `.includes(` ${reading.place.toLowerCase()} `);
  const inPlace =
    !reading.place || (subjectHoldsPlace && !reading.venue)
      ? ''
      : PLACE_ADVERBS.test(reading.place)
        ? reading.place
        : STREET_NAMES.test(reading.place)
          ? `on ${reading.place}`
          : `in ${reading.place}`;
  const where = reading.venue
    ? `${reading.venueLink} ${reading.venue}${inPlace && !venueHoldsPlace ? ` ${inPlace}` : ''}`
    : inPlace;
  const when = reading.when?.text ?? '';
  const offer = reading.offer;
  let offerText = '';
  if (offer?.kind === 'price') {
    // "tickets €8": the price sentence names what it is for.
    offerText = offer.text;
  } else if (offer?.kind === 'discount' || offer?.kind === 'deal') {
    // "20% off in our weekend sale"; never said of the sale itself, which the post is then about.
    const sale =
      offer.sale && !mentions(subject.text, offer.sale)
        ? ` in ${reading.isFirstPersonSingular ? 'my' : 'our'} ${offer.sale}`
        : '';
    offerText = `${offer.scope ? `${offer.text} ${offer.kind === 'deal' ? 'on ' : ''}${offer.scope}` : offer.text}${sale}${conditionOf(offer)}`;
  } else if (offer?.kind === 'free') {
    // "free for the first month" has no item; "free shipping on all orders" has one and a scope.
    offerText = !offer.text
      ? `free ${offer.scope}`.trim()
      : offer.scope
        ? `${offer.text} on ${offer.scope}`
        : offer.text;
  }
  // An offer's deadline goes with it; so does a sale's date ("buy one get one free this weekend").
  // A deadline given apart from the date ("this summer…, early bird $199 until May 1") goes with the offer.
  const deadline = reading.when?.until && (offer || reading.code) ? ` ${reading.when.until}` : '';
  // A sale in its last hours tells when it ends in its hook; the offer does not say it again.
  const until = isSaleEnding(reading) ? '' : isDateWithOffer(reading) ? ` ${when}` : deadline;
  // "inviting neighbours to our bakery's grand opening": people are invited to the opening of the place.
  const isOpeningInvite = reading.kind === 'event' && !!reading.opening && !subject.isPerson;
  return {
    reading,
    subject: isOpeningInvite
      ? `the ${reading.opening} of ${withDeterminer(subject.text)}`
      : withDeterminer(subject.text),
    // "our vegan bakery's new cinnamon rolls" says "new" already: it is said once, where the request put it.
    newSubject: isOpeningInvite
      ? `the ${reading.opening} of ${withDeterminer(subject.text)}`
      : !reading.isNew || SAYS_NEW.test(subject.text)
        ? withDeterminer(subject.text)
        : !isNamed
          ? withDeterminer(`new ${subject.text}`)
          : isCommonPlural(subject)
            ? `${reading.isFirstPersonSingular ? 'my' : 'our'} new ${subject.text}`
            : subject.text,
    it: agree('it', 'they'),
    is: agree('is', 'are'),
    its: agree('its', 'their'),
    agree,
    where,
    when,
    bareWhen: bareWhenOf(when),
    offer: offerText,
    // A code with a discount of its own is told in a sentence of its own.
    offerTail: `${reading.code && !reading.codeDiscount ? ` with code ${reading.code}` : ''}${until}`,
    // "free delivery" as the subject is the offer itself, announced as a sale's name is ("Free delivery is on!").
    isSaleNamed: SALE_WORDS.test(subject.text) || (offer?.kind === 'free' && offer.text === subject.text),
  };
}

/** "our summer sale ends tonight at midnight": a sale in its last hours is a last chance, not news that it is on. */
export const isSaleEnding = (reading: RequestReading) =>
  SALE_WORDS.test(reading.subject?.text ?? '') &&
  reading.when?.role === 'until' &&
  /^until (?:tonight|today)\b/i.test(reading.when.text);

/** The state's sentence after a colon, its subject in the request's own case: "pumpkin spice lattes are back." */
export function stateAfterColon(w: Words): string {
  return afterColon(w, w.reading.state ?? '');
}

/** A sentence after a colon, its subject in the request's own case: "early bird tickets … end Friday." */
export function afterColon(w: Words, sentence: string): string {
  const subject = w.reading.subject;
  // The subject as the sentence names it: with its determiner ("our lattes") or without ("pistachio gelato").
  const named = subject
    ? [[subject.determiner, subject.text].filter(Boolean).join(' '), subject.text].find((name) =>
        sentence.toLowerCase().startsWith(name.toLowerCase()),
      )
    : undefined;
  return named ? `${named}${sentence.slice(named.length)}` : lowerFirst(sentence);
}

/** "this weekend only": something new for a while only is there then, never launched or "from" it. */
export const isOnlyWhen = (w: Words) => /\bonly$|^only\b/i.test(w.when);

export const pick = <T>(items: T[], index: number): T => items[index % items.length]!;

/**
 * The `index`th of the templates that have all the words they need: counted among those alone, so that
 * variations side by side never fall through to the same one.
 */
export function write(templates: Template[], index: number, words: Words): string {
  const written = templates.map((template) => template(words)).filter(Boolean);
  return written.length > 0 ? pick(written, index) : '';
}

export const mentions = (text: string, part: string) =>
  !!part && text.toLowerCase().includes(part.toLowerCase());
