/**
 * "we're looking for a part-time bookkeeper in Leeds": one person looked for by the job they would do is a hire,
 * told as a job post is ("We are hiring a part-time bookkeeper."). People looked for in the plural ("looking for
 * beta testers") are wanted as an audience instead, and "looking for a new home for our cat" names no job.
 */
import { has, type TaggedText } from './tagged-words';

const LOOKING = new Set(['looking', 'searching']);
/** Most words between the article and the job's noun: "a part-time senior bookkeeper". */
const MAX_ROLE_WORDS = 4;

/** Where the "for" before the role stands, with the words that ask for it marked used; -1 when there is none. */
export function readWantedRole(tagged: TaggedText): number {
  const { words } = tagged;
  const at = words.findIndex(
    (word, index) =>
      LOOKING.has(word.lower) &&
      tagged.free(index) &&
      words[index + 1]?.lower === 'for' &&
      /^(?:a|an)$/.test(words[index + 2]?.lower ?? '') &&
      !word.endsPhrase &&
      !words[index + 1]!.endsPhrase,
  );
  if (at < 0) return -1;
  for (let head = at + 3; head <= at + 2 + MAX_ROLE_WORDS && head < words.length; head++) {
    const word = words[head]!;
    if (has(word, 'Actor') && has(word, 'Singular') && !has(word, 'Plural')) {
      // "we're looking for", "we are looking for": the asking is the frame.
      let from = at;
      while (
        from > 0 &&
        /^(?:we're|we|are|i'm|i|am)$/.test(words[from - 1]!.lower) &&
        !words[from - 1]!.endsPhrase
      )
        from--;
      tagged.use(from, at);
      return at + 1;
    }
    if (word.endsPhrase || !(has(word, 'Adjective') || has(word, 'Noun') || word.hyphenated)) return -1;
  }
  return -1;
}
