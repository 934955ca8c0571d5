import type { Lexicon } from './compromise-loader';

/**
 * Nouns for businesses and what they sell that requests use every day but the tagger's lexicon leaves out (it
 * tags them by their endings, "sale" and "studio" among them), and the states goods are in ("in stock", "in
 * bloom"): a typo of one ("resturant") is read as the word, and none is a name the lexicon lacks ("in studio"
 * and "in stock" are no places).
 */
export const LEXICON_GAPS = new Set(
  `restaurant studio bakery brewery boutique cafe bistro pizzeria gallery festival espresso cappuccino croissant
  cocktail smoothie barbershop florist pastry dessert venue hotel webinar podcast newsletter margarita taco
  burrito burger latte sale truck stock bloom class donut doughnut dough brioche focaccia churro bao gyoza boba
  macaron cruffin cronut`
    .split(/\s+/)
    .filter(Boolean),
);

/** Endings of English nouns made from other words: "graduation", "membership", "happiness". */
const ENGLISH_NOUN_ENDINGS = /(?:tion|sion|ment|ness|ity|ship|ance|ence|ism|ology)s?$/;
/** Endings the lexicon leaves off its words: "bouquets", "classes", "baker". */
const REGULAR_ENDINGS = /^(.{2,}?)(?:es|s|ed|d|ing|er|ly)$/;

/**
 * True when neither the lexicon nor the list above knows a word of letters at least `minLength` long, nor the
 * word without a regular ending ("bouquets" is known by "bouquet"): a word a name or a place may be made of.
 */
export function isUnknownWord(lower: string, lexicon: Lexicon, minLength: number): boolean {
  if (lower.length < minLength || !/^\p{L}+$/u.test(lower)) return false;
  if (lexicon[lower] !== undefined || LEXICON_GAPS.has(lower)) return false;
  // "graduation", "membership": English makes nouns with these endings, which the lexicon leaves to its rules.
  if (ENGLISH_NOUN_ENDINGS.test(lower)) return false;
  // "class", "glass": a double "s" is no plural's ending.
  const stem = /ss$/.test(lower) ? undefined : REGULAR_ENDINGS.exec(lower)?.[1];
  return !stem || [stem, `${stem}e`].every((base) => lexicon[base] === undefined);
}
