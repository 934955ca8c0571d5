/**
 * "our new 🍕 pizza night", "Trailblazer 🥾 hiking boots": an emoji after a word that needs a noun to follow it (an
 * adjective, a determiner, an owner's word) or after a product's name, and before a noun, pictures that noun
 * inside its phrase, even when a word describing the noun comes first ("our new ☕ cold brew"). Emoji between
 * words part a request as a comma would (see `prepareText`); here the phrase runs on over the emoji, and the comma
 * put in its place is blanked. A price, a date or a preposition after the
 * emoji starts a piece of its own ("La Chispa 🌮 $3 street tacos", "this Friday 🎂 free cake").
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

const needsNoun = (word: Word) =>
  (has(word, 'Adjective') && !has(word, 'Noun')) ||
  has(word, 'Determiner') ||
  has(word, 'Possessive') ||
  (has(word, 'ProperNoun') && !has(word, 'Date') && !has(word, 'Place') && !has(word, 'Person'));

const startsNoun = (word: Word | undefined) =>
  has(word, 'Noun') &&
  !has(word, 'Value') &&
  !has(word, 'Date') &&
  !has(word, 'Pronoun') &&
  !has(word, 'Place');

/**
 * "our new ☕ cold brew": the phrase after the emoji may open on a word that describes its noun, as long as the
 * noun comes right after it.
 */
const startsNounPhrase = (word: Word | undefined, after: Word | undefined) =>
  startsNoun(word) ||
  (has(word, 'Adjective') && !has(word, 'Noun') && !word?.endsPhrase && startsNoun(after));

/** The text with the commas that stood for emoji inside a phrase blanked; the words' pieces mended to match. */
export function readEmojiInsidePhrases(words: Word[], prepared: string, partings: number[]): string {
  let text = prepared;
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (!next || !word.endsPhrase || !needsNoun(word) || !startsNounPhrase(next, words[index + 2])) return;
    // "at our cafe in Brixton 🥞 bottomless coffee": a name after "in" or "at" is where, no product's name.
    const isWhere = has(word, 'ProperNoun') && /^(?:in|at|near|from)$/.test(words[index - 1]?.lower ?? '');
    if (isWhere) return;
    // "sunday reset routine ☕️ slow mornings": a word read as an adjective right after a noun, before an emoji,
    // is the last noun of that noun's phrase ("reset routine"); it waits for no noun.
    const before = words[index - 1];
    const isAfterNoun =
      !!before &&
      !before.endsPhrase &&
      has(before, 'Noun') &&
      !has(before, 'Possessive') &&
      !has(before, 'Pronoun') &&
      has(word, 'Adjective');
    if (isAfterNoun) {
      word.tags = new Set(['Noun', 'Singular']);
      return;
    }
    const between = partings.filter((at) => at >= word.end && at < next.start);
    if (between.length === 0 || prepared.slice(word.end, next.start).replace(/[\s,]/g, '')) return;
    if (between.length !== (prepared.slice(word.end, next.start).match(/,/g) ?? []).length) return;
    word.endsPhrase = false;
    for (const at of between) text = `${text.slice(0, at)} ${text.slice(at + 1)}`;
  });
  return text;
}
