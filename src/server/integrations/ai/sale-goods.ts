/**
 * "24 hour flash sale on all online courses, 40% off": what a sale is on is what its discount takes off, unless
 * "on" gives its day. The words are marked used; returns the goods as written, or an empty string.
 */
import { has, type Phrase, type TaggedText } from './tagged-words';

export function saleGoods(tagged: TaggedText, sale: Phrase): string {
  const { words } = tagged;
  const on = sale.to + 1;
  if (!/^sales?$/.test(words[sale.to]!.lower) || words[on]?.lower !== 'on' || words[sale.to]!.endsPhrase)
    return '';
  const all = /^(?:all|every|selected)$/.test(words[on + 1]?.lower ?? '') ? 1 : 0;
  const goods = tagged.phraseFrom(on + 1 + all);
  if (!goods || words.slice(on + 1, goods.to + 1).some((word) => has(word, 'Date'))) return '';
  if (!words.slice(on, goods.to + 1).every((_, offset) => tagged.free(on + offset))) return '';
  tagged.use(on, goods.to);
  return tagged.slice(on + 1, goods.to);
}
