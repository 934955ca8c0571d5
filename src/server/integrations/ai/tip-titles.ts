/**
 * "5 lessons we learned…", "how to make cold brew at home", "3 plants that are impossible to kill": a tip post's
 * title is its subject, told as the request words it. Cut down to a noun phrase it would lose what the tips are
 * about ("5 lessons"), so the title runs to the end of its piece, with whom the tips are for and their topic.
 */
import type { HashtagPhrases } from './hashtags';
import { howToTopic } from './how-to-topics';
import { recipeTitle } from './recipe-titles';
import { isVerbInIng } from './shown-scenes';
import { wordSet, has, type TaggedText, type Phrase, type Word } from './tagged-words';
import { timeOfYearEnd } from './time-of-year';
import { tagPhrase } from './noun-cores';

/** How a tip post's title starts: "5 lessons…", "how to…", "tips for…". */
const TIP_HEADS = wordSet('tips tip lessons ways mistakes hacks reasons things steps ideas rules secrets');

/**
 * "3 tips for first-time founders raising a pre-seed round": people the tips are for, with what they are doing
 * right after them, are part of the title; without it the title loses its topic.
 */
const isAudienceDoing = (tagged: TaggedText, audience: Phrase | undefined, at: number) =>
  !!audience &&
  audience.from - 1 === at &&
  tagged.words[at]?.lower === 'for' &&
  !tagged.words[audience.to]!.endsPhrase &&
  tagged.free(audience.to + 1) &&
  isVerbInIng(tagged, tagged.words[audience.to + 1]!.lower);

/** "3 plants that are…", "7 apps every freelancer needs", "10 places to eat…". */
function isListTitle(words: Word[], start: number, head: number): boolean {
  const count = words[start];
  const noun = words[head];
  const next = words[head + 1];
  if (!has(count, 'Value') || has(count, 'Money') || !has(noun, 'Plural') || !next) return false;
  if (words.slice(start, head + 1).some((word) => word.endsPhrase)) return false;
  // "3 easy stretches for desk workers": a count of things for a kind of people is a list for them.
  const forPeople =
    next.lower === 'for' &&
    !next.endsPhrase &&
    [head + 2, head + 3, head + 4].some(
      (at) =>
        has(words[at], 'Actor') &&
        has(words[at], 'Plural') &&
        words
          .slice(head + 2, at)
          .every((word) => !word.endsPhrase && (has(word, 'Noun') || has(word, 'Adjective'))),
    );
  return (
    /^(?:that|which|every|you|i|we|everyone|nobody)$/.test(next.lower) ||
    (next.lower === 'to' && has(words[head + 2], 'Infinitive') && !next.endsPhrase) ||
    forPeople
  );
}

/** A tip post's title, as the request words it: "5 lessons we learned…", "how to make cold brew at home". */
export function tipTitle(
  tagged: TaggedText,
  tags: HashtagPhrases,
  audience: Phrase | undefined,
): Phrase | null {
  const { words } = tagged;
  let start = words.findIndex((_, index) => tagged.free(index));
  // "our tips for hiring your first employee": the poster's own tips are a title as well.
  if (
    /^(?:our|my)$/.test(words[start]?.lower ?? '') &&
    !words[start]!.endsPhrase &&
    TIP_HEADS.has(words[start + 1]?.lower ?? '')
  )
    start++;
  // "reflecting on what we learned…": the topic after "on" is the title.
  if (/^(?:on|about)$/.test(words[start]?.lower ?? '') && words[start + 1]?.lower === 'what') start++;
  const first = words[start];
  if (!first) return null;
  const recipe = recipeTitle(tagged, start);
  if (recipe) return recipe;
  // "3 easy ways to…": words that describe the head sit between the count and it, and it is still a title.
  let head = start + 1;
  while (has(words[head], 'Adjective') && !words[head - 1]!.endsPhrase) head++;
  const isTitle =
    (has(first, 'Value') && !words[head - 1]!.endsPhrase && TIP_HEADS.has(words[head]?.lower ?? '')) ||
    TIP_HEADS.has(first.lower) ||
    // "how to make cold brew", "how we make sourdough from scratch", "how our candles are hand-poured".
    (first.lower === 'how' && /^(?:to|we|i|our|my)$/.test(words[start + 1]?.lower ?? '')) ||
    // "3 plants that are impossible to kill", "7 apps every freelancer needs", "10 places to eat in Lisbon": a
    // count of things with what makes them worth a list is a list's title.
    isListTitle(words, start, head) ||
    // "why you should drink more water": a question the post answers.
    (first.lower === 'why' && /^(?:you|we|i|your|every|most|people)$/.test(words[start + 1]?.lower ?? '')) ||
    // "what we learned from our first year running a coffee roastery": lessons told as what the poster learned.
    (first.lower === 'what' &&
      /^(?:we|i|we've|i've)$/.test(words[start + 1]?.lower ?? '') &&
      /^(?:learned|learnt|discovered|wish|know|knew)$/.test(words[start + 2]?.lower ?? ''));
  if (!isTitle) return null;
  let end = start;
  while (end + 1 < words.length && !words[end]!.endsPhrase) {
    if (timeOfYearEnd(words, end + 1) > 0) end = timeOfYearEnd(words, end + 1);
    else if (tagged.free(end + 1)) end++;
    else if (isAudienceDoing(tagged, audience, end + 1)) end = audience!.to;
    else break;
  }
  // "tips for first-time managers": a title that is only its kind's word keeps whom it is for; "Here are tips."
  // says nothing.
  // So does a list of things for a kind of people: "3 easy stretches for desk workers".
  const isForAudience =
    (end === start || isListTitle(words, start, head)) &&
    !!audience &&
    words[end + 1]?.lower === 'for' &&
    audience.from === end + 2 &&
    !words[end]!.endsPhrase &&
    !/^(?:on|about)$/.test(words[audience.to + 1]?.lower ?? '');
  if (isForAudience) end = audience!.to;
  // "tips for first-time founders on raising a seed round": whom the tips are for stands between them and
  // their topic, which is part of the title.
  const topic = howToTopic(tagged.nlp, words, end, (from, to) => tagged.slice(from, to));
  const last = topic && topic.from > end + 1 ? topic.to : end;
  for (const phrase of tagged.phrases()) {
    // "5 lessons…" gives no #Lessons: the title's head says what kind of post it is, not what it is about.
    // "our plant shop Leaf & Root" gives #LeafRoot and #PlantShop, as a business named anywhere does.
    // "7 apps every freelancer needs": what "every" one does in a title is a clause, and no tag (#FreelancerNeeds).
    const isEveryOnesClause =
      words[phrase.from]!.lower === 'every' || words[phrase.from - 1]?.lower === 'every';
    if (
      phrase.from >= start &&
      phrase.to <= last &&
      !TIP_HEADS.has(words[phrase.to]!.lower) &&
      !isEveryOnesClause
    ) {
      // "new parents travelling" gives #NewParents: what the people are doing is no part of a name.
      const isDoing =
        phrase.to > phrase.from &&
        has(words[phrase.to - 1], 'Plural') &&
        isVerbInIng(tagged, words[phrase.to]!.lower);
      const to = isDoing ? phrase.to - 1 : phrase.to;
      tagPhrase(tagged, tags, { from: phrase.from, to, text: tagged.slice(phrase.from, to) });
    }
  }
  if (topic && last === topic.to) {
    // "tips for freelancers on setting their rates in 2027": the year the topic is for stays with it.
    const yearAt = topic.to + 2;
    const hasYear =
      !words[topic.to]!.endsPhrase &&
      words[topic.to + 1]?.lower === 'in' &&
      /^\d{4}$/.test(words[yearAt]?.text ?? '') &&
      (words[yearAt]!.endsPhrase || yearAt === words.length - 1);
    const topicEnd = hasYear ? yearAt : topic.to;
    tagged.use(topic.from, topicEnd);
    // "on setting their rates": a topic that points back to whom the tips are for keeps them in the title.
    if (/\btheir\b/i.test(topic.text)) {
      if (audience) tagPhrase(tagged, tags, audience);
      return { text: tagged.slice(start, topicEnd), from: start, to: topicEnd };
    }
    const topicText = hasYear ? tagged.slice(topic.from, topicEnd) : topic.text;
    return { text: `${tagged.slice(start, end)} on ${topicText}`, from: start, to: end };
  }
  return { text: tagged.slice(start, end), from: start, to: end };
}
