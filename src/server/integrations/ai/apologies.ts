/**
 * "we're sorry for the delays to orders this week, everything will ship by Friday": an apology is a notice to
 * the readers it affects, told in the poster's words; read for a subject, "the delays" became a thing to "check
 * out" and "this week" a date to mark.
 */
import type { RequestReading } from './request-reading-types';

// "sorry for the late deliveries this week": a bare "sorry" opening a piece is the poster's too.
const SORRY =
  /(?:\b(?:(?:we're|we are|i'm|i am) (?:so |very |really )?sorry|apologies|we apologi[sz]e)|(?:^|[:;,.!?]\s*)(?:so |very |really )?sorry) (for|about) ([^,.!?;]+)/i;

/** The reading as an apology; null when the request makes none. */
export function asApology(reading: RequestReading, description: string): RequestReading | null {
  const match = SORRY.exec(description);
  if (!match) return null;
  const [, link, what] = match;
  const we = reading.isFirstPersonSingular ? "I'm" : "We're";
  return {
    ...reading,
    kind: 'notice',
    subject: null,
    statement: `${we} sorry ${link!.toLowerCase()} ${what!.trim()}.`,
    when: null,
    isOccasion: false,
  };
}
