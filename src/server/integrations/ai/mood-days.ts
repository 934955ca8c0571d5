/**
 * "cosy Sunday at the bookshop, new crime novels just arrived", "snow day at the farm, the alpacas loved it": a
 * day named by its weather or its mood opens a post as a scene, said as written; the pieces after it tell what
 * happened. Read for a subject, the day became an occasion to invite readers to, or a date to mark.
 */
import type { OpeningShape } from './opening-shapes';
import { linesFrom, pieceEnd } from './piece-sentences';
import { has, type TaggedText } from './tagged-words';

/** Weather that names a day: "snow day", "rainy Sunday". */
const WEATHER =
  /^(?:snow|snowy|rain|rainy|sun|sunny|frosty|foggy|misty|stormy|windy|wet|muddy|hot|cold|grey|icy)$/;
/** Moods that name a day: "cosy Sunday", "lazy morning". */
const MOODS =
  /^(?:cosy|cozy|lazy|slow|quiet|busy|perfect|lovely|beautiful|gorgeous|crisp|bright|happy|manic|mad|chilly)$/;
const DAY_WORDS = /^(?:day|morning|afternoon|evening|night|weekend)$/;

/** The scene the request's content opens on, or null. */
export function readMoodDay(tagged: TaggedText): OpeningShape | null {
  const { words } = tagged;
  const start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0) return null;
  const describing = words[start]!;
  const day = words[start + 1];
  if (!day || describing.endsPhrase) return null;
  const isWeather = WEATHER.test(describing.lower);
  if (!isWeather && !MOODS.test(describing.lower)) return null;
  if (!has(day, 'WeekDay') && !DAY_WORDS.test(day.lower)) return null;
  const to = pieceEnd(tagged, start);
  const lines = linesFrom(tagged, to + 1);
  // A scene alone is no post of its own: what happened there is told after it.
  if (lines.length === 0) return null;
  const headline = tagged.slice(start, to);
  tagged.use(start, words.length - 1);
  // What the scene is at tags the post (#Bookshop); a day named by its weather is searched for too (#SnowDay).
  const tags = isWeather && day.lower === 'day' ? [`${describing.lower} day`] : [];
  return { kind: 'mood', headline, lines, tags, from: start + 2, to };
}
