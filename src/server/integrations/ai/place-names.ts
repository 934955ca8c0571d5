/**
 * The names of places among tagged words: cities, regions and countries ("Berlin", "the UK") and names after
 * "in", each with the words it spans and the way it is written.
 */
import { isPlatformWord } from './platform-words';
import { has, isNoun, startsWithCapital, type Word } from './word-tags';

export type PlaceName = { from: number; to: number; text: string };

function titleCase(text: string): string {
  return text.replace(/\p{L}[\p{L}'’-]*/gu, (word) =>
    ['the', 'of', 'and'].includes(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
  );
}

/** "St" of "St Mary's Church" is tagged a place, but it only starts a name. */
const isPlaceWord = (word: Word | undefined) =>
  has(word, 'Place') && !has(word, 'Organization') && !has(word, 'Date') && !has(word, 'Abbreviation');

/**
 * "Baker Street", "new york": a place word after a place goes on with its name when written as the name is;
 * "our Thai street food stall" is no place "Thai street", as its "street" is a common noun.
 */
const isPlaceGoingOn = (place: Word, next: Word | undefined) =>
  isPlaceWord(next) && (startsWithCapital(next) || !startsWithCapital(place));

/**
 * "in Devon", "in Florence": a first name standing alone after "in" is where, as no one is "in" a person; with
 * a surname after it ("in Sarah Jones's studio") it stays the person.
 */
const isLoneFirstName = (word: Word, next: Word | undefined) =>
  has(word, 'FirstName') &&
  !has(word, 'Possessive') &&
  !/['’]s$/.test(word.text) &&
  (word.endsPhrase || !has(next, 'ProperNoun'));

/**
 * "50% off everything this weekend, Shoreditch": one capitalised word that no one knows as a person, a business or
 * a platform, set off by a comma at the end of the request, says where, as a sign-off would.
 */
const isTrailingName = (words: Word[], index: number) => {
  const word = words[index]!;
  return (
    index === words.length - 1 &&
    !!words[index - 1]?.endsPhrase &&
    has(word, 'ProperNoun') &&
    /^\p{Lu}\p{Ll}+$/u.test(word.text) &&
    !['Person', 'Organization', 'Date', 'Possessive', 'Acronym'].some((tag) => has(word, tag)) &&
    !isPlatformWord(word)
  );
};

export const isKnownPlaceWord = (word: Word | undefined) =>
  ['City', 'Country', 'Region'].some((tag) => has(word, tag));

/** Cities, regions and countries ("Berlin", "the UK", "New York"), and names after "in" ("in Kreuzberg"). */
export function placesIn(words: Word[], text: string): PlaceName[] {
  const places: PlaceName[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    // "in the EU": a capitalised acronym after "in the" is a region, whatever else the tagger calls it.
    const isRegionAfterIn =
      words[index - 1]?.lower === 'the' &&
      words[index - 2]?.lower === 'in' &&
      has(word, 'Acronym') &&
      /^\p{Lu}{2,3}$/u.test(word.text);
    if (isRegionAfterIn) {
      places.push({ from: index, to: index, text: `the ${word.text}` });
      continue;
    }
    const isNameAfterIn =
      words[index - 1]?.lower === 'in' &&
      has(word, 'ProperNoun') &&
      /^\p{Lu}/u.test(word.text) &&
      !has(word, 'Date') &&
      !has(word, 'Organization') &&
      (!has(word, 'Person') || isLoneFirstName(word, words[index + 1]));
    if ((!isPlaceWord(word) && !isNameAfterIn && !isTrailingName(words, index)) || has(word, 'Quoted'))
      continue;
    // "street", "market": a common word for a kind of place, in lower case, names none.
    if (!startsWithCapital(word) && !isKnownPlaceWord(word) && words[index - 1]?.lower !== 'in') continue;
    // "our library Fastq": a name right after a common noun names that thing, unless it is a known place.
    const previous = words[index - 1];
    const isKnownPlace = isKnownPlaceWord(word);
    // "Club Havana": a city right after a capitalised name word that is no place ends that name.
    const endsName =
      !!previous &&
      !previous.endsPhrase &&
      has(previous, 'ProperNoun') &&
      /^\p{Lu}/u.test(previous.text) &&
      !isPlaceWord(previous) &&
      !has(previous, 'Date') &&
      !has(previous, 'Organization');
    if (endsName) continue;
    if (
      !isKnownPlace &&
      previous &&
      !previous.endsPhrase &&
      isNoun(previous) &&
      !has(previous, 'ProperNoun')
    ) {
      while (index + 1 < words.length && !words[index]!.endsPhrase && has(words[index + 1], 'ProperNoun'))
        index++;
      continue;
    }
    let to = index;
    while (
      !words[to]!.endsPhrase &&
      (isPlaceGoingOn(words[to]!, words[to + 1]) ||
        (isNameAfterIn && has(words[to + 1], 'ProperNoun') && !has(words[to + 1], 'Date')))
    ) {
      to++;
    }
    // "Noodle Bar Kyo", "Target stores": a name that goes on into another word names that thing, not a place.
    // A known city before a common noun stays a place: "our Berlin cafe".
    const after = words[to + 1];
    const goesOn =
      !words[to]!.endsPhrase &&
      isNoun(after) &&
      !isPlaceGoingOn(words[to]!, after) &&
      (!isPlaceWord(word) || has(after, 'ProperNoun') || (isPlaceWord(after) && !isKnownPlaceWord(word)));
    if (goesOn) {
      index = to;
      continue;
    }
    // "Austin, Texas": a city and its state or country after a comma are one place.
    const region = words[to + 1];
    if (
      words[to]!.endsPhrase &&
      text.slice(words[to]!.end, region?.start ?? 0).trim() === ',' &&
      isKnownPlaceWord(region) &&
      startsWithCapital(region) &&
      (region!.endsPhrase || to + 2 === words.length)
    )
      to++;
    let name = text.slice(word.start, words[to]!.end);
    if (name === name.toLowerCase()) name = titleCase(name);
    if (words[index - 1]?.lower === 'the') name = `the ${name}`;
    places.push({ from: index, to, text: name });
    index = to;
  }
  return places;
}
