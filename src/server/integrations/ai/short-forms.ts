/**
 * "new fig and honey flavour", "fig jam": the tagger knows some plain nouns only as the short form of another
 * word ("fig" for "figure"). A short form is written with its full stop or in capitals; in lower case, with no
 * full stop, and joined to a noun or by "and" to one, the word is the plain noun, and the phrase keeps it.
 * Titles, months and places written short ("dr", "oct", "st") keep their reading.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const isNoun = (word: Word | undefined) => has(word, 'Noun') && !has(word, 'Pronoun');
const JOINERS = new Set(['and', 'or', '&']);
const KEPT = ['Honorific', 'Date', 'Month', 'Place', 'Organization', 'Noun'];

export function readShortForms(words: Word[]): void {
  words.forEach((word, index) => {
    if (!has(word, 'Abbreviation') || word.endsPhrase || !/^\p{Ll}{3,}$/u.test(word.text)) return;
    if (KEPT.some((tag) => has(word, tag))) return;
    const next = words[index + 1];
    const isJoined =
      (!!next && JOINERS.has(next.lower) && !next.endsPhrase && isNoun(words[index + 2])) ||
      (isNoun(next) && next!.text.length > 1);
    if (!isJoined) return;
    word.tags = new Set(['Noun', 'Singular']);
  });
}
