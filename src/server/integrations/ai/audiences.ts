/**
 * Who a post is for, and who it looks for: the people after "for" ("for busy moms"), the people invited or called
 * to do something ("calling for volunteers to help plant bulbs"), and the people a business wants ("our charity
 * shop needs volunteers", "volunteers needed every Sunday"), with what they are wanted for.
 */
import { withAgeLimit } from './age-limits';
import {
  has,
  isNoun,
  isPeople,
  isPossessivePronoun,
  wordSet,
  type Phrase,
  type TaggedText,
  type Word,
} from './tagged-words';

const AUDIENCE_LINKS = wordSet('for among to targeting');
const INVITING = wordSet('inviting invite calling');

/**
 * "women in tech", "founders in climate tech": a bare common noun after "in" names the people's field, which is
 * part of who they are. A name ("in Berlin"), a date or a noun with an article ("in the park") is where or when.
 */
export function fieldOf(tagged: TaggedText, people: number): Phrase | undefined {
  const { words } = tagged;
  if (words[people]!.endsPhrase || words[people + 1]?.lower !== 'in') return undefined;
  const field = tagged.phraseFrom(people + 2);
  const isBare = (word: Word) => isNoun(word) && !has(word, 'ProperNoun') && !has(word, 'Date');
  return field && words.slice(field.from, field.to + 1).every(isBare) ? field : undefined;
}

/** Who it is for: people after "for", "among" or "to" ("for busy moms"), or the people invited. */
export function readAudience(
  tagged: TaggedText,
  skipAfter: number,
): (Phrase & { isNeeded?: boolean }) | undefined {
  const { words } = tagged;
  for (const phrase of tagged.phrases()) {
    const link = words[phrase.from - 1]?.lower ?? '';
    const isInvited = INVITING.has(link);
    // "volunteers needed every Sunday": people said to be needed, with no task, are wanted.
    const isNeededAfter =
      /^(?:needed|wanted)$/.test(words[phrase.to + 1]?.lower ?? '') && !words[phrase.to]!.endsPhrase;
    if (
      !isPeople(words[phrase.to]) ||
      !(AUDIENCE_LINKS.has(link) || isInvited || NEEDING.has(link) || isNeededAfter)
    )
      continue;
    if (isNeededAfter) {
      tagged.use(phrase.from, phrase.to + 1);
      return { from: phrase.from, to: phrase.to, text: tagged.slice(phrase.from, phrase.to), isNeeded: true };
    }
    // "from 2 to 20 people": a count's range ends at people counted, who are no one the post is for.
    if (link === 'to' && has(words[phrase.from - 2], 'Value') && has(words[phrase.from], 'Value')) continue;
    // "a thank you to our customers": whom thanks go to is part of the thanks.
    if (words[phrase.from - 2]?.lower === 'you' && words[phrase.from - 3]?.lower === 'thank') continue;
    // "hiring senior engineers": the people hired are the subject, not the audience.
    if (phrase.from - 1 === skipAfter) continue;
    // "prizes for the winners": whom a prize goes to is no group the post is written for.
    if (
      link === 'for' &&
      /^(?:prizes?|awards?|medals?|trophies|trophy|certificates?)$/.test(words[phrase.from - 2]?.lower ?? '')
    )
      continue;
    // "rolling out to all users": all of them get it; they are no group the post is written for.
    if (link === 'to' && words[phrase.from]!.lower === 'all' && words[phrase.from - 2]?.lower === 'out')
      continue;
    let from = phrase.from;
    while (from < phrase.to && (has(words[from], 'Determiner') || words[from]!.lower === 'all')) from++;
    const to = fieldOf(tagged, phrase.to)?.to ?? phrase.to;
    tagged.use(phrase.from - (isInvited ? 0 : 1), withAgeLimit(words, to));
    return { from, to, text: tagged.slice(phrase.from, to) };
  }
  return undefined;
}

/** Verbs that ask people to come and do something: "calling for volunteers to…", "looking for helpers to…". */
const CALLING = wordSet('calling inviting invite asking looking need needs needed seeking recruiting wanted');

export type Call = { audience: Phrase; from: number; to: number };
/** Verbs before "for" that look for people: "looking for beta testers", "searching for models". */
export const WANTING = wordSet('looking searching hunting asking calling');
/** "our charity shop needs volunteers": verbs that want people without a "for". */
export const NEEDING = wordSet('needs need seeks seeking wants');

/**
 * A call for people to do something: "calling for volunteers to help clean up Riverside Park", "inviting
 * neighbours to plant bulbs along Elm Street". What they are asked to do (from its verb to the end of the piece,
 * short of a date) is what the post is about; the people are its audience.
 */
export function readCall(tagged: TaggedText): Call | null {
  const { words } = tagged;
  for (const audience of tagged.phrases()) {
    if (!isPeople(words[audience.to]) || words[audience.to]!.endsPhrase) continue;
    let lead = audience.from - 1;
    if (/^(?:for|to)$/.test(words[lead]?.lower ?? '') && !words[lead]!.endsPhrase) lead--;
    // "volunteers needed this Sunday to plant spring bulbs": people said to be needed are called too; a date
    // read apart may stand before their task.
    let link = audience.to + 1;
    const isNeeded = /^(?:needed|wanted)$/.test(words[link]?.lower ?? '') && !words[link]!.endsPhrase;
    if (isNeeded) {
      lead = audience.from;
      link++;
      while (link < words.length && !tagged.free(link) && !words[link]!.endsPhrase) link++;
    } else if (!CALLING.has(words[lead]?.lower ?? '')) continue;
    const verb = link + 1;
    const isTask =
      words[link]?.lower === 'to' &&
      has(words[verb], 'Verb') &&
      !has(words[verb], 'Gerund') &&
      !has(words[verb], 'PastTense') &&
      tagged.free(verb);
    if (!isTask) continue;
    let to = verb;
    while (to + 1 < words.length && !words[to]!.endsPhrase && tagged.free(to + 1)) to++;
    // "…to help clean up the park at": a trailing preposition belongs to the date that was read apart.
    while (to > verb && (has(words[to], 'Preposition') || has(words[to], 'Conjunction'))) to--;
    tagged.use(lead, to);
    return { audience, from: verb, to };
  }
  return null;
}

/**
 * What people a post looks for are wanted for: "new members for Saturday morning runs", "models for our spring
 * shoot". A phrase right after "for" that names no people and no place says it; without it "We're looking for
 * new members." leaves out what the members would join.
 */
export function wantedForOf(tagged: TaggedText, audience: Phrase): Phrase | null {
  const { words } = tagged;
  if (words[audience.to]!.endsPhrase || words[audience.to + 1]?.lower !== 'for') return null;
  // "for Saturday morning runs": a date read apart may open it; it stays in the phrase as written.
  let from = audience.to + 2;
  while (has(words[from], 'Date') && !words[from]!.endsPhrase) from++;
  const next = tagged.phraseFrom(from);
  if (!next || isPeople(words[next.to]) || has(words[next.to], 'Place')) return null;
  // "for our meal-planning app Forkful": a business of one's own, or a name, is what the post is about.
  const isOwnOrNamed = words
    .slice(next.from, next.to + 1)
    .some((word) => isPossessivePronoun(word) || has(word, 'ProperNoun'));
  if (isOwnOrNamed) return null;
  return { from: audience.to + 2, to: next.to, text: tagged.slice(audience.to + 2, next.to) };
}

/**
 * "for our community garden in Cardiff, calling for volunteers to help plant bulbs": the business named before
 * a call, in a piece of its own, is where the call asks people to come. Told alone it would be a bare line.
 */
export function callVenue(tagged: TaggedText, phrases: Phrase[], call: Call | null): Phrase | undefined {
  if (!call) return undefined;
  const { words } = tagged;
  return phrases.find((phrase) => {
    if (phrase.to >= call.audience.from || isPeople(words[phrase.to])) return false;
    if (!/^(?:for|at|from)$/.test(words[phrase.from - 1]?.lower ?? '')) return false;
    // The piece ends with the phrase, or with the place after it ("in Cardiff").
    let end = phrase.to;
    while (!words[end]!.endsPhrase && (words[end + 1]?.lower === 'in' || has(words[end + 1], 'Place'))) end++;
    return words[end]!.endsPhrase && end < call.audience.from;
  });
}
