/**
 * "our partnership with Stripe to offer instant payouts", "a freelance copywriter to help with our website
 * relaunch", "our charity bake sale raising money for the local animal shelter": what a partnership, a hire or a
 * fundraiser is for is what it announces, so it is told as a sentence of its own rather than left inside the
 * subject's name.
 */
import type { HashtagPhrases } from './hashtags';
import { sentenceOf } from './request-facts';
import { has, isPeople, type TaggedText, type Phrase } from './tagged-words';
import { headOf, tagPhrase, isOccasionPhrase } from './noun-cores';
import { RELATIONAL_NOUNS } from './reading-words';

/**
 * "our partnership with Stripe to offer instant payouts for freelancers across Europe": what a partnership or a
 * collaboration is for (or what someone hired will do) is what it announces, so it is told as a sentence of its own ("Together, we will offer
 * instant payouts for freelancers across Europe."), people and places included, as the request words it.
 */
export function purposeOf(
  tagged: TaggedText,
  phrase: Phrase,
  tags: HashtagPhrases,
  isHire = false,
): { text: string; from: number; to: number } | null {
  const { words } = tagged;
  const verb = words[phrase.to + 2];
  const isPurpose =
    (RELATIONAL_NOUNS.has(headOf(tagged, phrase)) || isHire) &&
    !words[phrase.to]!.endsPhrase &&
    words[phrase.to + 1]?.lower === 'to' &&
    has(verb, 'Infinitive') &&
    !verb!.endsPhrase;
  if (!isPurpose) return null;
  let to = phrase.to + 2;
  while (to + 1 < words.length && !words[to]!.endsPhrase) to++;
  // "instant payouts" gives a hashtag as any phrase does; "freelancers" are its audience, as read already.
  for (const inside of tagged.phrases()) {
    if (inside.from > phrase.to && inside.to <= to && !isPeople(words[inside.to]))
      tagPhrase(tagged, tags, inside);
  }
  tagged.use(phrase.to + 1, to);
  // "a freelance copywriter to help with our website relaunch": what the one hired will do is told to them.
  const text = sentenceOf(`${isHire ? "you'll" : 'together, we will'} ${tagged.slice(phrase.to + 2, to)}`);
  return { text, from: phrase.to + 1, to };
}

/**
 * "our charity bake sale raising money for the local animal shelter on 12 December": what an occasion raises
 * money for is told as where the money goes, "All money raised goes to the local animal shelter."; the date stays
 * the occasion's.
 */
export function fundraiserCause(
  tagged: TaggedText,
  phrase: Phrase,
  tags: HashtagPhrases,
): { text: string; from: number; to: number } | null {
  const { words } = tagged;
  if (!isOccasionPhrase(tagged, phrase)) return null;
  if (words[phrase.to]!.endsPhrase) return null;
  let verb = phrase.to + 1;
  if (words[verb]?.lower === 'to' && words[verb + 1]?.lower === 'raise') verb++;
  const isRaising =
    /^(?:raising|raise)$/.test(words[verb]?.lower ?? '') &&
    /^(?:money|funds|cash)$/.test(words[verb + 1]?.lower ?? '') &&
    words[verb + 2]?.lower === 'for' &&
    ![verb, verb + 1].some((at) => words[at]!.endsPhrase);
  if (!isRaising) return null;
  const cause = tagged.phraseFrom(verb + 3);
  if (!cause || words.slice(phrase.to + 1, cause.to + 1).some((_, at) => !tagged.free(phrase.to + 1 + at)))
    return null;
  tagPhrase(tagged, tags, cause);
  tagged.use(phrase.to + 1, cause.to);
  return {
    text: sentenceOf(`All money raised goes to ${tagged.slice(cause.from, cause.to)}`),
    from: phrase.to + 1,
    to: cause.to,
  };
}
