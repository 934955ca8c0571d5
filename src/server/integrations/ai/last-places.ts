/**
 * "last few spots left in our summer rock camp for teens", "only 5 tickets left for Friday": places running out
 * are the news, said as written; read for a subject, the post would urge readers to "check out our music school"
 * and lose the hurry.
 */
import { linesFrom, pieceEnd } from './piece-sentences';
import type { OpeningShape } from './opening-shapes';
import type { TaggedText } from './tagged-words';

// "our dog walking business has two spots left…", "we have 3 places left…": whoever has them may lead; a bare
// count ("3 spots left for January") says as much.
const HOLDER = String.raw`(?:(?:our|my)\s+[^,:;]{1,60}?\s+(?:has|have|has got)\s+|we(?:\s+have|['’]ve\s+got|\s+only\s+have)\s+)`;
const COUNT = String.raw`(?:(?:a\s+)?few\s+|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+|a\s+handful\s+of\s+)`;
const RUNNING_OUT = new RegExp(
  String.raw`^(?:(?:(?:the\s+)?(?:last|final)|only|just)\s+${COUNT}?|${HOLDER}(?:(?:only|just)\s+)?${COUNT}|(?=\d|one|two|three|four|five|six|seven|eight|nine|ten)${COUNT})(?:spots?|places?|tickets?|seats?|tables?|slots?|spaces?)\s+(?:left|remaining)\b`,
  'i',
);

/** The places running out the request's content opens on, or null. */
export function readLastPlaces(tagged: TaggedText): OpeningShape | null {
  const { words, text } = tagged;
  let start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0) return null;
  // "for our music school: last few spots…": the business's label before a colon leads the news.
  const labelEnd = pieceEnd(tagged, start);
  if (text.slice(words[labelEnd]!.end, words[labelEnd + 1]?.start ?? 0).trim() === ':') start = labelEnd + 1;
  if (start >= words.length) return null;
  const to = pieceEnd(tagged, start);
  const headline = tagged.slice(start, to);
  if (!RUNNING_OUT.test(headline)) return null;
  return {
    kind: 'last-places',
    headline,
    lines: linesFrom(tagged, to + 1),
    tags: [],
    from: -1,
    to: -1,
  };
}
