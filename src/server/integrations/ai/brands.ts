/**
 * "our agency Brightside", "Northwind Labs", "The Fox & Hound": the business behind a post is a name set beside the
 * noun that says what it is, or an organisation written with capitals, taken whole so no name is cut into a lone
 * word. It tags the post and owns its news ("Brightside's Webby award"); the name a thing is called ("a scent
 * called Frosted Pine") is the thing's, and no maker's.
 */
import { isPlatformWord } from './platform-words';
import { has, type TaggedText, type Word, type Phrase } from './tagged-words';
import { appositionName } from './noun-cores';

/** True when the word is in a capitalised name right after "called" or "named". */
function isCalledName(words: Word[], index: number): boolean {
  let at = index;
  while (at > 0 && /^\p{Lu}/u.test(words[at - 1]!.text) && !words[at - 1]!.endsPhrase) at--;
  return /^(?:called|named)$/.test(words[at - 1]?.lower ?? '');
}

/** The business or name behind the post: "our agency Brightside", or an organisation written with capitals. */
export function readBrand(tagged: TaggedText, phrases: Phrase[]): string {
  for (const phrase of phrases) {
    const name = appositionName(tagged, phrase);
    if (name) return name.text;
  }
  const { words } = tagged;
  const at = words.findIndex(
    (word, index) =>
      tagged.free(index) &&
      has(word, 'Organization') &&
      /^\p{Lu}/u.test(word.text) &&
      !isPlatformWord(word) &&
      // "a Christmas scent called Frosted Pine": the name a thing is called is the thing's, no maker's.
      !isCalledName(words, index),
  );
  if (at < 0) return '';
  // "Northwind Labs", "Point Nine Capital": the name runs on over the capitalised words that follow it, and
  // over an "&" between two of them ("The Fox & Hound"), so a name is never cut into a lone word of its own.
  const isCapitalised = (index: number) =>
    has(words[index], 'ProperNoun') && /^\p{Lu}/u.test(words[index]!.text) && !has(words[index], 'Date');
  let to = at;
  while (!words[to]!.endsPhrase && !/['’]s$/.test(words[to]!.text)) {
    if (isCapitalised(to + 1)) to++;
    else if (words[to + 1]?.lower === '&' && !words[to + 1]!.endsPhrase && isCapitalised(to + 2)) to += 2;
    else break;
  }
  return tagged.slice(at, to).replace(/['’]s$/, '');
}
