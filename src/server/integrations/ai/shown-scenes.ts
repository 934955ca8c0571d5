/**
 * "caption for a 30 second video of our barista making latte art", "a reel showing our piano teacher Marta giving
 * lessons to kids": a picture or a clip that shows someone doing something. Whoever is shown is what the post is
 * about; what they do is told in a sentence of its own ("Here's our barista making latte art."), never folded
 * into the subject's name ("our barista making latte art deserves your attention", "#BaristaMakingLatteArt").
 */
import { BUSINESS_HEADS } from './business-heads';
import { isGroupWord } from './group-words';
import { isEventNoun } from './occasion-nouns';
import { has, isNoun, isPeople, type TaggedText, type Word } from './tagged-words';

/** "our team", "our students", "our head chef Tom": people, who can be somewhere. */
const isPeopleWord = (word: Word) =>
  isGroupWord(word.lower) || isPeople(word) || has(word, 'Actor') || has(word, 'Person');

export type ShownScene = {
  /* A deed shown with no one named ("roasting our beans") starts at its verb: `doer` and `from` are the same. */
  /** Where whoever is shown starts: "our barista". */
  doer: number;
  /** The words of the deed, from its "-ing" verb to the end of its piece: "making latte art". */
  from: number;
  to: number;
  /** The scene as written, whoever is shown and what they do: "our barista making latte art". */
  text: string;
};

const VERBS_IN_ING = new Map<string, boolean>();
const MAX_KEPT_WORDS = 2000;

/**
 * The tagger often reads an "-ing" word after a noun as a noun ("our kids baking cookies"); put after "we are"
 * it shows whether the word is a verb at all ("baking" is, "ceiling" and "pudding" are not).
 */
export function isVerbInIng(tagged: TaggedText, lower: string): boolean {
  if (!/ing$/.test(lower)) return false;
  const known = VERBS_IN_ING.get(lower);
  if (known !== undefined) return known;
  const tags = tagged.nlp(`we are ${lower} it`).terms().json()[2]?.terms?.[0]?.tags as string[] | undefined;
  // The answer is the tagger's for the word alone, the same every time: kept, within a bound.
  if (VERBS_IN_ING.size >= MAX_KEPT_WORDS) VERBS_IN_ING.clear();
  VERBS_IN_ING.set(lower, !!tags?.includes('Gerund'));
  return VERBS_IN_ING.get(lower)!;
}

/**
 * The scene a shown picture or clip holds, when the words the frame leaves open on someone ("our barista") and
 * an "-ing" verb right after them, or on people and where they are ("our team at the charity 10k run"). The deed runs to the end of its piece, with its date ("last Saturday", "at
 * 4am": when it happened, nothing to save the date for); an offer is told by its own fact.
 */
export function readShownScene(tagged: TaggedText, isShown: boolean, dated: boolean[]): ShownScene | null {
  if (!isShown) return null;
  const { words } = tagged;
  let start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0) return null;
  // "behind the scenes at our bakery: shaping 300 croissants": where the scene is set, in a piece of its own,
  // comes before the deed shown; it stays for the venue.
  if (words[start]!.lower === 'at') {
    let end = start;
    while (end < words.length - 1 && !words[end]!.endsPhrase) end++;
    const next = words[end + 1];
    if (next && tagged.free(end + 1) && isVerbInIng(tagged, next.lower) && has(next, 'Verb')) start = end + 1;
  }
  // "a video of us icing 200 cupcakes": the poster at work, as a deed with no one named.
  if (/^(?:us|me)$/.test(words[start]!.lower) && !words[start]!.endsPhrase) start++;
  // "a video of roasting our Ethiopian beans": a deed with no one named shows the poster at work.
  if (isVerbInIng(tagged, words[start]!.lower) && has(words[start], 'Verb') && !words[start]!.endsPhrase) {
    let to = start;
    while (to + 1 < words.length && !words[to]!.endsPhrase && (tagged.free(to + 1) || dated[to + 1])) to++;
    return { doer: start, from: start, to, text: tagged.slice(start, to) };
  }
  // "our new puppy training class", "our dog grooming salon": an "-ing" word before an occasion or a business
  // names its kind; it is no deed shown.
  const namesKind = (at: number) =>
    has(words[at], 'Noun') &&
    !words[at]!.endsPhrase &&
    !!words[at + 1] &&
    (isEventNoun(words[at + 1]!.lower) || BUSINESS_HEADS.test(words[at + 1]!.lower));
  let verb = start;
  while (verb < words.length && tagged.free(verb) && !words[verb]!.endsPhrase) {
    const isDeed = isVerbInIng(tagged, words[verb]!.lower) && !namesKind(verb);
    if (verb > start && (isDeed || words[verb]!.lower === 'at')) break;
    verb++;
  }
  // "our mural at Brick Lane coming together": a thing "at" a place, then what it does; the place goes with it.
  if (words[verb]?.lower === 'at' && !isPeopleWord(words[verb - 1]!)) {
    let deed = verb + 1;
    while (
      deed < words.length &&
      tagged.free(deed) &&
      !words[deed - 1]!.endsPhrase &&
      !isVerbInIng(tagged, words[deed]!.lower)
    )
      deed++;
    if (deed < words.length && tagged.free(deed) && !words[deed - 1]!.endsPhrase && deed > verb + 1)
      verb = deed;
  }
  const doer = words[verb - 1];
  const isDoer = verb > start && isNoun(doer) && !has(doer, 'Pronoun') && !doer!.endsPhrase;
  if (!isDoer || !words[verb] || !tagged.free(verb)) return timelapseOf(tagged, start);
  // "a photo of our team at the charity 10k run": people shown "at" an occasion or a place are there.
  const isThere = words[verb]!.lower === 'at' && isPeopleWord(doer!) && !words[verb]!.endsPhrase;
  if (!isThere && !isVerbInIng(tagged, words[verb]!.lower)) return timelapseOf(tagged, start);
  let to = verb;
  while (to + 1 < words.length && !words[to]!.endsPhrase && (tagged.free(to + 1) || dated[to + 1])) to++;
  // "Our barista" opens the request but not the sentence: "Here's our barista…".
  const opener = words[start]!;
  const lead =
    has(opener, 'Determiner') || has(opener, 'Possessive') ? opener.text.toLowerCase() : opener.text;
  const people = `${lead}${verb - 1 > start ? ` ${tagged.slice(start + 1, verb - 1)}` : ''}`;
  return { doer: start, from: verb, to, text: `${people} ${tagged.slice(verb, to)}` };
}

/**
 * "a timelapse of our mural at Brick Lane": a timelapse shows the thing coming together, though the request names
 * no deed; read as goods, the mural was something to "check out".
 */
function timelapseOf(tagged: TaggedText, start: number): ShownScene | null {
  const { words } = tagged;
  if (words[start - 1]?.lower !== 'of' || !/^time-?lapse$/.test(words[start - 2]?.lower ?? '')) return null;
  let to = start;
  while (to + 1 < words.length && !words[to]!.endsPhrase && tagged.free(to + 1)) to++;
  if (!isNoun(words[to]) && !has(words[to], 'ProperNoun')) return null;
  const opener = words[start]!;
  const lead =
    has(opener, 'Determiner') || has(opener, 'Possessive') ? opener.text.toLowerCase() : opener.text;
  const rest = to > start ? ` ${tagged.slice(start + 1, to)}` : '';
  return { doer: start, from: start, to, text: `${lead}${rest} coming together` };
}

/**
 * "TikTok caption for a day in the life of a florist": a day in someone's life is a format of clip, as a look
 * behind the scenes is; whoever it follows is the subject, and the format opens the caption ("Here's a day in
 * the life of a florist."), never a place called "the life". The poster may own the day ("our day in the life as
 * a small candle business owner", "day in my life as a florist") or set it somewhere ("a day in the life at our
 * bakery"); it is still the format, followed "of" whoever lives it.
 */
export function readDayInTheLife(tagged: TaggedText, dated: boolean[] = []): ShownScene | null {
  const { words } = tagged;
  const start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0) return null;
  const lead = /^(?:a|our|my)$/.test(words[start]!.lower) ? 1 : 0;
  const says = (at: number, pattern: RegExp) =>
    pattern.test(words[at]?.lower ?? '') && !words[at]!.endsPhrase;
  // "a day-in-the-life video at my flower farm": the format written as one word may name its clip.
  const clip = says(start + lead + 4, /^(?:video|clip|reel|vlog)$/) ? 1 : 0;
  const matches =
    says(start + lead, /^day$/) &&
    says(start + lead + 1, /^in$/) &&
    says(start + lead + 2, /^(?:the|my|our)$/) &&
    says(start + lead + 3, /^life$/) &&
    says(start + lead + clip + 4, /^(?:of|as|at|in)$/);
  const link = words[start + lead + clip + 4]?.lower ?? '';
  const doer = start + lead + clip + 5;
  if (!matches || !words[doer] || !tagged.free(doer)) return null;
  // "a day in the life of a florist on Valentine's Day": the day followed is that date, which goes with it and
  // is no date readers mark; "of a nurse on night shift": a word the tagger took for a date ("night") is part of
  // who is followed.
  let to = doer;
  while (to + 1 < words.length && !words[to]!.endsPhrase && (tagged.free(to + 1) || dated[to + 1])) to++;
  const holdsDate = words.slice(doer, to + 1).some((_, offset) => dated[doer + offset]);
  // "at our bakery": where the day is lived is said as the request says it.
  const joined = /^(?:at|in)$/.test(link) ? link : 'of';
  const text = `a day in the life ${joined} ${tagged.slice(doer, to)}`;
  return { doer, from: start, to: holdsDate ? to : doer - 1, text };
}

/**
 * "POV: you finally found a barber who gets your fade right": a point-of-view clip speaks to the viewer in its own
 * line, which opens the caption as written; whoever it names ("a barber") is the subject.
 */
export function readPointOfView(tagged: TaggedText): ShownScene | null {
  const { words } = tagged;
  const start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0 || words[start]!.lower !== 'pov' || start === words.length - 1) return null;
  let to = start + 1;
  while (to + 1 < words.length && !words[to]!.endsPhrase && tagged.free(to + 1)) to++;
  const named = words.findIndex(
    (word, index) => index > start && index <= to && /^(?:a|an|the|our|my|your)$/.test(word.lower),
  );
  if (named < 0) return null;
  tagged.use(start);
  return { doer: named, from: start + 1, to, text: `POV: ${tagged.slice(start + 1, to)}` };
}
