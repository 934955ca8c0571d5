/**
 * Words for the readers at large ("followers", "customers", "everyone"): whom any post speaks to. Asking or telling
 * them names no audience of the post's own, as asking or telling "parents" does.
 */
import { wordSet } from './word-tags';

export const READERS_AT_LARGE = wordSet(
  `followers fans community audience readers subscribers listeners viewers members people everyone everybody
  customers clients guests friends folks network connections you`,
);
