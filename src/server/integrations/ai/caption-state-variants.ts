/**
 * Hooks and lines of colour for goods, services and places in a new state: back, newly available, open for
 * orders or sign-ups, released, working again, running short, sold out or due by a deadline. Each state asks
 * readers for what fits it (to book, to order, to come by, to hurry), never for what fits another.
 */
import { isDeadlineName } from './deadlines';
import { isEventNoun } from './occasion-nouns';
import type { RequestReading } from './request-reading';
import { afterColon, mentions, stateAfterColon, type Template, type Words } from './caption-words';

/** Goods that are back or in stock again are the news: the hook says so in the request's sentence. */
export const STATE_HOOKS: Template[] = [
  (w) => `Good news: ${stateAfterColon(w)}`,
  (w) => `The wait is over: ${stateAfterColon(w)}`,
  (w) => `You asked, we listened: ${stateAfterColon(w)}`,
];

export const STATE_BODIES: Template[] = [
  () => 'Get yours while stocks last.',
  () => "Don't wait too long this time.",
  (w) => `We missed ${w.agree('it', 'them')} too.`,
];

/**
 * "our library's toddler rhyme time is back every Tuesday at 10am": an occasion back is come to again; it is no
 * goods to get while stocks last.
 */
export const isOccasionBack = (reading: RequestReading) => {
  const subject = reading.subject?.text ?? '';
  const head = /(\p{L}+)$/u.exec(subject)?.[1]?.toLowerCase() ?? '';
  return (
    /\b(?:back|returns?)\b/i.test(reading.state ?? '') &&
    (reading.isOccasion ||
      isEventNoun(head) ||
      /\b(?:rhyme|story|play|craft|song|singing) ?time$/i.test(subject))
  );
};
export const OCCASION_BACK_BODIES: Template[] = [
  () => 'See you there!',
  () => 'Bring a friend along.',
  () => "We've missed you!",
];

/**
 * A service working again ("our website is back up") is told as fixed, with an apology for the trouble; no
 * goods are there to get while stocks last.
 */
export const RESTORED_HOOKS: Template[] = [
  (w) => `Good news: ${stateAfterColon(w)}`,
  (w) => `All fixed: ${stateAfterColon(w)}`,
  (w) => `Update: ${stateAfterColon(w)}`,
];
export const RESTORED_BODIES: Template[] = [
  () => 'Sorry for any trouble it caused.',
  () => 'Everything should work as normal now.',
  () => 'Let us know if anything still looks wrong.',
];
export const isRestored = (reading: RequestReading) =>
  /\b(?:back (?:up|online)|up and running|working again|fixed)\b/i.test(reading.state ?? '');

/** "our cafe is now dog friendly": how the poster's own business is from now on is a welcome, not goods to get. */
export const BUSINESS_STATE_HOOKS: Template[] = [
  (w) => `Good news: ${stateAfterColon(w)}`,
  (w) => `Exciting news: ${stateAfterColon(w)}`,
  (w) => `It's official: ${stateAfterColon(w)}`,
];
export const BUSINESS_STATE_BODIES: Template[] = [
  () => "We can't wait to see you.",
  () => 'Come and see us soon.',
  () => 'See you soon!',
];

/**
 * Goods newly there ("handmade soy candles are now available in three new scents") are news of their own; only
 * goods back are met with "You asked, we listened" or "We missed them too".
 */
export const AVAILABLE_HOOKS: Template[] = [
  (w) => `Good news: ${stateAfterColon(w)}`,
  // "Just in: … are in." would say it twice, as would "Just in: … just arrived.".
  (w) =>
    /\bin\.$|\bjust\b/.test(w.reading.state ?? '')
      ? `Exciting news: ${stateAfterColon(w)}`
      : `Just in: ${stateAfterColon(w)}`,
  // "New here: … is here." would say it twice.
  // Nor would "New here: new seasonal IPA…".
  (w) =>
    /\bhere\.$/.test(w.reading.state ?? '')
      ? `At last: ${stateAfterColon(w)}`
      : /^new\b/i.test(w.reading.state ?? '')
        ? `Heads up: ${stateAfterColon(w)}`
        : `New here: ${stateAfterColon(w)}`,
];
export const AVAILABLE_BODIES: Template[] = [
  () => 'Get yours while stocks last.',
  // Copies of one book, or a count that runs short, leave nothing to pick among.
  (w) =>
    /^copies\b|\bcopies of\b/i.test(w.reading.subject?.text ?? '')
      ? "Don't miss out."
      : 'Which one will you pick?',
  () => 'Come and find yours.',
];
/**
 * "sourdough masterclass sold out, new dates added for March": an occasion with no places left is no invitation;
 * the post thanks people for filling it and points to what comes next.
 */
export const isSoldOutOccasion = (reading: RequestReading) =>
  /\b(?:sold out|fully booked)\b/i.test(reading.state ?? '');
const hasNewDates = (w: Words) => w.reading.notes.some((note) => /\b(?:new|more|extra) dates?\b/i.test(note));
export const SOLD_OUT_HOOKS: Template[] = [
  (w) => `Thank you: ${stateAfterColon(w)}`,
  (w) => `That was quick: ${stateAfterColon(w)}`,
  (w) => `Wow, thank you: ${stateAfterColon(w)}`,
];
export const SOLD_OUT_BODIES: Template[] = [
  (w) =>
    hasNewDates(w) ? 'Grab a place on the new dates before they go too.' : 'Keep an eye out for new dates.',
  (w) => (hasNewDates(w) ? "Don't wait this time." : "We'll share new dates soon."),
  () => 'Thank you for all the love.',
];
/**
 * "Valentine's bouquets can be pre-ordered now", "our hampers are available to order online": goods taken by
 * order are asked for with the order, never picked off a shelf or come and found.
 */
const ORDERED_STATE =
  /\b(?:can (?:now )?be (?:pre-?ordered|ordered|reserved|bought|purchased)|available to (?:pre-?order|order))\b/i;
export const isOpenForOrders = (reading: RequestReading) => ORDERED_STATE.test(reading.state ?? '');
const orderVerb = (w: Words) => (/\bpre-?order/i.test(w.reading.state ?? '') ? 'Pre-order' : 'Order');
export const ORDER_BODIES: Template[] = [
  (w) => `${orderVerb(w)} yours today.`,
  () => 'Get your order in early.',
  () => "Don't leave it too late.",
];
/**
 * "December slots filling fast", "our advent calendars are almost gone": places or goods running short are a
 * nudge to act now, never news that something has arrived.
 */
export const RUNNING_SHORT_HOOKS: Template[] = [
  (w) => `Heads up: ${stateAfterColon(w)}`,
  (w) => `Don't miss out: ${stateAfterColon(w)}`,
  (w) => `Quick reminder: ${stateAfterColon(w)}`,
];
export const RUNNING_SHORT_BODIES: Template[] = [
  () => "Don't leave it too late.",
  () => "Once they're gone, they're gone.",
  () => 'Grab yours while you can.',
];
export const isRunningShort = (reading: RequestReading) =>
  /\b(?:filling|selling|going|booking) (?:up )?(?:fast|quickly|out)\b|\b(?:almost|nearly) (?:full|gone|sold out)\b/i.test(
    reading.state ?? '',
  );
/**
 * "last order date for Christmas delivery is 20 December": a deadline the request states is a notice to act on,
 * told as it is written; there is nothing to check out.
 */
export const deadlineNote = (reading: RequestReading) =>
  isDeadlineName(reading.subject?.text ?? '')
    ? reading.notes.find((note) => mentions(note, reading.subject!.text) && /\b(?:is|are)\b/.test(note))
    : undefined;
export const DEADLINE_HOOKS: Template[] = [
  (w) => `Heads up: ${afterColon(w, deadlineNote(w.reading) ?? '')}`,
  (w) => `Don't miss it: ${afterColon(w, deadlineNote(w.reading) ?? '')}`,
  (w) => `Quick reminder: ${afterColon(w, deadlineNote(w.reading) ?? '')}`,
];
export const DEADLINE_BODIES: Template[] = [
  () => "Don't leave it too late.",
  () => 'Get yours in early.',
  () => 'Pop it in your calendar.',
];
/**
 * "wedding consultations now available on Saturdays": services are booked, never picked off a shelf while stocks
 * last.
 */
const SERVICES =
  /\b(?:consultations?|appointments?|sessions?|lessons?|classes|treatments?|fittings?|tastings?|tours?|slots?|services?|bookings?|viewings?|readings?|spaces|places|spots|seats)$/i;
/**
 * "we're taking bookings for Christmas party hair now": a business taking bookings or orders asks readers to make
 * one; it is no milestone to thank a team for.
 */
export const isTakingBookings = (reading: RequestReading) =>
  /\b(?:taking|accepting|open for) (?:bookings|orders|pre-?orders|reservations|enquiries)\b/i.test(
    reading.statement,
  );
export const BOOKINGS_HOOKS: Template[] = [
  (w) => `Now booking! ${w.reading.statement}`,
  (w) => `Good news: ${afterColon(w, w.reading.statement)}`,
  (w) => `Heads up: ${afterColon(w, w.reading.statement)}`,
];
export const BOOKINGS_BODIES: Template[] = [
  () => 'Get in touch to book yours.',
  () => "Don't leave it too late.",
  () => 'Book early to avoid missing out.',
];
/** Places and services to book are booked from now; nothing about them is "just in". */
export const SERVICE_HOOKS: Template[] = [
  (w) => `Good news: ${stateAfterColon(w)}`,
  (w) => `Now booking: ${stateAfterColon(w)}`,
  (w) => `Heads up: ${stateAfterColon(w)}`,
];
export const isServiceAvailable = (reading: RequestReading) =>
  !!reading.state && SERVICES.test(reading.subject?.text ?? '');
export const SERVICE_BODIES: Template[] = [
  () => 'Book yours today.',
  () => "We can't wait to see you.",
  () => 'Spaces are limited, so book early.',
];
/** "our gym is now open 24/7 for members": a place open in a new way is news to come and see, not goods. */
export const NOW_OPEN_HOOKS: Template[] = [
  (w) => `Good news: ${stateAfterColon(w)}`,
  (w) => `It's official: ${stateAfterColon(w)}`,
  (w) => `Big news: ${stateAfterColon(w)}`,
];
export const NOW_OPEN_BODIES: Template[] = [
  () => "We can't wait to see you.",
  () => 'Come and see us soon.',
  () => 'See you there.',
];
export const isOpenNow = (reading: RequestReading) => /^we(?:'re| are) now open\b/i.test(reading.statement);
// "our bookshop will be open late every Thursday": hours the business will keep are news of its opening too.
// So are its hours for a while: "our gelato shop is open until midnight all summer".
export const isNowOpen = (reading: RequestReading) =>
  /\b(?:(?:is|are) now|will be) open\b|\b(?:is|are) open (?:until|till|late|from|every|all|on|\d+ days)\b/i.test(
    reading.state ?? '',
  );

/**
 * "our podcast episode with chef Nadia Hussain is out now", "our new single is live": a release is out for
 * everyone to enjoy at once; there is no stock to run out of.
 */
export const RELEASED_HOOKS: Template[] = [
  (w) => `It's here: ${stateAfterColon(w)}`,
  (w) => `Good news: ${stateAfterColon(w)}`,
  (w) => `The wait is over: ${stateAfterColon(w)}`,
];
export const RELEASED_BODIES: Template[] = [
  () => 'Let us know what you think.',
  () => 'Share it with someone who would love it.',
  () => "We can't wait to hear what you think.",
];
export const isReleased = (reading: RequestReading) =>
  /\b(?:is|are) (?:now )?(?:out now|out today|live|out\.$)/i.test(reading.state ?? '');

/**
 * "enrolment for spring term is open", "bookings are now open for our Christmas party nights", "festive gel
 * manicures now bookable": signing up has begun, and readers are asked to take a place before the places go; there are no goods to get.
 */
export const SIGN_UP_HOOKS: Template[] = [
  (w) => `Good news: ${stateAfterColon(w)}`,
  (w) => `It's time: ${stateAfterColon(w)}`,
  (w) => `Heads up: ${stateAfterColon(w)}`,
];
export const SIGN_UP_BODIES: Template[] = [
  () => "Places go fast, so don't leave it too late.",
  () => 'Save your spot today.',
  () => "We can't wait to welcome you.",
];
// "wedding season bookings are now open for 2027": the sign-ups may be named by what they are for.
export const isSignUpOpen = (reading: RequestReading) =>
  /^\S+(?: for .+)? (?:is|are) (?:now )?(?:open|live)\b|\b(?:is|are) (?:now )?(?:bookable|available to book)\b|^(?:[\p{L}'’-]+ ){1,3}(?:bookings|enrolments?|enrollments?|registrations?|applications|entries|sign-?ups) (?:is|are) (?:now )?open\b/iu.test(
    reading.state ?? '',
  );
export const isReturn = (reading: RequestReading) =>
  /\b(?:back|again|restocked|returns?|returning)\b/i.test(reading.state ?? '');

/**
 * "we've extended our opening hours, now open until 10pm on Fridays": new hours are news to plan a visit by, told
 * in the poster's sentence; the hours are no milestone to be proud of.
 */
export const isHoursChanged = (reading: RequestReading) =>
  /\b(?:extended|changed|updated|new|longer)\b[^.]*\b(?:opening )?hours\b/i.test(reading.statement);
export const HOURS_CHANGED_HOOKS: Template[] = [
  (w) => `Good news: ${afterColon(w, w.reading.statement)}`,
  (w) => `More time to visit: ${afterColon(w, w.reading.statement)}`,
  (w) => `Heads up: ${afterColon(w, w.reading.statement)}`,
];

/** "We're sorry for the delays…": an apology is said as it is, and only then what comes next. */
export const isApology = (reading: RequestReading) => /^(?:We're|I'm) sorry\b/.test(reading.statement);
export const APOLOGY_HOOKS: Template[] = [
  (w) => w.reading.statement,
  (w) => `A quick update: ${afterColon(w, w.reading.statement)}`,
  (w) => `An honest word from us: ${afterColon(w, w.reading.statement)}`,
];
export const APOLOGY_BODIES: Template[] = [
  () => 'Thank you for your patience.',
  () => 'Thank you for bearing with us.',
  () => 'We really appreciate your understanding.',
];

/**
 * "our podcast is back for season 2": a show or a series back is listened to or watched, not picked from a
 * shelf; the hooks stay those of anything back.
 */
export const isShowBack = (reading: RequestReading) =>
  /\b(?:podcast|show|series|newsletter|blog|vlog|channel|column|radio show|livestream)$/i.test(
    reading.subject?.text ?? '',
  ) && /\b(?:back|returns|out now|live)\b/i.test(reading.state ?? '');
export const SHOW_BACK_BODIES: Template[] = [
  () => 'We missed you too.',
  () => 'Tune in and tell us what you think.',
  () => 'Thank you for waiting for us.',
];

/**
 * "our app's dark mode is finally live on iOS and Android": a feature of software now live is tried by updating,
 * not picked from a shelf ("Get yours while stocks last").
 */
export const isLiveFeature = (reading: RequestReading) =>
  /\b(?:mode|feature|features|integration|update|version|app|dashboard|widget|extension|plugin)$/i.test(
    reading.subject?.text ?? '',
  ) && /\b(?:live|available|out)\b/i.test(reading.state ?? '');
export const FEATURE_HOOKS: Template[] = [
  (w) => `Good news: ${stateAfterColon(w)}`,
  (w) => `It's here: ${stateAfterColon(w)}`,
  (w) => `You asked, we built it: ${stateAfterColon(w)}`,
];
export const FEATURE_BODIES: Template[] = [
  () => 'Update your app to try it.',
  () => 'Let us know what you think.',
  () => 'We hope you love it.',
];
