/**
 * "tiktok caption for our day in the life as a small candle business owner", "a day in the life at our bakery":
 * a day in the life is a format, the poster's ordinary day shown from start to end. Read for its phrases, "the
 * life" became a venue ("right here at the life") and the owner goods to check out.
 */
import type { RequestReading } from './request-reading-types';

const DAY_IN_THE_LIFE = /\bday in (?:the|my|our) life\b(?:\s+(as|of|at|in)\s+([^,.;:!?]+))?/i;

/** The reading of a day-in-the-life post, its subject the day and whose it is; null for any other post. */
export function asDayInTheLife(reading: RequestReading, description: string): RequestReading | null {
  const match = DAY_IN_THE_LIFE.exec(description);
  if (!match) return null;
  const [, link, rest] = match;
  const whose = rest?.trim();
  const text =
    whose && /^(?:as|of)$/i.test(link!)
      ? `a day in the life of ${whose}`
      : whose
        ? `a day in the life ${link!.toLowerCase()} ${whose}`
        : 'a day in the life';
  return {
    ...reading,
    kind: 'general',
    isNew: false,
    offer: null,
    venue: '',
    // "as a florist in Paris": the place is told with whose day it is, and not again.
    place: reading.place && whose?.includes(reading.place) ? '' : reading.place,
    subject: { text, determiner: '', plural: false, isAgent: false, isPerson: false },
    isDayInTheLife: true,
    // Hyphens keep the small words of the format's name in its tag: #DayInTheLife.
    tagPhrases: [
      ...new Set([
        'day-in-the-life',
        ...reading.tagPhrases.filter((phrase) => !/^(?:the )?life$/i.test(phrase)),
      ]),
    ],
  };
}
