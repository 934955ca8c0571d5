/**
 * Hooks and lines of colour for news the poster tells in its own sentence: personal news, a new role, funding
 * closed, a graduation, a partnership, new premises, an update, a finding, a change for customers, something
 * ending, and asks for help (a collection, a drive, new members, a giveaway). Each is told as what it is, not
 * as a milestone to thank a team for.
 */
import type { RequestReading } from './request-reading';
import { capitalise } from './request-facts';
import { withSubjectAsWe } from './repeated-subjects';
import { seeksPeople } from './people-wanted';
import { afterColon, lowerFirst, type Template, type Words } from './caption-words';

/**
 * "we're collecting warm coats for the homeless shelter until 20 December": a collection asks readers to give;
 * it is no milestone to thank a team for.
 */
// "our car wash is raising money for Macmillan all day Sunday": so is the poster's business raising money.
export const isCollecting = (reading: RequestReading) =>
  /^(?:we(?:'re| are)|(?:our|my) [^.]{1,40}? (?:is|are)) (?:collecting|gathering|accepting|raising)\b/i.test(
    reading.statement,
  );
export const COLLECTING_HOOKS: Template[] = [
  (w) => `Can you help? ${w.reading.statement}`,
  (w) => `Calling all kind hearts: ${lowerFirst(w.reading.statement)}`,
  (w) => `Please help if you can: ${lowerFirst(w.reading.statement)}`,
];
/** A collection asks for help, never for a like ("Hit like if you're in!"). */
export const COLLECTING_CALLS: Template[] = [
  () => 'Tag someone who might help.',
  () => 'Every share helps us reach more people.',
  () => 'Send us a message with any questions.',
];
export const COLLECTING_BODIES: Template[] = [
  () => 'Every donation helps.',
  () => 'Thank you for giving what you can.',
  () => 'Please share this with anyone who can help.',
];
/** A new look for the premises ("our new shopfront") is shown off and visited; it is no release "just out". */
export const isNewPremises = (reading: RequestReading) =>
  reading.isNew &&
  /\b(?:shopfront|storefront|shop front|signage|sign|premises|studio space|space|office|offices|seating area|interior|fit-out|makeover)$/i.test(
    reading.subject?.text ?? '',
  );
export const PREMISES_HOOKS: Template[] = [
  (w) => `Take a look at ${w.newSubject}!`,
  (w) => `A fresh look for us: ${w.newSubject}.`,
  (w) => `${capitalise(w.newSubject)} ${w.is} finally here.`,
];
export const PREMISES_BODIES: Template[] = [
  () => 'Come and see it in person.',
  () => "We can't wait to welcome you.",
  () => 'Let us know what you think.',
];
/**
 * "I've just passed my ACCA exams after 3 years of studying": a poster's own achievement is told in their sentence
 * and thanks those who supported them; no team or partners made it, and "my ACCA exams" alone is no news.
 */
// "I passed my CIPD Level 7 exam": so is one told in the past.
export const isPersonalNews = (reading: RequestReading) =>
  reading.isFirstPersonSingular &&
  /^I(?:'ve| have| just| finally)\b|^I (?:passed|completed|graduated|qualified|earned|finished|won|got)\b/.test(
    reading.statement,
  );
export const PERSONAL_NEWS_HOOKS: Template[] = [
  (w) => `Some personal news: ${afterColon(w, w.reading.statement)}`,
  (w) => `I'm proud to share some news. ${w.reading.statement}`,
  (w) => `A milestone worth sharing: ${afterColon(w, w.reading.statement)}`,
];
export const PERSONAL_NEWS_BODIES: Template[] = [
  () => 'Thank you to everyone who supported me along the way.',
  () => 'On to the next chapter.',
  () => 'Onwards!',
];
/** Funding the poster closed is told in its own sentence, which names the round: it is not named twice. */
export const isClosedRound = (reading: RequestReading) => /^We've closed\b/.test(reading.statement);
export const CLOSED_ROUND_HOOKS: Template[] = [
  (w) => `Big news: ${afterColon(w, w.reading.statement)}`,
  (w) => `We're proud to share some news. ${w.reading.statement}`,
  (w) => `A milestone worth sharing: ${afterColon(w, w.reading.statement)}`,
];
export const CLOSED_ROUND_BODIES: Template[] = [
  () => 'Thank you to our investors, our team and our customers.',
  () => 'This is only the beginning.',
  () => 'Now the real work starts.',
];
/** A graduation celebrates the ones who finished: pride in them, never goods to check out. */
export const isGraduation = (reading: RequestReading) =>
  /\S \bgraduation$/i.test(reading.subject?.text ?? '') && !reading.subject?.isPerson;
const graduated = (w: Words) => w.subject.replace(/ graduation$/i, '');
export const GRADUATION_HOOKS: Template[] = [
  (w) => `It's graduation day for ${graduated(w)}!`,
  (w) => `Congratulations to ${graduated(w)} graduates!`,
  (w) => `${capitalise(w.subject)}: what a day!`,
];
export const GRADUATION_BODIES: Template[] = [
  () => "We're so proud of every one of them.",
  () => 'All that hard work paid off.',
  () => 'On to the next adventure!',
];
/** News the poster's business tells in its own sentence: an update, not a milestone to be proud of. */
// "News from our pub! We are showing the rugby…": the business the hook names is "we" in its own sentence.
const withUpdate = (w: Words, hook: string) =>
  `${hook} ${withSubjectAsWe(hook, w.reading.statement, w.subject)}`;
export const UPDATE_HOOKS: Template[] = [
  (w) => withUpdate(w, `News from ${w.subject}!`),
  (w) => withUpdate(w, `An update from ${w.subject}.`),
  (w) => withUpdate(w, `${capitalise(w.subject)} has news.`),
];
export const UPDATE_BODIES: Template[] = [
  () => "We'd love to hear from you.",
  () => 'Thank you for your support, as always.',
  () => 'See you soon.',
];
/** A partnership is the start of work together: told with hope, never as a result to be proud of. */
// "our merger with Brightwater Accounting": two businesses joined are partners for good.
export const isPartnership = (reading: RequestReading) =>
  /^(?:partnerships?|merger) with\b/i.test(reading.subject?.text ?? '') && !reading.statement;
export const PARTNERSHIP_HOOKS: Template[] = [
  (w) => `We're thrilled to announce ${w.subject}.`,
  (w) => `Some exciting news: ${w.subject}.`,
  (w) =>
    /^merger\b/i.test(w.reading.subject?.text ?? '')
      ? `Big news: ${w.subject}.`
      : `Introducing ${w.subject}.`,
];
export const PARTNERSHIP_BODIES: Template[] = [
  () => "We can't wait to see what we achieve together.",
  () => "Here's to working together.",
  () => 'More to share as the work gets going.',
];
/**
 * "our charity's winter coat drive, drop off at any of our 3 shops": a drive collects what readers give; it is
 * no occasion to bring a friend to.
 */
export const isDrive = (reading: RequestReading) =>
  /\b(?:drive|appeal|collection point)$/i.test(reading.subject?.text ?? '') && !reading.subject?.isPerson;
export const DRIVE_HOOKS: Template[] = [
  (w) => `Can you help? ${capitalise(w.subject)} is on.`,
  (w) => `Calling all kind hearts: ${w.subject} needs you.`,
  (w) => `Please give if you can: ${w.subject} is on.`,
];

/**
 * "for our community choir: we're recruiting tenors and basses": people sought to join are asked to come
 * forward; it is no milestone to thank a team for.
 */
// "We need 5 volunteers for our beach clean": so are people the poster needs.
export const isRecruiting = (reading: RequestReading) =>
  /^we(?:'re| are) (?:recruiting|looking for)\b/i.test(reading.statement) ||
  (/^we need\b/i.test(reading.statement) && seeksPeople(reading.statement));
export const RECRUITING_HOOKS: Template[] = [
  (w) => `Could this be you? ${w.reading.statement}`,
  (w) => `Know someone who would love to join? ${w.reading.statement}`,
  // Members are recruited; testers or volunteers looked for are asked to get involved.
  // Recruiting for jobs ("3 graduate engineers") is hiring: the team grows.
  (w) =>
    /^we(?:'re| are) recruiting\b/i.test(w.reading.statement)
      ? /\b(?:members|volunteers|players|singers|runners)\b/i.test(w.reading.statement)
        ? `Calling all new members: ${lowerFirst(w.reading.statement)}`
        : `Our team is growing: ${lowerFirst(w.reading.statement)}`
      : `Want to get involved? ${w.reading.statement}`,
];
export const RECRUITING_BODIES: Template[] = [
  () => 'We would love to hear from you.',
  () => 'Share this with someone who would be a great fit.',
  () => 'Get in touch to find out more.',
];

/** "we're giving away a £50 voucher, follow us and retweet to enter": a giveaway told in the poster's words. */
export const isGivingAway = (reading: RequestReading) =>
  /^we(?:'re| are) giving away\b/i.test(reading.statement);
export const GIVING_AWAY_HOOKS: Template[] = [
  (w) => `Giveaway time! ${w.reading.statement}`,
  (w) => `It's giveaway time: ${lowerFirst(w.reading.statement)}`,
  (w) => `Want to win? ${w.reading.statement}`,
];
/** Something that stops on a date ("early bird tickets end Friday") is a reminder not to miss it. */
export const ENDING_HOOKS: Template[] = [
  (w) => `Reminder: ${afterColon(w, w.reading.statement)}`,
  (w) => `Last chance: ${afterColon(w, w.reading.statement)}`,
  (w) => `Don't miss out: ${afterColon(w, w.reading.statement)}`,
];
export const ENDING_BODIES: Template[] = [
  () => "Don't leave it too late.",
  () => 'Grab yours while you can.',
  () => 'Set a reminder now.',
];
/**
 * "our cafe will close at 2pm on Christmas Eve and reopen on 2 January": a business closing and opening again is
 * a notice of its hours, said plainly; nothing ends that readers could miss.
 */
export const isClosingAndReopening = (reading: RequestReading) =>
  /\bclos(?:e|es|ed|ing)\b[^.]*\b(?:re-?open(?:s|ing)?|(?:be|are|we're|we'll be) back (?:on|from|open))\b/i.test(
    reading.statement,
  );
export const CLOSING_HOURS_HOOKS: Template[] = [
  (w) => `Please note: ${afterColon(w, w.reading.statement)}`,
  (w) => `Heads up: ${afterColon(w, w.reading.statement)}`,
  (w) => `Our opening hours are changing: ${afterColon(w, w.reading.statement)}`,
];
export const CLOSING_HOURS_BODIES: Template[] = [
  () => "We can't wait to welcome you back.",
  () => 'Thank you for your understanding.',
  () => 'See you soon!',
];
// "end of tenancy cleans" names a kind of clean; "ends Friday" ends.
export const isEnding = (reading: RequestReading) =>
  /^[^.]*\b(?:end|ends|close|closes|expire|expires|finish|finishes)\b(?! of\b)/i.test(reading.statement);

/** "our report finds 62% of UK freelancers plan to raise their rates": what research found is its news. */
export const isFinding = (reading: RequestReading) =>
  /^\S+(?: \S+){0,4} (?:finds|found|shows|showed|reveals|revealed)\b/i.test(reading.statement);
export const FINDING_HOOKS: Template[] = [
  (w) => `New research: ${afterColon(w, w.reading.statement)}`,
  (w) => `What the data says: ${afterColon(w, w.reading.statement)}`,
  (w) => `The numbers are in. ${w.reading.statement}`,
];
export const FINDING_BODIES: Template[] = [
  () => 'Does this match what you see?',
  () => 'The full findings are worth a read.',
  () => "We'd love to hear your take.",
];

/**
 * "I'm starting a new role as marketing director at Fernleaf Foods": a poster's new job is a personal chapter,
 * told as their news and looked forward to; no team made it possible and nobody is asked how they approach it.
 */
export const isNewRole = (reading: RequestReading) =>
  /^(?:[^.]*, )?I\b[^.]*\b(?:new (?:role|job|position)|(?:joining|join|joined) \p{Lu}[^.]* as (?:an? |the )?\p{L}+|leaving to (?:start|join|launch)|start(?:ing)? my own)\b/iu.test(
    reading.statement,
  );
export const NEW_ROLE_HOOKS: Template[] = [
  (w) => `Some personal news: ${afterColon(w, w.reading.statement)}`,
  (w) => `A new chapter: ${afterColon(w, w.reading.statement)}`,
  (w) => `Personal update: ${afterColon(w, w.reading.statement)}`,
];
export const NEW_ROLE_BODIES: Template[] = [
  () => "I can't wait to get started.",
  () => 'Thank you to everyone who helped me get here.',
  () => 'Excited for what comes next.',
];

/**
 * What the poster does from now on ("Our pet shop now stocks grain-free dog food") is a change for customers; no
 * one is thanked for making it possible.
 */
export const CHANGE_BODIES: Template[] = [
  () => 'Tell your friends.',
  () => 'Let us know what you think.',
  () => "We think you'll love it.",
];
/** "I'm now taking bookings for gel extensions": what the poster now takes, which readers are asked to send. */
// "we're now booking 2027 dates": what the poster books from now on are bookings.
export const takenNow = (reading: RequestReading) =>
  /^(?:we're|we are|i'm|i am) now booking\b/i.test(reading.statement)
    ? 'bookings'
    : (/^(?:we're|we are|i'm|i am) now (?:taking|accepting) (\S+)/i
        .exec(reading.statement)?.[1]
        ?.toLowerCase() ?? '');
export const TAKING_BODIES: Template[] = [
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
export const isOwnChange = (reading: RequestReading) =>
  /^(?:You|Customers|Clients|Members|Users|Guests|Everyone) can now\b/.test(reading.statement) ||
  /^Our\b[^.]*\bnow\s+\p{L}+s\b/u.test(reading.statement);

/**
 * "our Kickstarter for a solar-powered backpack goes live on March 3": a crowdfunding campaign asks readers to
 * back it; it is no product to try yet ("We can't wait for you to try it").
 */
export const isCrowdfunding = (reading: RequestReading) =>
  /^(?:kickstarter|indiegogo|crowdfunder|gofundme|crowdfunding)\b/i.test(reading.subject?.text ?? '');
export const CROWDFUNDING_HOOKS: Template[] = [
  (w) => `Mark your calendar for ${w.newSubject}.`,
  (w) => `Be the first to back ${w.newSubject}.`,
  (w) => `Coming soon: ${w.newSubject}.`,
];
export const CROWDFUNDING_BODIES: Template[] = [
  () => 'Every pledge brings it closer.',
  () => "Set a reminder so you don't miss it.",
  () => "We can't do it without you.",
];

/**
 * "2 years ago I quit my job to start this business", "looking back on 2026, we launched…": a look back at how it
 * began or at the year, with thanks for the road since.
 */
export const isLookBack = (reading: RequestReading) =>
  /^(?:\d+ (?:years?|months?|weeks?|days?|decades?) ago|looking back)\b/i.test(reading.statement);
/** "Looking back on 2026, …" looks back already; "A little look back: Looking back…" would say it twice. */
const looksBackOnAYear = (w: Words) => /^looking back\b/i.test(w.reading.statement);
export const LOOK_BACK_HOOKS: Template[] = [
  (w) =>
    looksBackOnAYear(w)
      ? `What a year it has been. ${w.reading.statement}`
      : `Where it all began: ${afterColon(w, w.reading.statement)}`,
  (w) =>
    looksBackOnAYear(w)
      ? `Time to take stock. ${w.reading.statement}`
      : `A little look back: ${afterColon(w, w.reading.statement)}`,
  (w) => `Can you believe it? ${w.reading.statement}`,
];
export const LOOK_BACK_BODIES: Template[] = [
  () => 'Thank you for being part of the journey.',
  () => "Here's to what comes next.",
  (w) => `${w.reading.isFirstPersonSingular ? "I'm" : "We're"} so grateful for every one of you.`,
];

/** "we're live on Kickstarter!": a campaign now open asks for pledges; no team is thanked for a milestone yet. */
export const isCampaignLive = (reading: RequestReading) =>
  /\blive on (?:kickstarter|indiegogo|crowdfunder|gofundme)\b/i.test(reading.statement);
export const CAMPAIGN_LIVE_HOOKS: Template[] = [
  (w) => `It's happening: ${afterColon(w, w.reading.statement)}`,
  (w) => `Big news: ${afterColon(w, w.reading.statement)}`,
  (w) => `The wait is over: ${afterColon(w, w.reading.statement)}`,
];
export const CAMPAIGN_LIVE_BODIES: Template[] = [
  () => 'Every pledge brings it closer.',
  () => "We can't do it without you.",
  () => 'Thank you for backing us.',
];

/**
 * "we've been nominated for Best Coffee Shop…, voting closes Friday": a nomination hopes for a win and, when the
 * public votes, asks for the readers' votes; nothing is won yet to thank a team for.
 */
export const isNomination = (reading: RequestReading) =>
  /\b(?:nominated|shortlisted|a finalist|finalists)\b/i.test(reading.statement);
const asksVotes = (w: Words) =>
  /\bvot(?:e|es|ing)\b/i.test([w.reading.statement, ...w.reading.notes].join(' '));
export const NOMINATION_BODIES: Template[] = [
  (w) => (asksVotes(w) ? "We'd love your vote." : 'It means so much to be recognised.'),
  (w) => (asksVotes(w) ? 'Every vote counts.' : 'Fingers crossed!'),
  () => 'Thank you for your support.',
];
