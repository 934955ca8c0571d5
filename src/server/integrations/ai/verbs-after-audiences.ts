/**
 * "our webinar on SEO for small businesses starts in 1 hour", "our camp for kids opens Monday": the people a thing
 * is for, after "for", are followed by the thing's own verb, never by a noun compound with them ("businesses
 * starts"). A verb in its "-s" form cannot follow a plural of its own, so after people it belongs to the thing
 * named before "for"; with a date right after it, it tells when the thing happens.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

/** Where the people at `people` are led by "for", the index of "for"; -1 otherwise. */
function forBefore(words: Word[], people: number): number {
  let at = people - 1;
  while (at >= 0 && !words[at]!.endsPhrase && (has(words[at], 'Adjective') || has(words[at], 'Noun'))) at--;
  return words[at]?.lower === 'for' && !words[at]!.endsPhrase ? at : -1;
}

export function readVerbsAfterAudiences(words: Word[]): void {
  words.forEach((word, index) => {
    const people = words[index - 1];
    if (!people || people.endsPhrase || word.endsPhrase || !/[^s]s$/.test(word.lower)) return;
    if (!has(people, 'Actor') || !has(people, 'Plural') || !has(words[index + 1], 'Date')) return;
    const link = forBefore(words, index - 1);
    // The thing before "for" is one thing: "our webinar … for", not "tickets for kids" (whose verb is "start").
    const thing = words[link - 1];
    if (!has(thing, 'Noun') || has(thing, 'Plural')) return;
    word.tags = new Set(['Verb', 'PresentTense']);
  });
}
