/**
 * "starts in 1 hour", "doors open in 30 minutes", "launching in 3 days": a count of hours, minutes or days after
 * "in" says how soon something happens, counted from when the post goes up. It is a date as "tonight" is; the
 * tagger reads the unit as a duration, which a date run would otherwise stop at.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

/** Units a countdown is told in: a duration the tagger knows, of minutes up to weeks. */
const COUNTDOWN_UNIT = /^(?:min(?:ute)?s?|hours?|hrs?|days?|weeks?)$/;

/** True when the word at `index` is the count of a countdown ("1" of "in 1 hour") or its unit ("hour"). */
export function isCountdownAt(words: Word[], index: number): boolean {
  const isCount = (at: number) =>
    words[at - 1]?.lower === 'in' &&
    !words[at - 1]!.endsPhrase &&
    has(words[at], 'Value') &&
    !words[at]!.endsPhrase &&
    COUNTDOWN_UNIT.test(words[at + 1]?.lower ?? '');
  return isCount(index) || isCount(index - 1);
}

/**
 * A date told as a countdown ("in 1 hour", "in 3 days"): there is no date left to save or to mark on a calendar,
 * so the captions say how soon it starts instead.
 */
export const isCountdown = (when: string) => /^in\s+\S+\s+(?:min|hour|hr|day|week)/i.test(when.trim());
