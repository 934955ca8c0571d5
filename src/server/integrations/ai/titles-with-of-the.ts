/**
 * Titles with "of the" inside ("Engineer of the Year") are one name: their last word is part of it, not a date.
 */
import { has, startsWithCapital, type Word } from './word-tags';

/**
 * "Engineer of the Year", "Employee of the Month": "of the" between two capitalised words is inside a title, so
 * the last word is part of the name and no date.
 */
export function joinTitlesWithOfThe(words: Word[]) {
  words.forEach((word, index) => {
    const before = words[index - 1];
    const title = words[index + 2];
    const isTitle =
      word.lower === 'of' &&
      words[index + 1]?.lower === 'the' &&
      startsWithCapital(before) &&
      has(before, 'Noun') &&
      startsWithCapital(title) &&
      !has(title, 'Place') &&
      ![before, word, words[index + 1]].some((each) => each!.endsPhrase);
    if (isTitle) title!.tags = new Set(['Noun', 'ProperNoun', 'Singular']);
    // "new flavour of the month", "beer of the week": in lower case too, a thing "of the" month or week is the
    // one picked for it, a title; the month is no date.
    const isPick =
      word.lower === 'of' &&
      words[index + 1]?.lower === 'the' &&
      /^(?:day|week|month|season|year)$/.test(title?.lower ?? '') &&
      has(before, 'Noun') &&
      !has(before, 'Date') &&
      !has(before, 'Value') &&
      ![before, word, words[index + 1]].some((each) => each!.endsPhrase);
    if (isPick && !isTitle) title!.tags = new Set(['Noun', 'Singular']);
  });
}
