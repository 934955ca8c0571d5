/**
 * Three or more words joined by hyphens ("glow-in-the-dark", "mother-in-law") are one word, whatever the tagger
 * makes of each part.
 */
import { has, type Word } from './word-tags';

/**
 * "glow-in-the-dark", "state-of-the-art", "ready-to-wear": three or more words joined by hyphens are one word,
 * whatever the tagger makes of each part (a preposition, an article, a verb). Before a noun the chain describes
 * it; elsewhere it names a thing itself ("my mother-in-law"), so its last part is a noun.
 */
export function joinHyphenChains(words: Word[]) {
  for (let from = 0; from < words.length; from++) {
    let to = from;
    while (words[to]!.hyphenated && to + 1 < words.length) to++;
    if (to - from < 2) {
      from = to;
      continue;
    }
    const describes = !words[to]!.endsPhrase && has(words[to + 1], 'Noun') && !has(words[to + 1], 'Pronoun');
    for (let index = from; index <= to; index++) {
      words[index]!.tags = new Set(['Adjective', 'Hyphenated']);
    }
    if (!describes) words[to]!.tags = new Set(['Noun', 'Singular', 'Hyphenated']);
    from = to;
  }
}
