import type { PlaceName, TaggedText } from './tagged-words';

/** "in store", "in-store", "in our shops": the poster's own shops, as a place beside "online". */
const IN_SHOPS = /^(?:in[- ](?:stores?|shops?|our (?:stores?|shops?))|instore)$/;

/**
 * "40% off everything in store and online": the shops and the web together are where, told as written; "online"
 * alone would send every reader to the website.
 */
export function shopsAndOnline(tagged: TaggedText, online: number): PlaceName | null {
  const { words } = tagged;
  if (words[online]!.lower !== 'online') return null;
  const piece = (from: number, to: number) =>
    from >= 0 && to < words.length && words.slice(from, to + 1).every((_, at) => tagged.free(from + at))
      ? tagged.slice(from, to).toLowerCase()
      : '';
  const isJoin = (at: number) => /^(?:and|or|&)$/.test(words[at]?.lower ?? '');
  for (const length of [1, 2, 3]) {
    // "in store and online"
    const before = online - 1 - length;
    if (isJoin(online - 1) && !words[online - 2]?.endsPhrase && IN_SHOPS.test(piece(before, online - 2)))
      return { from: before, to: online, text: tagged.slice(before, online) };
    // "online and in store"
    const after = online + 1 + length;
    if (isJoin(online + 1) && !words[online]!.endsPhrase && IN_SHOPS.test(piece(online + 2, after)))
      return { from: online, to: after, text: tagged.slice(online, after) };
  }
  return null;
}
