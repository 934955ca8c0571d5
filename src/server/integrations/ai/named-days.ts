/**
 * "Valentine's Day pre-orders", "our Mother's Day afternoon tea": a day named with an owner's "'s" is one
 * holiday's name. The tagger knows "Valentines Day" but reads "Valentine's" as a man's name and "Mother's" as
 * an owner, so the day is cut in two ("Meet Valentine's.", "Mark your calendar: Day").
 */
import type { Word } from './tagged-words';

const OWNED_DAYS = new Set([
  "valentine's",
  "mother's",
  "father's",
  "patrick's",
  "st. patrick's",
  "children's",
]);

export function readNamedDays(words: Word[]): void {
  words.forEach((word, index) => {
    const day = words[index + 1];
    const lower = word.lower.replace(/’/g, "'");
    if (!OWNED_DAYS.has(lower) || word.endsPhrase || day?.lower !== 'day' || !/^D/.test(day.text)) return;
    // Before a noun the day names a kind of thing ("Mother's Day afternoon tea"); otherwise it is the date.
    const isKind = !day.endsPhrase && (words[index + 2]?.tags.has('Noun') ?? false);
    const tags = isKind
      ? ['Noun', 'Singular', 'ProperNoun']
      : ['Noun', 'Singular', 'ProperNoun', 'Date', 'Holiday'];
    for (const part of [word, day]) part.tags = new Set(tags);
  });
}
