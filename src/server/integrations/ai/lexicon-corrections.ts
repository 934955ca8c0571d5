/**
 * Words the tagger's lexicon knows as something requests never mean by them: "nonprofit" is an adjective to it,
 * so "our nonprofit planted 5,000 trees" reads as one noun phrase "nonprofit planted" with no verb. To creators it
 * is what they run, a noun like "charity". Each is given to the tagger as the part of speech requests use.
 */
export const LEXICON_CORRECTIONS: Readonly<Record<string, string>> = {
  nonprofit: 'Singular',
  nonprofits: 'Plural',
  // Unknown to the lexicon, "smartphones" is guessed a verb by its ending: "second-hand smartphones" lost its noun.
  // "RT and follow to enter": a command to repost, never a topic to tag (#RT).
  rt: 'Imperative',
  // "prizes for the winners" is what is won; read as a verb it made "It prizes for the winners."
  prizes: 'Plural',
  // "our chippy will be closed": the fish and chip shop, not a mood.
  chippy: 'Singular',
  // "chrome nails, book now": what a nail salon does, never a verb in a request ("The chrome" was its subject).
  nails: 'Plural',
  // "a limited run of tote bags": the bag, never the verb ("of" then lost what the run is of).
  tote: 'Singular',
  totes: 'Plural',
  // "cosy Sunday at the bookshop": the British spelling of "cozy", unknown to the lexicon and guessed a noun, made
  // a weekly occasion ("Cosy Sunday") of a mood.
  cosy: 'Adjective',
  cosier: 'Comparative',
  cosiest: 'Superlative',
  // "Christmas stollen": the German cake, never the past participle the lexicon takes it for.
  stollen: 'Singular',
  smartphone: 'Singular',
  smartphones: 'Plural',
};
