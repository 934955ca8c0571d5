/**
 * "closing for renovations", "postponed", "sold out of sourdough", "down for maintenance", "we're fully booked":
 * news to pass on rather than to celebrate is a notice, told as a sign on the door would tell it. "closing a €2M
 * round" is funding news though its verb is the same, so what follows the verb is weighed too.
 */
import { isOwnStateAt } from './own-states';
import { wordSet, has, type TaggedText, type Word } from './tagged-words';

/** Verbs of news that is not good news to celebrate: "closing for renovations", "moving", "postponed". */
export const NOTICE_VERBS = wordSet(
  `closing closed closes moving moved moves postponed cancelled canceled pausing paused relocating relocated
  change changes changing`,
);
/** "our podcast is taking a two-week break": a pause is a notice, as "pausing" is. */
export function isTakingABreak(words: Word[], at: number): boolean {
  if (!/^(?:taking|takes|take)$/.test(words[at]?.lower ?? '') || words[at]!.endsPhrase) return false;
  for (let next = at + 1; next <= at + 4 && next < words.length; next++) {
    if (/^(?:break|hiatus|pause|breather)$/.test(words[next]!.lower)) return true;
    if (words[next]!.endsPhrase) return false;
  }
  return false;
}
/**
 * "we're moving to a 4-day week", "moving to remote working": a move to a new way of working is the poster's
 * news, not a notice that a place moves.
 */
function isNewWayOfWorking(words: Word[], at: number): boolean {
  if (!/^(?:moving|moves|moved|switching|switched)$/.test(words[at]?.lower ?? '')) return false;
  const ahead = words
    .slice(at + 1, at + 6)
    .map((word) => word.lower)
    .join(' ');
  return /^to (?:a |an )?(?:\S+-day (?:week|working week)|(?:four|4|three|3)[- ]day|remote|hybrid|flexible|fully remote)\b/.test(
    ahead,
  );
}
/** "is moving to a bigger site": a move still to come is told as coming; no state is found after it. */
export const isMoving = (word: Word) => /^(?:moving|relocating)$/.test(word.lower);
/**
 * A verb of notice at `at`: "closed", "sold" with "out" ("our bakery is sold out of sourdough today"), or the
 * poster's own state ("we're fully booked").
 */
export const isNoticeAt = (words: Word[], at: number) =>
  (NOTICE_VERBS.has(words[at]?.lower ?? '') && !isNewWayOfWorking(words, at)) ||
  // "Christmas orders close 15 December": what customers send in stops coming in on a date.
  (words[at]?.lower === 'close' &&
    /^(?:orders|bookings|entries|applications|registrations|submissions|pre-orders|preorders)$/.test(
      words[at - 1]?.lower ?? '',
    )) ||
  isTakingABreak(words, at) ||
  // "our summer opening hours start June 1": new hours starting are a change of hours.
  (/^(?:start|starts|begin|begins)$/.test(words[at]?.lower ?? '') && words[at - 1]?.lower === 'hours') ||
  (words[at]?.lower === 'sold' && words[at + 1]?.lower === 'out') ||
  // "our Leeds store will open late until 9pm", "we close early on Christmas Eve": hours that differ from the
  // usual are a change of hours.
  (/^(?:open|opens|opening|close|closes|closing)$/.test(words[at]?.lower ?? '') &&
    /^(?:late|later|early|earlier)$/.test(words[at + 1]?.lower ?? '')) ||
  // "our servers are being upgraded this Sunday": work being done on what customers use is a notice of it.
  (/^(?:upgraded|updated|serviced|repaired|replaced|migrated|refurbished|renovated)$/.test(
    words[at]?.lower ?? '',
  ) &&
    words[at - 1]?.lower === 'being') ||
  // "the online shop is down for maintenance tonight": a service that is down is closed for a while.
  // So is one that goes "cash-free" from a date: a change of how to pay.
  // "will be down tonight": the tagger may give "be" after "will" no copula's tag.
  (/^(?:down|offline|unavailable|cashless|late|delayed|disrupted|suspended)$/.test(words[at]?.lower ?? '') &&
    (has(words[at - 1], 'Copula') || words[at - 1]?.lower === 'be')) ||
  // "bin collections will be a day late next week": a service running late by some time is a notice too.
  (/^(?:a|an|one|two|three|\d+)$/.test(words[at]?.lower ?? '') &&
    /^(?:day|days|week|weeks|hour|hours)$/.test(words[at + 1]?.lower ?? '') &&
    /^(?:late|later|behind)$/.test(words[at + 2]?.lower ?? '') &&
    (has(words[at - 1], 'Copula') || words[at - 1]?.lower === 'be')) ||
  (words[at]?.lower === 'cash' &&
    words[at]!.hyphenated &&
    words[at + 1]?.lower === 'free' &&
    (has(words[at - 1], 'Copula') || words[at - 1]?.lower === 'be')) ||
  isOwnStateAt(words, at);

/**
 * "closing a €2M round", "closed our Series A" is funding news; "closing for renovations" is a notice. An amount of
 * money after the verb is what was closed, not a door.
 */
export const FUNDING_FOLLOWS = (words: TaggedText['words'], verb: number) =>
  words
    .slice(verb + 1, verb + 5)
    .some(
      (word) =>
        /^(?:round|funding|deal|raise|investment|partnership|contract|series|seed)$/.test(word.lower) ||
        has(word, 'Money'),
    );
