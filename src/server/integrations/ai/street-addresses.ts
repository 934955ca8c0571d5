/**
 * "new address from 1 February: 12 Mill Lane, Hebden Bridge": a number before a street's name, with the town
 * after it, is one address, said whole ("Find us at 12 Mill Lane, Hebden Bridge."). Read as places, the number
 * was lost and the street and town were joined as two places ("in Mill Lane and Hebden Bridge").
 */
import { has, type TaggedText } from './tagged-words';

const STREET_WORDS =
  /^(?:road|rd|street|st|avenue|ave|lane|drive|boulevard|way|terrace|crescent|parade|place|square|row|close|gardens|hill|walk|quay|wharf)$/i;
/** Most words in a street's name: "Old Mill Lane". */
const MAX_NAME_WORDS = 4;

const isCapitalised = (text: string) => /^\p{Lu}/u.test(text);

/** The address the request gives, with the words it takes; null when it gives none. */
export function readStreetAddress(tagged: TaggedText): { text: string; from: number; to: number } | null {
  const { words } = tagged;
  for (let from = 0; from < words.length - 2; from++) {
    if (!/^\d{1,4}[a-z]?$/i.test(words[from]!.text) || words[from]!.endsPhrase) continue;
    let street = from + 1;
    while (
      street <= from + MAX_NAME_WORDS &&
      street < words.length &&
      isCapitalised(words[street]!.text) &&
      !STREET_WORDS.test(words[street]!.text) &&
      !words[street]!.endsPhrase
    )
      street++;
    const end = words[street];
    if (!end || street === from + 1 || !STREET_WORDS.test(end.text) || !isCapitalised(end.text)) continue;
    // ", Hebden Bridge": the town after a comma belongs to the address.
    let to = street;
    if (end.endsPhrase && /^\s*,/.test(tagged.text.slice(end.end, words[street + 1]?.start))) {
      let town = street + 1;
      while (
        town < words.length &&
        isCapitalised(words[town]!.text) &&
        has(words[town], 'Noun') &&
        (town === street + 1 || !words[town - 1]!.endsPhrase)
      )
        town++;
      if (town > street + 1) to = town - 1;
    }
    if (!words.slice(from, to + 1).every((_, offset) => tagged.free(from + offset))) continue;
    tagged.use(from, to);
    return { text: tagged.slice(from, to), from, to };
  }
  return null;
}
