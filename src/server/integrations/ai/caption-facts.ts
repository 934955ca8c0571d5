/**
 * The facts of a caption: the sentences that carry what the request gives (its own statement and notes, when
 * and where, what comes with the subject, the offer and its code, who it is for, what to do), each told once
 * and none opening the way the hook or a fact before it does.
 */
import { capitalise } from './request-facts';
import { asWritten, listingPrice, OFFERS } from './caption-offers';
import { isGiveawayUntil, WHEN_WHERE, WHERE_ONLY } from './caption-when-where';
import {
  bareWhenOf,
  HOURS,
  isDateWithOffer,
  mentions,
  pick,
  type Template,
  type Words,
  write,
} from './caption-words';

// ——— Facts: each sentence carries one or two of the request's facts; none is left out of a variation. ———

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

/** The date without the word that leads it, to see whether a sentence already gives it. */
/** A date already gone: "last Sunday", "two weeks ago", "yesterday". */
export const PAST_DATE = /\b(?:last|ago|yesterday|earlier)\b/i;

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
export const openingOf = (text: string) =>
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

/**
 * "while they last", "until end of March": a limit on how many can be had, or for how long, said alone.
 */
const WHILE_THEY_LAST = /^(?:While (?:they|stocks|supplies) last|Until (?:the )?end of \p{L}+)[.!]$/iu;

/**
 * "peonies are in season! £25 a bunch, while they last": the limit goes with the price it limits ("All for £25 a
 * bunch, while they last."), not before it as a fragment of its own.
 */
function withLimitOnOffer(facts: string[], offer: string): string[] {
  const limit = facts.find((fact) => WHILE_THEY_LAST.test(fact));
  const offered = facts.findIndex((fact) => !!offer && fact.includes(offer) && /\.$/.test(fact));
  if (!limit || offered < 0) return facts;
  const joined = facts.map((fact, index) =>
    index === offered ? `${fact.slice(0, -1)}, ${limit.charAt(0).toLowerCase()}${limit.slice(1, -1)}.` : fact,
  );
  return joined.filter((fact) => fact !== limit);
}

/** A job's terms written alone: "Hybrid.", "Remote.", "Full-time." */
const JOB_TERMS = /^(?:hybrid|remote|full-time|part-time|flexible|on-site|permanent|fixed-term)\.$/i;

/** Words of joining a team, and the small words around them, which carry nothing a welcome has not said. */
const JOINING_WORDS = new Set(
  "we we've have has hired joined joins join as our the a an to us is are team".split(' '),
);

/**
 * "Please welcome our new head of marketing Sarah Khan!" then "We hired Sarah Khan as our new head of
 * marketing.": a statement whose every word the hook has said, apart from those of joining, says nothing more.
 */
function isSaidByHook(hook: string, statement: string): boolean {
  const said = new Set(hook.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? []);
  const words = statement.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  return (
    words.some((word) => !JOINING_WORDS.has(word)) &&
    words.every((word) => JOINING_WORDS.has(word) || said.has(word))
  );
}

/**
 * The sentences that carry the request's facts, leaving out what the hook already says. Together they name the
 * place, the date or time, the offer and its code, the audience and anything the reader is asked to do.
 */
export function factsFor(words: Words, hook: string, index: number, isProfessional: boolean): string[] {
  const { reading } = words;
  const facts: string[] = [];
  if (reading.statement && !mentions(hook, reading.statement) && !isSaidByHook(hook, reading.statement))
    facts.push(reading.statement);
  // The request's own pieces, in its words: "Walk-ins welcome.", "New reformer classes start Monday."
  // "Add glitter for £5.": an extra with a price of its own follows the offer's price, so that each price is
  // read with what it buys.
  const isPricedExtra = (note: string) =>
    !!reading.offer && /^(?:Add|Upgrade|Extra|Plus)\b.*[£$€]\d/.test(note);
  const notes = reading.notes
    .filter((note) => !mentions(hook, note))
    // "…, hybrid, apply by 30 June": a job's terms standing alone are said of the role.
    .map((note) =>
      reading.kind === 'hiring' && JOB_TERMS.test(note) ? `The role is ${note.toLowerCase()}` : note,
    );
  facts.push(...notes.filter((note) => !isPricedExtra(note)));
  const said = () => [hook, ...facts].join(' ');
  const offerCarriesDate = isDateWithOffer(reading);
  // "closed on Monday…, back Tuesday": each date the sentences so far have told is not told again.
  const unsaid = words.when
    .split(/,\s+/)
    .filter((part) => part && !tellsDate(said(), part))
    .join(', ');
  // "Our record fair is on Sunday." said the day; "doors open at 8am" is left, and is a sentence of its own.
  const isDoorsOnly = /^doors open\b/.test(unsaid);
  if (isDoorsOnly) facts.push(`${capitalise(unsaid)}.`);
  const needsWhen = !!reading.when && !offerCarriesDate && !!unsaid && !isDoorsOnly;
  // "expanding to Canada with a new team in Toronto": places the sentence names each are told already.
  const placesTold = (reading.venue || reading.place)
    .split(/,\s*|\s+and\s+/)
    .every((name) => mentions(said(), name));
  // "from our council: bin collections will be a day late": a notice from the poster's own place tells no
  // one to come and find it there.
  const isOwnNotice = reading.kind === 'notice' && /^(?:our|my)\b/i.test(reading.venue) && !reading.place;
  const needsWhere = !!words.where && !placesTold && !isOwnNotice;
  // "road closure on High Street…, our car park will be accessible from Mill Road": of places joined by "and", one
  // a sentence already names is not told again with the others.
  const toldPlaces = (reading.venue ? [] : reading.place.split(/\s+and\s+/)).filter(
    (name) => name && mentions(said(), name),
  );
  const whereUnsaid = toldPlaces.reduce(
    (where, name) => where.replace(new RegExp(`(?: and ${name}\\b|\\b${name} and )`), ''),
    words.where,
  );
  if (needsWhen) {
    const group = /^by\b/i.test(unsaid)
      ? 'deadline'
      : reading.kind === 'call'
        ? 'event'
        : reading.kind === 'launch' ||
            reading.kind === 'event' ||
            reading.kind === 'notice' ||
            reading.kind === 'hiring'
          ? reading.kind
          : PAST_DATE.test(unsaid)
            ? 'past'
            : 'other';
    const where = needsWhere ? whereUnsaid : '';
    const when = { when: unsaid, bareWhen: bareWhenOf(unsaid) };
    facts.push(writeUnlike(WHEN_WHERE[group], index, { ...words, ...when, where }, hook, facts));
  } else if (needsWhere) {
    const group =
      reading.kind === 'event' || reading.kind === 'call'
        ? 'event'
        : reading.kind === 'hiring' || reading.kind === 'news'
          ? reading.kind
          : 'other';
    facts.push(
      writeUnlike(WHERE_ONLY[group], index, { ...words, where: whereUnsaid }, hook, [
        ...facts,
        ...reading.instructions,
      ]),
    );
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
    // "our new charging points…, free for customers": things in the plural are "they".
    const pronoun = reading.subject?.plural ? "They're" : "It's";
    const free = offer.scope ? `${pronoun} free ${offer.scope}` : `And ${pronoun.toLowerCase()} free`;
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
  return withLimitOnOffer(facts.filter(Boolean), words.offer);
}
