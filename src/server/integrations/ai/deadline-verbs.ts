/**
 * "early bird tickets for our design conference end Friday", "the offer ends at midnight", "our summer hours
 * start June 1": a word for ending, closing or starting right after a noun and right before when is that
 * noun's verb; the tagger may read it as a noun ("end") or a date ("start"), and the sentence loses its verb.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
/** Verbs that say when something stops or starts: "tickets end", "the sale ends", "hours start". */
const PLURAL_FORMS = new Set(['end', 'close', 'finish', 'expire', 'start', 'begin']);
const SINGULAR_FORMS = new Set(['ends', 'closes', 'finishes', 'expires', 'starts', 'begins']);
/** When it stops: a day, a time, or "at" or "on" before one. */
const isWhen = (word: Word | undefined) =>
  has(word, 'Date') || /^(?:at|on|tonight|today|tomorrow|this|next|soon|midnight)$/.test(word?.lower ?? '');

export function readDeadlineVerbs(words: Word[]): void {
  words.forEach((word, index) => {
    const before = words[index - 1];
    if (!before || before.endsPhrase || word.endsPhrase || has(word, 'Verb')) return;
    // "tickets for our conference end": the plural form may follow a phrase that describes its noun.
    const agrees =
      PLURAL_FORMS.has(word.lower) || (SINGULAR_FORMS.has(word.lower) && has(before, 'Singular'));
    if (!agrees || !has(before, 'Noun') || has(before, 'Pronoun') || !isWhen(words[index + 1])) return;
    word.tags = new Set(['Verb', 'PresentTense']);
  });
}
