/**
 * "OUR FLOWER SHOP BLOOMWELL": a request typed in capitals loses the one mark that tells a business's name from a
 * common noun. The place it stands still tells it: after an owner ("our", "my") and two nouns naming the kind of
 * business ("flower shop", "yoga studio"), a last word that the tagger's lexicon does not hold, with no ending
 * that makes it a known word, is the business's name ("Bloomwell", "Lotuslane"). The lexicon leaves out many
 * everyday nouns ("truck", "studio", "restaurant"), so the rule asks for both marks: a kind already named in full,
 * which a compound head rarely follows, and a word long enough to be coined rather than short and common. A word
 * naming a people ("Korean") describes the kind and does not count as one of its nouns.
 */
import type { Lexicon } from './compromise-loader';
import type { Word } from './tagged-words';
import { isUnknownWord } from './lexicon-gaps';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const OWNERS = new Set(['our', 'my']);
const MIN_NAME_LENGTH = 7;
/** Words that are a date, a number or a pronoun are never a business's name. */
const NAMED_TAGS = ['Date', 'Value', 'Pronoun'];

/** The indexes of words read as a business's name in a request typed in capitals. */
export function namesAfterKind(words: Word[], lexicon: Lexicon): number[] {
  const names: number[] = [];
  words.forEach((word, index) => {
    if (!OWNERS.has(word.lower) || word.endsPhrase) return;
    let last = index + 1;
    while (has(words[last], 'Noun') && !words[last]!.endsPhrase && has(words[last + 1], 'Noun')) last++;
    const candidate = words[last];
    const kindNouns = words
      .slice(index + 1, last)
      .filter((noun) => !has(noun, 'Adjective') && !has(noun, 'Demonym')).length;
    if (kindNouns < 2 || !candidate || !has(candidate, 'Singular')) return;
    if (
      NAMED_TAGS.some((tag) => has(candidate, tag)) ||
      !isUnknownWord(candidate.lower, lexicon, MIN_NAME_LENGTH)
    )
      return;
    names.push(last);
  });
  return names;
}

/**
 * "MOTHER'S DAY", "mother's day": English names a day after the people it honours, in the possessive, and writes
 * it with capitals. Read in lower case, whether shouted or typed so, the possessive and "day" are a noun and a
 * stretch of time that split the phrase ("#Mother", "#DayBouquets"); a possessive right before "day" is read as
 * the day's name. Returns the indexes of both words.
 */
export function possessiveDayNames(words: Word[]): number[] {
  return words.flatMap((word, index) => {
    if (!/\p{L}['’]s$/u.test(word.lower) || word.endsPhrase || words[index + 1]?.lower !== 'day') return [];
    // "International Women's Day": capitalised words before the possessive are the day's name too.
    let from = index;
    while (from > 0 && !words[from - 1]!.endsPhrase && /^\p{Lu}\p{Ll}/u.test(words[from - 1]!.text)) from--;
    return Array.from({ length: index + 2 - from }, (_, offset) => from + offset);
  });
}

/**
 * "AT HARBOR BOOKS IN PORTLAND", "OUR DONUT SHOP HOLE FOODS IN PORTLAND": a business is placed in a town, so
 * nouns right before "in" and a place name are its name when nothing else can be: after "at" with no article
 * (a common noun there takes one, "at the market"), or after an owner and the two nouns of the kind of business
 * ("donut shop"), the two nouns left being the name. A name in capitals is read as common words otherwise
 * ("at harbor books", #DonutShopHoleFoods). Returns the indexes of the name's words.
 */
export function namesBeforePlace(words: Word[]): number[] {
  const names: number[] = [];
  // A town's name or a number can be part of a business's name ("Riverside Records", "Two Amigos").
  const isNamePart = (word: Word | undefined) =>
    (has(word, 'Noun') || (has(word, 'Value') && !has(word, 'Money') && !has(word, 'Percent'))) &&
    !has(word, 'Pronoun') &&
    !has(word, 'Possessive') &&
    !has(word, 'Date');
  words.forEach((word, index) => {
    if (word.lower !== 'in' || word.endsPhrase || !has(words[index + 1], 'Place')) return;
    const last = words[index - 1];
    // "Bangkok Street": a word for a kind of place ("street", "square") can end a name; a town cannot.
    const isTown = ['City', 'Country', 'Region'].some((tag) => has(last, tag));
    if (!isNamePart(last) || !has(last, 'Noun') || isTown || last!.endsPhrase) return;
    let from = index - 1;
    while (from > 0 && isNamePart(words[from - 1]) && !words[from - 1]!.endsPhrase) from--;
    const lead = words[from - 1];
    if (!lead || lead.endsPhrase) return;
    if (lead.lower === 'at' && index - from >= 2 && !has(words[from], 'Plural')) {
      for (let at = from; at < index; at++) names.push(at);
    } else if (OWNERS.has(lead.lower) && index - from === 4 && has(words[from + 1], 'Noun')) {
      names.push(from + 2, from + 3);
    }
  });
  return names;
}

/**
 * "before New Year", "New Year's Eve": the holiday's name, not a thing called new ("#New", "Say hello to New.").
 * Only written with its capital, with its "Eve" or "Day", or before what it brings ("new year offer"), since "a
 * new year of classes" is no holiday.
 * Returns the indexes of its words.
 */
export function newYearNames(words: Word[]): number[] {
  return words.flatMap((word, index) => {
    const year = words[index + 1];
    if (
      word.lower !== 'new' ||
      word.endsPhrase ||
      word.hyphenated ||
      !/^years?(?:['’]s)?$/.test(year?.lower ?? '')
    )
      return [];
    const day = words[index + 2];
    const hasDay = !year!.endsPhrase && /^(?:eve|day)$/.test(day?.lower ?? '');
    // "new year offer", "NEW YEAR SALE": before what the holiday brings, it is the holiday however written.
    const isHolidays =
      !year!.endsPhrase &&
      /^(?:offers?|sales?|part(?:y|ies)|deals?|specials?|resolutions?|menu|challenge|discounts?|promo)$/.test(
        day?.lower ?? '',
      );
    if (!hasDay && !isHolidays && !/^N/.test(word.text)) return [];
    return hasDay ? [index, index + 1, index + 2] : [index, index + 1];
  });
}
