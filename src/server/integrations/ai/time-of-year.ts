/**
 * "tips for keeping houseplants alive in winter", "5 ways to style a white shirt for autumn": a season after "in",
 * "during" or "for", with no "this" or "next", is a time of year that comes round again, not a date something
 * happens on. In advice it says when the advice holds, and stays in the advice's own words ("Mark your calendar:
 * in winter." would make it an appointment).
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
// "5 ways to style a white shirt this summer": in advice, "this" season is when the advice holds as well.
const SEASON_LEADS = new Set(['in', 'during', 'over', 'through', 'throughout', 'for', 'this']);

/** Where the time of year starting at `index` ends ("in winter"), or -1 when none starts there. */
export function timeOfYearEnd(words: Word[], index: number): number {
  const lead = words[index];
  const season = words[index + 1];
  if (!lead || lead.endsPhrase || !SEASON_LEADS.has(lead.lower) || !has(season, 'Season')) return -1;
  // "in winter 2027", "in summer on the 5th" name one season, which is a date after all.
  if (!season!.endsPhrase && has(words[index + 2], 'Date')) return -1;
  return index + 1;
}
