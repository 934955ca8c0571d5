/**
 * A request's piece (the words up to the next comma, colon or stop) said as a sentence of its own: a command,
 * a greeting or a question the request opens on is posted as written, with its first letter capitalised and its
 * own mark at the end.
 */
import type { TaggedText } from './tagged-words';

/** Where the piece holding the word at `from` ends. */
export function pieceEnd(tagged: TaggedText, from: number): number {
  const { words } = tagged;
  let end = from;
  while (end < words.length - 1 && !words[end]!.endsPhrase) end++;
  return end;
}

/** `text` as a sentence ending in `mark`, whatever marks it ended in. */
export function asSentence(text: string, mark: '.' | '!' | '?'): string {
  const bare = text.replace(/[\s,;:.!?]+$/u, '');
  return `${bare.charAt(0).toUpperCase()}${bare.slice(1)}${mark}`;
}

/** The pieces from `from` on whose words are all free, each as the span of its words. */
export function freePiecesFrom(tagged: TaggedText, from: number): { from: number; to: number }[] {
  const pieces: { from: number; to: number }[] = [];
  for (let start = from; start < tagged.words.length; start = pieceEnd(tagged, start) + 1) {
    const to = pieceEnd(tagged, start);
    const isFree = tagged.words.slice(start, to + 1).every((_, offset) => tagged.free(start + offset));
    if (isFree) pieces.push({ from: start, to });
  }
  return pieces;
}

/**
 * The free pieces from `from` on, each said as a sentence in its own words. A piece ending in a colon heads the
 * list after it ("from left: Anna, Tom and Priya"), which is one sentence with it.
 */
export function linesFrom(tagged: TaggedText, from: number): string[] {
  const { words, text } = tagged;
  const gapAfter = (at: number) => text.slice(words[at]!.end, words[at + 1]?.start ?? text.length).trim();
  const lines: string[] = [];
  let heading = '';
  let listed: string[] = [];
  for (const piece of freePiecesFrom(tagged, from)) {
    const said = tagged.slice(piece.from, piece.to);
    if (heading) {
      listed.push(said);
      if (gapAfter(piece.to) === ',' && piece.to + 1 < words.length) continue;
      lines.push(asSentence(`${heading}: ${listed.join(', ')}`, '.'));
      heading = '';
      listed = [];
    } else if (gapAfter(piece.to) === ':' && piece.to + 1 < words.length) {
      heading = said;
    } else {
      lines.push(asSentence(said, '.'));
    }
  }
  if (heading) lines.push(asSentence(listed.length ? `${heading}: ${listed.join(', ')}` : heading, '.'));
  return lines;
}
