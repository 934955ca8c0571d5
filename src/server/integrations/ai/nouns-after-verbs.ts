/**
 * "our salon now offers nail trims", "we run boat tours": a bare verb right after a verb that takes an object, and
 * before a plural noun, is a noun naming the kind of thing ("nail trims"); two verbs stand together only when the
 * first takes a bare verb after it ("helps build websites", "come grab tickets"). The tagger reads some such
 * nouns as verbs ("nail", "boat"), and the phrase loses them: "nail trims" became "trims".
 */
import type { Nlp } from './compromise-loader';
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
/** Verbs that take a bare verb after them: "help build", "let kids paint", "come see", "go get". */
const BARE_VERB_TAKERS = new Set([
  'help',
  'let',
  'make',
  'have',
  'see',
  'watch',
  'hear',
  'feel',
  'come',
  'go',
  'do',
]);

export function readNounsAfterVerbs(words: Word[], nlp: Nlp): void {
  words.forEach((word, index) => {
    const verb = words[index - 1];
    const after = words[index + 1];
    if (!has(word, 'Infinitive') || has(word, 'Noun') || word.endsPhrase) return;
    if (!verb || verb.endsPhrase || !has(verb, 'Verb') || has(verb, 'Auxiliary') || has(verb, 'Modal'))
      return;
    if (!has(after, 'Plural') || !has(after, 'Noun') || has(after, 'Actor')) return;
    const infinitive = nlp(verb.lower).verbs().toInfinitive().text() || verb.lower;
    if (BARE_VERB_TAKERS.has(infinitive)) return;
    word.tags = new Set(['Noun', 'Singular']);
  });
}
