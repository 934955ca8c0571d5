/**
 * "a quick tutorial on how to style a silk scarf": a thing named with "on how to" or "about how to" and a verb is
 * about doing that, and the topic is part of its name, written as a copywriter would: "the quick tutorial on
 * styling a silk scarf". Without it the post names only "the quick tutorial", which says nothing of what it
 * teaches.
 */
import type { Nlp } from './compromise-loader';
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

/** The "-ing" form of a verb ("style" → "styling"), or '' when the tagger cannot conjugate it. */
function gerundOf(nlp: Nlp, verb: string): string {
  // "we style it" reads "style" as a verb, whatever it is alone; its "-ing" form follows "we are".
  const doc = nlp(`we ${verb} it`);
  doc.verbs().toGerund();
  const gerund = doc.text().split(' ').at(-2) ?? '';
  return /^\p{L}+ing$/u.test(gerund) ? gerund : '';
}

/** Most words a "for …" naming whom a thing is for may take before its topic: "for first-time founders". */
const MAX_FOR_WORDS = 4;

/**
 * Where the link to a topic stands after the noun ending at `end`: right after it, or after whom the thing is
 * for ("tips for first-time founders on raising a seed round"), which stays to be read as the audience.
 */
function linkAfter(words: Word[], end: number): number {
  if (words[end + 1]?.lower !== 'for') return end + 1;
  for (let at = end + 2; at <= end + 1 + MAX_FOR_WORDS && at < words.length; at++) {
    if (words[at - 1]!.endsPhrase) return end + 1;
    if (/^(?:on|about)$/.test(words[at]!.lower)) return at;
  }
  return end + 1;
}

/**
 * The topic after the noun ending at `end`, as an "-ing" phrase ("styling a silk scarf"), with the index of its
 * link ("on") and of its last word; null when no "on how to" or "on" and an "-ing" verb follows ("tips on
 * raising a seed round").
 */
export function howToTopic(
  nlp: Nlp,
  words: Word[],
  end: number,
  slice: (from: number, to: number) => string,
): { text: string; from: number; to: number } | null {
  if (words[end]!.endsPhrase) return null;
  const from = linkAfter(words, end);
  const link = words[from];
  if (!link || link.endsPhrase || !/^(?:on|about)$/.test(link.lower)) return null;
  const next = words[from + 1];
  // "on raising a seed round": the topic is already an "-ing" phrase.
  if (has(next, 'Gerund') && !next!.endsPhrase) {
    return { text: slice(from + 1, topicEnd(words, from + 1)), from, to: topicEnd(words, from + 1) };
  }
  const [how, to, verb] = [1, 2, 3].map((offset) => words[from + offset]);
  if (!how || !to || !verb || how.lower !== 'how' || to.lower !== 'to') return null;
  if ([how, to].some((word) => word.endsPhrase) || !has(verb, 'Verb')) return null;
  const gerund = gerundOf(nlp, verb.lower);
  if (!gerund) return null;
  const last = topicEnd(words, from + 3);
  const rest = last > from + 3 ? ` ${slice(from + 4, last)}` : '';
  return { text: `${gerund}${rest}`, from, to: last };
}

/** "in 60 seconds", "in 5 minutes": how quickly it is done, part of the topic though the tagger reads a date. */
const isQuickly = (words: Word[], at: number) =>
  words[at]?.lower === 'in' &&
  has(words[at + 1], 'Value') &&
  /^(?:seconds?|secs?|minutes?|mins?|steps?)$/.test(words[at + 2]?.lower ?? '') &&
  !words[at]!.endsPhrase &&
  !words[at + 1]!.endsPhrase;

/** The topic runs to the end of the piece, or to a date, which says when rather than what. */
function topicEnd(words: Word[], verb: number): number {
  let last = verb;
  while (last + 1 < words.length && !words[last]!.endsPhrase) {
    if (isQuickly(words, last + 1)) last += 3;
    else if (has(words[last + 1], 'Date')) break;
    else last++;
  }
  return last;
}

/** Things made to do a job, named by what they are for: "a library for parsing PDFs", "an app for learning Thai". */
const TOOL_HEADS = new Set(
  `library app tool plugin extension template kit platform api framework package bot service course toolkit
  widget script`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * "our new open-source library for parsing PDFs in Rust": what a tool is for, an "-ing" phrase after "for", is
 * part of its name; the text from the "-ing" verb, with the index of "for" and of its last word. Null when the
 * noun ending at `end` is no tool or no "for" and "-ing" verb follow.
 */
export function toolPurpose(
  words: Word[],
  end: number,
  slice: (from: number, to: number) => string,
): { text: string; from: number; to: number } | null {
  if (!TOOL_HEADS.has(words[end]?.lower ?? '') || words[end]!.endsPhrase) return null;
  const link = words[end + 1];
  if (
    link?.lower !== 'for' ||
    link.endsPhrase ||
    !has(words[end + 2], 'Gerund') ||
    words[end + 2]!.endsPhrase
  )
    return null;
  const to = topicEnd(words, end + 2);
  return { text: slice(end + 2, to), from: end + 1, to };
}
