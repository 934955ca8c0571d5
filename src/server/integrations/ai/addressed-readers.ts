/**
 * "stay safe everyone", "have a great weekend everyone": a word for all the readers at the end of a sentence,
 * after what they are told rather than as what a verb or a preposition takes ("welcome everyone", "open to
 * everyone"), speaks to them, and is set off by a comma as written English does: "Stay safe, everyone."
 */
import type { Nlp } from './compromise-loader';

/** Words that speak to all the readers at once. */
const READERS = new Set(['everyone', 'everybody', 'folks', 'y’all', "y'all"]);

type Term = { text: string; tags: string[] };

/** The sentence with a comma before the readers it speaks to, or as it was. */
export function withReadersAddressed(nlp: Nlp, sentence: string): string {
  const match = /^(.*\S)\s+(\S+?)([.!?]*)$/u.exec(sentence);
  if (!match || !READERS.has(match[2]!.toLowerCase()) || /,$/.test(match[1]!)) return sentence;
  const terms = (nlp(match[1]!).terms().json() as { terms: Term[] }[]).flatMap((term) => term.terms);
  const before = terms.at(-1);
  // The readers are taken by what comes before them: "welcome everyone", "open to everyone" (the tagger may read
  // a lone "to" as a conjunction).
  if (
    !before ||
    before.tags.some((tag) => /^(?:Verb|Preposition|Conjunction|Determiner|Possessive)$/.test(tag))
  ) {
    return sentence;
  }
  return `${match[1]}, ${match[2]}${match[3]}`;
}
