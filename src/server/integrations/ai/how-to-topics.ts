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

/**
 * The topic after the noun ending at `end`, as an "-ing" phrase ("styling a silk scarf"), and the index of its
 * last word; null when no "on how to" follows.
 */
export function howToTopic(
  nlp: Nlp,
  words: Word[],
  end: number,
  slice: (from: number, to: number) => string,
): { text: string; to: number } | null {
  const [link, how, to, verb] = [1, 2, 3, 4].map((offset) => words[end + offset]);
  if (!link || !how || !to || !verb || words[end]!.endsPhrase) return null;
  if (!/^(?:on|about)$/.test(link.lower) || how.lower !== 'how' || to.lower !== 'to') return null;
  if ([link, how, to].some((word) => word.endsPhrase) || !has(verb, 'Verb')) return null;
  const gerund = gerundOf(nlp, verb.lower);
  if (!gerund) return null;
  let last = end + 4;
  // The topic runs to the end of the piece, or to a date, which says when rather than what.
  while (last + 1 < words.length && !words[last]!.endsPhrase && !has(words[last + 1], 'Date')) last++;
  const rest = last > end + 4 ? ` ${slice(end + 5, last)}` : '';
  return { text: `${gerund}${rest}`, to: last };
}
