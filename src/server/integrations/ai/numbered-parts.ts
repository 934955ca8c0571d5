import { NUMBERED_PARTS, type TaggedText } from './tagged-words';

/**
 * "version 2.0 of our invoicing app": a numbered part and what it is "of" are one thing. Where it ends, from the
 * phrase's last word at `end` (the part's word or its number); -1 when no number follows the part.
 */
export function numberedPartEnd(tagged: TaggedText, end: number): number {
  const { words } = tagged;
  // The phrase may end on the part's word or on its number.
  const head = NUMBERED_PARTS.has(words[end]!.lower) ? end : end - 1;
  if (head < 0) return -1;
  const number = words[head + 1];
  if (!NUMBERED_PARTS.has(words[head]!.lower) || words[head]!.endsPhrase) return -1;
  if (!number || !/^v?\d+(?:\.\d+)*$/i.test(number.text)) return -1;
  const whole =
    !number.endsPhrase && words[head + 2]?.lower === 'of' ? tagged.phraseFrom(head + 3) : undefined;
  return whole ? whole.to : head + 1;
}
