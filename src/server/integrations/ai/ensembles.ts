/**
 * "for our community choir: open rehearsal this Thursday", "for our running club: social run on Sunday": a group
 * that sings, plays or meets together is no place to come to, so an occasion named after it is the group's own
 * ("our community choir's open rehearsal"), never one held "at our community choir".
 */
const ENSEMBLE_HEADS = new Set(
  'choir choirs chorus band orchestra ensemble troupe quartet trio society club team squad crew'.split(' '),
);

/** True when `head` names a group of people that sings, plays or meets together. */
export const isEnsemble = (head: string) => ENSEMBLE_HEADS.has(head);
