/**
 * Captions for greetings and giveaways, which are the whole post: a greeting opens on itself and wishes readers
 * well; a giveaway says what can be won, how to enter and when entries close, and wishes luck.
 */
import type { RequestReading } from './request-reading';
import { capitalise } from './request-facts';
import { CALLS_TO_ACTION } from './caption-calls';
import { PAST_DATE } from './caption-facts';
import { dressed } from './caption-layout';
import { offerLine } from './caption-offers';
import { bareWhenOf, mentions, pick, wordsOf, write } from './caption-words';

/**
 * "a giveaway: win a free spa day, follow us and tag 2 friends, ends Friday": a giveaway says what can be won,
 * how to enter and when it ends, and wishes luck; nothing in it is launched or sold.
 */
const GIVEAWAY = /\b(?:giveaway|give-away|raffle|sweepstakes|prize draw)$/i;
/** A contest or competition is one to enter only when something is won or entered: a latte art competition is
 * otherwise an occasion. */
const CONTEST = /\b(?:contest|competition)$/i;
const ENTERING = /\b(?:win|enter|entries|prize|prizes)\b/i;
export const isGiveaway = (reading: RequestReading) =>
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
/** "last day to enter our giveaway", "24 hours left to enter": the time left leads, with what readers can do. */
const LAST_HOURS_HOOKS: ((left: string) => string)[] = [
  (left) => `${capitalise(left)}!`,
  (left) => `Don't miss out: ${left}.`,
  (left) => `Hurry: ${left}!`,
];
function giveawayHook(reading: RequestReading, named: string, index: number): string {
  const left = reading.timeLeft;
  if (!left) return pick(GIVEAWAY_HOOKS, index)(named);
  const said = left.last
    ? `${left.last} to ${left.verb || 'enter'} ${named}`
    : `only ${left.span} left to ${left.verb || 'enter'} ${named}`;
  return pick(LAST_HOURS_HOOKS, index)(said);
}
export const GIVEAWAY_BODIES = ['Good luck!', 'Good luck, everyone!', 'Fingers crossed for you!'];
/** Steps of entering: "Follow us and tag 2 friends." */
const ENTRY_STEP = /^(?:Follow|Tag|Like|Share|Comment|Subscribe|Repost|Save|Sign up|Enter)\b/;

export function giveawayCaption(reading: RequestReading, variation: number, seed: number): string {
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
  const parts = { hook: giveawayHook(reading, named, index), facts, body: pick(GIVEAWAY_BODIES, index), cta };
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

export function greetingCaption(
  reading: RequestReading,
  greeting: string,
  variation: number,
  seed: number,
): string {
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
