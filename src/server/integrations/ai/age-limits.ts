/**
 * "kids under 12", "adults over 65", "children aged 5": an age after people says which of them, so it stays
 * with them; "free for kids" alone would promise more than the request does.
 */
import { isPeople, type TaggedText, type Word } from './tagged-words';

const AGE_LINKS = /^(?:under|over|aged|ages?)$/;

/** Where the people ending at `to` end once an age limit after them is counted in. */
export function withAgeLimit(words: Word[], to: number): number {
  const link = words[to + 1];
  const age = words[to + 2];
  if (words[to]!.endsPhrase || !link || !AGE_LINKS.test(link.lower) || link.endsPhrase) return to;
  return age && /^\d+(?:[-–]\d+)?$/.test(age.text) ? to + 2 : to;
}

const AGE_WORDS = /^(?:ages?|aged)$/;

/**
 * "our football camp for ages 6-12", "…, ages 5-10", "age 4+": an age range standing on its own says whom the
 * thing is for, told as "For ages 6-12."; read as words, "ages" became a verb ("It ages 5-10.") or a hashtag.
 * An age right after people ("kids aged 8-12") stays with them instead.
 */
export function readAgeRange(tagged: TaggedText): { text: string; from: number; to: number } | null {
  const { words, text } = tagged;
  for (let at = 0; at < words.length - 1; at++) {
    const word = words[at]!;
    if (!AGE_WORDS.test(word.lower) || word.endsPhrase || !tagged.free(at)) continue;
    const before = words[at - 1];
    if (before && !before.endsPhrase && isPeople(before)) continue;
    // "…, free taster classes for ages 4 and up": an age range after a thing that a piece of its own names says
    // whom that thing is for, and is told with it; the request's first piece is its subject's.
    const thing = words[at - 2];
    let pieceStart = at - 1;
    while (pieceStart > 0 && !words[pieceStart - 1]!.endsPhrase) pieceStart--;
    const isOwnPiece = pieceStart > 0 && !/^(?:our|my|the|a|an)$/.test(words[pieceStart]!.lower);
    if (
      before?.lower === 'for' &&
      !before.endsPhrase &&
      thing &&
      !thing.endsPhrase &&
      thing.tags.has('Noun') &&
      isOwnPiece
    )
      continue;
    const first = words[at + 1]!;
    if (!/^\d{1,2}(?:[-–]\d{1,2})?$/.test(first.text)) continue;
    const isSpelled =
      !first.endsPhrase && words[at + 2]?.lower === 'to' && /^\d{1,2}$/.test(words[at + 3]?.text ?? '');
    let to = isSpelled ? at + 3 : at + 1;
    // "ages 4 and up", "ages 12 and over": the open end of the range stays with it.
    const isOpenEnded =
      !words[to]!.endsPhrase &&
      words[to + 1]?.lower === 'and' &&
      /^(?:up|over|above|older)$/.test(words[to + 2]?.lower ?? '');
    if (isOpenEnded) to += 2;
    const plus = text.slice(words[to]!.end).startsWith('+') ? '+' : '';
    const from = before?.lower === 'for' && !before.endsPhrase ? at - 1 : at;
    if (!words.slice(from, to + 1).every((_, offset) => tagged.free(from + offset))) continue;
    tagged.use(from, to);
    return { text: `For ages ${tagged.slice(at + 1, to)}${plus}.`, from, to };
  }
  return null;
}
