/**
 * "our paris bakery", "a retreat in bali", "our italian restaurant", "chains like starbucks": English writes the
 * names of towns, countries, regions, peoples and companies with a capital however a request types them, and a
 * caption that keeps "paris" small reads as a typo. The tagger's lexicon knows many such names in lower case; a
 * word it lists as a city, a country, a region, a people or a company, or as a named place, is written with its
 * capital, and so is a word the tagger reads as one place with it ("new york", "dublin airport"). A few of those
 * names are also everyday nouns ("fine china", "roast turkey", "a jersey dress", "beef wellington", "downtown") and stay as typed,
 * read as the noun unless a preposition comes right before them ("holidays in turkey").
 *
 * A request typed all in lower case gives no capital to tell a name the lexicon lacks ("bali", "cotswolds"), but
 * where it stands tells it: right after "in", a word the lexicon does not hold, with no ending that makes it a
 * known word, that no noun follows but a date ("in bali this october", "in bali among travellers"), is a place;
 * after "in the" or "on the" only a plural ("in the cotswolds") or a word followed by a word for a kind of land
 * ("in the napa valley", "on the amalfi coast") is, as the lexicon lacks some everyday nouns ("in the studio"),
 * and right after a bare "in" a plural ("in pots") is things, not a town.
 * Where a request writes names with capitals, a word it left small after "in" is no name.
 */
import type { Lexicon } from './compromise-loader';
import { isUnknownWord } from './lexicon-gaps';
import type { Word } from './tagged-words';

const PLACE_TAGS = new Set(['City', 'Country', 'Region', 'Demonym', 'Organization']);
const EVERYDAY_NOUNS = new Set([
  'china',
  'turkey',
  'jersey',
  'chile',
  'downtown',
  'midtown',
  'uptown',
  // "mushroom wellington", "beef wellington": the dish.
  'wellington',
]);
const MIN_UNKNOWN_LENGTH = 4;
/** Words for a kind of land that end a region's name: "the napa valley", "the amalfi coast". */
const LANDFORMS = new Set([
  'valley',
  'coast',
  'hills',
  'highlands',
  'islands',
  'mountains',
  'district',
  'peninsula',
]);

/** Words after which "in" says in what: "growth in revenue", "a degree in nursing". */
const CHANGE_OR_FIELD =
  /^(?:growth|increase|increases|rise|fall|drop|decline|change|changes|boost|jump|gains?|experience|degree|career|background|expertise|interest|trends?|leader|leaders)$/;

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const isLowerCase = (word: Word) => /^\p{Ll}+$/u.test(word.text);

function isKnownName(lower: string, lexicon: Lexicon): boolean {
  if (EVERYDAY_NOUNS.has(lower)) return false;
  const entry = [lexicon[lower] ?? []].flat() as string[];
  return (
    entry.some((tag) => PLACE_TAGS.has(tag)) || (entry.includes('Place') && entry.includes('ProperNoun'))
  );
}

/** "in bali this october", "in ubud.", "in bali among travellers": no noun goes on from the place's word. */
const endsPlace = (words: Word[], index: number) =>
  words[index]!.endsPhrase ||
  index === words.length - 1 ||
  !['Noun', 'Adjective'].some((tag) => has(words[index + 1], tag)) ||
  has(words[index + 1], 'Date');

/**
 * The indexes of lower-case words that are names of places or peoples; a place the lexicon lacks is tagged as
 * one.
 */
export function lowerCasePlaces(words: Word[], lexicon: Lexicon): number[] {
  const writesCapitals = words.some(
    (word, index) => index > 0 && !words[index - 1]!.endsPhrase && /^\p{Lu}/u.test(word.text),
  );
  const names: number[] = [];
  words.forEach((word, index) => {
    // "tune-ups": a part of a word joined by hyphens is no name of its own ("ups" is a company's).
    if (!isLowerCase(word) || word.hyphenated || words[index - 1]?.hyphenated) return;
    // "christmas turkey orders": such a name typed small is the everyday noun, save right after a preposition
    // ("holidays in turkey"), and no place.
    if (EVERYDAY_NOUNS.has(word.lower) && !has(words[index - 1], 'Preposition') && has(word, 'Place')) {
      word.tags = new Set(['Noun', 'Singular']);
      return;
    }
    if (isKnownName(word.lower, lexicon)) {
      names.push(index);
      return;
    }
    // "in bali", "in the cotswolds", "on the amalfi coast".
    const isAfterThe = words[index - 1]?.lower === 'the';
    const before = words[isAfterThe ? index - 2 : index - 1];
    const isAfterIn = before?.lower === 'in' || (isAfterThe && before?.lower === 'on');
    if (writesCapitals || !isAfterIn || before!.endsPhrase || words[index - 1]!.endsPhrase) return;
    if (!has(word, 'Noun') || !isUnknownWord(word.lower, lexicon, MIN_UNKNOWN_LENGTH)) return;
    // "30% growth in revenue", "experience in hospitality": "in" after a word for a change or a field of work
    // says in what, never where.
    if (!isAfterThe && CHANGE_OR_FIELD.test(words[index - 2]?.lower ?? '')) return;
    // "in the napa valley": a word for a kind of land after the name is part of it.
    const land = !word.endsPhrase && LANDFORMS.has(words[index + 1]?.lower ?? '') ? index + 1 : index;
    // "in the studio": after "the" a single word the lexicon lacks is as often an everyday noun; a region's
    // name there is a plural ("the cotswolds") or ends in a word for land.
    if (isAfterThe && land === index && !/[^s]s$/.test(word.lower)) return;
    // "growing tomatoes in pots": right after a bare "in", a word the tagger reads as a plural is things, which a
    // town's name never is; a region's plural name takes "the".
    if (!isAfterThe && land === index && has(word, 'Plural') && /[^s]s$/.test(word.lower)) return;
    if (!endsPlace(words, land)) return;
    for (let part = index; part <= land; part++) {
      const lower = words[part]!.lower;
      words[part]!.tags = new Set(['Noun', /s$/.test(lower) ? 'Plural' : 'Singular', 'ProperNoun', 'Place']);
      names.push(part);
    }
  });
  // "new york", "dublin airport": the words the tagger reads as one place with a known name take its capitals.
  const isPart = (word: Word | undefined) => !!word && isLowerCase(word) && has(word, 'Place');
  for (const index of [...names]) {
    if (!has(words[index], 'Place')) continue;
    const before = words[index - 1];
    if (isPart(before) && !before!.endsPhrase && !names.includes(index - 1)) names.push(index - 1);
    const after = words[index + 1];
    if (isPart(after) && !words[index]!.endsPhrase && !names.includes(index + 1)) names.push(index + 1);
  }
  return names;
}
