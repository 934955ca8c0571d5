/**
 * "our new matcha cheesecake is here and it's gluten free": "and" before a speaker or a thing's pronoun and its
 * verb starts a sentence of its own, as a full stop would; read on, the first sentence's state would run into the
 * second ("is here and it's gluten free").
 */
import type { Word } from './tagged-words';

const STARTS_CLAUSE = /^(?:it's|it|they're|they|we're|we've|we|i'm|i've|i|she's|he's)$/;
const VERB_AFTER = /^(?:is|are|was|were|has|have|will|can|comes?|tastes?|looks?|makes?)$/;

export function readJoinedClauses(words: Word[]): void {
  words.forEach((word, index) => {
    const before = words[index - 1];
    const speaker = words[index + 1];
    if (word.lower !== 'and' || !before || before.endsPhrase || word.endsPhrase || !speaker) return;
    const lower = speaker.lower.replace(/’/g, "'");
    if (!STARTS_CLAUSE.test(lower)) return;
    // "it's", "we're" carry their verb; "it", "we" need one right after.
    const hasVerb = /'/.test(lower) || VERB_AFTER.test(words[index + 2]?.lower ?? '');
    // The first sentence must have a verb of its own before the "and".
    let at = index - 1;
    while (at > 0 && !words[at - 1]!.endsPhrase && !words[at]!.tags.has('Verb')) at--;
    if (!hasVerb || !words[at]!.tags.has('Verb')) return;
    before.endsPhrase = true;
  });
}
