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
