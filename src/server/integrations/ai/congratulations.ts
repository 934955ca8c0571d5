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
