/**
 * "our podcast hit 1 million downloads", "our channel passed 10k subscribers": the tagger may read a verb of
 * reaching a count as the second noun of a compound ("podcast hit"). Right after a noun and right before the
 * number it reaches, it is that noun's verb: a compound noun is not followed by a bare count. The list holds only
 * verbs that say a count was reached.
 */
import type { Word } from './tagged-words';

const PAST_COUNT_VERBS = new Set('hit reached passed crossed topped surpassed smashed'.split(' '));
const PRESENT_COUNT_VERBS = new Set('hits reaches passes crosses tops surpasses smashes'.split(' '));

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

export function readCountVerbs(words: Word[]): void {
  words.forEach((word, index) => {
    const isPast = PAST_COUNT_VERBS.has(word.lower);
    if (!isPast && !PRESENT_COUNT_VERBS.has(word.lower)) return;
    const before = words[index - 1];
    const after = words[index + 1];
    if (!before || before.endsPhrase || word.endsPhrase || has(word, 'Verb')) return;
    const isAgent = has(before, 'Noun') && !has(before, 'Pronoun') && !has(before, 'Possessive');
    if (!isAgent || !has(after, 'Value') || has(after, 'Date')) return;
    word.tags = new Set(['Verb', isPast ? 'PastTense' : 'PresentTense']);
  });
}
