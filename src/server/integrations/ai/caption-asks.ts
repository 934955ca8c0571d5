/**
 * Captions for requests that ask readers something, ask them to do something or only tell them what to do: each
 * opens on the ask as written and ends on a call to answer or to join in.
 */
import type { AskedQuestion } from './asked-questions';
import type { RequestReading } from './request-reading';
import { CALLS_TO_ACTION } from './caption-calls';
import { dressed } from './caption-layout';
import { offerLine } from './caption-offers';
import { mentions, pick, wordsOf, write } from './caption-words';

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

export function askedCaption(
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
 * "order your Christmas cakes by December 10": a request that only tells readers what to do is said as it is,
 * with a reminder's lead; no thing to praise is named.
 */
const INSTRUCTED_HOOKS: ((instruction: string) => string)[] = [
  (instruction) => instruction,
  (instruction) => `Don't forget: ${lowerAsked(instruction)}`,
  (instruction) => `A friendly reminder: ${lowerAsked(instruction)}`,
];
export const isInstructionsOnly = (reading: RequestReading) =>
  !reading.subject &&
  !reading.statement &&
  !reading.scene &&
  reading.kind === 'general' &&
  reading.instructions.length + reading.notes.length > 0;

export function instructedCaption(reading: RequestReading, variation: number, seed: number): string {
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
