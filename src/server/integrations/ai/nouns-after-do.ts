/**
 * "What do pet owners in Toronto want…": after "do", "does" or "did" the question's subject comes first and its
 * verb later, so a bare verb form right after the auxiliary, followed by a plural noun and with a verb still to
 * come, is a noun naming those people ("pet owners", "dog walkers"), however the tagger read it. Read as the
 * verb, it cuts the people to "owners".
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const AUXILIARIES = /^(?:do|does|did)$/;

export function readNounsAfterDo(words: Word[]): void {
  words.forEach((word, index) => {
    const auxiliary = words[index - 1];
    const next = words[index + 1];
    if (!auxiliary || !AUXILIARIES.test(auxiliary.lower) || auxiliary.endsPhrase || word.endsPhrase) return;
    if (!has(word, 'Infinitive') || !has(next, 'Plural') || !has(next, 'Noun')) return;
    let at = index + 2;
    while (at < words.length && !words[at - 1]!.endsPhrase && !has(words[at], 'Verb')) at++;
    if (!has(words[at], 'Verb') || words[at - 1]!.endsPhrase) return;
    word.tags = new Set(['Noun', 'Singular']);
  });
}
