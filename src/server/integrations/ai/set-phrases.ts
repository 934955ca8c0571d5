/**
 * "flash designs this Saturday, first come first served": a saying a request ends on is a line of its own, told
 * in its usual form ("First come, first served."). Read for its nouns, "first come" became the subject.
 */
import type { TaggedText } from './tagged-words';

const FIRST_COME = /^first[- ]come,?\s+first[- ]served$/i;

/** The set phrase a piece of the request is, as a note, or null. */
export function readSetPhrase(tagged: TaggedText): { text: string; from: number; to: number } | null {
  const { words } = tagged;
  for (let from = 0; from + 3 < words.length; from++) {
    const to = from + 3;
    if (!FIRST_COME.test(tagged.slice(from, to))) continue;
    if (!words.slice(from, to + 1).every((_, offset) => tagged.free(from + offset))) continue;
    tagged.use(from, to);
    return { text: 'First come, first served.', from, to };
  }
  return null;
}
