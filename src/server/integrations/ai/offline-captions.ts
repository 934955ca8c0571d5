/**
 * Captions without a language model: a hook that names the subject, the facts the request gives (when, where,
 * the offer and its code, who it is for, what to bring), a line of colour and a call to action, shaped per
 * platform and kept within its limit, with hashtags made from the request's noun phrases, names and places.
 */
import { platformProfile, type Platform } from '@shared/platforms';
import { BUSINESS_HEADS } from './business-heads';
import { isDeadlineName } from './deadlines';
import { hashtagsFor, hashtagsFrom } from './hashtags';
import type { AskedQuestion } from './asked-questions';
import type { OpeningShape, OpeningShapeKind } from './opening-shapes';
import { withSubjectAsIt, withSubjectAsWe } from './repeated-subjects';
import type { Offer, PostKind, RequestReading, Subject } from './request-reading';
import { isCountdown } from './countdowns';
import { capitalise } from './request-facts';

/** Everything a sentence may say, in the forms sentences need. Empty strings for what the request does not say. */
type Words = {
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
type Template = (words: Words) => string;

const FALLBACK_SUBJECT: Subject = { text: 'latest post', determiner: 'our', plural: false, isAgent: false };
const FALLBACK_HASHTAGS = ['#NewPost', '#ComingSoon'];
/** "we're open late this Friday": a notice that tells readers they can come, not that they must wait. */
const isOpenStatement = (statement: string) => /\bopen\b/i.test(statement) && !/\bclosed\b/i.test(statement);
const isOpenNotice = (w: Words) => isOpenStatement(w.reading.statement);
const SALE_WORDS = /\b(?:sale|sales|deal|deals|discount|clearance)$/i;
/** "downtown" and "online" need no "in"; nor does "in store and online", which has its own. */
/** "Elm Road", "Oak Street": a party is "on" a street, never "in" it. */
const STREET_NAMES = /\b(?:Road|Rd|Street|St|Avenue|Ave|Lane|Drive|Boulevard|Way|Terrace|Crescent|Parade)$/;
const PLACE_ADVERBS =
  /^(?:downtown|uptown|midtown|nearby|online|nationwide|worldwide)$|^in[- ]\S+(?: \S+)? (?:and|or|&) online$|^online (?:and|or|&) in\b/;

/** " for groups of 4 or more": who qualifies, after what the offer gives. */
const conditionOf = (offer: Offer) => (offer.condition ? ` ${offer.condition}` : '');

function isDateWithOffer(reading: RequestReading): boolean {
  if (!reading.when || (!reading.offer && !reading.code)) return false;
  // "free engraving this week only": a date with "only", or on a plain post with an offer, limits the offer.
  const limitsOffer =
    /\bonly$/.test(reading.when.text) || (reading.kind === 'general' && reading.offer?.kind !== 'price');
  // "free safety check every Monday": at a business, not an occasion, a repeating date is when the offer runs.
  const repeatsOffer =
    reading.when.role === 'every' && (reading.kind === 'general' || reading.kind === 'sale');
  return (
    reading.when.role === 'until' ||
    repeatsOffer ||
    (reading.when.role === 'on' && (reading.kind === 'sale' || limitsOffer))
  );
}

/** "Our café turns 5." inside "Big news: our café turns 5." */
function lowerFirst(sentence: string): string {
  return /^(?:Our|My|We|The|A|An|Today|After|Following|How|Why|What|From now on|This|You|As of)\b/.test(
    sentence,
  )
    ? sentence.charAt(0).toLowerCase() + sentence.slice(1)
    : sentence;
}

/**
 * "new", "brand-new", "all-new", "newest", "latest": the subject already calls itself new, so a launch does not
 * say it again. Only the word in lower case: the "New" of "New York" is part of a name.
 */
const SAYS_NEW = /(?<!\p{L})(?:new|newest|latest)(?!\p{L})/u;

/**
 * "pistachio croissants": a plural of common nouns takes no article, but a launch calls them the poster's own and
 * new ("our new pistachio croissants"), as it does "our new latte"; a name or a possessive ("Hopline's IPA") stands
 * alone.
 */
const isCommonPlural = (subject: Subject) =>
  subject.plural && !subject.isAgent && !/\p{Lu}|['’]s?\b|\d/u.test(subject.text);

/** "9am-3pm", "from 10:00 to 16:00": hours of a day the request does not name. */
const HOURS =
  /^(?:from )?(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\s*(?:[-–]|to)\s*(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)$/i;

/**
 * "9am-3pm" alone names no day to save: it is how long the thing runs each day, said "from 9am to 3pm"; '' when
 * the date is more than hours.
 */
const hoursOnly = (w: Words) => {
  const hours = HOURS.exec(w.bareWhen);
  return hours ? `from ${hours[1]} to ${hours[2]}` : '';
};

/**
 * The date without its leading preposition, for "Save the date: Sunday morning". "from March 3 to 9" is a span of
 * days, which such a line takes bare as it takes one day; "from 12 to 3" keeps its "from".
 */
const bareWhenOf = (when: string) =>
  when
    .replace(/^(?:on|at)\s+/i, '')
    // "in October 2027", "in 2027": a month or a year is named bare as well.
    .replace(/^in\s+(?=\p{Lu}|\d{4}\b)/u, '')
    .replace(/^from\s+(?=\p{Lu}|\d+(?:st|nd|rd|th)?\s+\p{Lu}|\d{1,2} to \d{1,2} \p{Lu})/u, '');

function wordsOf(reading: RequestReading): Words {
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
    newSubject:
      !reading.isNew || SAYS_NEW.test(subject.text)
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

// ——— Hooks: the first line, which always names the subject. Ten or so per kind, so variations rarely share one. ———

/**
 * Hooks that say something the request gives: where, when, for whom, with what. A general post has no news to
 * lead with, so these come first; an empty one (the request does not say) is skipped.
 */
/**
 * "is offering free legal clinics … every Tuesday": what a business offers again and again is what readers come
 * for, so the post opens on it, at the business, rather than on a line about the business alone.
 */
const STANDING_OFFER_HOOKS: Template[] = [
  (w) => w.reading.standingOffer && `${capitalise(w.reading.standingOffer)} at ${w.subject}.`,
  (w) => w.reading.standingOffer && `Coming up at ${w.subject}: ${w.reading.standingOffer}.`,
  (w) => w.reading.standingOffer && `From ${w.subject}: ${w.reading.standingOffer}.`,
];

const FACT_HOOKS: Template[] = [
  ...STANDING_OFFER_HOOKS,
  // "online" or "worldwide" is nowhere to stand: "right here worldwide" says nothing.
  // A trade that visits its customers brings the thing to them, from where it is based.
  (w) =>
    w.where && !/^(?:online|nationwide|worldwide)$/.test(w.where)
      ? isVisitingVenue(w)
        ? `${capitalise(w.subject)}, from ${w.where.replace(/^at /, '')}.`
        : `${capitalise(w.subject)}, right here ${w.where}.`
      : '',
  // "Every Wednesday after 9pm means $2 slices.": only a date that reads as a noun can open the sentence, and
  // only before what the date brings (an occasion, or what the offer is on); a date does not "mean" a business
  // ("Every Thursday in November means our nail salon.").
  (w) =>
    /^(?:every|each|this|next|today|tonight|tomorrow)\b/i.test(w.when) && isWhatTheDateBrings(w)
      ? `${capitalise(w.when)} means ${w.subject}.`
      : '',
  (w) => (isServed(w) ? `${capitalise(w.reading.audience)}, this one's for you: ${w.subject}.` : ''),
  (w) => w.reading.extras && `${capitalise(w.subject)}, with ${w.reading.extras}.`,
];

/** The post is for its audience; people it looks for ("beta testers") are asked for in a line of their own. */
const isServed = (w: Words) => !!w.reading.audience && !w.reading.isAudienceWanted;

const isWhatTheDateBrings = (w: Words) => {
  const { offer, isOccasion, subject } = w.reading;
  const offered = offer ? `${offer.text} ${offer.scope}`.toLowerCase() : '';
  return (
    isOccasion ||
    (!!subject && !!offered && offered.includes(subject.text.replace(/^\S+ /, '').toLowerCase()))
  );
};

const GENERAL_HOOKS: Template[] = [
  (w) => `This is your sign to check out ${w.subject}.`,
  (w) => `Here's why ${w.subject} ${w.agree('deserves', 'deserve')} your attention.`,
  (w) => `A little love for ${w.subject}.`,
  (w) => `Let's talk about ${w.subject}.`,
];

const PROFESSIONAL_FACT_HOOKS: Template[] = [
  ...STANDING_OFFER_HOOKS,
  (w) => w.where && `${capitalise(w.subject)} ${w.where}: an update worth sharing.`,
  (w) => (isServed(w) ? `For ${w.reading.audience}: a few thoughts on ${w.subject}.` : ''),
  (w) => w.reading.extras && `${capitalise(w.subject)}, with ${w.reading.extras}: an update worth sharing.`,
];

// Lines that would claim what the request never said ("matters more than ever") are not used.
const PROFESSIONAL_GENERAL_HOOKS: Template[] = [
  (w) => `A closer look at ${w.subject}.`,
  (w) => `Spotlight on ${w.subject}.`,
  (w) => `We're excited to share an update on ${w.subject}.`,
  (w) => `The story behind ${w.subject}.`,
  (w) => `Behind the scenes of ${w.subject}.`,
];

/** Variations that a general post's hooks should tell apart. */
const GENERAL_HOOK_COUNT = 3;

/**
 * A general post's hooks: those that carry one of the request's facts, then generic ones only to make up enough
 * for the variations, so a post with facts does not open on a line that could open any post.
 */
function generalHooks(words: Words, isProfessional: boolean): Template[] {
  // A standing offer is what readers come for: every variation opens on it, none on the business alone.
  const facts = words.reading.standingOffer
    ? STANDING_OFFER_HOOKS
    : (isProfessional ? PROFESSIONAL_FACT_HOOKS : FACT_HOOKS).filter((hook) => hook(words));
  const generic = isProfessional ? PROFESSIONAL_GENERAL_HOOKS : GENERAL_HOOKS;
  return [...facts, ...generic].slice(0, Math.max(GENERAL_HOOK_COUNT, facts.length));
}

/**
 * A picture or a clip of someone at work ("our barista making latte art") opens on what it shows: the scene is
 * the post, and the people in it are no product to check out.
 */
const SCENE_HOOKS: Template[] = [
  (w) => `${w.agree("Here's", 'Here are')} ${w.reading.scene}.`,
  (w) => `Caught on camera: ${w.reading.scene}.`,
  (w) => `A moment we love: ${w.reading.scene}.`,
];

/** A point-of-view clip opens on its own line, as written: "POV: you finally found a barber…". */
const POINT_OF_VIEW_HOOKS: Template[] = [
  (w) => `${w.reading.scene}.`,
  (w) => `${w.reading.scene}. We've all been there.`,
  (w) => `${w.reading.scene}. Tell us we're not the only ones.`,
];

const isPointOfView = (reading: RequestReading) => /^POV: /.test(reading.scene);

/**
 * A clip of a deed with no one named ("roasting our Ethiopian beans") is the poster at work: "Here's roasting…"
 * would not read, so the deed stands after a label of its own.
 */
const DEED_HOOKS: Template[] = [
  (w) =>
    w.reading.isBehindTheScenes
      ? `Behind the scenes${sceneSetting(w)}: ${w.reading.scene}.`
      : `Caught on camera: ${w.reading.scene}.`,
  (w) => `A moment we love${sceneSetting(w)}: ${w.reading.scene}.`,
  (w) =>
    w.reading.isBehindTheScenes
      ? `A peek behind the scenes${sceneSetting(w)}: ${w.reading.scene}.`
      : `Here's what ${w.reading.scene} looks like.`,
];

/** "behind the scenes at our bakery: shaping…": where the scene is set, when the deed does not say it. */
function sceneSetting(w: Words): string {
  const place = w.reading.subject && !w.reading.subject.isPerson ? w.subject : '';
  return place && !mentions(w.reading.scene, w.reading.subject!.text) ? ` at ${place}` : '';
}

/** A person the post is about ("guest artist Mika") is introduced, never urged on readers as goods are. */
const PERSON_HOOKS: Template[] = [
  (w) => `Meet ${w.subject}.`,
  (w) => `Say hello to ${w.subject}!`,
  (w) => `Introducing ${w.subject}.`,
];

const PERSON_BODIES: Template[] = [
  () => 'Come and say hello.',
  () => "We're so excited about this one.",
  () => 'Tell your friends.',
];

/** Goods that are back or in stock again are the news: the hook says so in the request's sentence. */
const STATE_HOOKS: Template[] = [
  (w) => `Good news: ${stateAfterColon(w)}`,
  (w) => `The wait is over: ${stateAfterColon(w)}`,
  (w) => `You asked, we listened: ${stateAfterColon(w)}`,
];

const STATE_BODIES: Template[] = [
  () => 'Get yours while stocks last.',
  () => "Don't wait too long this time.",
  (w) => `We missed ${w.agree('it', 'them')} too.`,
];

/**
 * A service working again ("our website is back up") is told as fixed, with an apology for the trouble; no
 * goods are there to get while stocks last.
 */
const RESTORED_HOOKS: Template[] = [
  (w) => `Good news: ${stateAfterColon(w)}`,
  (w) => `All fixed: ${stateAfterColon(w)}`,
  (w) => `Update: ${stateAfterColon(w)}`,
];
const RESTORED_BODIES: Template[] = [
  () => 'Sorry for any trouble it caused.',
  () => 'Everything should work as normal now.',
  () => 'Let us know if anything still looks wrong.',
];
const isRestored = (reading: RequestReading) =>
  /\b(?:back (?:up|online)|up and running|working again|fixed)\b/i.test(reading.state ?? '');

/**
 * Goods newly there ("handmade soy candles are now available in three new scents") are news of their own; only
 * goods back are met with "You asked, we listened" or "We missed them too".
 */
const AVAILABLE_HOOKS: Template[] = [
  (w) => `Good news: ${stateAfterColon(w)}`,
  // "Just in: … are in." would say it twice.
  (w) =>
    /\bin\.$/.test(w.reading.state ?? '')
      ? `Exciting news: ${stateAfterColon(w)}`
      : `Just in: ${stateAfterColon(w)}`,
  // "New here: … is here." would say it twice.
  (w) =>
    /\bhere\.$/.test(w.reading.state ?? '')
      ? `At last: ${stateAfterColon(w)}`
      : `New here: ${stateAfterColon(w)}`,
];
const AVAILABLE_BODIES: Template[] = [
  () => 'Get yours while stocks last.',
  // Copies of one book, or a count that runs short, leave nothing to pick among.
  (w) =>
    /^copies\b|\bcopies of\b/i.test(w.reading.subject?.text ?? '')
      ? "Don't miss out."
      : 'Which one will you pick?',
  () => 'Come and find yours.',
];
/**
 * "our webinar recording on SEO for small businesses, watch it free": something made to be read, watched or
 * used is shared as available, with a word on who it helps; it changed nobody's thinking.
 */
const isResource = (reading: RequestReading) =>
  /\b(?:recordings?|e-?books?|guides?|reports?|whitepapers?|white papers?|templates?|checklists?|toolkits?|playbooks?|slides|workbooks?)$/i.test(
    reading.subject?.text ?? '',
  );
const RESOURCE_HOOKS: Template[] = [
  (w) => `Now available: ${w.subject}.`,
  (w) => `In case you missed it: ${w.subject}.`,
  // A report of results is news of its own; something to use is offered for the week.
  (w) =>
    /\b(?:impact|annual|results)\b/i.test(w.reading.subject?.text ?? '')
      ? `Out now: ${w.subject}.`
      : `Something useful for your week: ${w.subject}.`,
];
const RESOURCE_BODIES: Template[] = [
  (w) => `Take a look and tell ${w.reading.isFirstPersonSingular ? 'me' : 'us'} what you think.`,
  () => 'We hope you find it useful.',
  () => 'Thank you to everyone who made it happen.',
];

/** A customer's words are quoted and thanked for; they are no goods to check out. */
const quoted = (w: Words) => `“${capitalise(w.reading.review ?? '')}.”`;
const REVIEW_HOOKS: Template[] = [
  (w) => `${quoted(w)} Words like these make our day.`,
  (w) => `Kind words from a customer: ${quoted(w)}`,
  (w) => `This review made our week: ${quoted(w)}`,
];
const REVIEW_BODIES: Template[] = [
  () => 'Thank you for taking the time to share it.',
  () => 'Reviews like this keep us going.',
  () => 'We love hearing from you.',
];
/** A customer's photo of the poster's goods is shown off and thanked for; the goods are not launched. */
const CUSTOMER_PHOTO_HOOKS: Template[] = [
  (w) => `We love seeing ${w.subject} out in the world!`,
  (w) => `Spotted: ${w.subject}, in one of your photos.`,
  (w) => `Your photos make our day: ${w.subject}.`,
];
const CUSTOMER_PHOTO_BODIES: Template[] = [
  () => 'Share yours and tag us: we might feature it next.',
  () => 'Nothing makes us happier than seeing it in real life.',
  () => 'Keep the photos coming!',
];
/** A look back at the poster's past: "Throwback to our first market stall in 2015." */
const inYear = (w: Words) => (w.reading.throwback?.year ? ` in ${w.reading.throwback.year}` : '');
const THROWBACK_HOOKS: Template[] = [
  (w) => `Throwback to ${w.subject}${inYear(w)}.`,
  (w) => `Where it all began: ${w.subject}${inYear(w)}.`,
  (w) => `A trip down memory lane: ${w.subject}${inYear(w)}.`,
];
const THROWBACK_BODIES: Template[] = [
  () => "Look how far we've come.",
  () => 'Thank you for being part of the journey.',
  () => 'Some things never get old.',
];
/**
 * "sourdough masterclass sold out, new dates added for March": an occasion with no places left is no invitation;
 * the post thanks people for filling it and points to what comes next.
 */
const isSoldOutOccasion = (reading: RequestReading) =>
  /\b(?:sold out|fully booked)\b/i.test(reading.state ?? '');
const hasNewDates = (w: Words) => w.reading.notes.some((note) => /\b(?:new|more|extra) dates?\b/i.test(note));
const SOLD_OUT_HOOKS: Template[] = [
  (w) => `Thank you: ${stateAfterColon(w)}`,
  (w) => `That was quick: ${stateAfterColon(w)}`,
  (w) => `Wow, thank you: ${stateAfterColon(w)}`,
];
const SOLD_OUT_BODIES: Template[] = [
  (w) =>
    hasNewDates(w) ? 'Grab a place on the new dates before they go too.' : 'Keep an eye out for new dates.',
  (w) => (hasNewDates(w) ? "Don't wait this time." : "We'll share new dates soon."),
  () => 'Thank you for all the love.',
];
/** The home a listing offers, with its article: "a 3-bedroom family home in Bristol". */
function listedHome(w: Words): string {
  const { subject } = w.reading;
  const text = subject!.text;
  const owned = subject!.determiner && subject!.determiner !== 'the' ? `${subject!.determiner} ` : '';
  return `${owned || (subject!.plural ? '' : /^[aeiou8]|^11\b|^18\b/i.test(text) ? 'an ' : 'a ')}${text}`;
}
/** A home's price as agents write it: "Rent: £950 a month.", "Offers over £450,000.", "Price: £325,000." */
function listingPrice(w: Words): string {
  if (/^(?:offers|guide|asking)\b/i.test(w.offer)) return `${capitalise(w.offer)}${w.offerTail}.`;
  const isRent = /\b(?:a|per) (?:month|week)\b|\b(?:pcm|pw|monthly)\b/i.test(w.offer);
  return `${isRent ? 'Rent' : 'Price'}: ${w.offer}${w.offerTail}.`;
}
const LISTING_HOOKS: Template[] = [
  // A request that says "just listed" has it told as written already.
  (w) =>
    w.reading.notes.some((note) => /\bjust listed\b/i.test(note)) ? '' : `Just listed: ${listedHome(w)}.`,
  (w) => `New to the market: ${listedHome(w)}.`,
  (w) => `Now available: ${listedHome(w)}.`,
  (w) => `Home hunting? Meet ${listedHome(w)}.`,
];
const LISTING_BODIES: Template[] = [
  () => "Homes like this don't stay on the market for long.",
  () => 'Get in touch to book a viewing.',
  () => 'Could this be your next home?',
];
/**
 * "Valentine's bouquets can be pre-ordered now", "our hampers are available to order online": goods taken by
 * order are asked for with the order, never picked off a shelf or come and found.
 */
const ORDERED_STATE =
  /\b(?:can (?:now )?be (?:pre-?ordered|ordered|reserved|bought|purchased)|available to (?:pre-?order|order))\b/i;
const isOpenForOrders = (reading: RequestReading) => ORDERED_STATE.test(reading.state ?? '');
const orderVerb = (w: Words) => (/\bpre-?order/i.test(w.reading.state ?? '') ? 'Pre-order' : 'Order');
const ORDER_BODIES: Template[] = [
  (w) => `${orderVerb(w)} yours today.`,
  () => 'Get your order in early.',
  () => "Don't leave it too late.",
];
/**
 * "December slots filling fast", "our advent calendars are almost gone": places or goods running short are a
 * nudge to act now, never news that something has arrived.
 */
const RUNNING_SHORT_HOOKS: Template[] = [
  (w) => `Heads up: ${stateAfterColon(w)}`,
  (w) => `Don't miss out: ${stateAfterColon(w)}`,
  (w) => `Quick reminder: ${stateAfterColon(w)}`,
];
const RUNNING_SHORT_BODIES: Template[] = [
  () => "Don't leave it too late.",
  () => "Once they're gone, they're gone.",
  () => 'Grab yours while you can.',
];
const isRunningShort = (reading: RequestReading) =>
  /\b(?:filling|selling|going|booking) (?:up )?(?:fast|quickly|out)\b|\b(?:almost|nearly) (?:full|gone|sold out)\b/i.test(
    reading.state ?? '',
  );
/**
 * "last order date for Christmas delivery is 20 December": a deadline the request states is a notice to act on,
 * told as it is written; there is nothing to check out.
 */
const deadlineNote = (reading: RequestReading) =>
  isDeadlineName(reading.subject?.text ?? '')
    ? reading.notes.find((note) => mentions(note, reading.subject!.text) && /\b(?:is|are)\b/.test(note))
    : undefined;
const DEADLINE_HOOKS: Template[] = [
  (w) => `Heads up: ${afterColon(w, deadlineNote(w.reading) ?? '')}`,
  (w) => `Don't miss it: ${afterColon(w, deadlineNote(w.reading) ?? '')}`,
  (w) => `Quick reminder: ${afterColon(w, deadlineNote(w.reading) ?? '')}`,
];
const DEADLINE_BODIES: Template[] = [
  () => "Don't leave it too late.",
  () => 'Get yours in early.',
  () => 'Pop it in your calendar.',
];
/**
 * "for our bike shop: free safety check with every service…": something free the business gives is a treat from
 * it, never the business urged on readers ("This is your sign to check out our bike shop.") nor a sale.
 */
const FREE_FROM_BUSINESS_HOOKS: Template[] = [
  (w) => `Good news from ${w.subject}.`,
  (w) =>
    `${isVisitingService(w) ? 'Something special from' : 'Something special is waiting at'} ${w.subject}.`,
  (w) => `A little extra from ${w.subject}.`,
];
const FREE_FROM_BUSINESS_BODIES: Template[] = [
  () => "We can't wait to see you.",
  () => 'Treat yourself, you deserve it.',
  () => 'See you soon.',
];
/**
 * "wedding consultations now available on Saturdays": services are booked, never picked off a shelf while stocks
 * last.
 */
const SERVICES =
  /\b(?:consultations?|appointments?|sessions?|lessons?|classes|treatments?|fittings?|tastings?|tours?|slots?|services?|bookings?|viewings?|readings?)$/i;
const isServiceAvailable = (reading: RequestReading) =>
  !!reading.state && SERVICES.test(reading.subject?.text ?? '');
const SERVICE_BODIES: Template[] = [
  () => 'Book yours today.',
  () => "We can't wait to see you.",
  () => 'Spaces are limited, so book early.',
];
/**
 * "it's our 3rd birthday today! … 15% off everything": a sale for the poster's birthday celebrates it; the
 * birthday is no shop to treat oneself at.
 */
/** "our summer sale ends tonight at midnight": a sale in its last hours is a last chance, not news that it is on. */
const isSaleEnding = (reading: RequestReading) =>
  SALE_WORDS.test(reading.subject?.text ?? '') &&
  reading.when?.role === 'until' &&
  /^until (?:tonight|today)\b/i.test(reading.when.text);
/** "24 hours left to grab our Cyber Monday bundle": the time left leads, with what readers have to do. */
const leftTo = (w: Words) => `${w.reading.timeLeft!.span} left to ${w.reading.timeLeft!.verb || 'get'}`;
const TIME_LEFT_HOOKS: Template[] = [
  (w) => `Only ${leftTo(w)} ${w.subject}!`,
  (w) => `Last chance: ${leftTo(w)} ${w.subject}.`,
  (w) => `The clock is ticking: ${leftTo(w)} ${w.subject}.`,
];
const endsWhen = (w: Words) => w.when.replace(/^until\s+/i, '');
const SALE_ENDING_HOOKS: Template[] = [
  (w) => `Last chance: ${w.subject} ends ${endsWhen(w)}!`,
  (w) => `Final call: ${w.subject} ends ${endsWhen(w)}.`,
  (w) => `Don't miss out: ${w.subject} ends ${endsWhen(w)}.`,
];
const SALE_ENDING_BODIES: Template[] = [
  () => "Don't leave it too late.",
  () => "Grab it before it's gone.",
  () => 'This is it!',
];
const isBirthdaySale = (reading: RequestReading) =>
  /\b(?:birthday|anniversary)$/i.test(reading.subject?.text ?? '') &&
  /^(?:our|my)$/.test(reading.subject?.determiner ?? '');
const BIRTHDAY_SALE_HOOKS: Template[] = [
  (w) => `It's ${w.subject}!`,
  (w) => `Happy ${w.reading.subject!.text} to us!`,
  (w) => `We're celebrating ${w.subject}!`,
];
const BIRTHDAY_SALE_BODIES: Template[] = [
  () => 'Here is to the next one.',
  () => 'We could not have done it without you.',
  () => 'Thank you for being part of it.',
];
/** "our plant shop turns 3": news that happened to the poster's own business. */
const isOwnBusinessNews = (reading: RequestReading) =>
  !!reading.subject?.isAgent &&
  /^(?:our|my)$/.test(reading.subject.determiner) &&
  BUSINESS_HEADS.test(reading.subject.text);
/**
 * "for our ice cream van: we'll be at Brighton seafront every weekend": a business that is somewhere is found
 * there; it is no occasion to join or to save the date for.
 */
const isBusinessThere = (reading: RequestReading) =>
  /^(?:our|my)$/.test(reading.subject?.determiner ?? '') &&
  BUSINESS_HEADS.test(reading.subject?.text ?? '') &&
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
const BUSINESS_THERE_HOOKS: Template[] = [
  (w) => `Come and find ${w.subject}!`,
  (w) => `Look out for ${w.subject}!`,
  (w) => `Where to find ${w.subject}:`,
];
const BUSINESS_THERE_BODIES: Template[] = [
  () => 'See you there!',
  () => 'Come and say hello.',
  () => "We can't wait to see you.",
];
/**
 * "we're collecting warm coats for the homeless shelter until 20 December": a collection asks readers to give;
 * it is no milestone to thank a team for.
 */
const isCollecting = (reading: RequestReading) =>
  /^we(?:'re| are) (?:collecting|gathering|accepting|raising)\b/i.test(reading.statement);
const COLLECTING_HOOKS: Template[] = [
  (w) => `Can you help? ${w.reading.statement}`,
  (w) => `Calling all kind hearts: ${lowerFirst(w.reading.statement)}`,
  (w) => `Please help if you can: ${lowerFirst(w.reading.statement)}`,
];
const COLLECTING_BODIES: Template[] = [
  () => 'Every donation helps.',
  () => 'Thank you for giving what you can.',
  () => 'Please share this with anyone who can help.',
];
/**
 * "our sourdough starter Gerald turns 10 this week": someone (or something named, as a pet is) turning a count of
 * years has a birthday, wished to them; it is no milestone to thank a team for.
 */
const isBirthdayOf = (reading: RequestReading) =>
  !!reading.subject?.isPerson && /\bturns \d{1,3}\b/.test(reading.statement);
/** The name a birthday is wished to: "Gerald" of "our sourdough starter Gerald", or the whole subject. */
const birthdayName = (w: Words) =>
  /\b(\p{Lu}[\p{L}'’-]+)$/u.exec(w.reading.subject?.text ?? '')?.[1] ?? w.subject;
const BIRTHDAY_HOOKS: Template[] = [
  (w) => `Happy birthday, ${birthdayName(w)}! ${w.reading.statement}`,
  (w) => `Cake time! ${w.reading.statement}`,
  (w) => `Someone special has a birthday: ${afterColon(w, w.reading.statement)}`,
];
const BIRTHDAY_BODIES: Template[] = [
  () => "Here's to many more!",
  () => 'Join us in wishing them a very happy birthday.',
  () => 'Send your birthday wishes in the comments.',
];
/** A new look for the premises ("our new shopfront") is shown off and visited; it is no release "just out". */
const isNewPremises = (reading: RequestReading) =>
  reading.isNew &&
  /\b(?:shopfront|storefront|shop front|signage|sign|premises|studio space|space|office|offices|seating area|interior|fit-out|makeover)$/i.test(
    reading.subject?.text ?? '',
  );
const PREMISES_HOOKS: Template[] = [
  (w) => `Take a look at ${w.newSubject}!`,
  (w) => `A fresh look for us: ${w.newSubject}.`,
  (w) => `${capitalise(w.newSubject)} ${w.is} finally here.`,
];
const PREMISES_BODIES: Template[] = [
  () => 'Come and see it in person.',
  () => "We can't wait to welcome you.",
  () => 'Let us know what you think.',
];
/**
 * "I've just passed my ACCA exams after 3 years of studying": a poster's own achievement is told in their sentence
 * and thanks those who supported them; no team or partners made it, and "my ACCA exams" alone is no news.
 */
const isPersonalNews = (reading: RequestReading) =>
  reading.isFirstPersonSingular && /^I(?:'ve| have| just| finally)\b/.test(reading.statement);
const PERSONAL_NEWS_HOOKS: Template[] = [
  (w) => `Some personal news: ${afterColon(w, w.reading.statement)}`,
  (w) => `I'm proud to share some news. ${w.reading.statement}`,
  (w) => `A milestone worth sharing: ${afterColon(w, w.reading.statement)}`,
];
const PERSONAL_NEWS_BODIES: Template[] = [
  () => 'Thank you to everyone who supported me along the way.',
  () => 'On to the next chapter.',
  () => 'Onwards!',
];
/** Funding the poster closed is told in its own sentence, which names the round: it is not named twice. */
const isClosedRound = (reading: RequestReading) => /^We've closed\b/.test(reading.statement);
const CLOSED_ROUND_HOOKS: Template[] = [
  (w) => `Big news: ${afterColon(w, w.reading.statement)}`,
  (w) => `We're proud to share some news. ${w.reading.statement}`,
  (w) => `A milestone worth sharing: ${afterColon(w, w.reading.statement)}`,
];
const CLOSED_ROUND_BODIES: Template[] = [
  () => 'Thank you to our investors, our team and our customers.',
  () => 'This is only the beginning.',
  () => 'Now the real work starts.',
];
/** A graduation celebrates the ones who finished: pride in them, never goods to check out. */
const isGraduation = (reading: RequestReading) =>
  /\S \bgraduation$/i.test(reading.subject?.text ?? '') && !reading.subject?.isPerson;
const graduated = (w: Words) => w.subject.replace(/ graduation$/i, '');
const GRADUATION_HOOKS: Template[] = [
  (w) => `It's graduation day for ${graduated(w)}!`,
  (w) => `Congratulations to ${graduated(w)} graduates!`,
  (w) => `${capitalise(w.subject)}: what a day!`,
];
const GRADUATION_BODIES: Template[] = [
  () => "We're so proud of every one of them.",
  () => 'All that hard work paid off.',
  () => 'On to the next adventure!',
];
/** A piece published under its title names both: the title is what readers come for. */
const titleOf = (w: Words) => w.reading.pieceTitle ?? '';
const TITLED_PIECE_HOOKS: Template[] = [
  (w) => `${capitalise(w.subject)} is up: ${titleOf(w)}${/\?$/.test(titleOf(w)) ? '' : '.'}`,
  (w) => `Just published, ${w.subject}: ${titleOf(w)}${/\?$/.test(titleOf(w)) ? '' : '.'}`,
  (w) => `Fresh from us, ${w.subject}: ${titleOf(w)}${/\?$/.test(titleOf(w)) ? '' : '.'}`,
];
/** A day in the poster's life is shown from start to end; it is no thing to launch or to find somewhere. */
const DAY_IN_THE_LIFE_HOOKS: Template[] = [
  (w) => `${capitalise(w.reading.scene)}.`,
  (w) => `Come along for ${w.reading.scene}.`,
  (w) => `Ever wondered what ${w.reading.scene} looks like?`,
];
const DAY_IN_THE_LIFE_BODIES: Template[] = [
  () => 'From the first coffee to the last job of the day.',
  () => 'No two days are the same.',
  () => 'This is what it really takes.',
];
/** News the poster's business tells in its own sentence: an update, not a milestone to be proud of. */
const UPDATE_HOOKS: Template[] = [
  (w) => `News from ${w.subject}! ${w.reading.statement}`,
  (w) => `An update from ${w.subject}. ${w.reading.statement}`,
  (w) => `${capitalise(w.subject)} has news. ${w.reading.statement}`,
];
const UPDATE_BODIES: Template[] = [
  () => "We'd love to hear from you.",
  () => 'Thank you for your support, as always.',
  () => 'See you soon.',
];
/** A partnership is the start of work together: told with hope, never as a result to be proud of. */
const isPartnership = (reading: RequestReading) =>
  /^partnerships? with\b/i.test(reading.subject?.text ?? '') && !reading.statement;
const PARTNERSHIP_HOOKS: Template[] = [
  (w) => `We're thrilled to announce ${w.subject}.`,
  (w) => `Some exciting news: ${w.subject}.`,
  (w) => `Introducing ${w.subject}.`,
];
const PARTNERSHIP_BODIES: Template[] = [
  () => "We can't wait to see what we achieve together.",
  () => "Here's to working together.",
  () => 'More to share as the work gets going.',
];
/**
 * "our charity's winter coat drive, drop off at any of our 3 shops": a drive collects what readers give; it is
 * no occasion to bring a friend to.
 */
const isDrive = (reading: RequestReading) =>
  /\b(?:drive|appeal|collection point)$/i.test(reading.subject?.text ?? '') && !reading.subject?.isPerson;
const DRIVE_HOOKS: Template[] = [
  (w) => `Can you help? ${capitalise(w.subject)} is on.`,
  (w) => `Calling all kind hearts: ${w.subject} needs you.`,
  (w) => `Please give if you can: ${w.subject} is on.`,
];
/** "we're giving away a £50 voucher, follow us and retweet to enter": a giveaway told in the poster's words. */
/**
 * "for our community choir: we're recruiting tenors and basses": people sought to join are asked to come
 * forward; it is no milestone to thank a team for.
 */
const isRecruiting = (reading: RequestReading) =>
  /^we(?:'re| are) (?:recruiting|looking for)\b/i.test(reading.statement);
const RECRUITING_HOOKS: Template[] = [
  (w) => `Could this be you? ${w.reading.statement}`,
  (w) => `Know someone who would love to join? ${w.reading.statement}`,
  // Members are recruited; testers or volunteers looked for are asked to get involved.
  (w) =>
    /^we(?:'re| are) recruiting\b/i.test(w.reading.statement)
      ? `Calling all new members: ${lowerFirst(w.reading.statement)}`
      : `Want to get involved? ${w.reading.statement}`,
];
const RECRUITING_BODIES: Template[] = [
  () => 'We would love to hear from you.',
  () => 'Share this with someone who would be a great fit.',
  () => 'Get in touch to find out more.',
];
const isGivingAway = (reading: RequestReading) => /^we(?:'re| are) giving away\b/i.test(reading.statement);
const GIVING_AWAY_HOOKS: Template[] = [
  (w) => `Giveaway time! ${w.reading.statement}`,
  (w) => `It's giveaway time: ${lowerFirst(w.reading.statement)}`,
  (w) => `Want to win? ${w.reading.statement}`,
];
/** "our gym is now open 24/7 for members": a place open in a new way is news to come and see, not goods. */
const NOW_OPEN_HOOKS: Template[] = [
  (w) => `Good news: ${stateAfterColon(w)}`,
  (w) => `It's official: ${stateAfterColon(w)}`,
  (w) => `Big news: ${stateAfterColon(w)}`,
];
const NOW_OPEN_BODIES: Template[] = [
  () => "We can't wait to see you.",
  () => 'Come and see us soon.',
  () => 'See you there.',
];
const isOpenNow = (reading: RequestReading) => /^we(?:'re| are) now open\b/i.test(reading.statement);
// "our bookshop will be open late every Thursday": hours the business will keep are news of its opening too.
const isNowOpen = (reading: RequestReading) =>
  /\b(?:(?:is|are) now|will be) open\b/i.test(reading.state ?? '');

/**
 * "our podcast episode with chef Nadia Hussain is out now", "our new single is live": a release is out for
 * everyone to enjoy at once; there is no stock to run out of.
 */
const RELEASED_HOOKS: Template[] = [
  (w) => `It's here: ${stateAfterColon(w)}`,
  (w) => `Good news: ${stateAfterColon(w)}`,
  (w) => `The wait is over: ${stateAfterColon(w)}`,
];
const RELEASED_BODIES: Template[] = [
  () => 'Let us know what you think.',
  () => 'Share it with someone who would love it.',
  () => "We can't wait to hear what you think.",
];
const isReleased = (reading: RequestReading) =>
  /\b(?:is|are) (?:now )?(?:out now|out today|live|out\.$)/i.test(reading.state ?? '');

/**
 * "enrolment for spring term is open", "bookings are now open for our Christmas party nights", "festive gel
 * manicures now bookable": signing up has begun, and readers are asked to take a place before the places go; there are no goods to get.
 */
const SIGN_UP_HOOKS: Template[] = [
  (w) => `Good news: ${stateAfterColon(w)}`,
  (w) => `It's time: ${stateAfterColon(w)}`,
  (w) => `Heads up: ${stateAfterColon(w)}`,
];
const SIGN_UP_BODIES: Template[] = [
  () => "Places go fast, so don't leave it too late.",
  () => 'Save your spot today.',
  () => "We can't wait to welcome you.",
];
const isSignUpOpen = (reading: RequestReading) =>
  /^\S+(?: for .+)? (?:is|are) (?:now )?(?:open|live)\b|\b(?:is|are) (?:now )?(?:bookable|available to book)\b/i.test(
    reading.state ?? '',
  );
const isReturn = (reading: RequestReading) =>
  /\b(?:back|again|restocked|returns?|returning)\b/i.test(reading.state ?? '');

/** The state's sentence after a colon, its subject in the request's own case: "pumpkin spice lattes are back." */
function stateAfterColon(w: Words): string {
  return afterColon(w, w.reading.state ?? '');
}

/** A sentence after a colon, its subject in the request's own case: "early bird tickets … end Friday." */
function afterColon(w: Words, sentence: string): string {
  const subject = w.reading.subject;
  // The subject as the sentence names it: with its determiner ("our lattes") or without ("pistachio gelato").
  const named = subject
    ? [[subject.determiner, subject.text].filter(Boolean).join(' '), subject.text].find((name) =>
        sentence.toLowerCase().startsWith(name.toLowerCase()),
      )
    : undefined;
  return named ? `${named}${sentence.slice(named.length)}` : lowerFirst(sentence);
}

/** Someone of the poster's appearing on a stage ("our CEO Ana Silva will speak at Web Summit") is to be caught. */
const APPEARANCE_HOOKS: Template[] = [
  (w) => `Catch ${w.subject} on stage!`,
  (w) => `Save the date to see ${w.subject}.`,
  (w) => `Where to find ${w.subject} next:`,
];
const APPEARANCE_BODIES: Template[] = [
  () => "Come and say hello if you're there.",
  () => "We'd love to see you in the audience.",
  () => 'Tag someone who should be there.',
];
/** "our CTO … will speak at Web Summit", "our CTO … is speaking on a panel": told as news or as the person's note. */
const isAppearance = (reading: RequestReading) =>
  [reading.statement, ...(reading.subject?.isPerson ? reading.notes.slice(0, 1) : [])].some((said) =>
    /\b(?:will (?:speak|present|perform|keynote)|(?:is|are|will be) (?:speaking|presenting|performing|keynoting))\b/.test(
      said,
    ),
  );

/** An animal looking for a home ("Max, a terrier looking for his forever home") asks for a family, and shares. */
const ADOPTION_HOOKS: Template[] = [
  (w) => `Meet ${w.subject}!`,
  (w) => `Could you give ${w.subject} a home?`,
  (w) => `${capitalise(w.subject)} is looking for a family.`,
];
const ADOPTION_BODIES: Template[] = [
  () => 'Could it be you?',
  () => 'Every share helps.',
  () => 'Share to help find the perfect match.',
];
const isAdoption = (reading: RequestReading) =>
  /\b(?:looking for (?:his|her|their|a) (?:forever|new|loving) home|needs? a (?:forever|new|loving|quiet|calm|quiet and loving) home|(?:up|ready) for adoption)\b/i.test(
    [reading.statement, ...reading.notes].join(' '),
  );

/** How the poster makes or does something ("how our candles are hand-poured") is shown, not taught. */
const PROCESS_HOOKS: Template[] = [
  (w) => `Here's ${w.subject}.`,
  (w) => `Ever wondered ${w.subject}?`,
  (w) => `Behind the scenes: ${w.subject}.`,
];
/** How the poster does a thing ("how we make sourdough", "how we cut our cloud costs") is about the work. */
const PROCESS_BODIES: Template[] = [
  () => 'Every step matters.',
  () => 'It takes time, and it is worth it.',
  () => 'Here is what worked for us.',
];
const isOwnProcess = (reading: RequestReading) => /^how (?:we|our|my|i)\b/i.test(reading.subject?.text ?? '');

/** A transformation shown side by side: the post names it so, and the difference is its point. */
const BEFORE_AND_AFTER_HOOKS: Template[] = [
  (w) => `Before and after: ${w.subject}.`,
  (w) => `The transformation: ${w.subject}.`,
  (w) => `From start to finish: ${w.subject}.`,
];
const BEFORE_AND_AFTER_BODIES: Template[] = [
  () => 'What a difference!',
  () => 'We love how this one turned out.',
  () => 'See the difference for yourself.',
];

/** Work shown from an occasion gone by ("our bride's bouquet … from last weekend's wedding") is a moment shown. */
const SHOWN_WORK_HOOKS: Template[] = [
  (w) => `${w.agree("Here's", 'Here are')} ${w.subject}.`,
  (w) => `A closer look at ${w.subject}.`,
  (w) => `One of our favourites: ${w.subject}.`,
];

/** Work shown from an occasion gone by ("from last weekend's wedding") or done by the poster ("we did"). */
const isShownWork = (reading: RequestReading) =>
  /\bfrom (?:last|this|yesterday|our|the)\b|\b(?:we|I) (?:\p{L}+ed|did|made|built|drew|grew|shot|took|wrote)\b/iu.test(
    reading.subject?.text ?? '',
  );

const isDeedScene = (reading: RequestReading) => /^\p{Ll}+ing\b/u.test(reading.scene);

/** A scene's line of colour speaks of the moment, not of goods ("Made with care") or of what is to come. */
const SCENE_BODIES: Template[] = [
  () => 'Moments like this are why we love what we do.',
  () => 'This is what a good day looks like.',
  () => 'Little moments make the best memories.',
];

/** "5 lessons from bootstrapping…", "mistakes we made", "what we learned": a tip that is the poster's experience. */
const isLearnedLesson = (w: Words) => /\b(?:lessons|mistakes|learned|learnt)\b/i.test(w.subject);

/** A tip post leads with its title as the request wrote it: "Here are 5 lessons we learned scaling our team." */
const TIP_HOOKS: Template[] = [
  (w) => (/^(?:how|why|what)\b/i.test(w.subject) ? `Here's ${w.subject}.` : `Here are ${w.subject}.`),
  (w) => `Worth saving: ${w.subject}.`,
  (w) => `What we wish we had known sooner: ${w.subject}.`,
  (w) => `${capitalise(w.subject)}, in one post.`,
];

const LAUNCH_HOOKS: Template[] = [
  (w) => `Say hello to ${w.newSubject}.`,
  (w) => {
    // "Something new: our new vegan brownie" would say "new" twice: a subject that says it already is
    // announced without it.
    const something = SAYS_NEW.test(w.newSubject) ? 'Coming soon' : 'Something new is coming';
    // "only this month", "this weekend only": something new for a while only is here now, not coming.
    if (!w.when || isOnlyWhen(w))
      return SAYS_NEW.test(w.newSubject) ? `Just out: ${w.newSubject}.` : `Something new: ${w.newSubject}.`;
    return w.reading.place && !PLACE_ADVERBS.test(w.reading.place)
      ? `${something} to ${w.reading.place}: ${w.newSubject}.`
      : `${something}: ${w.newSubject}.`;
  },
  (w) =>
    w.when && w.reading.when?.role === 'on' && !isOnlyWhen(w)
      ? `${w.agree("It's", "They're")} almost here: ${w.newSubject}.`
      : `${w.agree("It's", "They're")} here: ${w.newSubject}.`,
  (w) => `Meet ${w.newSubject}.`,
  (w) =>
    w.when && w.reading.when?.role === 'on' && !isOnlyWhen(w)
      ? `${capitalise(w.newSubject)} ${w.is} on ${w.its} way.`
      : `${capitalise(w.newSubject)} ${w.is} finally here.`,
  (w) => `Introducing ${w.newSubject}.`,
];

const PROFESSIONAL_LAUNCH_HOOKS: Template[] = [
  (w) => `We're excited to introduce ${w.newSubject}.`,
  (w) => `Introducing ${w.newSubject}.`,
  (w) => `Something we have been working on: ${w.newSubject}.`,
  (w) => `We're launching ${w.newSubject}.`,
];

const EVENT_HOOKS: Template[] = [
  (w) => `You're invited to ${w.subject}.`,
  (w) => `Join us for ${w.subject}.`,
  // With no date there is none to save.
  // Nor is there one for hours alone, or for what comes back every week.
  (w) =>
    isCountdown(w.when) || !w.when || hoursOnly(w) || w.reading.when?.role === 'every'
      ? ''
      : `Save the date for ${w.subject}.`,
  (w) => `Don't miss ${w.subject}.`,
  (w) => `Come along to ${w.subject}.`,
];

/**
 * "we're looking for singers for our Christmas concert": people wanted for an occasion of one's own are asked to
 * take part in it, not invited to come and watch ("Come along to our Christmas concert." would be the wrong ask).
 */
const WANTED_FOR_OCCASION_HOOKS: Template[] = [
  (w) => `${capitalise(w.reading.audience)} wanted for ${w.subject}!`,
  (w) => `We're looking for ${w.reading.audience} for ${w.subject}.`,
  (w) => `Calling all ${w.reading.audience}: ${w.subject} needs you!`,
];

/**
 * "our charity Open Shelf is looking for volunteer drivers": a post whose news is the people it looks for opens on
 * them, the ask, rather than on a line about the poster that says nothing yet. Only when the request's own
 * sentence, which follows, says who asks and where: without it the hook would be all the post says of the poster.
 */
const asksInOwnWords = (reading: RequestReading) =>
  reading.isAudienceWanted && reading.notes.some((note) => mentions(note, reading.audience));
const WANTED_HOOKS: Template[] = [
  (w) => `Wanted: ${w.reading.audience}.`,
  (w) => `${capitalise(w.reading.audience)} wanted.`,
  (w) => `We need ${w.reading.audience}.`,
];

/** A call for people names them and what they are asked to do: "Calling all volunteers: help clean up…". */
const CALL_HOOKS: Template[] = [
  (w) => `Calling all ${w.reading.audience}: ${w.subject}!`,
  (w) => `${capitalise(w.reading.audience)} wanted to ${w.subject}.`,
  (w) => `Want to ${w.subject}? We're looking for ${w.reading.audience}.`,
  (w) => `Can you ${w.subject}? We need ${w.reading.audience}.`,
];

/**
 * A discount on something other than the subject ("15% off first visits" at "our dog grooming salon") makes the
 * subject the business; otherwise the subject is what is on sale.
 */
/**
 * "our Christmas menu", "our gift boxes": goods that hold other goods, never a business to visit; a name in
 * capitals ("Noodle Box") may be the business.
 */
const HOLDING_GOODS = /\b(?:menus?|ranges?|collections?|box(?:es)?|hampers?|packages?|bundles?|sets?)$/;

const isBusinessSale = (w: Words) =>
  !HOLDING_GOODS.test(w.reading.subject?.text ?? '') &&
  ((!!w.reading.offer?.scope && !mentions(w.reading.offer.scope, w.reading.subject?.text ?? '')) ||
    // "free safety check" at "our bike repair shop": something free other than the subject is the business's too;
    // "free delivery on all coffee beans" is given on the subject itself, which is then what is on sale.
    (w.reading.offer?.kind === 'free' &&
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
 * The offer as a hook names it at a business: a price with what it buys ("street tacos for $3"), since a bare
 * price ("Sale alert at our taco truck: $3!") says nothing of what is sold.
 */
const offerNamed = (w: Words) => {
  const { offer } = w.reading;
  if (offer?.kind !== 'price' || !offer.scope) return w.offer;
  return isFromPrice(w) ? `${offer.scope} ${w.offer}` : `${offer.scope} for ${w.offer}`;
};

/**
 * "our cleaning service", "our dog walking services": a service comes to its customers, who never go to it; its
 * offers are "from" it and its place is where it is available.
 */
const isVisitingService = (w: Words) =>
  /\bservices?$/i.test(w.reading.subject?.text ?? '') || isVisitingVenue(w);
/** "our plumbing business", "our dog grooming van": a trade that goes to its customers has no door to come to. */
const isVisitingVenue = (w: Words) =>
  /^(?:our|my)\b.*\b(?:plumbing|plumbers?|electrical|electricians?|cleaning|cleaners|removals?|locksmiths?|roofing|roofers?|gardening|landscaping|handyman|mobile|van|catering|dog walking|pest control)\b/i.test(
    w.reading.venue,
  );
const atBusiness = (w: Words) => `${isVisitingService(w) ? 'from' : 'at'} ${w.subject}`;

/**
 * "our summer sale starts tomorrow at 9am": a sale told from a day still to come is not on yet; its day is told
 * with the offer.
 */
const startsLater = (w: Words) => /^from (?:tomorrow|today|tonight|next|this|\p{Lu}|\d)/u.test(w.when);

const SALE_HOOKS: Template[] = [
  // A sale the request calls new ("new student discount") is told as new; one that starts later is coming.
  (w) =>
    w.isSaleNamed
      ? startsLater(w)
        ? `Get ready: ${w.newSubject} ${w.agree('is', 'are')} coming!`
        : `Good news: ${w.newSubject} ${w.is} on!`
      : isBusinessSale(w)
        ? `Sale alert ${atBusiness(w)}: ${offerNamed(w)}!`
        : w.reading.offer?.kind === 'discount'
          ? `Sale alert: ${w.reading.offer.scope ? w.offer : `${w.reading.offer.text} ${w.subject}${conditionOf(w.reading.offer)}`}!`
          : `Sale alert: ${w.subject}!`,
  (w) =>
    w.isSaleNamed
      ? startsLater(w)
        ? `Coming soon: ${w.subject}.`
        : `${capitalise(w.subject)} ${w.is} on!`
      : isBusinessSale(w)
        ? `Good news from ${w.subject}.`
        : `${capitalise(w.subject)}, now on sale.`,
  (w) =>
    w.isSaleNamed
      ? `Don't miss ${w.newSubject}.`
      : isBusinessSale(w)
        ? `Treat yourself ${isVisitingService(w) ? 'with' : 'at'} ${w.subject}.`
        : `Time to treat yourself to ${w.subject}.`,
  (w) =>
    w.isSaleNamed
      ? startsLater(w)
        ? `Mark your calendar for ${w.newSubject}.`
        : `It's here: ${w.newSubject}.`
      : isBusinessSale(w)
        ? isVisitingService(w)
          ? `Something special from ${w.subject}.`
          : `Something special is waiting at ${w.subject}.`
        : `${capitalise(w.subject)} just got easier to love.`,
];

/**
 * News about the one it happened to ("our café" turns 5) can lead with the request's own sentence, which names
 * it; news about a thing ("Brightside's Webby award") names the thing and tells the sentence after.
 */
const NEWS_HOOKS: Template[] = [
  (w) =>
    w.reading.subject?.isAgent
      ? w.reading.statement && `Big news: ${afterColon(w, w.reading.statement)}`
      : '',
  (w) => (w.reading.subject?.isAgent ? `Proud moment for ${w.subject}!` : `Proud moment: ${w.subject}!`),
  (w) =>
    w.reading.subject?.isAgent ? `A big day for ${w.subject}.` : `${capitalise(w.subject)}: it's official.`,
  (w) =>
    w.reading.subject?.isAgent
      ? `${capitalise(w.subject)} ${w.reading.subject.plural ? 'have' : 'has'} something to celebrate.`
      : `We have something to celebrate: ${w.subject}.`,
];

/** News told in the request's own sentence when it names no thing: "I just got promoted to Head of Design…". */
const STATEMENT_HOOKS: Template[] = [
  (w) => `Big news: ${afterColon(w, w.reading.statement)}`,
  (w) => `Some news worth sharing: ${afterColon(w, w.reading.statement)}`,
  (w) => `It's official: ${afterColon(w, w.reading.statement)}`,
];

const PROFESSIONAL_STATEMENT_HOOKS: Template[] = [
  (w) => `We're proud to share some news. ${w.reading.statement}`,
  (w) => `Some news worth sharing: ${afterColon(w, w.reading.statement)}`,
  (w) => `A milestone worth sharing: ${afterColon(w, w.reading.statement)}`,
];

const PROFESSIONAL_NEWS_HOOKS: Template[] = [
  (w) =>
    w.reading.subject?.isAgent
      ? `A milestone worth sharing for ${w.subject}.`
      : `A milestone worth sharing: ${w.subject}.`,
  (w) =>
    w.reading.subject?.isAgent
      ? `Some news worth sharing from ${w.subject}.`
      : `Some news worth sharing: ${w.subject}.`,
  // "Our team: a moment we will remember." names no moment: the one the news happened to has a proud one.
  (w) =>
    w.reading.subject?.isAgent
      ? `A proud moment for ${w.subject}.`
      : `${capitalise(w.subject)}: a moment we will remember.`,
  (w) =>
    w.reading.subject?.isAgent && w.reading.statement
      ? `We're proud to share some news. ${w.reading.statement}`
      : `We're proud to share some news about ${w.subject}.`,
];

/**
 * A farewell ("Mr. Tom Reyes retires after 30 years") is a tribute: the post thanks the person and tells the news
 * in the request's own sentence; it is no milestone of the team's.
 */
const FAREWELL_HOOKS: Template[] = [
  (w) => `A heartfelt thank you to ${w.subject}.`,
  (w) => w.reading.statement && `Some news we share with mixed feelings. ${w.reading.statement}`,
  (w) => `Please join us in thanking ${w.subject}.`,
];

/** A farewell ends on thanks and good wishes, not on what comes next for the team. */
const FAREWELL_BODIES: Template[] = [
  () => 'Thank you for everything, and enjoy every moment of what comes next.',
  () => 'You will be greatly missed.',
  () => 'Please share your best wishes in the comments.',
];

/**
 * A thank-you ("thanking the 120 volunteers who made our beach clean-up a success") speaks to the people thanked:
 * the hook thanks them, the facts tell them what they did, and the body adds only gratitude, never a result the
 * request did not give.
 */
const THANK_YOU_HOOKS: Template[] = [
  (w) => `A huge thank you to ${w.subject}!`,
  (w) => `Please join us in thanking ${w.subject}.`,
  (w) => `We owe ${w.subject} a big thank you.`,
];

const THANK_YOU_BODIES: Template[] = [
  // One name thanked ("@greenleafcoffee", "Greenleaf Coffee") is no crowd of "every one of you".
  (w) =>
    /^@?\p{Lu}|^@/u.test(w.reading.subject?.text ?? '') && !w.reading.subject?.plural
      ? 'We are so grateful to you.'
      : 'We are so grateful to every one of you.',
  () => 'Thank you, from all of us.',
  () => 'We could not be more grateful.',
];

/**
 * Someone new ("our new head of sales Priya Desai", "our newest resident, a rescue kitten called Mochi") is
 * welcomed: no milestone of the team's, nothing launched.
 */
const WELCOME_HOOKS: Template[] = [
  (w) => w.reading.statement,
  (w) => `Everyone, ${w.reading.statement.replace(/^Please\b/, 'please')}`,
  (w) => `Say hello! ${w.reading.statement}`,
];

const WELCOME_BODIES: Template[] = [
  () => "We're so happy to have them with us.",
  () => 'Come and say hello soon.',
  () => 'Give them a warm welcome in the comments.',
];

const isWelcome = (reading: RequestReading) => /^Please welcome\b/.test(reading.statement);

/** Someone new in a role ("our new head of research Maya Chen") is welcomed, never celebrated as a milestone. */
const NEWCOMER_HOOKS: Template[] = [
  (w) => `Please welcome ${w.subject}!`,
  (w) => `A warm welcome to ${w.subject}.`,
  (w) => `We're delighted to welcome ${w.subject}.`,
];
const NEWCOMER_BODIES: Template[] = [
  () => "We're so happy to have them on the team.",
  () => "We can't wait to see what we build together.",
  () => 'Join us in giving them a warm welcome.',
];
// "our new puppy Bella has joined the salon team": someone new who joins is welcomed too.
const isNewcomer = (reading: RequestReading) =>
  !!reading.subject?.isPerson &&
  (/^(?:\S+'s? )?new\b/.test(reading.subject.text) ||
    (reading.isNew && /\b(?:has|have) joined\b/.test(reading.statement))) &&
  !isWelcome(reading);

/** Whom congratulations go to: the names the request gives them, or its subject ("our client GreenGrid"). */
const honoured = (w: Words) => /^Congratulations to (.+?), the\b/.exec(w.reading.statement)?.[1] ?? w.subject;

/** Congratulations are said to the person, in the request's sentence; no milestone of the team's. */
const CONGRATULATION_HOOKS: Template[] = [
  (w) => w.reading.statement,
  (w) => `Please join us in congratulating ${honoured(w)}!`,
  (w) => `A big well done to ${honoured(w)}.`,
];
const CONGRATULATION_BODIES: Template[] = [
  () => 'We are so proud of you.',
  () => 'Well deserved.',
  () => 'Share your congratulations in the comments.',
];
/** Something that stops on a date ("early bird tickets end Friday") is a reminder not to miss it. */
const ENDING_HOOKS: Template[] = [
  (w) => `Reminder: ${afterColon(w, w.reading.statement)}`,
  (w) => `Last chance: ${afterColon(w, w.reading.statement)}`,
  (w) => `Don't miss out: ${afterColon(w, w.reading.statement)}`,
];
const ENDING_BODIES: Template[] = [
  () => "Don't leave it too late.",
  () => 'Grab yours while you can.',
  () => 'Set a reminder now.',
];
const isEnding = (reading: RequestReading) =>
  /^[^.]*\b(?:end|ends|close|closes|expire|expires|finish|finishes)\b/i.test(reading.statement);

/** "apply for our accelerator programme", "enter our competition": a call to apply rather than to help. */
const isApplyCall = (w: Words) => /^(?:apply|enter|submit|nominate)\b/i.test(w.reading.subject?.text ?? '');

/**
 * "our case study: how we helped GreenCart reduce delivery costs by 30%": a case study is told by the story it
 * tells, as its title; it matters for what was done, not "more than ever".
 */
const isCaseStudy = (reading: RequestReading) => /\bcase stud(?:y|ies)$/i.test(reading.subject?.text ?? '');
/** The story a case study tells, as the request titles it: "how we helped GreenCart…". */
const caseStory = (w: Words) => w.reading.notes.find((note) => /^(?:How|Why|What)\b/.test(note)) ?? '';
const CASE_STUDY_HOOKS: Template[] = [
  (w) => (caseStory(w) ? `New case study: ${lowerFirst(caseStory(w))}` : `Our new case study is live.`),
  (w) =>
    caseStory(w) ? `Case study: ${lowerFirst(caseStory(w))}` : `A new case study, fresh off the press.`,
  (w) =>
    caseStory(w)
      ? `From our latest case study: ${lowerFirst(caseStory(w))}`
      : `We've just published a new case study.`,
];
const CASE_STUDY_BODIES: Template[] = [
  () => 'Read the full story at the link.',
  () => "Here's what we did, and what changed.",
  () => 'The results speak for themselves.',
];

/** "our report finds 62% of UK freelancers plan to raise their rates": what research found is its news. */
const isFinding = (reading: RequestReading) =>
  /^\S+(?: \S+){0,4} (?:finds|found|shows|showed|reveals|revealed)\b/i.test(reading.statement);
const FINDING_HOOKS: Template[] = [
  (w) => `New research: ${afterColon(w, w.reading.statement)}`,
  (w) => `What the data says: ${afterColon(w, w.reading.statement)}`,
  (w) => `The numbers are in. ${w.reading.statement}`,
];
const FINDING_BODIES: Template[] = [
  () => 'Does this match what you see?',
  () => 'The full findings are worth a read.',
  () => "We'd love to hear your take.",
];

/**
 * "I'm starting a new role as marketing director at Fernleaf Foods": a poster's new job is a personal chapter,
 * told as their news and looked forward to; no team made it possible and nobody is asked how they approach it.
 */
const isNewRole = (reading: RequestReading) =>
  /^(?:[^.]*, )?I\b[^.]*\b(?:new (?:role|job|position)|(?:joining|join|joined) \p{Lu}[^.]* as (?:an? |the )?\p{L}|leaving to (?:start|join|launch)|start(?:ing)? my own)\b/iu.test(
    reading.statement,
  );
const NEW_ROLE_HOOKS: Template[] = [
  (w) => `Some personal news: ${afterColon(w, w.reading.statement)}`,
  (w) => `A new chapter: ${afterColon(w, w.reading.statement)}`,
  (w) => `Personal update: ${afterColon(w, w.reading.statement)}`,
];
const NEW_ROLE_BODIES: Template[] = [
  () => "I can't wait to get started.",
  () => 'Thank you to everyone who helped me get here.',
  () => 'Excited for what comes next.',
];

/**
 * What the poster does from now on ("Our pet shop now stocks grain-free dog food") is a change for customers; no
 * one is thanked for making it possible.
 */
const CHANGE_BODIES: Template[] = [
  () => 'Tell your friends.',
  () => 'Let us know what you think.',
  () => "We think you'll love it.",
];
/** "I'm now taking bookings for gel extensions": what the poster now takes, which readers are asked to send. */
const takenNow = (reading: RequestReading) =>
  /^(?:we're|we are|i'm|i am) now (?:taking|accepting) (\S+)/i.exec(reading.statement)?.[1]?.toLowerCase() ??
  '';
const TAKING_BODIES: Template[] = [
  (w) =>
    /^(?:bookings|appointments|reservations)$/.test(takenNow(w.reading))
      ? 'Book your spot today.'
      : 'Get in touch today.',
  (w) =>
    /orders$/.test(takenNow(w.reading)) ? 'Get your order in early.' : 'Spaces go fast, so get in early.',
  (w) =>
    `Send ${w.reading.isFirstPersonSingular ? 'me' : 'us'} a message to ${/orders$/.test(takenNow(w.reading)) ? 'order' : 'book'}.`,
];
// "You can now export your invoices as PDF." is a change for customers too.
const isOwnChange = (reading: RequestReading) =>
  /^(?:You|Customers|Clients|Members|Users|Guests|Everyone) can now\b/.test(reading.statement) ||
  /^Our\b[^.]*\bnow\s+\p{L}+s\b/u.test(reading.statement);

/**
 * News of someone the poster works with or trains ("Our client Northwind won Retailer of the Year.", "Our
 * apprentice Jade finished her apprenticeship.") is theirs to be congratulated on; it is no milestone of the
 * poster's team.
 */
const OTHERS_NEWS_HOOKS: Template[] = [
  () => 'Huge congratulations are in order!',
  () => 'News we love to share!',
  () => 'Please join us in celebrating!',
];
const OTHERS_NEWS_BODIES: Template[] = [
  () => 'Well deserved.',
  () => "We couldn't be prouder.",
  () => 'Share your congratulations in the comments.',
];
const isOthersNews = (reading: RequestReading) =>
  /^Our (?:client|clients|customer|customers|partner|partners|supplier|suppliers|member|members|student|students|apprentice|apprentices|intern|interns|trainee|trainees|graduate|graduates)\b/.test(
    reading.statement,
  );

const isCongratulation = (reading: RequestReading) => /^Congratulations to\b/.test(reading.statement);

/** A notice ("closing for renovations from March 3") passes news on plainly: nothing to celebrate. */
const NOTICE_HOOKS: Template[] = [
  (w) => w.reading.statement && `Please note: ${afterColon(w, w.reading.statement)}`,
  (w) => (isPostersOwn(w) ? `An update from ${w.subject}.` : `A quick update on ${w.subject}.`),
  (w) => w.reading.statement && `Heads up: ${afterColon(w, w.reading.statement)}`,
  (w) => (isPostersOwn(w) ? `Important news from ${w.subject}.` : `Important news about ${w.subject}.`),
];

/** "our bakery" speaks for itself; "the sauna" or "road closure" is only what the news is about. */
const isPostersOwn = (w: Words) =>
  /^(?:our|my)$/i.test(w.reading.subject?.determiner ?? '') &&
  !w.reading.subject?.plural &&
  !FACILITIES.test(w.reading.subject?.text ?? '');

/**
 * A notice in the poster's own sentence that names no thing ("we're closed today due to the snow") leads with
 * that sentence: there is no "latest post" or business name to speak of instead.
 */
const NOTICE_STATEMENT_HOOKS: Template[] = [
  (w) => `Heads up: ${afterColon(w, w.reading.statement)}`,
  (w) => `Please note: ${afterColon(w, w.reading.statement)}`,
  (w) => `A quick update: ${afterColon(w, w.reading.statement)}`,
];

const HIRING_HOOKS: Template[] = [
  (w) => `We're hiring ${w.subject}!`,
  (w) => `Join our team: we're looking for ${w.subject}.`,
  (w) => `Know someone great? We're hiring ${w.subject}.`,
];

const PROFESSIONAL_HIRING_HOOKS: Template[] = [
  (w) => `We are hiring ${w.subject}.`,
  (w) => `Our team is growing: we are looking for ${w.subject}.`,
  (w) => `An opportunity worth sharing: we are hiring ${w.subject}.`,
];

const HOOKS: Record<PostKind, { social: Template[]; professional: Template[] }> = {
  general: { social: GENERAL_HOOKS, professional: PROFESSIONAL_GENERAL_HOOKS },
  tip: { social: TIP_HOOKS, professional: TIP_HOOKS },
  launch: { social: LAUNCH_HOOKS, professional: PROFESSIONAL_LAUNCH_HOOKS },
  event: { social: EVENT_HOOKS, professional: EVENT_HOOKS },
  call: { social: CALL_HOOKS, professional: CALL_HOOKS },
  sale: { social: SALE_HOOKS, professional: SALE_HOOKS },
  news: { social: NEWS_HOOKS, professional: PROFESSIONAL_NEWS_HOOKS },
  notice: { social: NOTICE_HOOKS, professional: NOTICE_HOOKS },
  hiring: { social: HIRING_HOOKS, professional: PROFESSIONAL_HIRING_HOOKS },
};

// ——— Facts: each sentence carries one or two of the request's facts; none is left out of a variation. ———

/** When and where, worded for the kind of post. */
/** "giving away 3 copies …, ends Sunday": the date a giveaway runs until is when its entries close. */
const isGiveawayUntil = (w: Words) =>
  w.reading.when?.role === 'until' && /\bgiv(?:ing|e) away\b|\bgiveaway\b/i.test(w.reading.statement);

/** "this weekend only": something new for a while only is there then, never launched or "from" it. */
const isOnlyWhen = (w: Words) => /\bonly$|^only\b/i.test(w.when);

const WHEN_WHERE: Record<'launch' | 'event' | 'notice' | 'past' | 'deadline' | 'other', Template[]> = {
  // "apply by September 1": a date something must be done by is a deadline, never a date to come to.
  deadline: [
    (w) => `Deadline: ${w.when.replace(/^by\s+/i, '')}${w.where && `, ${w.where}`}.`,
    (w) => `Don't leave it late: the deadline is ${w.when.replace(/^by\s+/i, '')}.`,
    (w) => `Get yours in ${w.when}${w.where && ` ${w.where}`}.`,
  ],
  // A date already gone ("last Sunday", "two weeks ago") tells when it happened; there is nothing to save.
  past: [
    (w) => `This was ${w.when}${w.where && ` ${w.where}`}.`,
    (w) => `It all happened ${w.when}${w.where && ` ${w.where}`}.`,
  ],
  // A closure's dates are stated, not announced as something to look forward to.
  notice: [
    (w) => `${capitalise(w.when)}${w.where && `, ${w.where}`}.`,
    (w) => `Dates: ${w.when.replace(/^(?:on|at|from)\s+/i, '')}${w.where && `, ${w.where}`}.`,
  ],
  // A place opened is told with the request's own word for it ("Grand opening this Sunday in Denver."); it opens,
  // where a product launches and arrives.
  // Something new that comes back on a repeating date ("every Saturday morning") launches once; after that it is
  // simply there on those days.
  launch: [
    (w) =>
      w.when &&
      (isOnlyWhen(w)
        ? `Available ${w.when}${w.where && ` ${w.where}`}.`
        : /^from\b/i.test(w.when)
          ? `${capitalise(w.it)} ${w.agree('is', 'are')} available ${w.when}${w.where && ` ${w.where}`}.`
          : w.reading.when?.role === 'every'
            ? `${capitalise(w.agree("it's", "they're"))} here ${w.when}${w.where && ` ${w.where}`}.`
            : w.reading.opening
              ? `${capitalise(w.reading.opening)} ${w.when}${w.where && ` ${w.where}`}.`
              : `${capitalise(w.it)} ${w.agree('launches', 'launch')} ${w.when}${w.where && ` ${w.where}`}.`),
    (w) =>
      w.when &&
      (isOnlyWhen(w)
        ? `${capitalise(w.when)}${w.where && `, ${w.where}`}.`
        : w.reading.when?.role === 'every'
          ? `Find ${w.agree('it', 'them')} ${w.when}${w.where && ` ${w.where}`}.`
          : `${capitalise(w.when)}, ${w.it} ${w.reading.opening ? w.agree('opens', 'open') : w.agree('arrives', 'arrive')}${w.where && ` ${w.where}`}.`),
    (w) =>
      // "from" a day that repeats ("from Fridays") reads as a start: a schedule is told as written.
      w.when && w.where && w.reading.when?.role !== 'every' && !/^until\b/i.test(w.when)
        ? `Find ${w.agree('it', 'them')} ${w.where} ${/^from\b/i.test(w.when) || isOnlyWhen(w) ? w.when : `from ${w.bareWhen}`}.`
        : '',
  ],
  event: [
    // What people are called to do ("help at our charity shop") is no occasion that "runs".
    (w) =>
      (w.reading.when?.role === 'every' || hoursOnly(w)) && w.reading.kind !== 'call'
        ? isBusinessThere(w.reading)
          ? `Find us ${w.where ? `${w.where} ` : ''}${hoursOnly(w) || w.when}.`
          : `${capitalise(w.subject)} ${w.agree('runs', 'run')} ${hoursOnly(w) || w.when}${w.where && ` ${w.where}`}.`
        : `See you ${w.when}${w.where && ` ${w.where}`}!`,
    (w) => `Join us ${hoursOnly(w) || w.when}${w.where && ` ${w.where}`}.`,
    (w) =>
      w.reading.when?.role === 'every'
        ? `We're there ${w.when}${w.where && `, ${w.where}`}.`
        : hoursOnly(w)
          ? `Come along ${hoursOnly(w)}${w.where && ` ${w.where}`}.`
          : isCountdown(w.when)
            ? `${capitalise(w.subject)} ${w.agree('starts', 'start')} ${w.when}${w.where && ` ${w.where}`}.`
            : `Save the date: ${w.bareWhen}${w.where && `, ${w.where}`}.`,
  ],
  other: [
    // "only this weekend": a limit on when something can be had is said as one; a giveaway's is when it closes.
    (w) =>
      isGiveawayUntil(w)
        ? `Entries close ${w.when.replace(/^until\s+/i, '')}.`
        : w.reading.when?.role === 'until' || isOnlyWhen(w)
          ? `Available ${w.when}${w.where && ` ${w.where}`}.`
          : '',
    (w) => (w.reading.when?.role === 'every' ? `Find us ${w.when}${w.where && ` ${w.where}`}.` : ''),
    (w) =>
      isCountdown(w.when) || isOnlyWhen(w) || isGiveawayUntil(w)
        ? ''
        : `Mark your calendar: ${w.bareWhen}${w.where && `, ${w.where}`}.`,
    // Nothing "happens until Sunday": a date something runs until is told by the first line alone.
    (w) =>
      isOnlyWhen(w)
        ? `${capitalise(w.when)}${w.where && `, ${w.where}`}.`
        : w.reading.when?.role === 'until'
          ? ''
          : `It all happens ${w.when}${w.where && ` ${w.where}`}.`,
  ],
};

/** Parts of a business's premises or services, which close or break while the business goes on. */
const FACILITY =
  '(?:car park|parking|toilets?|lifts?|elevators?|kitchen|pool|sauna|steam room|website|site|app|phone lines?|entrance|terrace|beer garden|garden|playground|play area|card machine|wi-?fi|ovens?|coffee machine)';
/** "our car park": the subject is one of them. */
const FACILITIES = new RegExp(`\\b${FACILITY}$`, 'i');
/** "Our car park will be closed…": a sentence about one of them. */
const FACILITIES_IN = new RegExp(`^(?:our|the|my) (?:[\\p{L}-]+ ){0,3}?${FACILITY}\\b`, 'iu');

/** Words for one person by their role at the business: "CEO", "head chef", "founder". */
const PERSON_ROLES =
  /\b(?:ceo|cto|cfo|coo|cmo|founder|co-founder|cofounder|director|manager|chef|owner|president|chair)$/i;

/** A venue not called "our" may be a stockist's: "Target stores". */
const isOthersVenue = (w: Words) => !!w.reading.venue && !/^(?:our|my)\b/i.test(w.reading.venue);

const WHERE_ONLY: Record<'event' | 'hiring' | 'news' | 'other', Template[]> = {
  event: [(w) => `See you ${w.where}!`, (w) => `Meet us ${w.where}.`, (w) => `We'll be ${w.where}.`],
  // "for our team in Dublin": the place already is the team, so it is joined itself, not "the team at our team".
  hiring: [
    (w) =>
      /^at (?:our|the) team\b/i.test(w.where)
        ? `Join ${w.where.replace(/^at /i, '')}.`
        : `Join the team ${w.where}.`,
    (w) => `The role is ${w.where}.`,
  ],
  // News happened somewhere; nothing is there to be found or bought ("our team's win at the National Retail
  // Awards").
  // A person joining is met there.
  // News the poster's own business tells ("we're a design studio and we just won…") comes from them.
  // So does news of the poster's business somewhere ("3 years of our plant shop in Bristol").
  news: [
    (w) =>
      w.reading.subject?.isPerson
        ? `Come and say hello ${w.where}.`
        : w.reading.isOwnBusiness || isOwnBusinessNews(w.reading)
          ? w.reading.isFirstPersonSingular
            ? `Find me ${w.where}.`
            : `From all of us ${w.where}.`
          : `It happened ${w.where}.`,
    (w) =>
      w.reading.subject?.isPerson
        ? `Come and say hello ${w.where}.`
        : w.reading.isOwnBusiness || isOwnBusinessNews(w.reading)
          ? w.reading.isFirstPersonSingular
            ? `Come and see me ${w.where}.`
            : `From the whole team ${w.where}.`
          : `All ${w.where}.`,
  ],
  // A venue may be someone else's ("at Target stores"): there the subject is found, not "us".
  other: [
    (w) =>
      isVisitingVenue(w)
        ? `Available ${w.where.replace(/^at /, 'from ')}.`
        : isVisitingService(w)
          ? `Available ${w.where}.`
          : w.reading.subject?.isPerson
            ? `Come and say hello ${w.where}.`
            : isSignUpOpen(w.reading)
              ? `Sign up ${w.where}.`
              : isServiceAvailable(w.reading)
                ? `Find us ${w.where}.`
                : deadlineNote(w.reading)
                  ? `Find us ${w.where}.`
                  : `Find ${w.agree('it', 'them')} ${w.where}.`,
    (w) =>
      isVisitingVenue(w)
        ? `Get in touch with ${w.where.replace(/^at /, '')}.`
        : // Online there is nowhere to come and see anyone.
          isOthersVenue(w) || isVisitingService(w) || /\bonline$/.test(w.where)
          ? `Available ${w.where}.`
          : `Come and see us ${w.where}.`,
    (w) =>
      isVisitingVenue(w)
        ? `Book ${w.where.replace(/^at /, '')} today.`
        : isVisitingService(w)
          ? `Book us ${w.where}.`
          : isOthersVenue(w)
            ? `Look for ${w.agree('it', 'them')} ${w.where}.`
            : `Find us ${w.where}.`,
  ],
};

/** What comes with the subject: "Featuring Sally Rooney.", "Expect deals on sourdough and croissants." */
/** "a thank you to our customers" is said, not featured: "Thank you to our customers!" */
const thanks = (w: Words) =>
  /^(?:an? )?(?:\w+ )?thank you\b/i.test(w.reading.extras)
    ? `${capitalise(w.reading.extras.replace(/^an? /i, ''))}!`
    : '';

// "With live music." and "Deals on board games." are sentences with no verb: common things are promised
// ("Expect live music.", "Shop deals on …"), while a name is featured, as "Expect Sally Rooney" would not be said.
const EXTRAS: Template[] = [
  (w) =>
    thanks(w) || (w.isSaleNamed ? `Expect deals on ${w.reading.extras}.` : `Featuring ${w.reading.extras}.`),
  (w) =>
    thanks(w) ||
    (w.isSaleNamed
      ? `Shop deals on ${w.reading.extras}.`
      : /\bwith\b/i.test(w.reading.extras) || /(?:^|\s)\p{Lu}\p{Ll}/u.test(w.reading.extras)
        ? `Featuring ${w.reading.extras}.`
        : `Expect ${w.reading.extras}.`),
];

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
const asWritten = (sentence: string, scope: string) =>
  scope && sentence.startsWith(capitalise(scope)) ? `${scope}${sentence.slice(scope.length)}` : sentence;
const priceVerb = (w: Words) => (w.reading.offer?.plural ? 'are' : 'is');
/** " for new pups": whom a free offer is for. */
const forWhom = (w: Words) => (w.reading.offer?.people ? ` for ${w.reading.offer.people}` : '');

/** "free delivery on all coffee beans" about the coffee beans: the offer is given on the subject itself. */
const isOfferOnSubject = (w: Words) =>
  w.reading.offer?.kind === 'free' && mentions(w.reading.offer.scope ?? '', w.reading.subject?.text ?? '');

/** What gets people in, rather than something to try: "tickets", "entry". */
const ADMISSION = /\b(?:tickets?|entry|admission|entrance)$/i;

const OFFERS: Record<'discount' | 'free' | 'freeItem' | 'price' | 'deal' | 'code', Template[]> = {
  discount: [
    (w) => `Enjoy ${w.offer}${w.offerTail}${w.reading.kind === 'launch' ? ' to celebrate' : ''}.`,
    (w) =>
      w.reading.kind === 'launch'
        ? `Opening offer: ${w.offer}${w.offerTail}.`
        : `Take ${w.offer}${w.offerTail}.`,
    (w) =>
      w.reading.kind === 'launch' ? `Come by for ${w.offer}${w.offerTail}.` : `Get ${w.offer}${w.offerTail}.`,
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

/** "We're looking for beta testers.": people the post looks for are asked for, whatever the platform. */
const wanted = (w: Words) =>
  `${w.reading.isFirstPersonSingular ? "I'm" : "We're"} looking for ${w.reading.audience}.`;

const AUDIENCES: Template[] = [
  (w) =>
    w.reading.kind === 'event' ? `Calling all ${w.reading.audience}!` : `Made for ${w.reading.audience}.`,
  (w) =>
    w.reading.kind === 'event'
      ? `${capitalise(w.reading.audience)}, we'd love to see you there.`
      : `${capitalise(w.reading.audience)}, this one's for you.`,
  (w) =>
    w.reading.kind === 'event' ? `Open to all ${w.reading.audience}.` : `Perfect for ${w.reading.audience}.`,
];

const PROFESSIONAL_AUDIENCES: Template[] = [
  (w) => `Built for ${w.reading.audience}.`,
  // The audience uses what is made ("women in tech" in a mentorship programme); "if you work with" them would
  // speak to someone else.
  (w) => `Designed with ${w.reading.audience} in mind.`,
];

// ——— Colour and calls to action: optional, and the first to go when space is short. ———

/** How a new thing is taken in: an episode is listened to, a report read, a film watched; goods are tried. */
function enjoyedBy(w: Words): string {
  // "new blog post on how to price your work": the head comes before what the thing is about.
  // So does "by" and its maker: "a vegan cookbook by chef Maya Ortiz".
  const named = (w.reading.subject?.text ?? '').split(/\s+(?:on|about|with|for|of|from|to|after|by)\s+/)[0]!;
  // "our podcast episode 42": a number after the head only counts it; "our new single Midnight Drive": a
  // capitalised name after it only names it.
  const head =
    /(?<!\p{L})(\p{Ll}+)(?:\s+(?:#?\d+|\p{Lu}[\p{L}'’]*(?:\s+\p{Lu}[\p{L}'’]*)*))?$/u
      .exec(named)?.[1]
      ?.toLowerCase() ?? '';
  if (/^(?:episodes?|podcasts?|albums?|singles?|songs?|playlists?|mixe?s?)$/.test(head)) return 'hear';
  if (
    /^(?:reports?|guides?|books?|cookbooks?|novels?|memoirs?|antholog(?:y|ies)|comics?|poems?|ebooks?|articles?|posts?|newsletters?|issues?|editions?|studies|study|papers?|zines?)$/.test(
      head,
    )
  )
    return 'read';
  if (/^(?:videos?|films?|trailers?|documentar(?:y|ies)|series|shows?|vlogs?)$/.test(head)) return 'watch';
  // Places and looks are seen: "our new shopfront", "the new garden room".
  if (
    /^(?:shopfronts?|storefronts?|spaces?|rooms?|interiors?|premises|offices?|shops?|stores?|studios?|gardens?|terraces?|patios?|looks?|logos?|signs?|websites?|sites?|murals?)$/.test(
      head,
    )
  )
    return 'see';
  return 'try';
}

/** "our online shop closes for orders on 20 December", "last orders for Christmas delivery": a last day to order. */
const isOrderCutoff = (statement: string) =>
  /\b(?:closes?|closing|closed) for orders\b|\blast orders\b/i.test(statement);

/**
 * How a notice promises things will be again: a place closed welcomes people back, a service down is running
 * again, a pause or a postponement ends; anything else only thanks for understanding.
 */
function noticeReturn(statement: string): string {
  // "we're closing our Leeds shop": a place closing for good thanks people; nobody is welcomed back to it.
  if (/\bclosing (?:our|my|the)\b/i.test(statement)) return 'Thank you for all your support.';
  // A pop-up that closes has had its run: readers are asked to come before it goes.
  if (/\bpop-?ups?\b[^.]*\bclos/i.test(statement)) return 'Come and see us before we go.';
  // "our online shop closes for orders on 20 December": a last day for orders asks for them before it.
  if (isOrderCutoff(statement)) return "Don't leave it too late.";
  // A part of the premises closed is open again; the business itself never closed.
  if (/\b(?:closed|closing|closes)\b/i.test(statement))
    return FACILITIES_IN.test(statement)
      ? "We'll let you know when it's open again."
      : "We can't wait to welcome you back.";
  if (/\bdown\b/i.test(statement)) return "We'll be back up and running as soon as we can.";
  if (/\b(?:paused|pausing|break|hiatus)\b/i.test(statement)) return "We'll be back soon.";
  if (/\bpostponed\b/i.test(statement)) return "We'll share the new date soon.";
  return 'Thank you for your understanding.';
}

/** "our nail salon": the poster's own business as the subject of the post. */
const isOwnBusinessSubject = (reading: RequestReading) =>
  /^(?:our|my)$/.test(reading.subject?.determiner ?? '') && BUSINESS_HEADS.test(reading.subject?.text ?? '');

const BODIES: Record<PostKind, Template[]> = {
  general: [
    // An episode is heard and a report read; anything else is seen for oneself. A business is visited.
    (w) =>
      isOwnBusinessSubject(w.reading)
        ? "We can't wait to see you."
        : /^(?:hear|read|watch)$/.test(enjoyedBy(w))
          ? `We can't wait for you to ${enjoyedBy(w)} ${w.agree('it', 'them')}.`
          : `We can't wait for you to see ${w.agree('it', 'them')} for yourself.`,
    () => 'There is more to come, so stay tuned.',
    // Things are made with care; a business is not made, it is come to.
    (w) =>
      isOwnBusinessSubject(w.reading)
        ? 'Come and say hello soon.'
        : 'Made with care, down to the last detail.',
  ],
  // Lessons and mistakes are the poster's own, learned: the reader is asked for theirs, not told to try them.
  tip: [
    (w) => (isLearnedLesson(w) ? 'What would you add?' : 'Small changes add up.'),
    (w) =>
      isLearnedLesson(w)
        ? "Learned the hard way, shared so you don't have to."
        : 'Try it this week and tell us how it goes.',
  ],
  launch: [
    (w) => `We can't wait for you to ${enjoyedBy(w)} ${w.agree('it', 'them')}.`,
    () => 'It has been a long time in the making.',
    () => 'Made with care, down to the last detail.',
  ],
  event: [() => 'Bring a friend or two.', () => 'Everyone is welcome.', () => "We'd love to see you there."],
  // People asked to apply or enter are wished luck; those asked to help are thanked.
  call: [
    (w) =>
      isApplyCall(w) ? "We can't wait to read your application." : 'Every pair of hands makes a difference.',
    (w) =>
      isApplyCall(w) ? 'Know someone who should apply? Send this their way.' : 'Bring a friend or two.',
    (w) => (isApplyCall(w) ? 'Good luck!' : 'Thank you!'),
  ],
  // Goods are stocked up on; a tour or a class is booked.
  sale: [
    (w) =>
      isBusinessSale(w)
        ? "We can't wait to see you."
        : w.reading.isOccasion
          ? 'Places go fast, so book early.'
          : 'Stock up while it lasts.',
    (w) =>
      isBusinessSale(w)
        ? 'Treat yourself, you deserve it.'
        : w.reading.isOccasion
          ? 'Bring a friend or two.'
          : 'The perfect excuse for a treat.',
  ],
  news: [
    () => 'Thank you to everyone who made this possible.',
    () => 'This is only the beginning.',
    // News of the team itself thanks no team of its own.
    (w) =>
      /\b(?:team|staff|crew|volunteers|people)$/.test(w.reading.subject?.text ?? '')
        ? "We're so proud of everyone involved."
        : 'We could not have done it without our team and our partners.',
  ],
  // A notice that the doors are open ("we're open late this Friday") asks no patience of anyone.
  notice: [
    // A last day for orders asks for them; nobody waits on it.
    (w) =>
      isOpenNotice(w)
        ? "We'd love to see you."
        : isOrderCutoff(w.reading.statement)
          ? 'Get your orders in before then!'
          : 'Thank you for your patience.',
    (w) =>
      isOpenNotice(w)
        ? 'See you soon!'
        : /\b(?:moving|moves|relocating)\b/i.test(w.reading.statement)
          ? // "moving online only": there is no new spot to come to.
            /\bonline\b/i.test(w.reading.statement)
            ? 'See you online!'
            : "We can't wait to see you at the new spot."
          : noticeReturn(w.reading.statement),
  ],
  hiring: [
    () => 'Share this with someone who would be a great fit.',
    () => 'We would love to hear from you.',
  ],
};

const PROFESSIONAL_BODIES: Partial<Record<PostKind, Template[]>> = {
  general: [
    () => 'Thank you to everyone who made this possible.',
    () => 'We would love to hear your thoughts.',
    () => 'More on this soon.',
  ],
  launch: [
    () => 'It has been a long time in the making, and we are proud of the result.',
    () => 'Thank you to everyone who helped us get here.',
  ],
};

const CALLS_TO_ACTION: Record<Platform | 'any', Template[]> = {
  instagram: [
    () => 'Double-tap if you agree and tag a friend who needs to see this.',
    () => 'Save this post for later and share it with someone who would love it.',
    () => 'Tell us in the comments: what do you think?',
    () => 'Tap the link in bio to find out more.',
    () => 'Tag someone who needs to see this.',
  ],
  tiktok: [
    () => 'Follow for part 2!',
    () => 'Comment your take below.',
    () => 'Save this for later.',
    () => 'Send this to someone who needs it.',
    () => 'Watch till the end.',
  ],
  facebook: [
    () => 'What do you think? Tell us in the comments.',
    () => 'Share this with someone who would love it.',
    () => 'Follow our page for more updates.',
    () => "Hit like if you're in!",
    () => 'Tag a friend who should know.',
  ],
  twitter: [
    () => 'Thoughts?',
    () => 'Reply with your take.',
    () => 'Repost if you agree.',
    () => "Who's in?",
    () => 'More soon. Stay tuned.',
  ],
  linkedin: [
    (w) =>
      // A case study is the poster's own story: nobody else has experience of it.
      // So is anything the poster owns or publishes ("our latest newsletter").
      w.reading.kind === 'general' &&
      w.reading.subject &&
      !isCaseStudy(w.reading) &&
      !w.reading.subject.isPerson &&
      !/^(?:our|my)$/.test(w.reading.subject.determiner) &&
      !w.reading.pieceTitle
        ? `What is your experience with ${w.subject}? ${w.reading.isFirstPersonSingular ? 'I' : 'We'} would love to hear your thoughts in the comments.`
        : '',
    () => 'If this resonates, share it with your network.',
    // News is the poster's own: there is nothing for readers to approach.
    (w) => (w.reading.kind === 'news' ? '' : 'How are you approaching this? Let us discuss in the comments.'),
    () => 'Feel free to reach out if you would like to learn more.',
    () => 'Share this with someone in your network who should see it.',
  ],
  any: [
    () => 'Tell us what you think in the comments.',
    () => 'Share this with someone who would love it.',
    () => 'Follow for more.',
    () => 'Save this for later.',
    () => "What's your take?",
  ],
};

const EMOJI = ['✨', '🚀', '🔥', '💡', '🎉', '🙌', '📣', '🌟', '👀', '💬'];

/**
 * A notice that asks patience ("closed for repairs", "down for maintenance"), or says the trouble is over, is
 * passed on plainly: no party emoji, and a call to pass it on rather than to like it or say who is in.
 */
const NOTICE_CALLS: Template[] = [
  () => 'Please pass this on to anyone it affects.',
  () => 'Questions? Send us a message.',
  () => 'Follow us for updates.',
];
const NOTICE_EMOJI = ['📢', '🙏', '📌'];
const isPatienceNotice = (reading: RequestReading) =>
  (reading.kind === 'notice' && !isOpenStatement(reading.statement)) ||
  (reading.kind === 'general' && isRestored(reading));

/** FNV-1a: the same description always picks the same templates, different ones usually pick others. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text.toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const pick = <T>(items: T[], index: number): T => items[index % items.length]!;

/**
 * The `index`th of the templates that have all the words they need: counted among those alone, so that
 * variations side by side never fall through to the same one.
 */
function write(templates: Template[], index: number, words: Words): string {
  const written = templates.map((template) => template(words)).filter(Boolean);
  return written.length > 0 ? pick(written, index) : '';
}

/** The date without the word that leads it, to see whether a sentence already gives it. */
/** A date already gone: "last Sunday", "two weeks ago", "yesterday". */
const PAST_DATE = /\b(?:last|ago|yesterday|earlier)\b/i;

const dateCore = (when: string) => when.replace(/^(?:on|at|from|until|by|in)\s+/i, '');

/** True when the text tells the date part, as written or, for hours, as "from 9am to 3pm". */
const tellsDate = (text: string, part: string) => {
  const hours = HOURS.exec(dateCore(part));
  // "this Sunday from 2am to 4am" is told by "this Sunday 2am-4am", as the request wrote it.
  const joined = (said: string) => said.replace(/\bfrom (\S+) to (\S+)/gi, '$1-$2');
  return (
    mentions(text, dateCore(part)) ||
    mentions(joined(text), joined(dateCore(part))) ||
    (!!hours && mentions(text, `from ${hours[1]} to ${hours[2]}`))
  );
};

/** "Everyone welcome." and "Everyone is welcome." open alike: a request's note written without its verb. */
const openingOf = (text: string) =>
  text
    // "Thank you, listeners." and "Thank you." open as "Thank you to everyone…" does, and "Thanks for your
    // patience." as "Thank you for your patience." does.
    .replace(/[,;:.!?]/g, '')
    .replace(/^thanks\b/i, 'thank you')
    .split(/\s+/)
    .filter((word) => !/^(?:is|are)$/i.test(word))
    .slice(0, 2)
    .join(' ')
    .toLowerCase();

const firstWordOf = (text: string) => (text.match(/^[\p{L}']+/u)?.[0] ?? '').toLowerCase();
/** The first word of each sentence already written: "Available from this weekend." gives "available". */
const sentenceOpenings = (sentences: string[]) =>
  new Set(
    sentences
      .flatMap((text) => text.split(/(?<=[.!?])\s+/))
      .map(firstWordOf)
      .filter(Boolean),
  );

/**
 * Like `write`, but skips a sentence that would open the way the hook does ("Join us…", "Join us…"), or with the
 * word a fact before it opens with: "Available from this weekend. Available at Kumo Bakery." reads as a stutter.
 */
function writeUnlike(
  templates: Template[],
  index: number,
  words: Words,
  hook: string,
  earlier: string[] = [],
) {
  const openings = sentenceOpenings(earlier);
  for (let offset = 0; offset < templates.length; offset++) {
    const text = pick(templates, index + offset)(words);
    if (text && openingOf(text) !== openingOf(hook) && !openings.has(firstWordOf(text))) return text;
  }
  return write(templates, index, words);
}

const mentions = (text: string, part: string) => !!part && text.toLowerCase().includes(part.toLowerCase());

/**
 * The sentences that carry the request's facts, leaving out what the hook already says. Together they name the
 * place, the date or time, the offer and its code, the audience and anything the reader is asked to do.
 */
function factsFor(words: Words, hook: string, index: number, isProfessional: boolean): string[] {
  const { reading } = words;
  const facts: string[] = [];
  if (reading.statement && !mentions(hook, reading.statement)) facts.push(reading.statement);
  // The request's own pieces, in its words: "Walk-ins welcome.", "New reformer classes start Monday."
  // "Add glitter for £5.": an extra with a price of its own follows the offer's price, so that each price is
  // read with what it buys.
  const isPricedExtra = (note: string) =>
    !!reading.offer && /^(?:Add|Upgrade|Extra|Plus)\b.*[£$€]\d/.test(note);
  const notes = reading.notes.filter((note) => !mentions(hook, note));
  facts.push(...notes.filter((note) => !isPricedExtra(note)));
  const said = () => [hook, ...facts].join(' ');
  const offerCarriesDate = isDateWithOffer(reading);
  // "closed on Monday…, back Tuesday": each date the sentences so far have told is not told again.
  const unsaid = words.when
    .split(/,\s+/)
    .filter((part) => part && !tellsDate(said(), part))
    .join(', ');
  const needsWhen = !!reading.when && !offerCarriesDate && !!unsaid;
  // "expanding to Canada with a new team in Toronto": places the sentence names each are told already.
  const placesTold = (reading.venue || reading.place)
    .split(/,\s*|\s+and\s+/)
    .every((name) => mentions(said(), name));
  // "from our council: bin collections will be a day late": a notice from the poster's own place tells no
  // one to come and find it there.
  const isOwnNotice = reading.kind === 'notice' && /^(?:our|my)\b/i.test(reading.venue) && !reading.place;
  const needsWhere = !!words.where && !placesTold && !isOwnNotice;
  if (needsWhen) {
    const group = /^by\b/i.test(unsaid)
      ? 'deadline'
      : reading.kind === 'call'
        ? 'event'
        : reading.kind === 'launch' || reading.kind === 'event' || reading.kind === 'notice'
          ? reading.kind
          : PAST_DATE.test(unsaid)
            ? 'past'
            : 'other';
    const where = needsWhere ? words.where : '';
    const when = { when: unsaid, bareWhen: bareWhenOf(unsaid) };
    facts.push(writeUnlike(WHEN_WHERE[group], index, { ...words, ...when, where }, hook, facts));
  } else if (needsWhere) {
    const group =
      reading.kind === 'event' || reading.kind === 'call'
        ? 'event'
        : reading.kind === 'hiring' || reading.kind === 'news'
          ? reading.kind
          : 'other';
    facts.push(writeUnlike(WHERE_ONLY[group], index, words, hook, [...facts, ...reading.instructions]));
  }
  if (reading.extras && !mentions(said(), reading.extras)) facts.push(write(EXTRAS, index, words));
  // "Fill a bag for $10 this Saturday only.": an instruction that holds the price tells the offer itself.
  // "Try rowing for free.": an instruction that says it is free tells a free offer with nothing named.
  const isOfferInstructed = reading.instructions.some(
    (instruction) =>
      mentions(instruction, words.offer) ||
      (reading.offer?.kind === 'free' && !reading.offer.text && /\bfor free\b/i.test(instruction)),
  );
  // "Sale alert: 30% off our autumn candle collection while stocks last!": a hook that gives the discount with
  // what it is on has told the offer, though not in the offer's own words.
  const isDiscountTold =
    reading.offer?.kind === 'discount' &&
    mentions(hook, reading.offer.text) &&
    (!reading.offer.condition || mentions(hook, reading.offer.condition));
  if (reading.offer && !mentions(said(), words.offer) && !isOfferInstructed && !isDiscountTold) {
    const offer = reading.offer;
    const group =
      offer.kind === 'free'
        ? /^(?:an? )?free\b/i.test(offer.text)
          ? 'free'
          : offer.text
            ? 'freeItem'
            : ''
        : offer.kind;
    const free = offer.scope ? `It's free ${offer.scope}` : "And it's free";
    // "senior React developer, fully remote, £70k": money a hire is offered is its salary, no price to pay.
    const told =
      reading.isListing && group === 'price'
        ? listingPrice(words)
        : reading.kind === 'hiring' && group === 'price' && !offer.scope
          ? `Salary: ${offer.text}.`
          : group
            ? write(OFFERS[group], index, words)
            : `${free}${words.offerTail}.`;
    // "Summer special: full groom for $40.": an offer's own name leads its sentence.
    facts.push(offer.label ? `${capitalise(offer.label)}: ${asWritten(told, offer.scope)}` : told);
  }
  facts.push(...notes.filter(isPricedExtra));
  if (reading.codeDiscount) {
    facts.push(`Use code ${reading.code} for ${reading.codeDiscount}.`);
  } else if (reading.code && !mentions([said(), ...facts].join(' '), reading.code)) {
    facts.push(write(OFFERS.code, index, words));
  }
  const stillUnsaid = words.when
    .split(/,\s+/)
    .filter((part) => part && !tellsDate([said(), ...facts].join(' '), part))
    .join(', ');
  // A date that limits an offer the hook has told already says how long the offer runs: a sale is no occasion
  // to "mark your calendar" for.
  if (reading.when && stillUnsaid) {
    facts.push(
      reading.when.role === 'until'
        ? isGiveawayUntil(words)
          ? `Entries close ${stillUnsaid.replace(/^until\s+/i, '')}.`
          : `Available ${stillUnsaid}.`
        : offerCarriesDate
          ? `The offer runs ${stillUnsaid}.`
          : `Mark your calendar: ${bareWhenOf(stillUnsaid)}.`,
    );
  }
  const until = reading.when?.until ?? '';
  if (until && !mentions([said(), ...facts].join(' '), dateCore(until))) {
    facts.push(`${reading.kind === 'event' ? 'Sign up' : 'Available'} ${until}.`);
  }
  facts.push(...reading.instructions.filter((instruction) => !mentions(said(), instruction)));
  if (reading.audience && !mentions(said(), reading.audience)) {
    facts.push(
      reading.isAudienceWanted
        ? wanted(words)
        : write(isProfessional ? PROFESSIONAL_AUDIENCES : AUDIENCES, index, words),
    );
  }
  return facts.filter(Boolean);
}

/** The templates' "we" in the first person singular, most specific first so "we are" does not become "I are". */
const SINGULAR_FORMS: [RegExp, string][] = [
  // "Let us discuss" asks readers to talk together; said by one person it becomes a question to them.
  [/\bLet us discuss in the comments\b/g, 'Tell me in the comments'],
  [/\bLet us\b/g, 'Let me'],
  [/\b[Ww]e are\b/g, 'I am'],
  [/\b[Ww]e're\b/g, "I'm"],
  [/\b[Ww]e've\b/g, "I've"],
  [/\b[Ww]e'd\b/g, "I'd"],
  [/\b[Ww]e'll\b/g, "I'll"],
  [/\b[Ww]e\b/g, 'I'],
  [/\bus\b/g, 'me'],
  [/\bours\b/g, 'mine'],
  [/\bour\b/g, 'my'],
  [/\bOur\b/g, 'My'],
];

/**
 * The templates speak as "we", as a business or a team posts ("We're proud to share some news."), so a request
 * that says "our" or names no one is never answered in a voice of its own choosing ("I'm proud…").
 * A post by one person ("I just opened my own clinic") speaks as "I" throughout: the lines the templates add say
 * "I" and "my" rather than "we" and "our", so the caption does not switch voice. The request's own words hold no
 * "we" in such a post, so only the templates' change.
 */
function inOwnVoice(text: string, reading: RequestReading): string {
  if (!reading.isFirstPersonSingular) return text;
  return SINGULAR_FORMS.reduce((voiced, [plural, singular]) => voiced.replace(plural, singular), text);
}

/** "our our", "at at": a request's own words next to a template's can repeat one; the repeat goes. */
function withoutRepeats(text: string): string {
  return text.replace(/\b(\p{L}+)(?:\s+\1\b)+/giu, '$1');
}

function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > limit / 2 ? atWord : cut}…`;
}

export type CaptionParts = { hook: string; facts?: string; body: string; cta: string; tags: string[] };

/**
 * Lays the parts out the platform's way and keeps the caption within its limit, giving up the least important
 * part first: the body, then spare hashtags, then the call to action. The facts go last of all, with the hook.
 */
export function layOutCaption(platform: Platform | null, parts: CaptionParts, limit: number): string {
  const render = ({ hook, facts = '', body, cta, tags }: CaptionParts) => {
    const hashtags = tags.join(' ');
    switch (platform) {
      case 'tiktok':
        // TikTok captions sit over the video: short lines, no paragraph of colour.
        return [[hook, facts, cta].filter(Boolean).join('\n'), hashtags].filter(Boolean).join('\n\n');
      case 'twitter':
        return [[hook, facts, body].filter(Boolean).join(' '), [cta, hashtags].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join('\n\n');
      default:
        return [hook, facts, body, cta, hashtags].filter(Boolean).join('\n\n');
    }
  };
  const attempts: CaptionParts[] = [
    parts,
    { ...parts, body: '' },
    { ...parts, body: '', tags: parts.tags.slice(0, 1) },
    { ...parts, body: '', cta: '', tags: parts.tags.slice(0, 1) },
  ];
  for (const attempt of attempts) {
    const text = render(attempt);
    if (text.length <= limit) return text;
  }
  const tag = parts.tags[0] ?? '';
  const lead = [parts.hook, parts.facts].filter(Boolean).join(' ');
  return tag ? `${truncate(lead, limit - tag.length - 2)}\n\n${tag}` : truncate(lead, limit);
}

/**
 * A post that asks its readers something opens on the question itself and asks for their answers; it names
 * nothing to launch or celebrate, so no other line of the request's kinds fits it.
 */
const ASKED_HOOKS: ((asked: string) => string)[] = [
  (asked) => asked,
  (asked) => `Quick question: ${lowerAsked(asked)}`,
  (asked) => `We want to hear from you. ${asked}`,
];
const REQUESTED_HOOKS: ((asked: string) => string)[] = [
  (asked) => asked,
  (asked) => `Your turn: ${lowerAsked(asked)}`,
  (asked) => `Over to you! ${asked}`,
];
const ASKED_BODIES = [
  'We read every reply.',
  'Every answer helps us decide what comes next.',
  'There are no wrong answers.',
];
// What readers are asked to do may be anything ("vote for…", "bring a friend to…"): these lines fit any of it.
const REQUESTED_BODIES = [
  'Everyone can join in.',
  'It only takes a moment.',
  'Thank you for being part of this.',
];
const ASKED_CALLS = ['Tell us in the comments.', 'Drop your answer below.', 'Reply and let us know.'];
const REQUESTED_CALLS = [
  'Share this with a friend who should join in.',
  'Tag a friend to join in.',
  'Tell us in the comments if you are in.',
];
/** "What feature…" after "Quick question:"; "I" and names keep their capital. */
const lowerAsked = (asked: string) =>
  /^(?:I\b|\p{Lu}{2})/u.test(asked) ? asked : asked.charAt(0).toLowerCase() + asked.slice(1);

function askedCaption(
  reading: RequestReading,
  asked: AskedQuestion,
  variation: number,
  seed: number,
): string {
  const index = seed + variation;
  const [hooks, bodies, calls] = asked.isRequest
    ? [REQUESTED_HOOKS, REQUESTED_BODIES, REQUESTED_CALLS]
    : [ASKED_HOOKS, ASKED_BODIES, ASKED_CALLS];
  const facts = (asked.lines ?? []).join(' ');
  const parts = { hook: pick(hooks, index)(asked.text), facts, body: pick(bodies, index) };
  return dressed(reading, variation, index, { ...parts, cta: pick(calls, index) });
}

/**
 * "a giveaway: win a free spa day, follow us and tag 2 friends, ends Friday": a giveaway says what can be won,
 * how to enter and when it ends, and wishes luck; nothing in it is launched or sold.
 */
const GIVEAWAY = /\b(?:giveaway|give-away|raffle|sweepstakes|prize draw)$/i;
/** A contest or competition is one to enter only when something is won or entered: a latte art competition is
 * otherwise an occasion. */
const CONTEST = /\b(?:contest|competition)$/i;
const ENTERING = /\b(?:win|enter|entries|prize|prizes)\b/i;
const isGiveaway = (reading: RequestReading) =>
  !!reading.subject &&
  reading.kind === 'general' &&
  !PAST_DATE.test(reading.when?.text ?? '') &&
  (GIVEAWAY.test(reading.subject.text) ||
    (CONTEST.test(reading.subject.text) &&
      ENTERING.test([...reading.instructions, ...reading.notes, reading.offer?.text ?? ''].join(' '))));
const GIVEAWAY_HOOKS: ((named: string) => string)[] = [
  (named) => `${capitalise(named)} is on!`,
  (named) => `It's time for ${named}!`,
  (named) => `Don't miss ${named}!`,
];
const GIVEAWAY_BODIES = ['Good luck!', 'Good luck, everyone!', 'Fingers crossed for you!'];
/** Steps of entering: "Follow us and tag 2 friends." */
const ENTRY_STEP = /^(?:Follow|Tag|Like|Share|Comment|Subscribe|Repost|Save|Sign up|Enter)\b/;

function giveawayCaption(reading: RequestReading, variation: number, seed: number): string {
  const index = seed + variation;
  const subject = reading.subject!;
  // "a giveaway" is the poster's own.
  const owner = subject.determiner === 'the' || !subject.determiner ? 'our' : subject.determiner;
  const named = `${owner} ${subject.text}`;
  const steps = reading.instructions.map((instruction) =>
    ENTRY_STEP.test(instruction) && !/\benter\b/i.test(instruction)
      ? `To enter: ${instruction.charAt(0).toLowerCase()}${instruction.slice(1)}`
      : instruction,
  );
  const ends = reading.when ? `Ends ${bareWhenOf(reading.when.text.replace(/^(?:until|by)\s+/i, ''))}.` : '';
  const facts = [...steps, ...reading.notes, ends].filter(Boolean).join(' ');
  const cta = write(CALLS_TO_ACTION[reading.platform ?? 'any'], index, wordsOf(reading));
  const parts = { hook: pick(GIVEAWAY_HOOKS, index)(named), facts, body: pick(GIVEAWAY_BODIES, index), cta };
  return dressed(reading, variation, index, parts);
}

/** The request's offer as a line of its own ("Set menu for £35."), unless `said` already tells it. */
const offerLine = (words: Words, said: string) =>
  words.reading.offer && !mentions(said, words.offer) ? `${capitalise(offerNamed(words))}.` : '';

/** A caption's parts with the platform's emoji, the request's hashtags and the platform's layout. */
function dressed(
  reading: RequestReading,
  variation: number,
  index: number,
  parts: { hook: string; facts: string; body: string; cta: string },
  emoji: string[] = EMOJI,
): string {
  const { platform } = reading;
  const profile = platformProfile(platform);
  let { hook, cta } = parts;
  if (profile.suitsEmoji) {
    hook = platform === 'instagram' ? `${pick(emoji, index)} ${hook}` : `${hook} ${pick(emoji, index)}`;
    if (platform === 'instagram' || platform === 'tiktok') cta = `${cta} ${pick(emoji, index + 3)}`;
  }
  const candidates = hashtagsFrom(reading.tagPhrases);
  const tags = hashtagsFor(
    candidates.length > 0 ? candidates : FALLBACK_HASHTAGS,
    profile.typicalHashtags,
    variation,
  );
  return layOutCaption(
    platform,
    {
      hook: inOwnVoice(hook, reading),
      facts: inOwnVoice(parts.facts, reading),
      body: inOwnVoice(parts.body, reading),
      cta: inOwnVoice(cta, reading),
      tags,
    },
    profile.captionLimit,
  );
}

/**
 * "order your Christmas cakes by December 10": a request that only tells readers what to do is said as it is,
 * with a reminder's lead; no thing to praise is named.
 */
const INSTRUCTED_HOOKS: ((instruction: string) => string)[] = [
  (instruction) => instruction,
  (instruction) => `Don't forget: ${lowerAsked(instruction)}`,
  (instruction) => `A friendly reminder: ${lowerAsked(instruction)}`,
];
const isInstructionsOnly = (reading: RequestReading) =>
  !reading.subject &&
  !reading.statement &&
  !reading.scene &&
  reading.kind === 'general' &&
  reading.instructions.length + reading.notes.length > 0;

function instructedCaption(reading: RequestReading, variation: number, seed: number): string {
  const index = seed + variation;
  const lines = [reading.command ?? '', ...reading.instructions, ...reading.notes].filter(Boolean);
  const [first, ...rest] = lines.filter((line, at) => at === 0 || !mentions(lines[0]!, line));
  const words = wordsOf(reading);
  // "…, set menu £35": an offer read from the request is told too.
  const offer = offerLine(words, lines.join(' '));
  const facts = [...rest, offer].filter(Boolean).join(' ');
  const cta = write(CALLS_TO_ACTION[reading.platform ?? 'any'], index, words);
  const parts = { hook: pick(INSTRUCTED_HOOKS, index)(first!), facts, body: '', cta };
  return dressed(reading, variation, index, parts);
}

const OWN_BIRTHDAY_BODIES = [
  "Here's to the next year!",
  'We could not have done it without you.',
  'Thank you for being part of our story.',
];

/** A greeting is the post: it opens on it, wishes readers well and tells the rest of the request. */
const GREETING_BODIES = [
  'Thank you for being part of our story.',
  'Wishing you and yours a wonderful day.',
  "We hope it's a great one.",
];

function greetingCaption(reading: RequestReading, greeting: string, variation: number, seed: number): string {
  const index = seed + variation;
  const words = wordsOf(reading);
  const bare = (text: string) => text.replace(/[.!?]+$/, '');
  const lines = [...reading.instructions, ...reading.notes].filter((line) => !mentions(greeting, bare(line)));
  // "free cake with every coffee this saturday": the day the greeting's offer holds is told with it.
  const when = reading.when?.text ?? '';
  const isWhenTold = !when || [greeting, ...lines].some((line) => mentions(line, when));
  const offer = offerLine(words, greeting).replace(/\.$/, isWhenTold ? '.' : ` ${when}.`);
  const facts = [...lines, offer].filter(Boolean).join(' ');
  const cta = write(CALLS_TO_ACTION[reading.platform ?? 'any'], index, words);
  // "happy 1st birthday to our app Budgetly!": the poster's own birthday is celebrated, not wished to readers.
  const isOwnBirthday = /\b(?:birthday|anniversary) to (?:our|us|my|me)\b/i.test(greeting);
  return dressed(reading, variation, index, {
    hook: greeting,
    facts,
    body: pick(isOwnBirthday ? OWN_BIRTHDAY_BODIES : GREETING_BODIES, index),
    cta,
  });
}

type ShapeTemplates = {
  hooks: ((headline: string) => string)[];
  bodies: string[];
  /** Calls of its own, where the platform's ("Hit like if you're in!") would not fit. */
  calls?: string[];
  emoji?: string[];
};

/** A plea for help carries no party emoji. */
const SOBER_EMOJI = ['🙏', '📢', '❤️'];

/** Something lost or found asks readers for help: to keep an eye out and to share, not to like. */
const LOST_OR_FOUND: Omit<ShapeTemplates, 'hooks'> = {
  bodies: ['Every share helps.', 'Please keep an eye out.', 'Thank you for looking out.'],
  calls: ['Please share this post.', 'Share to help spread the word.', 'Please share with anyone nearby.'],
  emoji: SOBER_EMOJI,
};

/**
 * A post of its own kind says its opening as written, tells the request's other lines in its own words and
 * adds a line that fits it: selling out thanks the buyers, something lost asks to be shared, a team is met.
 */
const SHAPES: Record<OpeningShapeKind, ShapeTemplates> = {
  'sold-out': {
    // "Our pumpkin spice cookies sold out in 2 hours!": goods the request names are said as it says them.
    hooks: [
      (headline) => (headline ? `${capitalise(headline)}!` : 'Sold out!'),
      (headline) => (headline ? `Thank you! ${capitalise(headline)}.` : "We're sold out!"),
      (headline) => (headline ? `That's a sell-out: ${lowerFirst(headline)}!` : "That's a sell-out!"),
    ],
    bodies: [
      'We could not do this without you.',
      'Every order means the world to us.',
      'Keep an eye on this page so you do not miss the next one.',
    ],
  },
  lost: {
    ...LOST_OR_FOUND,
    hooks: [
      (headline) => `Please help: ${lowerFirst(headline)}.`,
      (headline) => `${capitalise(headline)}. Can you help?`,
      (headline) => `Please share: ${lowerFirst(headline)}.`,
    ],
  },
  found: {
    ...LOST_OR_FOUND,
    hooks: [
      (headline) => `Is this yours? ${capitalise(headline)}.`,
      (headline) => `${capitalise(headline)}. Do you know the owner?`,
      (headline) => `Please share: ${lowerFirst(headline)}.`,
    ],
  },
  // A "what" clause is shown: the caption opens on it as written.
  what: {
    hooks: [
      (headline) => `Here's ${headline}.`,
      (headline) => `Ever wondered ${headline}?`,
      (headline) => `This is ${headline}.`,
    ],
    bodies: ['Which part surprised you most?', "We'd love to hear what you think.", 'More like this soon.'],
  },
  // One part of a series asks readers to follow along.
  series: {
    hooks: [
      (headline) => `${capitalise(headline)}.`,
      (headline) => `Follow along: ${headline}.`,
      (headline) => `Here's ${headline}.`,
    ],
    bodies: [
      'Follow along for the next part.',
      'What should we show you next?',
      'Stay tuned for the next one.',
    ],
  },
  team: {
    // "Meet the team behind our cafe!": where the team works, when the request says it.
    hooks: [
      (headline) => `Meet ${headline || 'the team'}!`,
      (headline) => `Say hello to ${headline || 'the team'}!`,
      (headline) => (headline ? `Time to meet ${headline}!` : 'Time to meet the people behind it all!'),
    ],
    bodies: [
      "We're lucky to have them.",
      'Come and say hello next time you visit.',
      'More faces to meet soon.',
    ],
  },
  'last-places': {
    hooks: [
      (headline) => `${capitalise(headline)}!`,
      (headline) => `Hurry: ${headline}!`,
      (headline) => `Don't miss out: ${headline}.`,
    ],
    bodies: ["Once they're gone, they're gone.", 'Book now to save yours.', "Don't wait too long."],
  },
  // A count of followers reached thanks the people counted.
  milestone: {
    hooks: [
      (headline) => `We've hit ${headline}!`,
      (headline) => `${capitalise(headline)}! Thank you for being here.`,
      (headline) => `We did it: ${headline}!`,
    ],
    bodies: [
      'Every like, comment and share got us here.',
      "We couldn't have done it without you.",
      "Here's to the next milestone.",
    ],
  },
  // Years in business thank the customers who came.
  years: {
    hooks: [
      (headline) => `${capitalise(headline)}!`,
      (headline) => `We're celebrating ${headline}!`,
      (headline) => `Here's to ${headline}!`,
    ],
    bodies: [
      'Thank you to every customer who has walked through our door.',
      "We couldn't have done it without you.",
      "Here's to the next chapter.",
    ],
  },
  // An appeal thanks givers and asks to be shared by those who cannot give.
  appeal: {
    hooks: [
      (headline) => `Can you help? We're asking for ${headline}.`,
      (headline) => `Your help is needed: ${headline}.`,
      (headline) => `We're appealing for ${headline}.`,
    ],
    bodies: ['Every donation makes a difference.', 'Thank you for your generosity.', 'Every little helps.'],
    calls: [
      "Can't give? Please share this post.",
      'Please share to help spread the word.',
      'Send us a message to arrange a drop-off.',
    ],
    emoji: SOBER_EMOJI,
  },
};

function shapedCaption(
  reading: RequestReading,
  shape: OpeningShape,
  variation: number,
  seed: number,
): string {
  const index = seed + variation;
  const templates = SHAPES[shape.kind];
  const parts = {
    hook: pick(templates.hooks, index)(shape.headline),
    facts: shape.lines.join(' '),
    body: pick(templates.bodies, index),
    cta: templates.calls
      ? pick(templates.calls, index)
      : write(CALLS_TO_ACTION[reading.platform ?? 'any'], index, wordsOf(reading)),
  };
  return dressed(reading, variation, index, parts, templates.emoji);
}

type Variant = {
  applies: (reading: RequestReading, kind: PostKind) => boolean;
  /** Hooks of its own; the kind's when none. */
  hooks?: Template[];
  /** Lines of colour of its own; the kind's when none. */
  bodies?: Template[];
};

/**
 * Readings whose hooks differ from their kind's, in the order they are checked: a clip's scene, goods back in
 * stock, a person introduced, people wanted, and news that is a farewell, thanks, a welcome or congratulations.
 */
const VARIANTS: Variant[] = [
  {
    applies: (reading, kind) => kind === 'general' && isPointOfView(reading),
    hooks: POINT_OF_VIEW_HOOKS,
    bodies: SCENE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isRestored(reading),
    hooks: RESTORED_HOOKS,
    bodies: RESTORED_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isSignUpOpen(reading),
    hooks: SIGN_UP_HOOKS,
    bodies: SIGN_UP_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isNowOpen(reading),
    hooks: NOW_OPEN_HOOKS,
    bodies: NOW_OPEN_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isReleased(reading),
    hooks: RELEASED_HOOKS,
    bodies: RELEASED_BODIES,
  },
  {
    applies: (reading, kind) =>
      kind === 'general' &&
      reading.offer?.kind === 'free' &&
      !reading.state &&
      isBusinessSale(wordsOf(reading)),
    hooks: FREE_FROM_BUSINESS_HOOKS,
    bodies: FREE_FROM_BUSINESS_BODIES,
  },
  {
    applies: (reading, kind) => (kind === 'news' || kind === 'general') && isRecruiting(reading),
    hooks: RECRUITING_HOOKS,
    bodies: RECRUITING_BODIES,
  },
  {
    applies: (reading, kind) => (kind === 'news' || kind === 'general') && isCollecting(reading),
    hooks: COLLECTING_HOOKS,
    bodies: COLLECTING_BODIES,
  },
  {
    applies: (reading, kind) => (kind === 'launch' || kind === 'general') && isNewPremises(reading),
    hooks: PREMISES_HOOKS,
    bodies: PREMISES_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isPersonalNews(reading),
    hooks: PERSONAL_NEWS_HOOKS,
    bodies: PERSONAL_NEWS_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isBirthdayOf(reading),
    hooks: BIRTHDAY_HOOKS,
    bodies: BIRTHDAY_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isClosedRound(reading),
    hooks: CLOSED_ROUND_HOOKS,
    bodies: CLOSED_ROUND_BODIES,
  },
  {
    applies: (reading, kind) =>
      (kind === 'general' || kind === 'event' || kind === 'news') && isGraduation(reading),
    hooks: GRADUATION_HOOKS,
    bodies: GRADUATION_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.pieceTitle,
    hooks: TITLED_PIECE_HOOKS,
    bodies: RESOURCE_BODIES,
  },
  {
    applies: (reading) => reading.scene.startsWith('a day in the life'),
    hooks: DAY_IN_THE_LIFE_HOOKS,
    bodies: DAY_IN_THE_LIFE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && !!reading.isBusinessUpdate,
    hooks: UPDATE_HOOKS,
    bodies: UPDATE_BODIES,
  },
  {
    applies: (reading, kind) =>
      (kind === 'launch' || kind === 'news' || kind === 'general') && isPartnership(reading),
    hooks: PARTNERSHIP_HOOKS,
    bodies: PARTNERSHIP_BODIES,
  },
  {
    applies: (reading, kind) => (kind === 'event' || kind === 'general') && isDrive(reading),
    hooks: DRIVE_HOOKS,
    bodies: COLLECTING_BODIES,
  },
  {
    applies: (reading, kind) => (kind === 'news' || kind === 'general') && isGivingAway(reading),
    hooks: GIVING_AWAY_HOOKS,
    bodies: GIVEAWAY_BODIES.map((body) => () => body),
  },
  {
    // "tours are back from March": an occasion that returns is news of its return, with a welcome.
    applies: (reading, kind) => kind === 'event' && !!reading.state && isReturn(reading),
    hooks: STATE_HOOKS,
    bodies: [
      () => "We can't wait to welcome you back.",
      () => 'Book early to save your place.',
      () => 'See you there!',
    ],
  },
  {
    applies: (reading, kind) => (kind === 'general' || kind === 'launch') && isResource(reading),
    hooks: RESOURCE_HOOKS,
    bodies: RESOURCE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.review,
    hooks: REVIEW_HOOKS,
    bodies: REVIEW_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.isCustomerPhoto,
    hooks: CUSTOMER_PHOTO_HOOKS,
    bodies: CUSTOMER_PHOTO_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.throwback && !!reading.subject,
    hooks: THROWBACK_HOOKS,
    bodies: THROWBACK_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'event' && isSoldOutOccasion(reading),
    hooks: SOLD_OUT_HOOKS,
    bodies: SOLD_OUT_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'event' && isBusinessThere(reading),
    hooks: BUSINESS_THERE_HOOKS,
    bodies: BUSINESS_THERE_BODIES,
  },
  {
    applies: (reading, kind) =>
      (kind === 'sale' || kind === 'general') && !!reading.timeLeft && !!reading.subject,
    hooks: TIME_LEFT_HOOKS,
    bodies: SALE_ENDING_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'sale' && isSaleEnding(reading),
    hooks: SALE_ENDING_HOOKS,
    bodies: SALE_ENDING_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'sale' && isBirthdaySale(reading),
    hooks: BIRTHDAY_SALE_HOOKS,
    bodies: BIRTHDAY_SALE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!deadlineNote(reading),
    hooks: DEADLINE_HOOKS,
    bodies: DEADLINE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isRunningShort(reading),
    hooks: RUNNING_SHORT_HOOKS,
    bodies: RUNNING_SHORT_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isServiceAvailable(reading) && !isReturn(reading),
    hooks: AVAILABLE_HOOKS,
    bodies: SERVICE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.isListing && !!reading.subject,
    hooks: LISTING_HOOKS,
    bodies: LISTING_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isOpenForOrders(reading) && !isReturn(reading),
    hooks: AVAILABLE_HOOKS,
    bodies: ORDER_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.state && !isReturn(reading),
    hooks: AVAILABLE_HOOKS,
    bodies: AVAILABLE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.state,
    hooks: STATE_HOOKS,
    bodies: STATE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.scene && isDeedScene(reading),
    hooks: DEED_HOOKS,
    bodies: SCENE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.scene,
    hooks: SCENE_HOOKS,
    bodies: SCENE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'tip' && isOwnProcess(reading),
    hooks: PROCESS_HOOKS,
    bodies: PROCESS_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isAdoption(reading) && !!reading.subject,
    hooks: ADOPTION_HOOKS,
    bodies: ADOPTION_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.isBeforeAndAfter,
    hooks: BEFORE_AND_AFTER_HOOKS,
    bodies: BEFORE_AND_AFTER_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isShownWork(reading),
    hooks: SHOWN_WORK_HOOKS,
    bodies: SCENE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.subject?.isPerson && isAppearance(reading),
    hooks: APPEARANCE_HOOKS,
    bodies: APPEARANCE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.subject?.isPerson,
    hooks: PERSON_HOOKS,
    bodies: PERSON_BODIES,
  },
  { applies: (reading, kind) => kind === 'general' && asksInOwnWords(reading), hooks: WANTED_HOOKS },
  {
    applies: (reading, kind) => kind === 'event' && reading.isAudienceWanted,
    hooks: WANTED_FOR_OCCASION_HOOKS,
  },
  {
    applies: (reading, kind) => kind === 'news' && reading.isFarewell,
    hooks: FAREWELL_HOOKS,
    bodies: FAREWELL_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && reading.isThanks,
    hooks: THANK_YOU_HOOKS,
    bodies: THANK_YOU_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isWelcome(reading),
    hooks: WELCOME_HOOKS,
    bodies: WELCOME_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isNewcomer(reading),
    hooks: NEWCOMER_HOOKS,
    bodies: NEWCOMER_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isCaseStudy(reading),
    hooks: CASE_STUDY_HOOKS,
    bodies: CASE_STUDY_BODIES,
  },
  // "we're now open on Sundays 10am-4pm": the poster's new hours, told as their own news.
  { applies: (reading, kind) => kind === 'news' && isOpenNow(reading), bodies: NOW_OPEN_BODIES },
  {
    applies: (reading, kind) => kind === 'news' && isFinding(reading),
    hooks: FINDING_HOOKS,
    bodies: FINDING_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isNewRole(reading),
    hooks: NEW_ROLE_HOOKS,
    bodies: NEW_ROLE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isEnding(reading),
    hooks: ENDING_HOOKS,
    bodies: ENDING_BODIES,
  },
  { applies: (reading, kind) => kind === 'news' && !!takenNow(reading), bodies: TAKING_BODIES },
  { applies: (reading, kind) => kind === 'news' && isOwnChange(reading), bodies: CHANGE_BODIES },
  {
    applies: (reading, kind) => kind === 'news' && isAppearance(reading) && !!reading.subject,
    hooks: APPEARANCE_HOOKS,
    bodies: APPEARANCE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isOthersNews(reading),
    hooks: OTHERS_NEWS_HOOKS,
    bodies: OTHERS_NEWS_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isCongratulation(reading),
    hooks: CONGRATULATION_HOOKS,
    bodies: CONGRATULATION_BODIES,
  },
];

export function offlineCaption(reading: RequestReading, variation: number, seed: number): string {
  if (reading.shape) return shapedCaption(reading, reading.shape, variation, seed);
  if (reading.greeting) return greetingCaption(reading, reading.greeting, variation, seed);
  if (reading.asked) return askedCaption(reading, reading.asked, variation, seed);
  if (reading.command || isInstructionsOnly(reading)) return instructedCaption(reading, variation, seed);
  if (isGiveaway(reading)) return giveawayCaption(reading, variation, seed);
  const { platform } = reading;
  const words = wordsOf(reading);
  const isProfessional = platform === 'linkedin';
  const index = seed + variation;
  const isStatementOnly =
    !reading.subject && (reading.kind === 'news' || reading.kind === 'notice') && !!reading.statement;
  const kind = reading.subject || isStatementOnly ? reading.kind : 'general';
  // Some readings have hooks, and often lines of colour, of their own; the first that applies is used.
  const variant = VARIANTS.find((each) => each.applies(reading, kind));
  // A giveaway, a collection or a call for members told only in the poster's sentence still opens as one.
  const hooks =
    isStatementOnly && !isGivingAway(reading) && !isCollecting(reading) && !isRecruiting(reading)
      ? kind === 'notice'
        ? NOTICE_STATEMENT_HOOKS
        : isProfessional
          ? PROFESSIONAL_STATEMENT_HOOKS
          : STATEMENT_HOOKS
      : (variant?.hooks ??
        (kind === 'general'
          ? generalHooks(words, isProfessional)
          : HOOKS[kind][isProfessional ? 'professional' : 'social']));
  const hook = write(hooks, index, words);
  const allFacts = factsFor(words, hook, index, isProfessional).join(' ');
  // News and notices tell the poster's own sentence about itself; a thing ("our studio apartment") stays named.
  // So does a named business that is the subject of a post ("Our food truck Smokestack, right here at Riverside
  // Park. We are at Riverside Park tonight…"): its name twice in a row reads as a list, not as a voice.
  const isNamedBusiness = !!reading.brand && mentions(words.subject, reading.brand);
  // A person the post names is someone the poster speaks of: "our head chef Tom Reyes retires" is no "we".
  // "our store hours change…", "our students are performing…": things or people of the poster's, in the plural,
  // are no "we".
  const isOwnThings = !!reading.subject?.plural;
  // "our CEO will speak at SaaStr": a person named by their role is no "we" either.
  const isRole = PERSON_ROLES.test(reading.subject?.text ?? '');
  // "our car park will be closed on Monday": a part of the premises is no "we"; the business stays open.
  const isFacility = FACILITIES.test(reading.subject?.text ?? '');
  // "our Christmas toy appeal is open": only the business itself is "we", never a thing it runs.
  const isNotUs = !!reading.subject && !isNamedBusiness && !BUSINESS_HEADS.test(reading.subject.text);
  const facts =
    !reading.subject?.isPerson &&
    !isOwnThings &&
    !isRole &&
    !isFacility &&
    !isNotUs &&
    (kind === 'news' || kind === 'notice' || (kind === 'general' && isNamedBusiness))
      ? withSubjectAsWe(hook, allFacts, words.subject)
      : kind === 'launch'
        ? withSubjectAsIt(hook, allFacts, words.newSubject, !!reading.subject?.plural)
        : allFacts;
  // A post that looks for people ("new members for Saturday morning runs", "singers for our Christmas concert")
  // and makes no other news asks to be shared with them, as a job post does; lines praising goods ("Made with
  // care") or welcoming a crowd ("Everyone is welcome.") would not fit it.
  const bodyKind = (kind === 'general' || kind === 'event') && reading.isAudienceWanted ? 'hiring' : kind;
  const bodies =
    variant?.bodies ?? (isProfessional ? PROFESSIONAL_BODIES[bodyKind] : undefined) ?? BODIES[bodyKind];
  const cta = write(
    isPatienceNotice(reading) ? NOTICE_CALLS : CALLS_TO_ACTION[platform ?? 'any'],
    index,
    words,
  );
  // A line of colour that opens like a sentence already there ("Thank you to our customers!", "Share this
  // with…") would read as a repeat; another one is used, or none.
  const openings = [hook, facts, cta]
    .join(' ')
    .split(/(?<=[.!?])\s+/)
    .map(openingOf);
  const body =
    bodies
      .map((_, offset) => pick(bodies, index + offset)(words))
      .find((text) => text && !openings.includes(openingOf(text))) ?? '';
  const parts = { hook: withoutRepeats(hook), facts: withoutRepeats(facts), body, cta };
  return dressed(reading, variation, index, parts, isPatienceNotice(reading) ? NOTICE_EMOJI : EMOJI);
}

/** The whole answer as a model would give it: a numbered list when more than one caption is wanted. */
export function offlineCaptions(reading: RequestReading, description: string, count: number): string {
  const seed = seedOf(description.trim());
  const captions = Array.from({ length: count }, (_, variation) => offlineCaption(reading, variation, seed));
  if (captions.length === 1) return captions[0]!;
  return captions.map((caption, index) => `${index + 1}. ${caption}`).join('\n\n');
}
