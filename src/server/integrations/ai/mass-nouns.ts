/**
 * "sunrise yoga", "live music", "Friday karaoke": an activity named by a mass noun takes no article when the
 * request gives it none ("Join us for sunrise yoga", never "the sunrise yoga"), while a countable occasion does
 * ("the succulent workshop"). compromise marks some mass nouns as uncountable; it does not know the activities
 * posts name most, so those few are listed.
 */
import type { Word } from './tagged-words';

const MASS_ACTIVITIES = new Set(
  `yoga pilates karaoke bingo trivia salsa bachata zumba meditation breathwork crossfit bouldering climbing
  swimming surfing dancing music jazz comedy picking`.split(/\s+/),
);

/**
 * "free entry for kids", "free parking": a right to enter or use something is given, not counted, so it takes no
 * "a" either; compromise reads these words as countable.
 */
// So is help of any kind ("free IT help", "free advice"): it is given, not counted out.
const MASS_ACCESS = new Set(
  'entry admission entrance access parking delivery shipping wifi help advice support guidance'.split(' '),
);

/** "weekend staff": the people of a workplace, counted by none of their words. */
const MASS_PEOPLE = new Set(['staff', 'personnel']);

export const isMassNoun = (word: Word | undefined) =>
  !!word &&
  (word.tags.has('Uncountable') ||
    MASS_ACTIVITIES.has(word.lower) ||
    MASS_ACCESS.has(word.lower) ||
    MASS_PEOPLE.has(word.lower));
