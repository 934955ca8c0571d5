/**
 * Requests whose content opens on a kind of post of its own: selling out, something lost or found, a "what"
 * clip, one part of a series, the team introduced, places running out, an appeal for donations, a count of
 * followers reached, years in business, a reward for the first to come, a first Christmas, a clip to watch the poster at work, a day named by its mood. Each is said as written and told
 * with the request's other pieces in its own words; read for a subject and praised as goods, none would make
 * sense ("This is your sign to check out lost dog near Victoria Park"). One reader per kind, tried in order.
 */
import { readAppeal } from './appeals';
import { readFirstComers } from './first-comers';
import { readFirstOccasion } from './first-occasions';
import { readFollowerMilestone, readYearsInBusiness } from './own-milestones';
import { readLastPlaces } from './last-places';
import { readLostOrFound } from './lost-and-found';
import { readMoodDay } from './mood-days';
import { readSellOut } from './sell-outs';
import { readSeriesPart } from './series-parts';
import type { TaggedText } from './tagged-words';
import { readTeamIntroduction } from './team-introductions';
import { readWatchAlong } from './watch-alongs';
import { readWhatTitle } from './what-titles';

export type OpeningShapeKind =
  | 'sold-out'
  | 'lost'
  | 'found'
  | 'what'
  | 'series'
  | 'team'
  | 'last-places'
  | 'appeal'
  | 'milestone'
  | 'years'
  | 'first-comers'
  | 'first-occasion'
  | 'watch'
  | 'mood';

export type OpeningShape = {
  kind: OpeningShapeKind;
  /** What the hook says, as the request writes it: "lost dog near Victoria Park"; '' when the kind says it all. */
  headline: string;
  /** The request's other pieces, each a sentence in its own words. */
  lines: string[];
  /** Tags the shape gives, before the request's own: "lost dog", "MeetTheTeam". */
  tags: string[];
  /** Where the headline's words are, for tags read from them; -1 when it has none of its own. */
  from: number;
  to: number;
};

const READERS: ((tagged: TaggedText) => OpeningShape | null)[] = [
  readSellOut,
  readLostOrFound,
  readWhatTitle,
  readSeriesPart,
  readTeamIntroduction,
  readLastPlaces,
  readAppeal,
  readFollowerMilestone,
  readYearsInBusiness,
  readFirstComers,
  readFirstOccasion,
  readWatchAlong,
  readMoodDay,
];

/** The shape the request's content opens on, or null when it opens on none. */
export function readOpeningShape(tagged: TaggedText): OpeningShape | null {
  for (const read of READERS) {
    const shape = read(tagged);
    if (shape) return shape;
  }
  return null;
}
