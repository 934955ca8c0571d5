/**
 * "3 months of study", "early access", "your first order": a singular noun the tagger reads as readily as a verb
 * ("study", "access", "order", "win") names something done rather than a thing, and alone it says nothing a
 * reader would follow (#Study, #Win). Inside a longer phrase it names the thing ("#ExamStudy", "#OnlineOrder").
 * In the plural it counts things ("all plants", "new books"), and a gerund ("marketing", "hiking") names a field
 * or a pastime that people do follow; neither is one.
 */
import type { Nlp } from './compromise-loader';
import { has, type Word } from './tagged-words';

/** The tagger's doubt about a word on its own: "Noun|Verb" for "study", "Plural|Verb" for "trims". */
type TermJson = { terms: { switch?: string }[] };

export function isActionNoun(nlp: Nlp, word: Word): boolean {
  if (!has(word, 'Singular') || has(word, 'ProperNoun') || /^\p{Lu}/u.test(word.text)) return false;
  const term = (nlp(word.lower).json() as TermJson[])[0]?.terms[0];
  return /\bVerb\b/.test(term?.switch ?? '');
}
