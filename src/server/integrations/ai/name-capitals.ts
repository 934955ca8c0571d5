/**
 * Capitals given back once the words are tagged: the names of a request typed in capitals (places, people,
 * businesses, acronyms), and the calendar's days, months and holidays however they were typed. The text keeps its
 * length, so every position in it still holds.
 */
import { lexiconOf, type Nlp } from './compromise-loader';
import { namesAfterKind, namesBeforePlace } from './shouted-names';
import { isShouted } from './prepared-text';
import { has, type Word, wordSet } from './word-tags';

/**
 * Tags of words that are names whatever their case: "halloween", "salem", "nike", and a people's name, which
 * English capitalises as an adjective too ("korean" in "KOREAN BBQ" reads "Korean").
 */
const NAME_TAGS = ['Place', 'Person', 'Organization', 'Holiday', 'WeekDay', 'Month', 'Demonym'];

/**
 * A business named after "at" without an article: "at pumpkin patch farm". A common noun needs one ("at the
 * beach", "at our cafe"), so two or more bare singular nouns there are a name.
 */
function isBareVenue(words: Word[], from: number): number {
  if (words[from - 1]?.lower !== 'at' || words[from - 1]!.endsPhrase) return -1;
  let to = from;
  const isBareNoun = (word: Word | undefined) =>
    has(word, 'Singular') && !has(word, 'Pronoun') && !has(word, 'Date');
  if (!isBareNoun(words[from])) return -1;
  while (!words[to]!.endsPhrase && isBareNoun(words[to + 1])) to++;
  return to > from ? to : -1;
}

const COLOURS = wordSet('red blue green black white golden silver yellow orange purple pink grey gray brown');

/** Where a name made of a colour and the singular nouns after it ends, after "at the"; -1 when none starts here. */
function colourNameEnd(words: Word[], from: number): number {
  const isLead =
    COLOURS.has(words[from]!.lower) &&
    words[from - 1]?.lower === 'the' &&
    words[from - 2]?.lower === 'at' &&
    !words[from - 1]!.endsPhrase;
  const isNamePart = (word: Word | undefined) =>
    has(word, 'Singular') && !has(word, 'Pronoun') && !has(word, 'Date');
  if (!isLead || words[from]!.endsPhrase || !isNamePart(words[from + 1])) return -1;
  let to = from + 1;
  while (!words[to]!.endsPhrase && isNamePart(words[to + 1])) to++;
  return to;
}

/**
 * A request typed in capitals is read in lower case (see `prepareText`); its names get their capitals back
 * afterwards, so "OUR HALLOWEEN SALE AT PUMPKIN PATCH FARM" reads "our Halloween sale at Pumpkin Patch Farm".
 * The names are what the tagger knows in any case (places, people, organisations, holidays, days and months),
 * a surname after a first name, and a business after "at" with no article. Returns the text with those capitals;
 * its length, and so every position in it, is unchanged.
 */
/**
 * "KOREAN BBQ RESTAURANT": a word typed in capitals with no vowel cannot be said as a word, so its letters are
 * read out one by one: an acronym ("BBQ", "NYC", "HR"), which gets all its capitals back. The tagger still reads
 * it in lower case, as a common word ("bbq restaurant"), not as a name that would take the noun after it along.
 * Titles shortened the same way ("MR", "ST") are written with one capital.
 */
const SHORTENED_TITLES = wordSet('mr mrs ms dr st jr sr');
const isSpelledOut = (typed: string) =>
  typed.length >= 2 &&
  /^\p{Lu}+$/u.test(typed) &&
  !/[AEIOUY]/.test(typed) &&
  !SHORTENED_TITLES.has(typed.toLowerCase());

export function restoreNameCapitals(text: string, words: Word[], original = text, nlp?: Nlp): string {
  const named = new Set<number>();
  if (nlp && isShouted(original)) {
    for (const index of [...namesAfterKind(words, lexiconOf(nlp)), ...namesBeforePlace(words)]) {
      named.add(index);
      words[index]!.tags = new Set(['Noun', 'Singular', 'ProperNoun']);
    }
  }
  words.forEach((word, index) => {
    // "AT THE GREEN LANTERN CAFE": a colour and the nouns after it, after "at the", name a business the way pubs
    // and cafés are named ("the Red Lion", "the Blue Door"); the colour is part of the name, not a description.
    const colourEnd = colourNameEnd(words, index);
    for (let at = index; at <= colourEnd; at++) {
      named.add(at);
      words[at]!.tags = new Set(['Noun', 'Singular', 'ProperNoun']);
    }
    const isSurname =
      has(words[index - 1], 'FirstName') && !words[index - 1]!.endsPhrase && has(word, 'Singular');
    if (NAME_TAGS.some((tag) => has(word, tag)) || isSurname) named.add(index);
    // "AT CASA LUNA": the bare nouns of a business after "at" are one name, each word a part of it; a word the
    // tagger knows as a first name ("Luna") would otherwise stand as a person of its own (#Luna, #Casa).
    const venueEnd = isBareVenue(words, index);
    for (let at = index; at <= venueEnd; at++) {
      named.add(at);
      words[at]!.tags = new Set(['Noun', 'Singular', 'ProperNoun']);
    }
  });
  let restored = text;
  for (const word of words) {
    const typed = original.slice(word.start, word.end);
    if (!isSpelledOut(typed)) continue;
    word.text = typed;
    restored = restored.slice(0, word.start) + typed + restored.slice(word.end);
  }
  for (const index of named) {
    const word = words[index]!;
    const capital = word.text.charAt(0).toUpperCase();
    if (capital.length !== 1) continue;
    word.text = capital + word.text.slice(1);
    restored = restored.slice(0, word.start) + capital + restored.slice(word.start + 1);
  }
  return restored;
}

/** Tags of the calendar's names, which English capitalises however the request typed them. */
const CALENDAR_TAGS = ['WeekDay', 'Month', 'Holiday'];

/**
 * "until sunday" reads "until Sunday": days, months and holidays are names, so every sentence made of the
 * request's words capitalises them. Only words the tagger reads as such ("may" as a verb stays small); the
 * text's length, and so every position in it, is unchanged. `places` are the indexes of other names to
 * capitalise, places and peoples (see `lowerCasePlaces`).
 */
export function capitaliseCalendarNames(text: string, words: Word[], places: number[] = []): string {
  let capitalised = text;
  const isPlace = new Set(places);
  for (const [index, word] of words.entries()) {
    // "taco tuesday" is the name of a weekly occasion, both words of it: "Taco Tuesday".
    const isWeekly = has(word, 'WeeklyOccasion') || has(words[index + 1], 'WeeklyOccasion');
    const isName = isPlace.has(index) || isWeekly || CALENDAR_TAGS.some((tag) => has(word, tag));
    if (!isName || !/^\p{Ll}/u.test(word.text)) continue;
    const capital = word.text.charAt(0).toUpperCase();
    if (capital.length !== 1) continue;
    word.text = capital + word.text.slice(1);
    capitalised = capitalised.slice(0, word.start) + capital + capitalised.slice(word.start + 1);
  }
  return capitalised;
}
