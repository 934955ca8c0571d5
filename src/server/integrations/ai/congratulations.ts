/**
 * "for our salon: congrats to our stylist Mia on 10 years with us!": congratulations the request opens its
 * content with are said to the person, as a post "congratulating" them says them. Read for its words, "congrats"
 * became a thing to "check out".
 */
import type { RequestReading } from './request-reading-types';

const CONGRATULATED =
  /(?:^|[:;,.!?]\s*)(?:(?:a )?(?:huge|big|massive|special|hearty) )?(?:congrats|congratulations|well done|kudos) to ([^!.?;]+)/i;

/** The reading as congratulations to the person named; null when the request offers none. */
export function asCongratulated(reading: RequestReading, description: string): RequestReading | null {
  if (reading.statement) return null;
  const named = CONGRATULATED.exec(description)?.[1]?.trim();
  if (!named) return null;
  // Who is congratulated, without what for: "our stylist Mia" of "our stylist Mia on 10 years with us".
  const who = /^(?:(our|my|the) )?(.+?)(?: (?:on|for) .+)?$/i.exec(named)!;
  return {
    ...reading,
    kind: 'news',
    statement: `Congratulations to ${named}!`,
    subject: {
      text: who[2]!,
      determiner: who[1]?.toLowerCase() ?? '',
      plural: false,
      isAgent: false,
      isPerson: true,
    },
    tagPhrases: reading.tagPhrases.filter((phrase) => !/^(?:congrats|congratulations|kudos)$/i.test(phrase)),
  };
}

const WINNER =
  /(?:^|[:;,.!?]\s*)the (winners?) of ((?:our|my|the) [^!.?;,]+?) (?:is|are) (@\w+|\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)/iu;

/**
 * "the winner of our Christmas giveaway is @sarahbakes!": a winner announced is congratulated by name, with what
 * they won ("Congratulations to @sarahbakes, the winner of our Christmas giveaway!"); read for a subject, "the
 * winner" was a thing to "check out".
 */
export function asWinnerAnnounced(reading: RequestReading, description: string): RequestReading | null {
  if (reading.statement) return null;
  const match = WINNER.exec(description);
  if (!match) return null;
  const [, winner, contest, name] = match;
  return {
    ...reading,
    kind: 'news',
    statement: `Congratulations to ${name}, the ${winner!.toLowerCase()} of ${contest}!`,
    subject: { text: name!, determiner: '', plural: false, isAgent: false, isPerson: true },
    tagPhrases: reading.tagPhrases.filter((phrase) => !/^winners?$/i.test(phrase)),
  };
}

const LISTED = /^((?:Our|My) [^.!?]+?) (is|are) on the ([^.!?]+? list)[.!]?$/;

/**
 * "our co-founder Aisha is on the Forbes 30 Under 30 list!": someone of the poster's named on a list of honours is
 * congratulated on it; read as they stand, they were introduced like a newcomer ("Meet our co-founder Aisha").
 */
export function asListedHonour(reading: RequestReading): RequestReading | null {
  if (reading.statement || !reading.subject?.isPerson) return null;
  const note = reading.notes.find((each) => LISTED.test(each));
  if (!note) return null;
  const [, who, be, list] = LISTED.exec(note)!;
  const named = `${who!.charAt(0).toLowerCase()}${who!.slice(1)}`;
  return {
    ...reading,
    kind: 'news',
    statement: `Congratulations to ${named}, who ${be} on the ${list}!`,
    notes: reading.notes.filter((each) => each !== note),
  };
}

const PROMOTED =
  /^((?:Our |My )?(?:[\p{L}'’-]+ ){0,3}\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?) (has been|was) (promoted to|appointed as|appointed) ([^.!?]+)[.!]$/u;

/**
 * "Maya Patel has been promoted to head of operations": someone's step up is theirs to be congratulated on; it
 * is no milestone of the team's ("We could not have done it without our partners").
 */
export function asPromoted(reading: RequestReading): RequestReading | null {
  const match = PROMOTED.exec(reading.statement);
  if (!match || reading.kind !== 'news') return null;
  const [, who, been, step, role] = match;
  const named = who!.replace(/^(Our|My) /, (owner) => owner.toLowerCase());
  return { ...reading, statement: `Congratulations to ${named}, who ${been} ${step} ${role}!` };
}
