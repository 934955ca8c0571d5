/**
 * "the gym will open at 8am instead of 6am on Sunday because of maintenance": a change to when a place opens or
 * an occasion runs, or anything done for a reason that keeps people waiting, is a notice readers need to plan
 * around; it is no news to celebrate ("Proud moment for the gym!").
 */
import { wordSet, type Word } from './tagged-words';

/** Verbs of a schedule: what opens, closes, starts or runs at some time. */
const SCHEDULE_VERBS = wordSet(
  'open opens opening close closes closing start starts starting run runs running finish finishes finishing',
);
/** Reasons that put people out: "because of maintenance", "due to staff illness". */
const TROUBLES = wordSet(
  `maintenance repairs repair renovation renovations refurbishment refurb works roadworks weather snow storm
  flooding flood illness sickness shortage shortages strike strikes outage cut leak`,
);

/** True when the clause from `verb` to `to` changes a schedule ("instead of") or gives a troubling reason. */
export function isScheduleChange(words: Word[], verb: number, to: number): boolean {
  const clause = words.slice(verb, to + 1);
  const isInstead =
    SCHEDULE_VERBS.has(words[verb]!.lower) &&
    clause.some((word, offset) => word.lower === 'instead' && clause[offset + 1]?.lower === 'of');
  const reasonAt = clause.findIndex(
    (word, offset) =>
      (word.lower === 'because' && clause[offset + 1]?.lower === 'of') ||
      (word.lower === 'due' && clause[offset + 1]?.lower === 'to'),
  );
  const isTroubled =
    reasonAt >= 0 && clause.slice(reasonAt + 2, reasonAt + 6).some((word) => TROUBLES.has(word.lower));
  return isInstead || isTroubled;
}
