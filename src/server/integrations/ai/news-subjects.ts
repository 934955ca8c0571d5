/**
 * "won the 2026 Webby" is Brightside's Webby award, "hired Priya Nair as creative director" is Halcyon's new
 * creative director, and "I'm running the London Marathon" is the poster's own doing, no thing of theirs to
 * celebrate. What a clause of news is about, and whose it is, is read from the clause's object and agent, so the
 * captions celebrate the news rather than the request's first phrase.
 */
import { isMedalRank, type HashtagPhrases } from './hashtags';
import { isNameJoinedByPoster } from './joined-names';
import { isGroupWord } from './group-words';
import { numberedPartEnd } from './numbered-parts';
import {
  wordSet,
  has,
  isPeople,
  isNameJoiner,
  isPossessivePronoun,
  startsWithCapital,
  type TaggedText,
  type Phrase,
  type Word,
} from './tagged-words';
import { type Clause, isDoneBy } from './news-clauses';
import { isTakingABreak } from './notice-verbs';
import { coreOf, appositionName, tagPhrase, subjectOf, headOf } from './noun-cores';
import { AGE_WORDS, RELATIONAL_NOUNS } from './reading-words';
import type { Subject } from './request-reading-types';

/** Verbs by which others give a title: "was named Best Small Business", "was voted Best Cafe". */
const TITLE_GIVING = wordSet('named voted crowned');

/** Verbs by which a business has things: "has", "stocks", "got in". */
const STOCKING_VERBS = wordSet('has have got gets stocks stock carries carry');

/**
 * "our flower shop Petal & Stem has new spring bouquets": what a business has that is called new is what the post
 * launches, as if it said "is launching"; the shop that has them is their owner, not the subject.
 */
export function isNewlyStocked(tagged: TaggedText, clause: Clause): boolean {
  const { words } = tagged;
  const { object } = clause;
  if (!object || !STOCKING_VERBS.has(words[clause.verb]!.lower)) return false;
  return words.slice(object.from, object.to + 1).some((word) => AGE_WORDS.has(word.lower));
}

/**
 * What news is about: "won the 2026 Webby" is Brightside's Webby award (the edition year stays in the statement);
 * "raising a €2M seed round" is Fernweh's €2M seed round. News of a count ("hits 100 episodes") is about its agent.
 */
export function newsSubject(
  tagged: TaggedText,
  clause: Clause,
  brand: string,
  tags: HashtagPhrases,
): { subject: Subject; phrase: Phrase } | null {
  const { words } = tagged;
  const { agent } = clause;
  // "our podcast is taking a two-week break": the break is what the agent does; the agent is the news.
  const object = isTakingABreak(words, clause.verb) ? null : clause.object;
  // "a second office": the tagger reads "a" as a fraction, but an article counts nothing.
  const isCount =
    !!object &&
    has(words[object.from], 'Value') &&
    !has(words[object.from], 'Determiner') &&
    !has(words[object.from], 'Money') &&
    !/^\d{4}$/.test(words[object.from]!.text);
  // "Maria Lopez joins the board of the Lisbon Tech Association", "Leafy has joined the Google for Startups
  // accelerator": a group that someone joins is never the joiner's ("Maria Lopez's board"); the news is theirs.
  const joinsGroupOf =
    !!object &&
    !!agent &&
    JOINING_VERBS.has(words[clause.verb]!.lower) &&
    words[object.from]?.lower === 'the';
  if (isNameJoinedByPoster(words, clause.verb, object, !!agent)) return null;
  // "I'm running the London Marathon for Cancer Research UK": what the poster is doing is told in their own
  // sentence; the thing they do it at is no thing of theirs to celebrate ("Proud moment: my London Marathon").
  // Its names tag it, each run of them on its own: #LondonMarathon, #CancerResearchUK. So is what the poster does
  // from now on ("we now cover Clifton and Redland"): a change of theirs, not a thing they own.
  // A change told of the poster's own business ("our online shop ships to the EU again") is told the same way,
  // tagged with the business as well.
  const isOwnChange = clause.isNewlyTrue && (!agent || words[agent.from]!.lower === 'our');
  if (agent && isOwnChange) tags.name(tagged.slice(agent.from + 1, agent.to));
  // "we're raising money for Mind": money raised for a cause is the poster's doing, told in their sentence; the
  // money is nothing of theirs to celebrate ("Proud moment: our money!").
  const isFundraising = !!object && /^(?:money|funds|cash)$/.test(words[object.to]!.lower);
  // "our team ran the Berlin Marathon": what the poster's people did is their deed, told in their sentence; the
  // marathon is no thing of the poster's ("our Berlin Marathon").
  const isPeoplesDeed =
    !!agent &&
    words[agent.from]!.lower === 'our' &&
    (isGroupWord(words[agent.to]!.lower) || isPeople(words[agent.to])) &&
    PEOPLES_DEEDS.has(words[clause.verb]!.lower);
  if (clause.isOwnDoing || isOwnChange || isFundraising || isPeoplesDeed) {
    let run = -1;
    // "Save the Children": a "the" or "of" between capitalised words is part of the name.
    const isCapital = (at: number) =>
      (has(words[at], 'ProperNoun') || has(words[at], 'Acronym')) && /^\p{Lu}/u.test(words[at]?.text ?? '');
    for (let at = clause.verb + 1; at <= clause.to + 1; at++) {
      const isJoined =
        run >= 0 &&
        /^(?:the|of)$/.test(words[at]?.lower ?? '') &&
        !words[at]!.endsPhrase &&
        isCapital(at + 1);
      // "on 15 March": a month or a weekday is when, no name to tag.
      const isDate = has(words[at], 'Month') || has(words[at], 'WeekDay');
      const isName = at <= clause.to && (isCapital(at) || isJoined) && !isDate;
      if (isName && run < 0) run = at;
      if (!isName && run >= 0) {
        tags.name(tagged.slice(run, at - 1));
        run = -1;
      }
      if (isName && words[at]!.endsPhrase) {
        tags.name(tagged.slice(run, at));
        run = -1;
      }
    }
    return null;
  }
  if (object && !isCount && !joinsGroupOf) {
    const core = coreOf(tagged, object);
    let from = core.from;
    while (from < core.to && /^\d{4}$/.test(words[from]!.text)) from++;
    // "Best Bakery", "Engineer of the Year": a name of capitalised words, with the small words of a title.
    const isTitleWord = (word: Word, offset: number) =>
      has(word, 'ProperNoun') || (offset > 0 && (isNameJoiner(word) || word.lower === 'the'));
    // "was named Best Small Business", "was voted Best Cafe": a title given to the agent is an award it won.
    const isGivenTitle = TITLE_GIVING.has(words[clause.verb]!.lower) && has(words[clause.verb - 1], 'Copula');
    const isWon = /^(?:won|win|wins|winning)$/.test(words[clause.verb]!.lower);
    const isAward =
      (isWon || isGivenTitle) &&
      words.slice(from, core.to + 1).every(isTitleWord) &&
      has(words[core.to], 'ProperNoun');
    // "won gold": a medal's metal alone is the medal.
    const isMedal = isWon && from === core.to && isMedalRank(words[from]!);
    // "Loopwise just signed its 100th customer": "its" or "their" before the object points back to the agent, so
    // a name that is all the agent is the owner ("Loopwise's 100th customer", never "its 100th customer").
    const isAgentsOwn =
      !!agent &&
      /^(?:its|their)$/.test(words[object.from]!.lower) &&
      words.slice(agent.from, agent.to + 1).every((word) => has(word, 'ProperNoun'));
    // "our agency winning a Drum Award for our work with Oxfam": a brand named after the deed is the client; the
    // award is the agency's own.
    const isOwnAgent = !!agent && isPossessivePronoun(words[agent.from]);
    const named =
      (agent && appositionName(tagged, agent)?.text) ||
      (isOwnAgent ? '' : brand) ||
      (isAgentsOwn ? tagged.slice(agent!.from, agent!.to) : '');
    // "closed a partnership with Shopify": news of a partnership names with whom.
    // "shipped version 2.0 of our invoicing app": a numbered version is of the thing it numbers.
    const numbered = numberedPartEnd(tagged, core.to);
    const to = isAward ? core.to : numbered > 0 ? numbered : withWhatFollows(tagged, object, tags).to;
    // "opened its new office": what is new is news for being new, so the owner's thing keeps the word
    // ("Northbeam's new office").
    const age = words.findIndex(
      (word, index) => index >= object.from && index < from && AGE_WORDS.has(word.lower),
    );
    // "hired Priya Nair as creative director": a person taken on "as" a role is news as the holder of it, new
    // to the owner ("Halcyon's new creative director Priya Nair"); the name alone says nothing of the news.
    const role = roleOfPerson(tagged, object, tags);
    // "Maya Chen joins our studio Northlight as head of research": a person who joins the business "as" a role
    // is its new holder, as one it hired would be; the business is the owner, not the news.
    const joinedAs =
      !role && agent && JOINING_VERBS.has(words[clause.verb]!.lower)
        ? roleOfPerson(tagged, agent, tags, object)
        : '';
    const text = role
      ? `new ${role} ${tagged.slice(from, to)}`
      : joinedAs
        ? `new ${joinedAs} ${tagged.slice(agent!.from, agent!.to)}`
        : (age >= 0 && !isAward && !isMedal ? `${words[age]!.lower} ` : '') +
          tagged.slice(from, to) +
          // "a Drum Award" names itself as one.
          // "won the UK Latte Art Championship" is a win of it.
          (isWon &&
          /^(?:championships?|competition|contest|tournament|league|cup|trophy|final)$/.test(
            words[core.to]!.lower,
          )
            ? ' win'
            : isAward && !/^(?:awards?|prizes?|medals?)$/.test(words[core.to]!.lower)
              ? ' award'
              : isMedal
                ? ' medal'
                : '');
    // "I passed my CPA exam" is my exam: the object's own possessive first, then the agent's. A version "of
    // our app" has its owner inside.
    // "joined the Google for Startups Accelerator": a named thing with "the" is nobody's to own.
    const isNamedThe =
      words[object.from]!.lower === 'the' &&
      words.slice(object.from + 1, object.to + 1).some((word) => has(word, 'ProperNoun'));
    const ownDeterminer = isPossessivePronoun(words[object.from])
      ? words[object.from]!.lower
      : isNamedThe
        ? 'the'
        : numbered > 0
          ? ''
          : agent && isPossessivePronoun(words[agent.from])
            ? words[agent.from]!.lower
            : words[clause.from]?.lower === 'i'
              ? 'my'
              : 'our';
    // "expanding our consultancy Brightpath": a business that is itself the news is no owner of it.
    // "I passed my CIPD exam, thanks to my mentor Dave": a thing the poster calls "my" or "our" is theirs,
    // whoever else the request names.
    const isPostersOwn = clause.isUs && /^(?:my|our)$/.test(words[object.from]!.lower);
    const owner = named && !text.includes(named) && !isPostersOwn ? named : '';
    // "its 100th customer": the count is the news; the one noun it leaves ("#Customer") names no topic.
    const isCountedOne = has(words[from], 'Ordinal') && core.to === from + 1;
    if (!isCountedOne && numbered < 0) tags.phrase(from, core.to);
    return {
      subject: {
        // "Northwind Labs' Series A": a name ending in a plural "s" takes the apostrophe alone.
        text: owner ? `${owner}${/s$/.test(owner) && !/ss$/.test(owner) ? "'" : "'s"} ${text}` : text,
        determiner: owner ? '' : ownDeterminer,
        plural: !isAward && has(words[core.to], 'Plural'),
        isAgent: false,
        ...(role || joinedAs ? { isPerson: true } : {}),
      },
      phrase: object,
    };
  }
  // "Priya Shah joins us as Chief Operating Officer": a person who joins the poster "as" a role is the
  // poster's new holder of it.
  const joined = words[clause.verb + 1];
  if (
    agent &&
    !object &&
    JOINING_VERBS.has(words[clause.verb]!.lower) &&
    /^(?:us|me)$/.test(joined?.lower ?? '')
  ) {
    const role = roleOfPerson(tagged, agent, tags, { from: clause.verb + 1, to: clause.verb + 1, text: '' });
    if (role) {
      tagPhrase(tagged, tags, agent);
      return {
        subject: {
          text: `new ${role} ${tagged.slice(agent.from, agent.to)}`,
          determiner: joined!.lower === 'me' ? 'my' : 'our',
          plural: false,
          isAgent: false,
          isPerson: true,
        },
        phrase: agent,
      };
    }
  }
  // "reaching 10,000 happy customers", "we planted 500 trees": what a count reached counts is tagged without the
  // number (#HappyCustomers, #Trees).
  if (object && isCount) tags.phrase(object.from, object.to);
  if (!agent) return null;
  tagPhrase(tagged, tags, agent);
  // "our Series A led by Index Ventures": a thing something was done to by another is no agent of its own.
  return { subject: subjectOf(tagged, coreOf(tagged, agent), !isDoneBy(words, clause.verb)), phrase: agent };
}

/** Verbs by which a person comes to work at a business: "joins", "joined". */
const JOINING_VERBS = wordSet('join joins joined joining');

/**
 * The role after "as" when `person` is a person's name ("Priya Nair as creative director"), the "as" right after
 * `before` (the person, or the business they join); '' otherwise.
 */
function roleOfPerson(tagged: TaggedText, person: Phrase, tags: HashtagPhrases, before = person): string {
  const { words } = tagged;
  const named = words.slice(person.from, person.to + 1);
  // A first name and a surname the tagger may not know are still a person's: names, and no business or place.
  // "Priya" may be read as a common noun, but written with a capital inside the sentence it is a name.
  const isPerson =
    named.every((word) => has(word, 'ProperNoun') || (startsWithCapital(word) && has(word, 'Singular'))) &&
    (named.some((word) => has(word, 'Person') || has(word, 'FirstName')) ||
      (named.length === 2 && !named.some((word) => has(word, 'Organization') || has(word, 'Place'))));
  if (!isPerson || words[before.to]!.endsPhrase || words[before.to + 1]?.lower !== 'as') return '';
  const role = tagged.phraseFrom(before.to + 2);
  // A name after "as" is no role, but a title written with capitals is: "as Chief Operating Officer".
  if (!role || (has(words[role.to], 'ProperNoun') && !has(words[role.to], 'Actor'))) return '';
  const core = coreOf(tagged, role);
  tagPhrase(tagged, tags, role);
  tagged.use(before.to + 1, role.to);
  return tagged.slice(core.from, core.to);
}

const RESEARCH_HEADS = /^(?:project|projects|research|study|studies|investigation|inquiry|enquiry|review)$/;

/**
 * A partnership, an interview or a collaboration is named with whom and on what: the subject runs on over
 * "with Patagonia on recycled packaging", and each of those phrases gives a hashtag of its own.
 */
export function withWhatFollows(tagged: TaggedText, phrase: Phrase, tags: HashtagPhrases): Phrase {
  const { words } = tagged;
  if (!RELATIONAL_NOUNS.has(headOf(tagged, phrase))) return phrase;
  let to = phrase.to;
  // "our white paper on AI in healthcare": after the topic, "in" narrows it down (a town is read as the place).
  // "our free guide to GDPR": a guide is "to" its topic.
  const isGuide = /^(?:guide|guides|introduction|intro|handbook|roadmap)$/.test(headOf(tagged, phrase));
  const isLink = (link: number) =>
    /^(?:with|on|about|between)$/.test(words[link]?.lower ?? '') ||
    (isGuide && link === phrase.to + 1 && words[link]?.lower === 'to') ||
    (link > phrase.to + 1 && words[link]?.lower === 'in') ||
    // "a research project into soil health": research goes "into" its topic.
    (words[link]?.lower === 'into' && RESEARCH_HEADS.test(words[link - 1]?.lower ?? ''));
  for (let link = to + 1; isLink(link) && !words[to]!.endsPhrase;) {
    // "a guide to choosing the right CRM", "a talk on pricing your work": a topic may open on what is done.
    const doing = has(words[link + 1], 'Gerund') && !words[link + 1]!.endsPhrase ? 1 : 0;
    const next = tagged.phraseFrom(link + 1 + doing);
    if (!next) break;
    tagPhrase(tagged, tags, next);
    to = next.to;
    link = to + 1;
  }
  // "our report on remote work trends in 2027": the year a topic is about is part of the topic.
  const year = to + 2;
  const isTopicYear =
    to > phrase.to &&
    !words[to]!.endsPhrase &&
    words[to + 1]?.lower === 'in' &&
    has(words[year], 'Year') &&
    tagged.free(year);
  if (isTopicYear) {
    tagged.use(to + 1, year);
    to = year;
  }
  return { from: phrase.from, to, text: tagged.slice(phrase.from, to) };
}

/** What people do together at an occasion of someone else's: "ran the Berlin Marathon", "climbed Ben Nevis". */
const PEOPLES_DEEDS = wordSet(
  'ran walked cycled swam climbed hiked completed finished rowed trekked volunteered conquered tackled',
);
