/**
 * "looking for new members for Saturday morning runs", "join us for Friday night drinks", "at harbor books in
 * Portland": a date or a noun inside the object of a preposition names a kind of thing, and an "-s" word after it that can be a plural noun is that
 * thing. The object of a preposition takes no verb, so the tagger's reading of it as one ("runs in") is wrong.
 */
import { isSpanVerb } from './span-verbs';
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

export function readDatedNouns(words: Word[], switches: string[]): void {
  words.forEach((word, index) => {
    if (!/Plural/.test(switches[index] ?? '') || !has(word, 'Verb') || !/[^s]s$/.test(word.lower)) return;
    // "at harbor books in Portland": a common noun before it names the thing too, as a date does.
    const isLead = (word: Word | undefined) =>
      (has(word, 'Date') || (has(word, 'Noun') && !has(word, 'Pronoun') && !has(word, 'Possessive'))) &&
      !has(word, 'Value') &&
      !word!.endsPhrase;
    // "the challenge for kids starts July 12": after people and before a date it is the verb of the thing they
    // are named for (read by the audiences' verbs).
    const people = words[index - 1];
    if (has(people, 'Actor') && has(people, 'Plural') && has(words[index + 1], 'Date')) return;
    // "our webinar on email marketing starts at 3pm": a verb of starting or ending before when is the verb of
    // the thing the phrase describes.
    if (isSpanVerb(words, index)) return;
    let lead = index - 1;
    while (lead >= 0 && isLead(words[lead])) lead--;
    if (lead === index - 1 || !has(words[lead], 'Preposition') || words[lead]!.endsPhrase) return;
    for (const tag of ['Verb', 'PresentTense', 'Infinitive', 'PhrasalVerb']) word.tags.delete(tag);
    word.tags.add('Noun');
    word.tags.add('Plural');
    // "runs in Hyde Park": with no verb before it, the particle is a preposition again.
    const next = words[index + 1];
    if (has(next, 'Particle')) next!.tags = new Set(['Preposition']);
  });
}
