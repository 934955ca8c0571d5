/**
 * "Our barbershop reopens on Monday.", "Here are some photos from our summer fete.", "Congratulations to Sarah Lee
 * and Tom Park, the winners of our photo competition!": news a request tells without a clause of news of its own is
 * still said as a sentence, with the subject named in it as every line of a post names it.
 */
import { sentenceOf } from './request-facts';
import { isEventNoun } from './occasion-nouns';
import type { Comeback } from './comebacks';
import type { Intent } from './request-frame';
import { has, wordSet, nounPhrases, type TaggedText, type Phrase } from './tagged-words';
import { headOf, subjectOf, coreOf } from './noun-cores';
import type { Subject, RequestReading } from './request-reading-types';

/**
 * "we're back from Monday with fresh sourdough" as "Our bakery Flour & Fig is back from Monday with fresh
 * sourdough.", "our barbershop reopening on Monday" as "Our barbershop reopens on Monday.": the business it is
 * about says it, so the sentence names the subject as every line of a post does.
 */
export function comebackStatement(tagged: TaggedText, comeback: Comeback, subject: Subject | null) {
  const { from, word, to, reopens, isPresence } = comeback;
  if (!subject) return sentenceOf(tagged.slice(from, to));
  const named = subject.determiner ? `${subject.determiner} ${subject.text}` : subject.text;
  const be = subject.plural ? 'are' : 'is';
  const verb = reopens ? (subject.plural ? 'reopen' : 'reopens') : isPresence ? be : `${be} back`;
  const rest = word < to ? ` ${tagged.slice(word + 1, to)}` : '';
  return sentenceOf(`${named} ${verb}${rest}`);
}

/** Words for pictures a post shares: "photos", "highlights". */
const PICTURES = wordSet('photos pictures pics snaps images highlights');

/**
 * "sharing photos from our summer fete at St Mary's school": pictures "from" an occasion are the occasion's, and
 * the post is about it, done; it shares them, in the request's words ("Here are some photos from our summer fete
 * at St Mary's school."), and launches nothing.
 */
export function shownOccasion(
  tagged: TaggedText,
  pictures: Phrase | undefined,
  reading: RequestReading,
): Pick<RequestReading, 'kind' | 'subject' | 'statement' | 'venue' | 'isNew'> | null {
  const { words } = tagged;
  if (!pictures || reading.statement || !PICTURES.has(words[pictures.to]!.lower)) return null;
  if (words[pictures.to]!.endsPhrase || words[pictures.to + 1]?.lower !== 'from') return null;
  const occasion = nounPhrases(words, tagged.text, () => true).find(
    (phrase) => phrase.from === pictures.to + 2,
  );
  if (!occasion || !isEventNoun(headOf(tagged, occasion))) return null;
  const venue = reading.venue ? ` ${reading.venueLink} ${reading.venue}` : '';
  return {
    kind: 'news',
    subject: subjectOf(tagged, coreOf(tagged, occasion)),
    statement: sentenceOf(`Here are some ${tagged.slice(pictures.from, occasion.to)}${venue}`),
    venue: '',
    isNew: false,
  };
}

/**
 * "celebrating our team's win at the National Retail Awards for best customer service": a celebrated thing with
 * no clause of news of its own is told as the request puts it, with where and for what, as a sentence.
 */
export function celebratedStatement(
  tagged: TaggedText,
  intents: Set<Intent>,
  isToldAlready: boolean,
  subject: Phrase | undefined,
  honourees: { names: string; groupTo: number } | null,
): string {
  if (isToldAlready || !intents.has('news') || !subject) return '';
  const { words } = tagged;
  const verb = words[subject.from - 1]?.lower;
  // "congratulating the winners of our photo competition, Sarah Lee and Tom Park": the people are named first,
  // then what they are.
  if (honourees && honourees.groupTo === subject.to) {
    const group = tagged.slice(subject.from, subject.to);
    return verb === 'congratulating'
      ? `Congratulations to ${honourees.names}, ${group}!`
      : sentenceOf(`We're celebrating ${honourees.names}, ${group}`);
  }
  let to = subject.to;
  while (to + 1 < words.length && !words[to]!.endsPhrase) to++;
  if (to === subject.to) return '';
  // "welcoming Dr. Priya Shah to the team", "congratulating our client GreenGrid on their Series B": the
  // request's own verb says what is done.
  const told = tagged.slice(subject.from, to);
  // "celebrating our intern Sam who just landed a full-time role": someone celebrated for what they did is
  // congratulated on it.
  const isPersonsDeed =
    words.slice(subject.from, subject.to + 1).some((word) => has(word, 'Person')) &&
    words[subject.to + 1]?.lower === 'who' &&
    !words[subject.to]!.endsPhrase;
  if (verb === 'celebrating' && isPersonsDeed)
    return `Congratulations to ${tagged.slice(subject.from, subject.to)}, ${tagged.slice(subject.to + 1, to)}!`;
  if (verb === 'congratulating') return `Congratulations to ${told}!`;
  return sentenceOf(`We're ${verb === 'welcoming' ? 'welcoming' : 'celebrating'} ${told}`);
}

/**
 * "our school bake sale last Saturday, which raised £450 for the library": a note led by "which" or "that" and a
 * verb in the past tells what the subject did; it is news of the subject, said with the subject in its place
 * ("Our school bake sale raised £450 for the library."), never as a sentence of its own that opens on "Which".
 */
export function toldOfSubject(reading: RequestReading): { statement: string; notes: string[] } | null {
  const { subject } = reading;
  if (!subject || reading.statement || reading.kind === 'call' || reading.kind === 'hiring') return null;
  // "our intern Sam, who just accepted a full-time offer": a person's "who" tells their deed as well.
  const at = reading.notes.findIndex((note) =>
    /^(?:which|that|who)\s+(?:(?:just|has|have|recently|finally)\s+)*(?:\p{L}+ed|got|won|made|ran|took|became|hit|sold|gave|began|went|built)\b/iu.test(
      note,
    ),
  );
  if (at < 0) return null;
  const named = subject.determiner ? `${subject.determiner} ${subject.text}` : subject.text;
  const deed = reading.notes[at]!.replace(/^\S+\s+/, '');
  return {
    statement: sentenceOf(`${named} ${deed}`),
    notes: reading.notes.filter((_, index) => index !== at),
  };
}

/**
 * "Bella, a 3 year old lurcher, needs a quiet home": what a named one needs or loves, left as a piece of its own
 * after the name was told, starts on its verb ("Needs a quiet home."); it is said of them by name.
 */
export function withNamedSubjectLed(reading: RequestReading): RequestReading {
  const { subject } = reading;
  if (!subject?.isPerson || subject.determiner) return reading;
  const notes = reading.notes.map((note) =>
    /^(?:Needs|Loves|Likes|Enjoys|Wants|Has|Gets along)\b/.test(note)
      ? `${subject.text} ${note.charAt(0).toLowerCase()}${note.slice(1)}`
      : note,
  );
  return notes.some((note, index) => note !== reading.notes[index]) ? { ...reading, notes } : reading;
}
