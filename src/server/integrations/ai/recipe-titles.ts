import { has, type Phrase, type TaggedText } from './tagged-words';

/**
 * "a quick recipe: 3-ingredient peanut butter cookies": a recipe labelling the dish after a colon teaches how to
 * make it, a how-to titled "how to make 3-ingredient peanut butter cookies".
 */
export function recipeTitle(tagged: TaggedText, start: number): Phrase | null {
  const { words, text } = tagged;
  let label = start;
  while (label < words.length && !words[label]!.endsPhrase) label++;
  if (label >= words.length - 1 || !/^recipes?$/.test(words[label]!.lower)) return null;
  if (text.slice(words[label]!.end, words[label + 1]!.start).trim() !== ':') return null;
  let end = label + 1;
  while (end + 1 < words.length && !words[end]!.endsPhrase && tagged.free(end + 1)) end++;
  if (words.slice(label + 1, end + 1).some((word) => has(word, 'Verb') && !has(word, 'Noun'))) return null;
  tagged.use(start, end);
  return { text: `how to make ${tagged.slice(label + 1, end)}`, from: label + 1, to: end };
}
