/**
 * "we are opening a second location", "I'm launching a podcast": what the poster opens, makes or starts is
 * theirs, so the captions call it "our second location" or "my podcast", never "the second location".
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

const SPEAKERS: Record<string, string> = Object.assign(Object.create(null), {
  we: 'our',
  "we're": 'our',
  "we've": 'our',
  "we'll": 'our',
  i: 'my',
  "i'm": 'my',
  "i've": 'my',
  "i'll": 'my',
});
/** Most words between the speaker and the thing: "we are finally opening a". */
const MAX_VERB_WORDS = 4;

/** "our" or "my" when the phrase at `from`, led by "a" or "an", is what the poster does something to; else ''. */
export function ownerOfMade(words: Word[], from: number): string {
  if (!/^(?:a|an)$/.test(words[from]?.lower ?? '')) return '';
  let at = from - 1;
  let hasVerb = false;
  while (at >= 0 && from - at <= MAX_VERB_WORDS) {
    const word = words[at]!;
    if (word.endsPhrase) return '';
    const speaker = SPEAKERS[word.lower.replace(/’/g, "'")];
    if (speaker) return hasVerb ? speaker : '';
    const isVerbWord =
      has(word, 'Verb') || has(word, 'Auxiliary') || has(word, 'Copula') || has(word, 'Adverb');
    if (!isVerbWord) return '';
    hasVerb ||= has(word, 'Verb') && !has(word, 'Copula') && !has(word, 'Auxiliary');
    at--;
  }
  return '';
}
