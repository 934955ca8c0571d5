/**
 * The first line of a caption for each post kind, social and professional, and for news or a notice told only
 * in the poster's own sentence. A general post leads with the hooks that carry one of the request's facts.
 */
import type { PostKind } from './request-reading';
import { isCountdown } from './countdowns';
import { capitalise } from './request-facts';
import { FACILITIES, isBusinessSale, isVisitingService, isVisitingVenue } from './caption-businesses';
import { offerNamed } from './caption-offers';
import {
  afterColon,
  conditionOf,
  hoursOnly,
  isOnlyWhen,
  PLACE_ADVERBS,
  SAYS_NEW,
  type Template,
  type Words,
} from './caption-words';

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
export function generalHooks(words: Words, isProfessional: boolean): Template[] {
  // A standing offer is what readers come for: every variation opens on it, none on the business alone.
  const facts = words.reading.standingOffer
    ? STANDING_OFFER_HOOKS
    : (isProfessional ? PROFESSIONAL_FACT_HOOKS : FACT_HOOKS).filter((hook) => hook(words));
  const generic = isProfessional ? PROFESSIONAL_GENERAL_HOOKS : GENERAL_HOOKS;
  return [...facts, ...generic].slice(0, Math.max(GENERAL_HOOK_COUNT, facts.length));
}

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

// "new mat classes for over 60s": an occasion that is new says so where it is named.
const EVENT_HOOKS: Template[] = [
  (w) => `You're invited to ${w.newSubject}.`,
  (w) => `Join us for ${w.newSubject}.`,
  // With no date there is none to save.
  // Nor is there one for hours alone, or for what comes back every week.
  (w) =>
    isCountdown(w.when) || !w.when || hoursOnly(w) || w.reading.when?.role === 'every'
      ? ''
      : `Save the date for ${w.newSubject}.`,
  (w) => `Don't miss ${w.newSubject}.`,
  (w) => `Come along to ${w.newSubject}.`,
];

/** A call for people names them and what they are asked to do: "Calling all volunteers: help clean up…". */
const CALL_HOOKS: Template[] = [
  (w) => `Calling all ${w.reading.audience}: ${w.subject}!`,
  (w) => `${capitalise(w.reading.audience)} wanted to ${w.subject}.`,
  (w) => `Want to ${w.subject}? We're looking for ${w.reading.audience}.`,
  (w) => `Can you ${w.subject}? We need ${w.reading.audience}.`,
];
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
export const STATEMENT_HOOKS: Template[] = [
  (w) => `Big news: ${afterColon(w, w.reading.statement)}`,
  (w) => `Some news worth sharing: ${afterColon(w, w.reading.statement)}`,
  (w) => `It's official: ${afterColon(w, w.reading.statement)}`,
];

export const PROFESSIONAL_STATEMENT_HOOKS: Template[] = [
  // "We're proud to share some news. We're proud to be…" says it twice.
  (w) =>
    /\bproud\b/i.test(w.reading.statement)
      ? `News we're glad to share: ${afterColon(w, w.reading.statement)}`
      : `We're proud to share some news. ${w.reading.statement}`,
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
export const NOTICE_STATEMENT_HOOKS: Template[] = [
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

export const HOOKS: Record<PostKind, { social: Template[]; professional: Template[] }> = {
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
