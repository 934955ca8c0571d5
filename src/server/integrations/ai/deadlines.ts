/**
 * "the last day for Christmas delivery orders is 18 December", "the deadline for wedding cake orders is 1 March":
 * a deadline the request states is a notice to act on before a date. The tagger reads "last day" as a date and
 * the orders as the thing the post is about ("Meet Christmas delivery orders. They are 18 December."), so the
 * deadline is read whole: its name with what it is for, and the sentence that gives its date, as written.
 */
import { sentenceOf } from './request-facts';
import { has, type TaggedText } from './tagged-words';
import { isRunAt } from './word-runs';

/** Names of a deadline: "last order date", "closing date", "cut-off". */
const NAMES = [
  'last day',
  'last date',
  'last order date',
  'last ordering date',
  'last orders',
  'last posting date',
  'closing date',
  'deadline',
  'cut-off',
  'cutoff',
];
const DEADLINE_NAMES = NAMES.map((name) => name.split(' '));

/**
 * A subject that names a deadline, with what it is for or without: "last day for Christmas delivery orders",
 * "order dates".
 */
const DEADLINE_NAME = new RegExp(`\\b(?:${NAMES.join('|')}|dates?|deadlines)(?: for .+)?$`, 'i');
export const isDeadlineName = (text: string) => DEADLINE_NAME.test(text);

export type Deadline = {
  /** "last day for Christmas delivery orders": the deadline's name and what it is for. */
  name: string;
  /** "The last day for Christmas delivery orders is 18 December." */
  sentence: string;
  /** Where what the deadline is for is written: its words give the post's tags. */
  forFrom: number;
  forTo: number;
};

/** The deadline the request states, or null. Words the frame took (`framed`) are no part of it. */
export function readDeadline(tagged: TaggedText, framed: boolean[]): Deadline | null {
  const { words } = tagged;
  for (let index = 0; index < words.length; index++) {
    if (framed[index]) continue;
    const name = DEADLINE_NAMES.find((parts) => isRunAt(words, index, parts));
    if (!name) continue;
    const nameEnd = index + name.length - 1;
    if (words[nameEnd]!.endsPhrase || words[nameEnd + 1]?.lower !== 'for') continue;
    // What the deadline is for runs to its "is": "for Christmas delivery orders is".
    let verb = nameEnd + 2;
    while (
      verb < words.length &&
      !/^(?:is|are|was)$/.test(words[verb]!.lower) &&
      !words[verb - 1]!.endsPhrase
    )
      verb++;
    if (verb >= words.length || verb === nameEnd + 2 || words[verb - 1]!.endsPhrase) continue;
    // The date runs to the end of its piece, and is a date: "18 December", "Friday at noon".
    let end = verb;
    while (end + 1 < words.length && !words[end]!.endsPhrase) end++;
    const dated = words.slice(verb + 1, end + 1).some((word) => has(word, 'Date') || has(word, 'Value'));
    if (end === verb || !dated) continue;
    const from = words[index - 1]?.lower === 'the' && !framed[index - 1] ? index - 1 : index;
    const nameText = tagged.slice(index, verb - 1);
    const sentence = sentenceOf(`${from < index ? 'the ' : ''}${tagged.slice(index, end)}`);
    return { name: nameText, sentence, forFrom: nameEnd + 2, forTo: verb - 1 };
  }
  return null;
}
