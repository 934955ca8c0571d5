/**
 * "classes for kids", "giving lessons": a class or a lesson alone says only that something is taught, not what
 * (#Classes, #Lessons). The poster's own field says what: "our dance studio" teaches dance, so its classes are
 * #DanceClasses, and "our piano teacher Marta" gives #PianoLessons. The words are the few that name teaching
 * itself; an occasion such as a brunch or a hackathon names what it is on its own.
 */
import { has, isNoun, isPossessivePronoun, type Word } from './tagged-words';

const TAUGHT = /^(?:class|classes|lesson|lessons|course|courses|workshop|workshops|session|sessions)$/;

export const isTaughtOccasion = (word: Word) => TAUGHT.test(word.lower);

/**
 * The field of a phrase the poster calls their own: "dance" of "our dance studio", "piano" of "our piano
 * teacher"; '' for any other phrase, or when a word before the head is no common noun ("our new studio").
 */
export function fieldOf(words: Word[], group: number[]): string {
  if (group.length < 2 || !isPossessivePronoun(words[group[0]! - 1])) return '';
  const field = group.slice(0, -1);
  const isCommonNoun = (index: number) => isNoun(words[index]) && !has(words[index], 'ProperNoun');
  return field.every(isCommonNoun) ? field.map((index) => words[index]!.text).join(' ') : '';
}
