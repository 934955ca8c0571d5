/**
 * "we're proud to be a certified B Corp as of today": a status the poster has gained is their news ("As of today,
 * we're a certified B Corp."). Read for a subject, the status was a thing launched ("Introducing certified B
 * Corp.").
 */
import { capitalise } from './request-facts';
import type { RequestReading } from './request-reading-types';

/** "proud to be a certified B Corp", "excited to be an accredited Living Wage employer", with an "as of" date. */
const STATUS =
  /\b(?:proud|excited|thrilled|delighted|happy|honoured|honored) to (?:now )?be (an? (?:certified|accredited|registered|official|approved|verified) [^.!?,;]+?)(?: (as of (?:today|this week|this month|\p{Lu}\p{L}+(?: \d{1,2})?)))?\s*[.!]*$/iu;
/** "proud to be a Living Wage employer": a status named by its capitals, which the poster is proud to hold. */
const NAMED_STATUS =
  /\b(?:proud|excited|thrilled|delighted|happy|honoured|honored) to be (an? \p{Lu}[\p{L}'’-]*(?: [\p{L}'’-]+){0,4})\s*[.!]*$/u;

/**
 * "we're proud to be supporting Shelter this Christmas": a cause the poster backs is their news, told plainly
 * ("This Christmas, we're supporting Shelter."); read for a subject, "supporting Shelter" was launched.
 */
const SUPPORTING =
  /\b(?:proud|excited|thrilled|delighted|happy|honoured|honored) to be (supporting|sponsoring|raising money for|fundraising for|partnering with|working with) ([\p{Lu}][^.!?,;]*?)(?: (this (?:Christmas|year|month|summer|winter|spring|autumn|week)))?(?=\s*[.!,;]|\s*$)/iu;

/** The reading of a post whose news is a status the poster gained; null when the request names none. */
export function asOwnStatus(reading: RequestReading, description: string): RequestReading | null {
  const supporting = SUPPORTING.exec(description.trim());
  if (supporting) {
    const [, doing, cause, when] = supporting;
    const we = reading.isFirstPersonSingular ? "I'm" : "we're";
    const said = `${we} ${doing!.toLowerCase()} ${cause}`;
    const statement = when ? `${capitalise(when)}, ${said}.` : `${capitalise(said)}.`;
    return { ...reading, kind: 'news', subject: null, statement, isNew: false, when: null };
  }
  // "proud that 80% of our staff are now working flexibly": what the poster is proud of is said by them.
  const proudThat = /^(?:(?:we're|we are|so|really) )?proud that (.+?)[.!]*$/i.exec(
    description.trim().replace(/^[^:]*\bpost:\s*/i, ''),
  );
  if (proudThat && !reading.statement) {
    const we = reading.isFirstPersonSingular ? "I'm" : "We're";
    return {
      ...reading,
      kind: 'news',
      subject: null,
      statement: `${we} proud that ${proudThat[1]}.`,
      isNew: false,
    };
  }
  const named = NAMED_STATUS.exec(description.trim());
  if (named) {
    const we = reading.isFirstPersonSingular ? "I'm" : "We're";
    return {
      ...reading,
      kind: 'news',
      subject: null,
      statement: `${we} proud to be ${named[1]}.`,
      isNew: false,
    };
  }
  const match = STATUS.exec(description.trim());
  if (!match) return null;
  const [, status, asOf] = match;
  const we = reading.isFirstPersonSingular ? "I'm" : "we're";
  const statement = asOf ? `${capitalise(asOf)}, ${we} ${status}.` : `${capitalise(we)} now ${status}.`;
  return { ...reading, kind: 'news', subject: null, statement, isNew: false, when: null };
}
