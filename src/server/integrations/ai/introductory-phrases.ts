/**
 * "after 12 years at Deloitte I'm starting my own consultancy": a phrase of time that opens a sentence ends where
 * the speaker comes in, though the request leaves out its comma; read on, "Deloitte I'm" would be one name.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const OPENERS = /^(?:after|since|following|before|having)$/;
const SPEAKERS = /^(?:i|i'm|i've|i'll|i'd|we|we're|we've|we'll|we'd)$/;
/** At most this many words between the opener and the speaker. */
const MOST_WORDS = 8;

export function readIntroductoryPhrases(words: Word[]): void {
  words.forEach((word, index) => {
    const isPieceStart = index === 0 || words[index - 1]!.endsPhrase;
    if (!isPieceStart || !OPENERS.test(word.lower)) return;
    // "before and after of a bathroom we tiled": the format's name, no time before the speaker.
    if (word.lower === 'before' && words[index + 1]?.lower === 'and' && words[index + 2]?.lower === 'after')
      return;
    for (let at = index + 2; at <= index + MOST_WORDS && at < words.length; at++) {
      const before = words[at - 1]!;
      if (before.endsPhrase) return;
      if (SPEAKERS.test(words[at]!.lower.replace(/’/g, "'"))) {
        if (has(before, 'Noun') || has(before, 'Value')) before.endsPhrase = true;
        return;
      }
    }
  });
}
