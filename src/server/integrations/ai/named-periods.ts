/**
 * "this bank holiday weekend", "next Easter week", "every race week": a period of days (a weekend, a week, a
 * month) named by the nouns before it is still a date when "this", "next", "last" or "every" leads the nouns.
 * A time word after a noun otherwise names an occasion ("author night"), but no one holds a weekend: the nouns
 * say which one.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const PERIODS = /^(?:weekend|week|fortnight|month)$/;
const LEADS = /^(?:this|next|last|every)$/;
/** At most this many nouns name the period: "bank holiday". */
const MOST_NOUNS = 3;

/** Where the nouns naming the period at `index` start, or -1 when no "this", "next", "last" or "every" leads. */
export function namedPeriodStart(words: Word[], index: number): number {
  if (!PERIODS.test(words[index]?.lower ?? '')) return -1;
  let from = index;
  while (from > 0 && index - from < MOST_NOUNS) {
    const previous = words[from - 1]!;
    const isName = has(previous, 'Noun') && !has(previous, 'Pronoun') && !has(previous, 'Possessive');
    if (!isName || previous.endsPhrase || has(previous, 'Value')) break;
    from--;
  }
  return from < index && LEADS.test(words[from - 1]?.lower ?? '') && !words[from - 1]!.endsPhrase ? from : -1;
}
