/**
 * "how to repot a monstera": the word right after "how to" is the verb of what is taught, even one the tagger
 * does not know and reads as a noun ("repot"). Read as a noun it would make a hashtag of a verb (#Repot).
 */
import type { Word } from './tagged-words';

export function readHowToVerbs(words: Word[]): void {
  words.forEach((word, index) => {
    const [how, to] = [words[index - 2], words[index - 1]];
    if (how?.lower !== 'how' || to?.lower !== 'to' || how.endsPhrase || to.endsPhrase) return;
    if (word.tags.has('Verb') || !word.tags.has('Noun') || /^\p{Lu}/u.test(word.text)) return;
    word.tags = new Set(['Verb', 'Infinitive']);
  });
}
