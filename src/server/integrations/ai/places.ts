/**
 * "in Austin, Texas", "opening downtown", "guest artist Mika from Tokyo": the cities, countries and parts of town the
 * tagger finds are where a post happens only when the request puts something there. A place that only describes a
 * noun, one stood on, a language code is written in, or where a named person comes from is no place of the post's.
 */
import { shopsAndOnline } from './shops-and-online';
import { wordSet, placesIn, isNoun, has, type TaggedText, type PlaceName, type Word } from './tagged-words';
import { isSurface } from './surface-venues';

/** Places named by a word of their own, without "in": "opening downtown". */
const PLACE_ADVERBS = wordSet('downtown uptown midtown nearby online nationwide worldwide');

/** Languages code is written in, which the tagger may take for places: "in Rust", "in Go". */
const PROGRAMMING_LANGUAGES = wordSet(
  'rust go golang python java kotlin swift ruby elixir typescript javascript php scala haskell dart zig',
);

/** Cities and countries, and "downtown"-like words that name a place on their own. */
export function readPlaces(tagged: TaggedText): PlaceName[] {
  const { words } = tagged;
  const found = placesIn(words, tagged.text);
  // "our first US office in Austin, Texas": where the post says a thing is ("in …") is its place; a place that
  // only describes a noun beside it says which kind of thing, and is no second place.
  const isSaidIn = (place: PlaceName) => words[place.from - 1]?.lower === 'in';
  const isDescribing = (place: PlaceName) => !words[place.to]!.endsPhrase && isNoun(words[place.to + 1]);
  const places = found
    .filter((place) => !found.some(isSaidIn) || !isDescribing(place))
    // "on Brighton beach": a place stood on, named after its town, is where to go, not a town to be in; it is
    // read as a venue, told with its "on".
    .filter((place) => !(words[place.from - 1]?.lower === 'on' && isSurface(words[place.to]!.lower)))
    // "a library for parsing PDFs in Rust": a programming language something is written in is no place.
    .filter((place) => !PROGRAMMING_LANGUAGES.has(place.text.toLowerCase()))
    // Words read already ("Tom Park" of the people a post congratulates) are no place.
    .filter((place) => tagged.free(place.from))
    .map((place) =>
      PLACE_ADVERBS.has(place.text.toLowerCase())
        ? { ...place, text: place.text.toLowerCase() }
        : // "the UK's best small employers": the place is the UK, whatever it owns.
          { ...place, text: place.text.replace(/['’]s$/, '') },
    );
  words.forEach((word, index) => {
    const isNamed = places.some((place) => place.from <= index && index <= place.to);
    // "book online and save 10%": how readers are asked to do something is no place.
    const isHow = word.lower === 'online' && has(words[index - 1], 'Imperative');
    if (
      PLACE_ADVERBS.has(word.lower) &&
      !isNamed &&
      !isHow &&
      tagged.free(index) &&
      !isNoun(words[index + 1])
    ) {
      places.push(shopsAndOnline(tagged, index) ?? { from: index, to: index, text: word.lower });
    }
  });
  return places;
}

/**
 * "guest artist Mika from Tokyo": a place a named person is "from" is where they come from, not where the post
 * happens; it is kept with them and taken from the places.
 */
export function readOrigin(tagged: TaggedText): { from: number; to: number } | null {
  const { words } = tagged;
  const isName = (word: Word | undefined) => has(word, 'ProperNoun') && /^\p{Lu}/u.test(word?.text ?? '');
  const at = words.findIndex(
    (word, index) =>
      word.lower === 'from' &&
      tagged.free(index) &&
      isName(words[index - 1]) &&
      has(words[index - 1], 'Person') &&
      !words[index - 1]!.endsPhrase &&
      !word.endsPhrase &&
      isName(words[index + 1]),
  );
  if (at < 0) return null;
  let to = at + 1;
  while (!words[to]!.endsPhrase && isName(words[to + 1])) to++;
  tagged.use(at, to);
  return { from: at, to };
}
