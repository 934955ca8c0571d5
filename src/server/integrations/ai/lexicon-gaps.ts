/**
 * Nouns for businesses and what they sell that requests use every day but the tagger's lexicon leaves out (it
 * tags them by their endings, "sale" and "studio" among them): a typo of one ("resturant") is read as the word,
 * and none is a name the lexicon lacks ("in studio" is no place).
 */
export const LEXICON_GAPS = new Set(
  `restaurant studio bakery brewery boutique cafe bistro pizzeria gallery festival espresso cappuccino croissant
  cocktail smoothie barbershop florist pastry dessert venue hotel webinar podcast newsletter margarita taco
  burrito burger latte sale truck`
    .split(/\s+/)
    .filter(Boolean),
);
