/**
 * Verbs and plural heads settled last, once no other reading can name them again: "needs" and "runs" after a
 * thing, an -s head before "close" or "open", and "offering" between whoever offers and what is offered.
 */
import { has, isNoun, isPeople, isPossessivePronoun, type Word } from './word-tags';

/**
 * "our charity shop needs volunteers", "our sale runs until Sunday": between a thing and the people it wants, or
 * when it goes on to, "needs" and "runs" are its verbs, though the tagger may read them as plural nouns of the
 * name before them; "Christmas cake orders close on 15 December": an -s word between a thing and a verb that opens
 * or closes is the thing's plural head, though the tagger may read it as a verb; "offering" between whoever offers
 * and what is offered is a verb, as is an -ing word right after what was learned. Read last, once no other pass
 * can name them again.
 */
export function readNeedingVerbs(words: Word[]) {
  words.forEach((word, index) => {
    const before = words[index - 1];
    const after = words[index + 1];
    if (!isNoun(before) || before!.endsPhrase || word.endsPhrase) return;
    const isHeadBeforeVerb =
      has(word, 'PresentTense') &&
      !has(word, 'Noun') &&
      /^\p{Ll}{3,}[^s]s$/u.test(word.text) &&
      /^(?:close|open|end|start|begin|reopen)$/.test(after?.lower ?? '');
    if (isHeadBeforeVerb) word.tags = new Set(['Noun', 'Plural']);
    if (!has(word, 'Noun')) return;
    const isNeeding =
      /^(?:needs|wants|seeks)$/.test(word.lower) &&
      (isPeople(after) || has(after, 'Plural') || has(after, 'Adjective'));
    const isRunningUntil =
      /^(?:runs|ends|lasts|continues|starts|opens|closes|finishes)$/.test(word.lower) &&
      /^(?:until|till|til|through|from|on|at|this|next|tomorrow|tonight|for)$/.test(after?.lower ?? '');
    if (isNeeding || isRunningUntil) word.tags = new Set(['Verb', 'PresentTense']);
    // "photographer offering autumn mini sessions": between whoever offers and what is offered, "offering" is
    // the verb, not an offering of theirs.
    // So is "showing" or "featuring" between the business a clip is for and what it shows.
    const isOffering =
      /^(?:offering|showing|featuring)$/.test(word.lower) &&
      !has(before, 'Determiner') &&
      (isNoun(after) ||
        has(after, 'Adjective') ||
        has(after, 'Date') ||
        has(after, 'Value') ||
        isPossessivePronoun(after));
    if (isOffering) word.tags = new Set(['Verb', 'Gerund']);
  });
  // "5 things I learned launching a podcast": an -ing word right after what was learned is what was being done.
  words.forEach((word, index) => {
    const before = words[index - 1];
    if (!/^(?:learned|learnt|discovered|realised|realized)$/.test(before?.lower ?? '') || before!.endsPhrase)
      return;
    if (/^\p{Ll}{3,}ing$/u.test(word.text) && has(word, 'Noun')) word.tags = new Set(['Verb', 'Gerund']);
  });
}
