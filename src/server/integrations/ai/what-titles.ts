/**
 * "what $20 gets you at our Korean BBQ restaurant in LA", "what I eat in a day as a nurse": a clip or a post
 * titled by a "what" clause shows that clause. The caption opens on it as written ("Here's what $20 gets you…"),
 * and its tags come from the things it names; read for a subject, "our bakery looks like" would be a product.
 */
import { linesFrom, pieceEnd } from './piece-sentences';
import type { OpeningShape } from './opening-shapes';
import { has, type TaggedText } from './tagged-words';

/** The "what" clause the request's content opens on, or null (a question to readers is asked, not shown). */
export function readWhatTitle(tagged: TaggedText): OpeningShape | null {
  const { words, text } = tagged;
  if (text.includes('?')) return null;
  const start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0 || words[start]!.lower !== 'what' || words[start]!.endsPhrase) return null;
  const to = pieceEnd(tagged, start);
  const hasVerb = words.slice(start + 1, to + 1).some((word) => has(word, 'Verb') && !has(word, 'Gerund'));
  if (!hasVerb || to - start < 2) return null;
  return {
    kind: 'what',
    headline: tagged.slice(start, to),
    lines: linesFrom(tagged, to + 1),
    // "what I eat in a day" is a format with a tag of its own; the things the clause names tag it too.
    tags: /^what i eat in a day\b/i.test(tagged.slice(start, to)) ? ['WhatIEatInADay'] : [],
    from: start + 1,
    to,
  };
}
