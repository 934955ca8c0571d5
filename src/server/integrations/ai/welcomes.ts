/**
 * "walk-ins welcome every Saturday", "dogs welcome", "all ages welcome": a piece that says who is welcome is a
 * line of its own, told as written with its date. The people in it are never what the post is about: read as
 * the subject, "walk-ins" would be an event to come along to.
 */
import { asSentence, pieceEnd } from './piece-sentences';
import { has, isNoun, type TaggedText } from './tagged-words';

/** Words that only join the piece to the one before: ", and walk-ins welcome". */
const LINKS = /^(?:and|plus|also)$/;

/**
 * The first piece saying who is welcome, as a note with the words it takes and where the people end ("walk-ins"
 * tags the post); null when there is none.
 */
export function readWelcome(
  tagged: TaggedText,
): { text: string; from: number; to: number; who: number } | null {
  const { words } = tagged;
  for (let start = 0; start < words.length; start = pieceEnd(tagged, start) + 1) {
    const end = pieceEnd(tagged, start);
    let from = start;
    while (from < end && !tagged.free(from)) from++;
    if (LINKS.test(words[from]!.lower)) from++;
    // "cards and cash accepted": what is taken as payment is a line of its own too, and tags nothing.
    const welcome = words.findIndex(
      (word, at) => at > from && at <= end && /^(?:welcome|accepted)$/.test(word.lower),
    );
    const isAccepted = words[welcome]?.lower === 'accepted';
    if (welcome < 0 || !isNoun(words[welcome - 1]) || has(words[welcome - 1], 'ProperNoun')) continue;
    // Only people or a word for all of them before it, and only a date after it: "walk-ins welcome every
    // Saturday", not "welcome drinks" or "a warm welcome to…".
    const isWhoOnly = words
      .slice(from, welcome)
      .every(
        (word) =>
          isNoun(word) ||
          has(word, 'Adjective') ||
          has(word, 'Value') ||
          word.lower === 'all' ||
          (isAccepted && /^(?:and|&)$/.test(word.lower)),
      );
    const isDateAfter = words
      .slice(welcome + 1, end + 1)
      .every((word) => has(word, 'Date') || /^(?:on|every|at|from|until|all)$/.test(word.lower));
    const isFree = words.slice(from, end + 1).every((_, offset) => tagged.free(from + offset));
    const isPlural = has(words[welcome - 1], 'Plural') || isAccepted;
    if (!isWhoOnly || !isDateAfter || !isFree || !isPlural) continue;
    tagged.use(start, end);
    return {
      text: asSentence(tagged.slice(from, end), '.'),
      from,
      to: end,
      who: isAccepted ? from - 1 : welcome - 1,
    };
  }
  return null;
}
