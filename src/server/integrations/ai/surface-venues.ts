/**
 * "on the rooftop of Hotel Aurora", "on the beach": a few places are stood on rather than in, and English puts "on"
 * before them. After "on" such a place is where an occasion happens and is told with the "on" it was written with
 * ("See you on the rooftop of Hotel Aurora!"); any other phrase after "on" is a topic ("a talk on pricing") or a
 * date. compromise tags none of these as places, so the few that posts name are listed.
 */
const SURFACES = new Set(
  `rooftop roof terrace beach deck lawn patio pier boardwalk promenade waterfront riverbank riverside boat
  green seafront quayside`.split(/\s+/),
);

/** True when `head`, the noun a phrase after "on" is named by, is a place stood on. */
export const isSurface = (head: string) => SURFACES.has(head);
