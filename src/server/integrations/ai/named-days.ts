/**
 * "Valentine's Day pre-orders", "our Mother's Day afternoon tea": a day named with an owner's "'s" is one
 * holiday's name. The tagger knows "Valentines Day" but reads "Valentine's" as a man's name and "Mother's" as
 * an owner, so the day is cut in two ("Meet Valentine's.", "Mark your calendar: Day").
 */
import type { Word } from './tagged-words';
import { isRunAt } from './word-runs';

const OWNED_DAYS = new Set([
  "valentine's",
  "mother's",
  "father's",
  "patrick's",
  "st. patrick's",
  "children's",
]);

/**
 * Yearly days named for a weekday, as "Black Friday" is: "Small Business Saturday", "Giving Tuesday". The tagger
 * knows "Black Friday" and "Cyber Monday" as holidays but reads these as a name before a date ("Treat yourself
 * at Small Business."), so the whole name is made the day.
 */
const WEEKDAY_HOLIDAYS = [
  'small business saturday',
  'shop small saturday',
  'super saturday',
  'giving tuesday',
  'travel tuesday',
].map((name) => name.split(' '));

const HOLIDAY_TAGS = ['Date', 'Noun', 'Holiday', 'Singular'];

function readWeekdayHolidays(words: Word[]): void {
  words.forEach((_, index) => {
    const name = WEEKDAY_HOLIDAYS.find((parts) => isRunAt(words, index, parts));
    if (!name) return;
    for (const part of words.slice(index, index + name.length)) part.tags = new Set(HOLIDAY_TAGS);
  });
}

export function readNamedDays(words: Word[]): void {
  readWeekdayHolidays(words);
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
