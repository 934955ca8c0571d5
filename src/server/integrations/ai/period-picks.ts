/**
 * "new flavour of the month is raspberry ripple": a thing picked for a month or a week is named by the request,
 * and that naming is the post's news ("Our new flavour of the month is raspberry ripple."). Read for a noun
 * phrase, "flavour" alone was launched and the name it was given lost.
 */
import type { RequestReading } from './request-reading-types';

const PICK = /\b((?:new |latest )?)([\p{L}-]+) of the (day|week|month|season|year) (?:is|are) ([^,.!?;]+)/iu;

/** The reading with the pick told as its state; null when the request names none. */
export function asPeriodPick(reading: RequestReading, description: string): RequestReading | null {
  const { subject } = reading;
  const match = PICK.exec(description);
  if (!subject || !match || !subject.text.endsWith(match[2]!.toLowerCase())) return null;
  const [, age, noun, period, name] = match;
  const owner = subject.determiner && subject.determiner !== 'the' ? subject.determiner : 'our';
  const named = `${owner} ${age!.toLowerCase()}${noun!.toLowerCase()} of the ${period!.toLowerCase()}`;
  return {
    ...reading,
    subject: {
      ...subject,
      text: `${noun!.toLowerCase()} of the ${period!.toLowerCase()}`,
      determiner: owner,
    },
    state: `${named.charAt(0).toUpperCase()}${named.slice(1)} is ${name!.trim()}.`,
    isNew: false,
  };
}
