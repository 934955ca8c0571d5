/**
 * "our live stream tonight at 8pm where we answer your skincare questions": what happens at an occasion, told
 * after "where we", is what readers will get there. Dropped, the post names the stream and says nothing of it;
 * kept as written after "where", it is no sentence. It is told as the poster's plan: "We'll answer your skincare
 * questions."
 */
import { has, type TaggedText } from './tagged-words';

/** The piece from "where we" (or "where I") with a verb in its plain form, as a sentence; null when none. */
export function readWhereWe(tagged: TaggedText): { text: string; from: number; to: number } | null {
  const { words } = tagged;
  const at = words.findIndex(
    (word, index) =>
      word.lower === 'where' &&
      index > 0 &&
      !words[index - 1]!.endsPhrase &&
      /^(?:we|i)$/.test(words[index + 1]?.lower ?? '') &&
      !word.endsPhrase &&
      !words[index + 1]!.endsPhrase,
  );
  if (at < 0) return null;
  const verb = words[at + 2];
  const isPlain = has(verb, 'Infinitive') || (has(verb, 'PresentTense') && !/s$/.test(verb?.lower ?? ''));
  if (!verb || !isPlain || has(verb, 'Copula')) return null;
  let to = at + 2;
  while (to + 1 < words.length && !words[to]!.endsPhrase && tagged.free(to + 1)) to++;
  if (!words.slice(at, to + 1).every((_, offset) => tagged.free(at + offset))) return null;
  tagged.use(at, to);
  const who = words[at + 1]!.lower === 'i' ? "I'll" : "We'll";
  return { text: `${who} ${tagged.slice(at + 2, to)}.`, from: at, to };
}
