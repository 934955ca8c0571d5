/**
 * "new hazy IPA called Cloud Nine, 6.2%, on tap from Thursday": a percentage with a decimal standing alone in a
 * request about drink is how strong the drink is, told as such ("6.2% ABV."); read as an offer it was "6.2% off".
 */
import type { TaggedText } from './tagged-words';

const DRINKS =
  /\b(?:ipa|beer|ale|lager|stout|porter|cider|wine|gin|rum|whisky|whiskey|vodka|brewery|distillery)\b/i;

/** The strength a request about drink gives, as a note with the word it takes; none when it gives none. */
export function readDrinkStrength(tagged: TaggedText): { text: string; from: number; to: number }[] {
  const { words } = tagged;
  if (!DRINKS.test(tagged.text)) return [];
  const at = words.findIndex(
    (word, index) =>
      /^\d+[.,]\d+%$/.test(word.text) &&
      word.endsPhrase &&
      !!words[index - 1]?.endsPhrase &&
      tagged.free(index),
  );
  if (at < 0) return [];
  tagged.use(at, at);
  return [{ text: `${words[at]!.text} ABV.`, from: at, to: at }];
}
