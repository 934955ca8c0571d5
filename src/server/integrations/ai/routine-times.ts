/**
 * "every Wednesday after school", "Fridays before work", "Sunday after lunch": a bare noun after "after" or
 * "before", right after a date, names the part of the day the date falls in, not a place or a thing the post is
 * about ("the school"). With an article ("after the match") or a name ("after Christmas") it is left to the date
 * words it holds. A preposition takes no bare verb, so a word the tagger reads as one ("after work") is that noun;
 * the part of the day may come before the date too ("after work every Tuesday").
 */
import { has, isNoun, type Word } from './tagged-words';

/** True when the words at `at` and `at + 1` read "after school": "after" or "before" and a bare common noun. */
export function isRoutineTime(words: Word[], at: number): boolean {
  const lead = words[at];
  const noun = words[at + 1];
  if (!lead || lead.endsPhrase || !/^(?:after|before)$/.test(lead.lower)) return false;
  const isBareNoun = isNoun(noun) || (has(noun, 'Infinitive') && !has(noun, 'Noun'));
  if (!isBareNoun || has(noun, 'ProperNoun') || has(noun, 'Plural')) return false;
  // "after school club" would make the noun a kind of club: the noun must end its phrase.
  return !!noun!.endsPhrase || !isNoun(words[at + 2]);
}
