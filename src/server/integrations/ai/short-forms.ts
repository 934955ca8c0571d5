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

/** Nouns "IT" (information technology) names before it: "IT help", "IT support". */
const IT_HEADS =
  /^(?:help|support|services?|team|department|skills|course|courses|training|drop-in|clinic|jobs?|consultancy|consultant)$/;

/**
 * "free IT help for over 60s": "IT" in capitals before a word for help or work is information technology, a noun;
 * the tagger reads it as the pronoun "it" and the help as a verb ("free it, help…").
 */
export function readItAsTechnology(words: Word[]): void {
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (word.text !== 'IT' || word.endsPhrase || !IT_HEADS.test(next?.lower ?? '')) return;
    word.tags = new Set(['Noun', 'Acronym', 'Singular']);
    next!.tags = new Set(['Noun', /s$/.test(next!.lower) ? 'Plural' : 'Singular']);
  });
}
