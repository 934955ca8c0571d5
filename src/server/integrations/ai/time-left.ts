/**
 * "24 hours left to grab our Cyber Monday bundle", "3 days left to enter": a count of time left is a deadline
 * told from now, and the post's urgency. The tagger reads the count as a duration and no date takes it, so it
 * was lost from every caption; it is read as the time left and what readers have that long to do.
 */

const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|a couple of';

/** "24 hours left to grab", "only 2 days left", "48 hrs left to book". */
const TIME_LEFT = new RegExp(
  `\\b(?:only |just )?((?:\\d+|${NUMBER_WORDS}) (?:minutes?|mins?|hours?|hrs?|days?|weeks?)) left(?: to ([a-z]+))?\\b`,
  'i',
);

export type TimeLeft = { span: string; verb: string };

/** The time left the request counts, with what readers have that long to do ('' when it says nothing). */
export function readTimeLeft(description: string): TimeLeft | null {
  const match = TIME_LEFT.exec(description);
  if (!match) return null;
  const span = match[1]!.toLowerCase().replace(/\bhrs?\b/, (hrs) => (hrs === 'hr' ? 'hour' : 'hours'));
  return { span, verb: match[2]?.toLowerCase() ?? '' };
}
