/**
 * A people's word before a business ("our Mexican restaurant") describes the business; it is no part of an
 * organisation's name.
 */
import type { Lexicon } from './compromise-loader';
import { has, type Word } from './word-tags';

/**
 * "our Mexican restaurant": the tagger takes a people's word before a business for part of an organisation's
 * name, and its name was tagged apart (#Mexican). Its lexicon knows the word for a people's: it describes the
 * business, as it does before any noun.
 */
export function readDemonyms(words: Word[], lexicon: Lexicon) {
  for (const word of words) {
    if (has(word, 'Organization') && lexicon[word.lower] === 'Demonym')
      word.tags = new Set(['Noun', 'ProperNoun', 'Demonym']);
  }
}
