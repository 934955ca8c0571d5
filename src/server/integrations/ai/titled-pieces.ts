/**
 * "new blog post - how to price your freelance design work": a piece of writing or video named with its title is
 * published under that title, and the title is what readers click for. Told apart, the piece was launched like
 * goods ("Introducing the new blog post.") and its title stood as a line of its own.
 */
import type { RequestReading } from './request-reading-types';

const PIECES =
  /\b(?:blog post|blog|post|article|newsletter|episode|video|essay|issue|guide|thread|vlog|youtube video|case study|report|white paper|whitepaper|ebook|e-book)$/i;
const RELEASED = /\b(?:is|are) (?:now )?(?:out|live|up)(?: now)?\.$/i;
/** Titles as people write them: "How to…", "Why…", "5 mistakes…". */
const TITLE =
  /^(?:How (?:to|we|I)|Why|What|When|Where|Which|The (?:\w+ )?(?:guide|truth|secret)|\d+ (?:\w+ )?(?:ways|things|tips|lessons|mistakes|reasons|steps|ideas|questions|habits|tools|books|places))\b[^.!?]*\??\.?$/;

/** The reading of a piece published under its title; null when the request gives none. */
export function asTitledPiece(reading: RequestReading, description: string): RequestReading | null {
  const { subject } = reading;
  if (!subject || !PIECES.test(subject.text) || reading.statement) return null;
  // "our latest newsletter is out, 5 lessons from…": the piece's being out is said by the title's hook.
  const isOut = !!reading.state && reading.notes[0] === reading.state && RELEASED.test(reading.state);
  const at = isOut ? 1 : 0;
  if (!TITLE.test(reading.notes[at] ?? '')) return null;
  const title = reading.notes[at]!.replace(/\.$/, '');
  // "new blog post": a new piece no one is said to own is the poster's.
  const determiner = subject.determiner === 'the' && reading.isNew ? 'our' : subject.determiner;
  const age = new RegExp(`\\b(new|latest|newest)\\s+${subject.text}`, 'i')
    .exec(description)?.[1]
    ?.toLowerCase();
  return {
    ...reading,
    kind: 'general',
    subject: { ...subject, text: age ? `${age} ${subject.text}` : subject.text, determiner },
    isNew: false,
    state: isOut ? '' : reading.state,
    pieceTitle: title,
    notes: reading.notes.slice(at + 1),
  };
}

/**
 * "new blog post: 7 ways to reduce food waste at home": a title set off after a piece by a colon or a dash, split
 * from the rest of the request ("new blog post, link in bio"), which is read without it. Read with it, the
 * title's words became a subject, a venue and notes of their own ("7 ways", "Available at home").
 */
export function splitPieceTitle(description: string): { rest: string; title: string } | null {
  const match = TITLED.exec(description);
  if (!match) return null;
  const title = match[2]!.trim();
  const capitalised = `${title.charAt(0).toUpperCase()}${title.slice(1)}`;
  if (!TITLE.test(capitalised)) return null;
  const rest = `${description.slice(0, match.index)}${match[1]}${description.slice(match.index + match[0].length)}`;
  return { rest, title: capitalised };
}

/** A piece a title follows: "new blog post: …", "our latest video - …". */
const TITLED =
  /\b((?:new|latest|newest|our|my)\s+(?:[\p{L}-]+\s+)?(?:blog post|post|article|newsletter|episode|video|essay|guide|vlog|case study|report|ebook|e-book))(?:\s*(?::|\s[-–—])\s*["“]?|\s+["“])([^",”]+?)["”]?(?=,\s|\.?$)/iu;

/** The reading of the request without its title (`splitPieceTitle`), told as the piece published under it. */
export function withPieceTitle(
  reading: RequestReading,
  title: string,
  titleTags: string[],
): RequestReading | null {
  const { subject } = reading;
  if (!subject || !PIECES.test(subject.text)) return null;
  const age = /^(new|latest|newest)\s+/i.exec(subject.text) ? '' : reading.isNew ? 'new ' : '';
  const determiner = subject.determiner === 'the' || !subject.determiner ? 'our' : subject.determiner;
  return {
    ...reading,
    kind: 'general',
    subject: { ...subject, text: `${age}${subject.text}`, determiner },
    isNew: false,
    pieceTitle: title,
    tagPhrases: [...reading.tagPhrases, ...titleTags],
  };
}
