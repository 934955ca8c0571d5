/**
 * Words that name the people behind a post, or its people as a whole ("bookings for groups"), rather than what it
 * is about: "our team", "our community", "the staff". As a tag alone ("#Team", "#Groups") they say nothing a
 * reader would follow, so they tag only inside a longer phrase ("#RemoteTeam", "#SchoolGroups").
 */
const GROUP_WORDS = new Set([
  'team',
  'community',
  'staff',
  'crew',
  'family',
  'people',
  'everyone',
  'members',
  'group',
  'groups',
]);

/** "team", "staff": a word for the people behind a post. */
export const isGroupWord = (lower: string) => GROUP_WORDS.has(lower);

/** "#Team", "#Community": a tag made of one group word and nothing else. */
export const isLoneGroupTag = (tag: string) => GROUP_WORDS.has(tag.replace(/^#/, '').toLowerCase());
