/**
 * "Happy Halloween from all of us at Pumpkin Patch Cafe!", "Merry Christmas to our customers": a request that
 * opens on a greeting is the greeting, said as written; read as a thing it would make "Happy" the subject.
 */
import { asSentence, pieceEnd } from './piece-sentences';
import { has, type TaggedText } from './tagged-words';

const GREETING_WORDS = /^(?:happy|merry)$/;
/** Occasions greeted that the tagger does not mark as holidays: "Happy Friday", "happy holidays". */
const GREETED =
  /^(?:birthday|anniversary|holidays|weekend|friday|monday|new|easter|diwali|eid|hanukkah|thanksgiving|pride)$/;

export type Greeting = {
  /** As a sentence ending in "!": "Happy Halloween from all of us at Pumpkin Patch Cafe!". */
  text: string;
  /** The greeting as a tag's words: "Happy Halloween". */
  tag: string;
};

/** The opening greeting, or null when the request's content opens on none. */
export function readGreeting(tagged: TaggedText): Greeting | null {
  const { words } = tagged;
  const at = words.findIndex((_, index) => tagged.free(index));
  const greeting = words[at];
  // "happy 5th birthday": an ordinal counts the occasion greeted.
  const counted = /^\d+(?:st|nd|rd|th)$/i.test(words[at + 1]?.text ?? '') && !words[at + 1]!.endsPhrase;
  const greeted = words[at + (counted ? 2 : 1)];
  if (!greeting || !greeted || greeting.endsPhrase || !GREETING_WORDS.test(greeting.lower)) return null;
  if (!has(greeted, 'Holiday') && !GREETED.test(greeted.lower)) return null;
  // "Happy New Year", "Merry Christmas": the holiday's words, as far as they go.
  let named = at + (counted ? 2 : 1);
  while (!words[named]!.endsPhrase && has(words[named + 1], 'Holiday')) named++;
  // The count stays out of the tag: #HappyBirthday.
  const greetedWords = counted
    ? `${words[at]!.text} ${tagged.slice(at + 2, named)}`
    : tagged.slice(at, named);
  const tag = greetedWords.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
  return { text: asSentence(tagged.slice(at, pieceEnd(tagged, at + 1)), '!'), tag };
}
