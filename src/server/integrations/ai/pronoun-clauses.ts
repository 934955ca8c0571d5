/**
 * "meet Luna, our shop cat, she loves naps in the window": a piece that opens on "she", "he" or "they" and a verb
 * is a sentence the poster wrote about whoever came before, told whole ("She loves naps in the window."). Read
 * word by word, its place became where to find the subject ("Available at the window.") and the rest was lost.
 */
import { pieceEnd } from './piece-sentences';
import { sentenceOf } from './request-facts';
import { has, type TaggedText } from './tagged-words';

const PRONOUNS = /^(?:she|he|they|she's|he's|they're|she['’]s|he['’]s|they['’]re)$/;

/** The sentence a piece after the first says of someone named before it, or null. */
export function readPronounClause(tagged: TaggedText): { text: string; from: number; to: number } | null {
  const { words } = tagged;
  for (let start = pieceEnd(tagged, 0) + 1; start < words.length; start = pieceEnd(tagged, start) + 1) {
    const end = pieceEnd(tagged, start);
    const opener = words[start]!;
    const next = words[start + 1];
    const isClause =
      PRONOUNS.test(opener.lower) &&
      end > start &&
      (opener.lower.length > 4 || has(next, 'Verb') || has(next, 'Adverb'));
    if (!isClause) continue;
    if (!words.slice(start, end + 1).every((_, offset) => tagged.free(start + offset))) continue;
    tagged.use(start, end);
    return { text: sentenceOf(tagged.slice(start, end)), from: start, to: end };
  }
  return null;
}
