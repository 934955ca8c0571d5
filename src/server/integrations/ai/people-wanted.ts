/**
 * "we're looking for beta testers for our new budgeting app", "we need 5 volunteers": people the poster asks to
 * take part are the post's call, told in the poster's sentence. Read for its subject, the app was launched ("Our new budgeting app is
 * finally here.") and the testers were a tag.
 */
import type { RequestReading } from './request-reading-types';

/** Who is sought, as a word for the part they take: "beta testers", "volunteers", "models". */
const WANTED =
  /\b(we(?:'re| are) (?:looking for|seeking|after|searching for)|we need) ((?:\d+ |a few |some )?(?:[\p{L}-]+ )?(?:testers|volunteers|tenors|basses|sopranos|altos|drummers|guitarists|models|ambassadors|contributors|speakers|vendors|stallholders|traders|participants|players|singers|dancers|artists|makers|hosts|helpers|mentors|judges|interns|creators|writers|photographers|sponsors|guests|families|dogs|pets)\b[^,.!?;]*)/iu;

/** True when the text seeks people: "We need 5 volunteers…", "we're looking for beta testers…". */
export const seeksPeople = (text: string) => WANTED.test(text);

/** The reading as a call for the people sought; null when the request seeks none. */
export function asPeopleWanted(reading: RequestReading, description: string): RequestReading | null {
  if (reading.statement) return null;
  const match = WANTED.exec(description);
  if (!match) return null;
  // "we need 5 volunteers": the need is said as written; every way of looking reads "We're looking for".
  const asking = /^we need$/i.test(match[1]!) ? 'We need' : "We're looking for";
  return { ...reading, kind: 'news', statement: `${asking} ${match[2]!.trim()}.` };
}
