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
  return readWish(tagged) ?? readOpeningGreeting(tagged) ?? readCelebratedHoliday(tagged);
}

/**
 * "celebrating International Women's Day with a spotlight on our engineering team": a holiday the post celebrates
 * is greeted ("Happy International Women's Day!"), and how the poster marks it follows; read for a subject, the
 * holiday was a date to mark in a calendar.
 */
function readCelebratedHoliday(tagged: TaggedText): Greeting | null {
  const { words } = tagged;
  const at = words.findIndex((word) => /^(?:celebrating|celebrate|marking)$/.test(word.lower));
  if (at < 0 || words[at]!.endsPhrase) return null;
  // "International Coffee Day", "National Pizza Day": capitalised words ending in "Day" or "Week" name a day
  // kept the world over, though the tagger knows no such holiday.
  let named = at + 1;
  while (
    !words[named]?.endsPhrase &&
    /^\p{Lu}/u.test(words[named + 1]?.text ?? '') &&
    !has(words[named], 'Holiday')
  )
    named++;
  const isNamedDay =
    named > at + 1 &&
    /^(?:Day|Week|Month)$/.test(words[named]?.text ?? '') &&
    /^\p{Lu}/u.test(words[at + 1]!.text);
  if (!isNamedDay) {
    if (!has(words[at + 1], 'Holiday')) return null;
    named = at + 1;
    while (!words[named]!.endsPhrase && has(words[named + 1], 'Holiday')) named++;
  }
  if (!words.slice(at + 1, named + 1).every((_, offset) => tagged.free(at + 1 + offset))) return null;
  const holiday = titled(tagged.slice(at + 1, named));
  // "… with a spotlight on our engineering team": how the day is marked is said after the greeting.
  const how =
    !words[named]!.endsPhrase && words[named + 1]?.lower === 'with'
      ? tagged.slice(named + 2, pieceEnd(tagged, named + 2))
      : '';
  tagged.use(at, how ? pieceEnd(tagged, named + 2) : named);
  return {
    text: `Happy ${holiday}!${how ? ` We're marking it with ${how}.` : ''}`,
    tag: holiday,
  };
}

/**
 * "wishing our customers a happy new year and sharing our holiday opening hours": a greeting the post is asked
 * to wish people is said to them ("Happy New Year to our customers!"); what it shares besides is said after.
 */
function readWish(tagged: TaggedText): Greeting | null {
  const { words } = tagged;
  const start = words.findIndex(
    (_, index) => tagged.free(index) || /^(?:wishing|wish)$/.test(words[index]!.lower),
  );
  if (!/^(?:wishing|wish)$/.test(words[start]?.lower ?? '') || words[start]!.endsPhrase) return null;
  const people = /^(?:everyone|everybody|you)$/.test(words[start + 1]?.lower ?? '')
    ? { from: start + 1, to: start + 1 }
    : tagged.phraseFrom(start + 1);
  if (!people || words[people.to]!.endsPhrase) return null;
  let at = people.to + 1;
  if (/^(?:a|an)$/.test(words[at]?.lower ?? '')) at++;
  const greeting = greetingAt(tagged, at);
  if (!greeting) return null;
  const said = titled(tagged.slice(at, greeting.named));
  let end = greeting.named;
  // "… from the team at Rosie Bakes": who wishes it stays with the greeting.
  // Its words stay free, to be tagged (#RosieBakes).
  let from = '';
  if (!words[end]!.endsPhrase && words[end + 1]?.lower === 'from')
    from = ` ${tagged.slice(end + 1, pieceEnd(tagged, end + 1))}`;
  let shared = '';
  // "… and sharing our holiday opening hours": what else the post gives is said as given.
  if (
    !words[end]!.endsPhrase &&
    words[end + 1]?.lower === 'and' &&
    /^(?:sharing|share|posting|announcing)$/.test(words[end + 2]?.lower ?? '')
  ) {
    const to = pieceEnd(tagged, end + 3);
    shared = ` Here ${has(words[to], 'Plural') ? 'are' : 'is'} ${tagged.slice(end + 3, to)}.`;
    end = to;
  }
  tagged.use(start, end);
  return { text: `${said} to ${tagged.slice(people.from, people.to)}${from}!${shared}`, tag: said };
}

/** "happy new year" as "Happy New Year". */
const titled = (text: string) =>
  text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/** Where the greeted occasion's words end, for a greeting word at `at`; null when none starts there. */
function greetingAt(tagged: TaggedText, at: number): { named: number; counted: boolean } | null {
  const { words } = tagged;
  const greeting = words[at];
  // "happy 5th birthday": an ordinal counts the occasion greeted.
  const counted = /^\d+(?:st|nd|rd|th)$/i.test(words[at + 1]?.text ?? '') && !words[at + 1]!.endsPhrase;
  const greeted = words[at + (counted ? 2 : 1)];
  if (!greeting || !greeted || greeting.endsPhrase || !GREETING_WORDS.test(greeting.lower)) return null;
  if (!has(greeted, 'Holiday') && !GREETED.test(greeted.lower)) return null;
  // "Happy New Year", "Merry Christmas": the holiday's words, as far as they go.
  let named = at + (counted ? 2 : 1);
  while (!words[named]!.endsPhrase && has(words[named + 1], 'Holiday')) named++;
  // "happy new year" written in lower case is no holiday to the tagger, but still the New Year.
  if (words[named]!.lower === 'new' && words[named + 1]?.lower === 'year' && !words[named]!.endsPhrase)
    named++;
  return { named, counted };
}

function readOpeningGreeting(tagged: TaggedText): Greeting | null {
  const { words } = tagged;
  const at = words.findIndex((_, index) => tagged.free(index));
  const found = greetingAt(tagged, at);
  if (!found) return null;
  const { named, counted } = found;
  // The count stays out of the tag: #HappyBirthday.
  const greetedWords = counted
    ? `${words[at]!.text} ${tagged.slice(at + 2, named)}`
    : tagged.slice(at, named);
  const tag = greetedWords.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
  return { text: asSentence(tagged.slice(at, pieceEnd(tagged, at + 1)), '!'), tag };
}
