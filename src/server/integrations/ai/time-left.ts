/**
 * "24 hours left to grab our Cyber Monday bundle", "3 days left to enter": a count of time left is a deadline
 * told from now, and the post's urgency; so is "last chance to grab…". The tagger reads the count as a duration and no date takes it, so it
 * was lost from every caption; it is read as the time left and what readers have that long to do.
 */
import { COUNT_WORDS } from './word-tags';

const NUMBER_WORDS = `${COUNT_WORDS}|a few|a couple of`;

/** "24 hours left to grab", "only 2 days left", "48 hrs left to book". */
const TIME_LEFT = new RegExp(
  `\\b(?:only |just )?((?:\\d+|${NUMBER_WORDS}) (?:minutes?|mins?|hours?|hrs?|days?|weeks?)) left(?: to ([a-z]+))?\\b`,
  'i',
);

/** "last chance to grab…", "final day to enter…": the end is here, with what readers have left to do. */
const LAST_CHANCE = /\b(last chance|last day|final day|final call|last call|last few days) to ([a-z]+)\b/i;

/** `span` counts the time left ("24 hours"); `last` says it is nearly up instead ("last chance"). */
export type TimeLeft = { span: string; verb: string; last?: string };

/** The time left the request counts, with what readers have that long to do ('' when it says nothing). */
export function readTimeLeft(description: string): TimeLeft | null {
  const last = LAST_CHANCE.exec(description);
  if (last) return { span: '', verb: last[2]!.toLowerCase(), last: last[1]!.toLowerCase() };
  const match = TIME_LEFT.exec(description);
  if (!match) return null;
  const span = match[1]!.toLowerCase().replace(/\bhrs?\b/, (hrs) => (hrs === 'hr' ? 'hour' : 'hours'));
  return { span, verb: match[2]?.toLowerCase() ?? '' };
}
