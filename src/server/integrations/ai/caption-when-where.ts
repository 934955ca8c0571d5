/**
 * The sentences that tell when and where, worded for the kind of post (a deadline, a date gone by, a notice's
 * dates, a launch, an occasion), and those that tell the place alone when the request gives no date.
 */
import { isDisruptionHead } from './occasion-nouns';
import { BUSINESS_HEAD_PATTERN, isOwnBusiness } from './business-heads';
import type { RequestReading } from './request-reading';
import { isCountdown } from './countdowns';
import { capitalise } from './request-facts';
import { isOwnBusinessSubject, isVisitingService, isVisitingVenue } from './caption-businesses';
import { isBusinessThere } from './caption-sale-variants';
import { deadlineNote, isServiceAvailable, isSignUpOpen } from './caption-state-variants';
import { hoursOnly, isOnlyWhen, type Template, type Words } from './caption-words';

/** "our plant shop turns 3": news that happened to the poster's own business. */
// "Our surf shop now rents paddleboards.": news told in the poster's sentence about their business is theirs too.
const isOwnBusinessNews = (reading: RequestReading) =>
  (!!reading.subject?.isAgent && isOwnBusiness(reading.subject)) ||
  (!reading.subject && OWN_BUSINESS_STATEMENT.test(reading.statement));
const OWN_BUSINESS_STATEMENT = new RegExp(
  String.raw`^(?:Our|My) (?:[\p{L}'’-]+ ){0,3}?${BUSINESS_HEAD_PATTERN} `,
  'iu',
);
/** "Our surf shop now rents paddleboards.": something the business does from now on is found there. */
const isNowOffered = (reading: RequestReading) =>
  /\bnow\b/i.test(reading.statement) && isOwnBusinessNews(reading);

/** "road closure", "planned power outage": a disruption a notice tells people about, rather than a closed business. */
const isDisruption = (w: Words) =>
  isDisruptionHead(/(\p{L}+)$/u.exec(w.reading.subject?.text ?? '')?.[1]?.toLowerCase() ?? '') ||
  /\bpower cut$/i.test(w.reading.subject?.text ?? '');

/** "giving away 3 copies …, ends Sunday": the date a giveaway runs until is when its entries close. */
export const isGiveawayUntil = (w: Words) =>
  w.reading.when?.role === 'until' && /\bgiv(?:ing|e) away\b|\bgiveaway\b/i.test(w.reading.statement);

/** When and where, worded for the kind of post. */
export const WHEN_WHERE: Record<
  'launch' | 'event' | 'notice' | 'past' | 'deadline' | 'hiring' | 'other',
  Template[]
> = {
  // "a part-time barista, weekends only": when a role works is its hours, where it is its workplace.
  hiring: [
    (w) => `The role is ${w.when}${w.where && `, ${w.where}`}.`,
    (w) => `Hours: ${w.when}${w.where && `, ${w.where}`}.`,
    (w) => `Working ${w.when}${w.where && ` ${w.where}`}.`,
  ],
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
  // A closure's dates are stated, not announced as something to look forward to. A disruption the notice is
  // about ("road closure on High Street this Sunday") is said to happen then, in a sentence.
  notice: [
    (w) =>
      isDisruption(w)
        ? `${capitalise(w.subject)}${w.where && ` ${w.where}`} ${w.agree('is', 'are')} ${w.when}.`
        : `${capitalise(w.when)}${w.where && `, ${w.where}`}.`,
    (w) =>
      isDisruption(w)
        ? `${capitalise(w.when)}${w.where && `, ${w.where}`}: ${w.subject}.`
        : `Dates: ${w.when.replace(/^(?:on|at|from)\s+/i, '')}${w.where && `, ${w.where}`}.`,
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
    // "every morning from 7am": what is there every day is found then, not a date to mark.
    (w) =>
      isCountdown(w.when) || isOnlyWhen(w) || isGiveawayUntil(w)
        ? ''
        : w.reading.when?.role === 'every'
          ? `${capitalise(w.when)}${w.where && `, ${w.where}`}.`
          : `Mark your calendar: ${w.bareWhen}${w.where && `, ${w.where}`}.`,
    // Nothing "happens until Sunday": a date something runs until is told by the first line alone.
    (w) =>
      isOnlyWhen(w)
        ? `${capitalise(w.when)}${w.where && `, ${w.where}`}.`
        : w.reading.when?.role === 'until'
          ? ''
          : w.reading.when?.role === 'every'
            ? `Come and see us ${w.when}${w.where && ` ${w.where}`}.`
            : `It all happens ${w.when}${w.where && ` ${w.where}`}.`,
  ],
};

/**
 * A venue not called "our" may be a stockist's: "Target stores"; a street address or a region ("in the
 * Cotswolds") is where the poster is.
 */
const isOthersVenue = (w: Words) =>
  !!w.reading.venue && w.reading.venueLink !== 'in' && !/^(?:our|my)\b|^\d/i.test(w.reading.venue);

export const WHERE_ONLY: Record<'event' | 'hiring' | 'news' | 'other', Template[]> = {
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
        : isNowOffered(w.reading)
          ? `Find ${w.reading.isFirstPersonSingular ? 'me' : 'us'} ${w.where}.`
          : w.reading.isOwnBusiness || isOwnBusinessNews(w.reading) || isOwnBusinessSubject(w.reading)
            ? w.reading.isFirstPersonSingular
              ? `Find me ${w.where}.`
              : `From all of us ${w.where}.`
            : `It happened ${w.where}.`,
    (w) =>
      w.reading.subject?.isPerson
        ? `Come and say hello ${w.where}.`
        : isNowOffered(w.reading)
          ? `Come and see ${w.reading.isFirstPersonSingular ? 'me' : 'us'} ${w.where}.`
          : w.reading.isOwnBusiness || isOwnBusinessNews(w.reading) || isOwnBusinessSubject(w.reading)
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
                  : // The poster's own business is found as "us".
                    `Find ${isOwnBusinessSubject(w.reading) ? 'us' : w.agree('it', 'them')} ${w.where}.`,
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
