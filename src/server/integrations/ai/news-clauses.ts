/**
 * "our agency Brightside won the 2026 Webby", "we hit 10k followers", "our bakery is closed this Sunday": news is a
 * clause of the request's own, an agent and a verb of news, read from where its content starts and told as a
 * sentence in the request's words. A gerund is told as news done ("raising" becomes "raised") or as work going on
 * ("is planting"), so the captions never repeat a fragment.
 */
import { sentenceOf } from './request-facts';
import { isFarewellAt } from './farewells';
import { isPosterDoingAt } from './own-doings';
import { isGroupWord } from './group-words';
import { WANTING } from './audiences';
import { isEventNoun } from './occasion-nouns';
import {
  isNoun,
  has,
  RECENCY_WORDS,
  isPossessivePronoun,
  isPeople,
  type TaggedText,
  type Phrase,
  type Word,
} from './tagged-words';
import { ENDING_VERBS } from './span-verbs';
import { isTalkTopic } from './spoken-talks';
import { isNoticeAt, FUNDING_FOLLOWS, NOTICE_VERBS, isMoving } from './notice-verbs';
import { isOccasionPhrase, appositionName, headOf } from './noun-cores';
import { NEWS_VERBS, LAUNCH_VERBS, OPENING_VERBS } from './reading-words';
import { hasArrivedAt, isStateAhead, canBeOrderedAt } from './subject-predicates';
import { isHowMadeAt } from './how-made';

export type Clause = {
  agent: Phrase | null;
  isUs: boolean;
  verb: number;
  object: Phrase | null;
  from: number;
  to: number;
  /** "Green Streets planting 1,000 trees": an update on work going on, told as "is planting". */
  isOngoing: boolean;
  /** "FleetWise now integrates with SAP": what something does from now on is news of a change. */
  isNewlyTrue: boolean;
  /** "I'm speaking at SaaStock": what the poster says they are doing, told in their own sentence. */
  isOwnDoing: boolean;
  /** "our dog grooming van in Bristol: we now cover…": the poster's business named before the news they tell. */
  label: { from: number; to: number } | null;
  /** "2 years ago I quit my job…": led by how long ago, the clause tells what happened then. */
  isLookingBack?: boolean;
};

/**
 * News in the request's own words, from where its content starts: "our agency Brightside won the 2026 Webby…",
 * "our startup Fernweh raising a €2M seed round…", "we hit 10k followers".
 */
export function readClause(tagged: TaggedText, dated: boolean[]): Clause | null {
  const { words } = tagged;
  let start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0) return null;
  // "sorry, the online shop is down…": an apology on its own before the news leads it.
  if (words[start]!.endsPhrase && /^(?:sorry|apologies|unfortunately)$/.test(words[start]!.lower)) {
    const next = words.findIndex((_, index) => index > start && tagged.free(index));
    if (next > start) start = next;
  }
  // "after 12 years as head of design, Sarah Kim is leaving…": a piece that opens with when or how long leads
  // the news; the news starts after it.
  // Where the sentence starts when a piece leads the news.
  let lead = -1;
  let pieceStart = start;
  while (pieceStart > 0 && !words[pieceStart - 1]!.endsPhrase) pieceStart--;
  // "looking back on 2026, we launched 3 products": a look back leads the news the same way.
  const isLookingBackOn = words[pieceStart]!.lower === 'looking' && words[pieceStart + 1]?.lower === 'back';
  if (/^(?:after|following)$/.test(words[pieceStart]!.lower) || isLookingBackOn) {
    let end = start;
    while (end < words.length - 1 && !words[end]!.endsPhrase) end++;
    const next = words.findIndex((_, index) => index > end && tagged.free(index));
    if (
      next > end &&
      next === end + 1 &&
      words
        .slice(pieceStart, end + 1)
        .every((_, at) => tagged.free(pieceStart + at) || dated[pieceStart + at])
    ) {
      lead = pieceStart;
      start = next;
    }
  }
  // "after 8 years I'm leaving Deloitte": without a comma, how long still leads the poster's news; so does where
  // the years were spent ("after 12 years in banking I've launched…").
  let leadEnd = start + 2;
  if (words[leadEnd + 1]?.lower === 'in' && isNoun(words[leadEnd + 2]) && !words[leadEnd]?.endsPhrase) {
    leadEnd += 2;
    while (isNoun(words[leadEnd + 1]) && !words[leadEnd]!.endsPhrase && leadEnd < start + 6) leadEnd++;
  }
  const isLongLead =
    lead < 0 &&
    /^(?:after|following)$/.test(words[start]!.lower) &&
    has(words[start + 1], 'Value') &&
    /^(?:years?|months?|decades?|weeks?)$/.test(words[start + 2]?.lower ?? '') &&
    /^(?:i|i'm|we|we're|i've|we've)$/.test(words[leadEnd + 1]?.lower ?? '') &&
    words.slice(start, leadEnd + 1).every((word, offset) => !word.endsPhrase && tagged.free(start + offset));
  if (isLongLead) {
    lead = start;
    start = leadEnd + 1;
  }
  // "2 years ago I quit my job to start this business": how long ago leads the poster's news too.
  const isAgoLead =
    lead < 0 &&
    has(words[start], 'Value') &&
    /^(?:years?|months?|decades?|weeks?|days?)$/.test(words[start + 1]?.lower ?? '') &&
    words[start + 2]?.lower === 'ago' &&
    /^(?:i|we)$/.test(words[start + 3]?.lower ?? '') &&
    words.slice(start, start + 3).every((word, offset) => tagged.free(start + offset) && !word.endsPhrase);
  if (isAgoLead) {
    lead = start;
    start += 3;
  }
  // "today we planted 300 trees": a day that opens the poster's news leads its sentence.
  const day = words[start - 1];
  const isDayLead =
    lead < 0 &&
    !!day &&
    /^(?:today|yesterday|tonight)$/.test(day.lower) &&
    !day.endsPhrase &&
    (dated[start - 1] || tagged.free(start - 1)) &&
    (start - 1 === 0 || !!words[start - 2]!.endsPhrase || !tagged.free(start - 2)) &&
    /^(?:i|we)$/.test(words[start]!.lower) &&
    has(words[start + 1], 'PastTense');
  if (isDayLead) lead = start - 1;
  const phrases = tagged.phrases();
  let agent = phrases.find((phrase) => phrase.from === start) ?? null;
  // "for our brewery: our hazy IPA won gold…": the business a post is for, set off by a colon (or a comma),
  // labels the news that follows (a verb of news after a phrase of its own); the news starts after it.
  const labelGap = agent ? tagged.text.slice(words[agent.to]!.end, words[agent.to + 1]?.start ?? 0) : '';
  let labelled: Clause['label'] = null;
  const isPosterNext = /^(?:we|i|we're|i'm|we've|i've)$/.test(words[(agent?.to ?? -2) + 1]?.lower ?? '');
  if (
    agent &&
    (labelGap.trim() === ':' || labelGap.trim() === ',') &&
    !isNoticeAt(words, agent.to + 1) &&
    tagged.free(agent.to + 1) &&
    !isPosterNext
  ) {
    const next = phrases.find((phrase) => phrase.from === agent!.to + 1);
    // "for our gym: the sauna is closed for repairs": a notice of a thing of the business's is news too.
    const isNoticeNext =
      !!next &&
      has(words[next.to + 1], 'Copula') &&
      isNoticeAt(words, next.to + 2) &&
      !words[next.to]!.endsPhrase;
    // "new denim jackets just dropped": a word saying when may stand before the verb.
    // So may "have" or "has": "Christmas trees have arrived".
    let verb = next ? next.to + 1 : -1;
    // "orders for Christmas cakes close 20 December": what the thing is for may stand before its verb.
    const forWhat =
      next && words[verb]?.lower === 'for' ? phrases.find((phrase) => phrase.from === verb + 1) : undefined;
    if (forWhat && !words[verb]!.endsPhrase && !words[forWhat.to]!.endsPhrase) verb = forWhat.to + 1;
    if (next && /^(?:has|have)$/.test(words[verb]?.lower ?? '') && !words[verb]!.endsPhrase) verb++;
    if (next && RECENCY_WORDS.has(words[verb]?.lower ?? '')) verb++;
    const verbWord = words[verb]?.lower ?? '';
    // "for our garden centre: Christmas trees have arrived": goods come in are the state of the place's stock;
    // the place stays the venue.
    const isLabel =
      !!next &&
      !words[next.to]!.endsPhrase &&
      !hasArrivedAt(words, next.to + 1) &&
      (NEWS_VERBS.has(verbWord) || LAUNCH_VERBS.has(verbWord) || ENDING_VERBS.has(verbWord) || isNoticeNext);
    // After a comma only news of goods says the business is a label ("for our shop, new jackets just dropped");
    // an occasion that opens there ("our farm shop, strawberry picking opens Saturday") is held at it, and
    // what else follows a comma is read as the rest of the request is.
    const isColon = labelGap.trim() === ':';
    if (!isLabel && isColon) return null;
    if (isLabel && (isColon || (!isNoticeNext && !OPENING_VERBS.has(verbWord)))) {
      tagged.use(agent.from, agent.to);
      labelled = { from: agent.from, to: agent.to };
      start = agent.to + 1;
      agent = phrases.find((phrase) => phrase.from === start) ?? null;
    }
  }
  // "for our dog grooming van in Bristol: we now cover Clifton and Redland": what the poster says after a label
  // of their business is the news; the label stays its venue.
  const saidAfterLabel = words.findIndex(
    (word, at) =>
      at > start &&
      /^(?:we|i|we've|we're|we'll|i've|i'm|i'll)$/.test(word.lower) &&
      tagged.free(at) &&
      tagged.text.slice(words[at - 1]!.end, word.start).includes(':') &&
      words.slice(start, at).every((_, index) => tagged.free(start + index) || dated[start + index]),
  );
  let label: Clause['label'] = labelled;
  if (saidAfterLabel > 0 && !(agent && has(words[agent.to + 1], 'Verb'))) {
    if (agent && agent.from === start && /^(?:our|my)$/.test(words[start]!.lower)) {
      label = { from: start, to: saidAfterLabel - 1 };
      tagged.use(label.from, label.to);
    }
    start = saidAfterLabel;
    agent = null;
  }
  const isUs = /^(?:we|i|we've|we're|we'll|i've|i'm|i'll)$/.test(words[start]!.lower);
  if (!agent && !isUs) return null;
  // "what we learned from our first year": a clause after "what" names a thing, the post's topic; it is no news.
  if (isUs && words[start - 1]?.lower === 'what') return null;
  // "our bookshop Paper & Ink: signed copies…": the verb of news follows its agent without a break; but
  // "our bakery: closed this Sunday" is the business's closure, told as a sign on its door would.
  if (agent && words[agent.to]!.endsPhrase && !isNoticeAt(words, agent.to + 1)) return null;
  // "our Series A of $12M led by Accel": the money a round is of is part of it.
  if (
    agent &&
    words[agent.to + 1]?.lower === 'of' &&
    has(words[agent.to + 2], 'Money') &&
    !words[agent.to]!.endsPhrase &&
    !words[agent.to + 1]!.endsPhrase &&
    FUNDING_FOLLOWS(words, agent.from - 1)
  )
    agent = { from: agent.from, to: agent.to + 2, text: tagged.slice(agent.from, agent.to + 2) };
  let verb = (agent ? agent.to : start) + 1;
  // "our team at Brightlane closed…": where the agent works is part of it; so is where the agent is, in "our dog
  // daycare in Leeds now has…".
  // So is what the agent is for, when a verb follows: "early bird tickets for our design conference end Friday".
  const workplace =
    agent && /^(?:at|in|for)$/.test(words[verb]?.lower ?? '')
      ? phrases.find((phrase) => phrase.from === verb + 1)
      : undefined;
  // A business "in Leeds showing…" is only shown; what it does there is no news.
  const isShownThere = words[verb]?.lower === 'in' && has(words[(workplace?.to ?? -2) + 1], 'Gerund');
  const isFor = words[verb]?.lower === 'for';
  const verbAfter = words[(workplace?.to ?? -2) + 1];
  if (
    workplace &&
    (isFor ? has(verbAfter, 'Verb') && !has(verbAfter, 'Gerund') : has(words[workplace.to], 'ProperNoun')) &&
    !words[workplace.to]!.endsPhrase &&
    !isShownThere
  )
    verb = workplace.to + 1;
  // "FleetWise now integrates…": the tagger may read "now" as a conjunction; before a verb it is an adverb.
  const isHelper = (index: number) =>
    has(words[index], 'Adverb') ||
    (words[index]?.lower === 'now' && has(words[index + 1], 'Verb')) ||
    has(words[index], 'Auxiliary') ||
    (has(words[index], 'Copula') && has(words[index + 1], 'Gerund')) ||
    // "our bakery is closed this Sunday": the tagger reads "closed" after "is" as an adjective; it is the
    // closure the notice tells. So is "retiring" after "is" the farewell the news tells.
    ((has(words[index], 'Copula') || words[index]?.lower === 'be') &&
      (isNoticeAt(words, index + 1) || isFarewellAt(words, index + 1)));
  const helpersFrom = verb;
  // "our advent calendars are almost gone": a state goods are in is told as their state, not as news.
  // So is "our hampers can now be ordered": that buyers can order them is their state, no deed to announce.
  // And "Christmas trees have arrived": goods that have come in are in stock, told as their state.
  if (
    (has(words[verb], 'Copula') && isStateAhead(words, verb + 1)) ||
    canBeOrderedAt(words, verb) ||
    hasArrivedAt(words, verb)
  )
    return null;
  while (isHelper(verb)) verb++;
  // "congratulating our CTO Maria Lopez on winning Engineer of the Year": the news follows "on".
  // Whatever people are congratulated "on" doing is their news: "on shipping version 2.0".
  const isCongratulated = /^congratulat/.test(words[start - 1]?.lower ?? '');
  const isNewsAfterOn =
    words[verb]?.lower === 'on' &&
    has(words[verb + 1], 'Gerund') &&
    (NEWS_VERBS.has(words[verb + 1]!.lower) || isCongratulated);
  if (isNewsAfterOn) verb++;
  const word = words[verb];
  const isVerb = has(word, 'Verb') || isNoticeAt(words, verb) || isFarewellAt(words, verb);
  if (!word || !tagged.free(verb) || !isVerb || has(word, 'Copula')) return null;
  // "new jewellery collection inspired by the Cornish coast": a participle of how a thing was made, with no
  // helper before it, describes the thing; nothing is news of a deed.
  if (isHowMadeAt(tagged, verb) && !/^(?:has|have|had|we|i|just)$/.test(words[verb - 1]?.lower ?? ''))
    return null;
  let after = verb + 1;
  while (has(words[after], 'Adverb') || has(words[after], 'Particle')) after++;
  // "new glaze colours just dropped — sage, rust…": a verb that ends its piece takes no object from the next.
  const endsAtVerb = words.slice(verb, after).some((each) => each.endsPhrase);
  // "on winning Engineer of the Year": a phrase the tagger opened with the verb itself starts after it.
  const found = endsAtVerb
    ? undefined
    : phrases.find(
        (phrase) =>
          phrase.from === after || (phrase.from === verb && phrase.to >= after && after === verb + 1),
      );
  // "is adding a 6am sunrise class": a time the tagger took as a date may stand between the article and the rest
  // of the object's phrase; it is part of the object all the same.
  const timed =
    (found ??
      (!endsAtVerb &&
        phrases.find(
          (phrase) =>
            phrase.from > after &&
            phrase.from <= after + 2 &&
            words
              .slice(after, phrase.from)
              .every(
                (each, offset) => (has(each, 'Determiner') || dated[after + offset]) && !each.endsPhrase,
              ),
        ))) ||
    undefined;
  // "launched a Christmas scent called Frosted Pine": the name the thing is called goes with it.
  let objectEnd = timed?.to ?? -1;
  if (
    timed &&
    !words[objectEnd]!.endsPhrase &&
    /^(?:called|named)$/.test(words[objectEnd + 1]?.lower ?? '')
  ) {
    let end = objectEnd + 1;
    while (/^\p{Lu}/u.test(words[end + 1]?.text ?? '') && !words[end]!.endsPhrase) end++;
    if (end > objectEnd + 1) objectEnd = end;
  }
  const object = timed
    ? { ...timed, from: after, to: objectEnd, text: tagged.slice(after, objectEnd) }
    : null;
  // A gerund tells news of a named organisation at work ("Green Streets planting 1,000 trees") or of a count
  // reached; after any other noun it only describes it ("our bakery baking bread").
  // "our yoga studio is introducing a sunrise class": what a business is launching is its news, as it would be
  // launched.
  const isLaunching = LAUNCH_VERBS.has(word.lower) && has(words[verb - 1], 'Copula') && !!object;
  const isOngoing = has(word, 'Gerund') && !NEWS_VERBS.has(word.lower) && !isNewsAfterOn && !isLaunching;
  // "our charity bake sale raising money for the shelter on 12 December": what an occasion is doing says what it
  // is for; the occasion is still to come, no news of a deed.
  const isOccasionAgent = !!agent && isOccasionPhrase(tagged, agent) && !has(words[verb - 1], 'Copula');
  if (has(word, 'Gerund') && isOccasionAgent) return null;
  // "our village pantomime Cinderella runs 12-14 December": when an occasion runs or starts is its date, no news.
  if (isOccasionAgent && /^(?:runs|run|starts|begins|kicks)$/.test(word.lower)) return null;
  const isNamed = !!agent && !!appositionName(tagged, agent);
  // A person "is leaving" or "is retiring", a shop "is moving" or "is closing": the farewell or the notice is
  // the news, whoever the agent.
  const isToldAnyway =
    isFarewellAt(words, verb) || (isNoticeAt(words, verb) && has(words[verb - 1], 'Copula'));
  // "we're looking for beta testers", "I'm giving a talk on…", "I'm speaking … about accessible design": people
  // wanted, an occasion or a talk's topic are read as such; the poster's doing is what is left.
  const isOwnDoing =
    isPosterDoingAt(words, start, verb) &&
    !WANTING.has(word.lower) &&
    // "I'm running the London Marathon": a race the poster takes part in is their own doing.
    !(
      object &&
      isEventNoun(headOf(tagged, object)) &&
      !/^(?:running|walking|cycling|riding|swimming|climbing|doing|completing)$/.test(word.lower)
    ) &&
    !phrases.some((phrase) => phrase.from > verb && isTalkTopic(tagged, phrase));
  // "our team volunteering at the food bank": people of the poster's at work are news of what they do.
  const isPeopleAtWork =
    !!agent &&
    isPossessivePronoun(words[agent.from]) &&
    (isGroupWord(words[agent.to]!.lower) || isPeople(words[agent.to]));
  // "our CEO will be speaking on a panel": what someone will be doing is a plan, told as news.
  const isPlanned = words[verb - 1]?.lower === 'be' && /^(?:will|'ll)$/.test(words[verb - 2]?.lower ?? '');
  if (
    isOngoing &&
    !isToldAnyway &&
    !isOwnDoing &&
    !isPeopleAtWork &&
    !isPlanned &&
    !(isNamed && (object || has(words[after], 'Value')))
  )
    return null;
  // The date stays in the sentence it belongs to: "our roastery Kaffa turns 10 years old next week".
  let to = verb;
  while (to + 1 < words.length && !words[to]!.endsPhrase && (tagged.free(to + 1) || dated[to + 1])) to++;
  // "we're expanding to Dublin and …": an "and" whose other half was read as something else ends nothing.
  while (to > verb && /^(?:and|or|&)$/.test(words[to]!.lower)) to--;
  // "we signed our first client, Globex, after 8 months of pilots": a name set off by commas is part of the
  // sentence, and so is what follows it.
  const pieceEnd = (from: number) => {
    let end = from;
    while (end + 1 < words.length && !words[end]!.endsPhrase) end++;
    return end;
  };
  const gapAfter = (index: number) =>
    tagged.text.slice(words[index]!.end, words[index + 1]?.start ?? tagged.text.length);
  if (to + 1 < words.length && gapAfter(to).trim() === ',') {
    const nameEnd = pieceEnd(to + 1);
    const isName = words
      .slice(to + 1, nameEnd + 1)
      .every(
        (each, offset) => tagged.free(to + 1 + offset) && (has(each, 'ProperNoun') || each.lower === 'the'),
      );
    // "signed its 100th customer, a logistics firm in Rotterdam": a phrase opened by "a" right after the object
    // says what the object is, and belongs to the same sentence as a name there does.
    const isDescription =
      /^(?:a|an)$/.test(words[to + 1]!.lower) &&
      words.slice(to + 1, nameEnd + 1).every((_, offset) => tagged.free(to + 1 + offset));
    // "now offers oat, almond and soy milk": a list of what the verb takes runs on over its commas to its "and".
    const listEnd = pieceEnd(to + 1);
    const isListGoingOn =
      to === verb + 1 &&
      !has(words[to], 'Verb') &&
      words
        .slice(to + 1, Math.min(listEnd, to + 3) + 1)
        .some((each, offset) => /^(?:and|or|&)$/.test(each.lower) && offset > 0) &&
      words
        .slice(to + 1, listEnd + 1)
        .every((_, offset) => tagged.free(to + 1 + offset) || dated[to + 1 + offset]);
    if (isListGoingOn) {
      to = listEnd;
    } else if (isDescription && has(words[to], 'Noun')) {
      to = nameEnd;
    } else if (isName && has(words[to], 'Noun')) {
      to = nameEnd;
      if (to + 1 < words.length && gapAfter(to).trim() === ',' && tagged.free(to + 1)) {
        const next = words[to + 1]!;
        // Only a piece that carries the sentence on: "after 8 months", "for the Oxfam campaign".
        if (has(next, 'Preposition') || has(next, 'Conjunction') || has(next, 'Gerund')) {
          const end = pieceEnd(to + 1);
          if (words.slice(to + 1, end + 1).every((_, offset) => tagged.free(to + 1 + offset))) to = end;
        }
      }
    }
  }
  // "FleetWise now integrates with SAP", "our shop ships to the EU again": what is true from now on, or true
  // once more, is news of a change.
  const isNewlyTrue =
    has(word, 'PresentTense') &&
    (words.slice(helpersFrom, verb).some((helper) => helper.lower === 'now') ||
      (words[to]?.lower === 'again' && !has(word, 'Gerund')));
  return {
    agent,
    isUs,
    verb,
    object,
    from: lead >= 0 ? lead : start,
    to,
    isOngoing,
    isNewlyTrue,
    isOwnDoing: isOngoing && isOwnDoing,
    label,
    isLookingBack: isAgoLead || (lead >= 0 && words[lead]!.lower === 'looking'),
  };
}

/** Rounds of funding a business closes: "our Series B of $40M", "our seed round". */
const FUNDING_ROUNDS = /\b(?:series [a-f]|seed round|pre-seed round|funding round|round)\b/i;

/** The clause as a sentence: "raising" becomes "raised" so it reads as news, "planting" "is planting". */
export function statementOf(tagged: TaggedText, clause: Clause): string {
  const verb = tagged.words[clause.verb]!;
  const labelled = labelledStatement(tagged, clause);
  if (labelled) return labelled;
  // "Our Series A, led by Index Ventures.": what another did to the thing is said after a comma.
  if (isDoneBy(tagged.words, clause.verb) && clause.agent) {
    const { words } = tagged;
    const named = tagged.text.slice(words[clause.from]!.start, words[clause.agent.to]!.end);
    // "our Series B of $40M led by Accel": the poster's own round is news of its closing, in a sentence.
    const isOwnRound = /^(?:our|my)\b/i.test(named) && FUNDING_ROUNDS.test(named);
    const thing = isOwnRound ? `We've closed ${named.charAt(0).toLowerCase()}${named.slice(1)}` : named;
    // "led by Accel to expand into Europe": what the thing is for is a sentence of its own, or it would read
    // as what Accel did.
    const purpose = words.findIndex(
      (word, at) =>
        at > clause.verb + 1 && at < clause.to && word.lower === 'to' && has(words[at + 1], 'Infinitive'),
    );
    if (purpose > 0)
      return `${sentenceOf(`${thing}, ${tagged.text.slice(verb.start, words[purpose - 1]!.end)}`)} ${sentenceOf(
        `It will help us ${tagged.text.slice(words[purpose + 1]!.start, words[clause.to]!.end)}`,
      )}`;
    return sentenceOf(`${thing}, ${tagged.text.slice(verb.start, words[clause.to]!.end)}`);
  }
  // "our CTO on winning…" reads "our CTO won…"; "our bakery: closed…" reads "our bakery is closed…"; "our
  // co-founder being named…" reads "our co-founder has been named…", unless "being" has its own helper.
  const isPlural = !!clause.agent && has(tagged.words[clause.agent.to], 'Plural');
  const isBareBeing = !has(tagged.words[clause.verb - 2], 'Copula');
  const before = tagged.text
    .slice(tagged.words[clause.from]!.start, verb.start)
    .replace(/\bon\s+$/, '')
    .replace(/\s*:\s*$/, ` ${isPlural ? 'are' : 'is'} `)
    .replace(/\bbeing\s+$/, (being) => (isBareBeing ? `${isPlural ? 'have' : 'has'} been ` : being));
  const after = roundSaid(tagged, clause);
  let verbText = verb.text;
  // "we're expanding": a contracted "are" or "is" is a helper too, though the tagger gives it no word.
  // "we're now accepting": a word saying when may stand between the helper and the verb.
  let helperAt = clause.verb - 1;
  while (helperAt > clause.from && tagged.words[helperAt]!.lower === 'now') helperAt--;
  const helper = tagged.words[helperAt];
  const hasHelper =
    has(helper, 'Copula') || /^(?:\p{L}+['’](?:re|m)|(?:it|he|she|that)['’]s)$/u.test(helper?.lower ?? '');
  // "our team volunteering at the food bank last Friday": work done on a date gone is told in the past.
  const isPast = tagged.words
    .slice(clause.verb, clause.to + 4)
    .some((word) => /^(?:last|ago|yesterday)$/.test(word.lower));
  if (clause.isOngoing && !hasHelper && !isPast) {
    verbText = `${isPlural ? 'are' : 'is'} ${verb.text}`;
  } else if (
    has(verb, 'Gerund') &&
    // "we're closing our Leeds shop": a closing that takes an object is still to come, and stays as written.
    (!hasHelper || (NOTICE_VERBS.has(verb.lower) && !isMoving(verb) && !clause.object)) &&
    (!clause.isOngoing || isPast)
  ) {
    // "is giving away 100 free rolls" is already a sentence; a bare gerund is news told in the past, and a
    // notice tells the state readers will find ("is closing" becomes "is closed", "is pausing" "is paused").
    const doc = tagged.nlp(`we ${verb.lower} it`);
    doc.verbs().toPastTense();
    verbText = doc.text().split(' ')[1] || verb.text;
  }
  return sentenceOf(`${before}${verbText}${after}`);
}

/**
 * "our dog grooming van in Bristol: we now cover Clifton and Redland" is said of the business the label names:
 * "Our dog grooming van in Bristol now covers Clifton and Redland." Only a plain "we" with a verb in the present
 * is said again this way; anything else keeps the poster's own words.
 */
function labelledStatement(tagged: TaggedText, clause: Clause): string {
  const { words } = tagged;
  const verb = words[clause.verb]!;
  if (!clause.label || words[clause.from]!.lower !== 'we' || !has(verb, 'PresentTense')) return '';
  const forms = tagged.nlp(`we ${verb.lower}`).verbs().conjugate() as { PresentTense?: string }[];
  const said = forms[0]?.PresentTense;
  if (!said) return '';
  const label = tagged.text.slice(words[clause.label.from]!.start, words[clause.label.to]!.end);
  const helpers = tagged.text.slice(words[clause.from]!.end, verb.start);
  const after = tagged.text.slice(verb.end, words[clause.to]!.end);
  return sentenceOf(`${label}${helpers}${said}${after}`);
}

/**
 * What follows the clause's verb, as a sentence says it. "raised £2m seed round led by Seedcamp to help
 * freelancers" reads "raised a £2m seed round, led by Seedcamp. It will help us help freelancers": a round counted
 * in money is one round, who led it is said after a comma, and what it is for in a sentence of its own.
 */
function roundSaid(tagged: TaggedText, clause: Clause): string {
  const { words } = tagged;
  const verb = words[clause.verb]!;
  const end = words[clause.to]!.end;
  const object = clause.object;
  if (!object || !FUNDING_ROUNDS.test(object.text)) return tagged.text.slice(verb.end, end);
  const isBare =
    has(words[object.from], 'Money') &&
    has(words[object.to], 'Singular') &&
    !has(words[object.from - 1], 'Determiner') &&
    !isPossessivePronoun(words[object.from - 1]);
  const lead = words.findIndex(
    (_, at) => at > object.to && at < clause.to && isDoneBy(words, at) && !words[at - 1]!.endsPhrase,
  );
  const purpose =
    lead > 0
      ? words.findIndex(
          (word, at) =>
            at > lead + 1 && at < clause.to && word.lower === 'to' && has(words[at + 1], 'Infinitive'),
        )
      : -1;
  const objectStart = words[object.from]!.start;
  let said = `${tagged.text.slice(verb.end, objectStart)}${isBare ? 'a ' : ''}`;
  if (lead < 0) return `${said}${tagged.text.slice(objectStart, end)}`;
  said += `${tagged.text.slice(objectStart, words[lead - 1]!.end)}, `;
  if (purpose < 0) return `${said}${tagged.text.slice(words[lead]!.start, end)}`;
  const aim = tagged.text.slice(words[purpose + 1]!.start, end);
  return `${said}${tagged.text.slice(words[lead]!.start, words[purpose - 1]!.end)}. It will help us ${aim}`;
}

/** "led by", "backed by": a past form before "by" tells what another did to the thing before it. */
export const isDoneBy = (words: Word[], verb: number) =>
  has(words[verb], 'PastTense') &&
  words[verb + 1]?.lower === 'by' &&
  !has(words[verb - 1], 'Copula') &&
  !/^(?:has|have|had|was|were)$/.test(words[verb - 1]?.lower ?? '');
