/**
 * Reads a caption request the way a copywriter would: what the post is about, where, when, what is on offer, for
 * whom and from whom. compromise tags the words and finds the dates, places and names; which of them is the
 * subject, the venue or the audience of a post is decided here.
 */
import { detectPlatform, type Platform } from '@shared/platforms';
import type { Nlp } from './compromise-loader';
import { readAgeRange, withAgeLimit } from './age-limits';
import { readHonourees } from './honourees';
import { HashtagPhrases, isMedalRank } from './hashtags';
import {
  isBackAt,
  readCode,
  readCodeDiscount,
  readInstructions,
  isSelectionsPeriod,
  readOffer,
  readWhen,
  sentenceOf,
  type Offer,
  type When,
} from './request-facts';
import { withReadersAddressed } from './addressed-readers';
import { isFarewellAt } from './farewells';
import { isOwnStateAt, ownStateSpan } from './own-states';
import { isPosterDoingAt } from './own-doings';
import { isNameJoinedByPoster } from './joined-names';
import { isGroupWord } from './group-words';
import { callVenue, fieldOf, NEEDING, readAudience, readCall, WANTING, wantedForOf } from './audiences';
import { isScheduleChange } from './schedule-changes';
import { readWhereWe } from './where-clauses';
import { asThanks, readThankYou, visitedOccasion, type ThankYou } from './thank-yous';
import { isMassNoun } from './mass-nouns';
import { isPremisesHead, openingNamed, ownerOfOpened } from './place-openings';
import { ownerOfMade } from './speaker-made';
import { isEnsemble } from './ensembles';
import { isEventNoun, isEventPhrase, isGatheringNoun } from './occasion-nouns';
import { ownerOfHeld } from './own-occasions';
import { howToTopic, toolPurpose } from './how-to-topics';
import { readWantedRole } from './wanted-roles';
import { readTagline } from './taglines';
import { shopsAndOnline } from './shops-and-online';
import { recipeTitle } from './recipe-titles';
import { numberedPartEnd } from './numbered-parts';
import { readComeback, type Comeback } from './comebacks';
import {
  beforeAndAfterEnd,
  isBehindTheScenesAt,
  isIntentGerund,
  isPlatformWord,
  isShownMedia,
  readFrame,
  type Intent,
  type PostKind,
} from './request-frame';
import { isVerbInIng, readDayInTheLife, readPointOfView, readShownScene } from './shown-scenes';
import {
  RECENCY_WORDS,
  TaggedText,
  startsWithCapital,
  has,
  isKindHead,
  isNoun,
  isPeople,
  isKnownPlaceWord,
  isNameJoiner,
  isPossessivePronoun,
  nounPhrases,
  placesIn,
  withDroppedLettersRestored,
  wordSet,
  type Phrase,
  type PlaceName,
  type Word,
} from './tagged-words';
import { readAskedQuestion, type AskedQuestion } from './asked-questions';
import { readCommand } from './commands';
import { readColourway, readSizeRange } from './colourways';
import { readWelcome } from './welcomes';
import { readGreeting } from './greetings';
import { readOpeningShape, type OpeningShape } from './opening-shapes';
import { ENDING_VERBS } from './span-verbs';
import { asSentence, pieceEnd } from './piece-sentences';
import { isTalkTopic } from './spoken-talks';
import { tenureStatement } from './tenures';
import { isSurface } from './surface-venues';
import { timeOfYearEnd } from './time-of-year';
import { BUSINESS_HEADS } from './business-heads';
import { readDeadline } from './deadlines';
import { makerEnd } from './work-makers';
import { asListing, isAgencyHead, isListing, isPropertyHead } from './property-listings';
import { asOpeningHours } from './opening-hours';

export type { Offer, PostKind, When };

export type Subject = {
  /** The noun phrase without its determiner: "oat-milk matcha latte", "Brightside's Webby award". */
  text: string;
  /** The determiner it takes in a sentence: "our", "my", "the", or "" for names, possessives and plurals. */
  determiner: string;
  plural: boolean;
  /** The one the news happened to ("our café" turns 5), rather than what the news is about. */
  isAgent: boolean;
  /** A person named ("our head chef Tom Reyes"): someone the poster speaks of, never the poster's "we". */
  isPerson?: boolean;
};

export type RequestReading = {
  platform: Platform | null;
  kind: PostKind;
  subject: Subject | null;
  /** The request calls it new ("our new latte"), so the captions may too. */
  isNew: boolean;
  /** What the request calls its launch when it opens a place: "grand opening", "opening"; or ''. */
  opening: string;
  /** The subject is something people come to ("hiking tours", "a workshop"), not goods to stock up on. */
  isOccasion: boolean;
  /** The request speaks as one person ("I", "my"), so the captions do not say "we". */
  isFirstPersonSingular: boolean;
  /** "Berlin", "the UK", "downtown". */
  place: string;
  /** Where to find it, as written: "our small Berlin cafe", "the beach", "Café Lumière". */
  venue: string;
  /** The preposition the venue is told with: "at", or "on" for a place stood on ("on the rooftop"). */
  venueLink: 'at' | 'on';
  /** The venue is the poster's own business ("for our agency:", "we're a design studio and…"), not a place. */
  isOwnBusiness?: boolean;
  when: When | null;
  offer: Offer | null;
  code: string;
  /** The code's own discount when the request makes another offer too: "10% off" of "code RIDE10 for 10% off". */
  codeDiscount: string;
  /** Who the post is for, as written: "Gen Z", "busy parents", "neighbours". */
  audience: string;
  /** The post looks for its audience ("looking for beta testers"): they are wanted, not served. */
  isAudienceWanted: boolean;
  /** The business or name behind the post: "Brightside". */
  brand: string;
  /** The request's own news as a sentence: "Our agency Brightside won the 2026 Webby for the Oxfam campaign." */
  statement: string;
  /** What comes with the subject, as written: "oat latte specials", "Sally Rooney", "sourdough and croissants". */
  extras: string;
  /** What the request asks readers to do, as sentences: "Bring water and a mat." */
  instructions: string[];
  /**
   * The request's other pieces, as sentences in its own words: "Walk-ins welcome.", "Cash and card accepted.",
   * "New reformer classes start Monday."
   */
  notes: string[];
  /**
   * Whoever a shown picture or clip shows, doing what: "our barista making latte art"; or the deed alone when it
   * names no one ("roasting our Ethiopian beans"); or ''.
   */
  scene: string;
  /** The clip is a look behind the scenes ("a behind the scenes video of…"). */
  isBehindTheScenes?: boolean;
  /** The post shows a transformation side by side ("a before and after of a kitchen renovation"). */
  isBeforeAndAfter?: boolean;
  /** Noun phrases, names and places to make hashtags from, most telling first. */
  tagPhrases: string[];
  /**
   * The subject's return or the state it is in now, as a sentence: "Pumpkin spice lattes are back.", "Christmas
   * trees are now in stock."; or ''.
   */
  state?: string;
  /** What the business offers on a repeating date, as written: "free legal clinics for small charities". */
  standingOffer: string;
  /** The post thanks people for what they did ("thanking the 120 volunteers who…"): told as thanks to them. */
  isThanks: boolean;
  /** The news is a person leaving their work ("retires", "steps down"): told as thanks, not as a milestone. */
  isFarewell: boolean;
  /** The subject is a home on offer ("2-bed flat to rent", "cottage for sale"): told as a listing. */
  isListing?: boolean;
  /** A look back ("a throwback photo of our first stall in 2015"), with the year it looks back to, or ''. */
  throwback?: { year: string } | null;
  /** What the post asks its readers, put to them directly; null when it asks nothing. */
  asked?: AskedQuestion | null;
  /** The request's opening command to readers, as written: "Order your Christmas cakes by December 10."; or ''. */
  command?: string;
  /** The request's opening greeting, as written: "Happy Halloween from all of us at Pumpkin Patch Cafe!"; or ''. */
  greeting?: string;
  /** The kind of post the request's content opens on ("sold out!", "lost dog near…"), said as written; or null. */
  shape?: OpeningShape | null;
};

/** Most words between a subject and the name it is given: ", a rescue kitten called". */
const MAX_WORDS_TO_NAME = 6;

/** True when "called" or "named" and a name follow the word at `to` within a few words. */
function isNamedRightAfter(words: Word[], to: number): boolean {
  for (let at = to + 1; at <= to + MAX_WORDS_TO_NAME && at < words.length - 1; at++) {
    if (/^(?:called|named)$/.test(words[at]!.lower)) return has(words[at + 1], 'ProperNoun');
    if (has(words[at], 'Verb') || has(words[at], 'Preposition')) return false;
  }
  return false;
}

/** Words for a launch that may follow what is launched: "our album launch", "the game's release". */
const INTENT_LAUNCH_NOUNS = wordSet('launch release premiere debut drop');

/** Words for the work a hire is for: "a 3-month project", "a 6-month contract". */
const WORK_HEADS = /^(?:project|projects|contract|gig|role|position|job)$/;

/** Words for a set of goods released together, which a label before them can say the goods of. */
const GOODS_RANGES = /^(?:collection|range|line|drop|capsule|edit)$/i;

/** A kind's word that labels the name after it: "flavour mango sticky rice", "scent Fig Leaf". */
const LABEL_BEFORE_NAME = /^(?:flavou?r|scent|colou?r|shade|blend|roast)\s+(?!of\b|for\b|and\b)(?=\S+\s*\S)/i;

/** Words for what something costs: "early bird price", "day rate". */
const PRICE_NOUNS = wordSet('price prices rate rates fee fees cost costs');

/** Verbs that make a clause news: "won", "raised", "hits". */
const NEWS_VERBS = wordSet(
  `won win wins raised raise raises raising closed closes closing secured secures securing hit hits reached
  reaches passed passes signed signs joined joins partnered named turned turns celebrated completed finished
  earned earns landed lands became becomes reaching winning signing landing earning retires retired retiring
  expanding expands expanded finishing completing graduating graduated passing qualifying qualified becoming`,
);
/** Verbs of news that is not good news to celebrate: "closing for renovations", "moving", "postponed". */
const NOTICE_VERBS = wordSet(
  `closing closed closes moving moved moves postponed cancelled canceled pausing paused relocating relocated
  change changes changing`,
);
/** "our podcast is taking a two-week break": a pause is a notice, as "pausing" is. */
function isTakingABreak(words: Word[], at: number): boolean {
  if (!/^(?:taking|takes|take)$/.test(words[at]?.lower ?? '') || words[at]!.endsPhrase) return false;
  for (let next = at + 1; next <= at + 4 && next < words.length; next++) {
    if (/^(?:break|hiatus|pause|breather)$/.test(words[next]!.lower)) return true;
    if (words[next]!.endsPhrase) return false;
  }
  return false;
}
/** "is moving to a bigger site": a move still to come is told as coming; no state is found after it. */
const isMoving = (word: Word) => /^(?:moving|relocating)$/.test(word.lower);
/**
 * A verb of notice at `at`: "closed", "sold" with "out" ("our bakery is sold out of sourdough today"), or the
 * poster's own state ("we're fully booked").
 */
const isNoticeAt = (words: Word[], at: number) =>
  NOTICE_VERBS.has(words[at]?.lower ?? '') ||
  isTakingABreak(words, at) ||
  // "our summer opening hours start June 1": new hours starting are a change of hours.
  (/^(?:start|starts|begin|begins)$/.test(words[at]?.lower ?? '') && words[at - 1]?.lower === 'hours') ||
  (words[at]?.lower === 'sold' && words[at + 1]?.lower === 'out') ||
  // "the online shop is down for maintenance tonight": a service that is down is closed for a while.
  // So is one that goes "cash-free" from a date: a change of how to pay.
  // "will be down tonight": the tagger may give "be" after "will" no copula's tag.
  (/^(?:down|offline|unavailable|cashless)$/.test(words[at]?.lower ?? '') &&
    (has(words[at - 1], 'Copula') || words[at - 1]?.lower === 'be')) ||
  (words[at]?.lower === 'cash' &&
    words[at]!.hyphenated &&
    words[at + 1]?.lower === 'free' &&
    has(words[at - 1], 'Copula')) ||
  isOwnStateAt(words, at);
/** Nouns whose subject takes what follows them: "our partnership with Patagonia on recycled packaging". */
const RELATIONAL_NOUNS = wordSet(
  `partnership partnerships collaboration collab interview conversation chat webinar talk workshop course podcast guide
  report study survey ebook whitepaper paper roundtable panel seminar lecture masterclass`,
);
/** Verbs by which an occasion starts: "strawberry picking opens this Saturday". */
const OPENING_VERBS = wordSet('opens starts begins returns kicks');
/** Verbs that launch something: "Hopline is releasing a hazy IPA collab" is a launch, not news to celebrate. */
const LAUNCH_VERBS = wordSet(
  `launches launched launching opens opened arrives arrived released releases releasing drops dropped dropping
  returns lands landed unveils unveiled unveiling introduces introducing debuts debuting adding`,
);
const EVERYTHING = wordSet('everything anything all');
/** Things a business earns: "our B Corp certification", "our ISO accreditation". */
const ACHIEVEMENTS = wordSet('certification certificate accreditation award recognition status rating');
/** "early bird tickets end Friday": something that stops on a date is news readers need before then. */
const isEndingAt = (verb: Word) => ENDING_VERBS.has(verb.lower) && has(verb, 'Verb');
/** Verbs by which others give a title: "was named Best Small Business", "was voted Best Cafe". */
const TITLE_GIVING = wordSet('named voted crowned');
/** Dates already past: "last month", "two weeks ago", "yesterday". */
const isPastDate = (when: When | null) => !!when && /\b(?:last|ago|yesterday|earlier)\b/i.test(when.text);
/**
 * "our taco truck parked at Granville Island this Friday night": a verb in the past form before a date still
 * ahead says where or how the subject will be (a participle), not what happened; the post is not news.
 */
const isComingDate = (when: When | null) =>
  !!when && !isCurrentSpan(when) && /\b(?:this|next|tomorrow|tonight|coming|upcoming)\b/i.test(when.text);
/**
 * "opened a new office … this month": a span we are in ("this week", "this month", "this year") holds the past
 * as well as what is ahead, so a verb in the past form before it tells what is done.
 */
const isCurrentSpan = (when: When | null) =>
  !!when && /^(?:in |during )?this (?:week|month|year|quarter)$/i.test(when.text.trim());

const SINGULAR_VOICE = wordSet("i i'm i've i'd my mine myself");
const PLURAL_VOICE = wordSet("we we're we've we'd our ours us ourselves");

/**
 * "I just opened my own physiotherapy clinic": a request that speaks of "I" and "my", and never of "we", is one
 * person's post. The words that ask for the post ("can you write me…") do not count.
 */
function speaksAsOne(tagged: TaggedText, framed: boolean[]): boolean {
  const own = tagged.words.filter((_, index) => !framed[index]);
  return (
    own.some((word) => SINGULAR_VOICE.has(word.lower)) && !own.some((word) => PLURAL_VOICE.has(word.lower))
  );
}
const SALE_NOUNS = wordSet('sale sales deal deals discount discounts clearance');
/** How a tip post's title starts: "5 lessons…", "how to…", "tips for…". */
/** Businesses people come to buy from: their goods are found there. */
const SHOP_HEADS = wordSet(
  `shop store boutique cafe café bakery deli market bar pub restaurant bistro salon studio gym gallery florist
  bookshop bookstore taproom brewery winery roastery showroom`,
);
const TIP_HEADS = wordSet('tips tip lessons ways mistakes hacks reasons things steps ideas rules secrets');
const AGE_WORDS = wordSet('new brand-new latest newest all-new');
/** Places named by a word of their own, without "in": "opening downtown". */
const PLACE_ADVERBS = wordSet('downtown uptown midtown nearby online nationwide worldwide');
/** Participles that lead to what a post shows: "showing our new spicy miso ramen". */
const SHOWING = wordSet('showing showcasing presenting');
/** Words that place something beside a spot: "by the bridge", "outside the town hall". */
const SPOT_LINKS = wordSet('by near outside opposite beside behind');
/** Words that bring in what comes with the subject: "with oat latte specials", "featuring Sally Rooney". */
const EXTRA_LINKS = wordSet('with featuring including plus');

/**
 * "closing a €2M round", "closed our Series A" is funding news; "closing for renovations" is a notice. An amount of
 * money after the verb is what was closed, not a door.
 */
const FUNDING_FOLLOWS = (words: TaggedText['words'], verb: number) =>
  words
    .slice(verb + 1, verb + 5)
    .some(
      (word) =>
        /^(?:round|funding|deal|raise|investment|partnership|contract|series|seed)$/.test(word.lower) ||
        has(word, 'Money'),
    );

/** "free delivery", "a free tote": an offer that names the thing given free. */
const isFreeThing = (offer: Offer | null) =>
  offer?.kind === 'free' && /^(?:(?:a|an) )?free \S/.test(offer.text);

const samePhrase = (one: Phrase | undefined, other: Phrase | undefined) =>
  !!one && !!other && one.from === other.from && one.to === other.to;

function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

type Core = { from: number; to: number; determiner: string; isNew: boolean };

/**
 * Names English makes of an adjective and a noun ("hot cross buns", "open mic night"). The tagger reads their
 * adjective as any other, and a hashtag would drop it as a description ("#CrossBuns"); nothing in the tags tells
 * "hot cross" from "quick weeknight", so the few that posts use are listed.
 */
const FIXED_COMPOUNDS = new Set([
  'hot cross',
  'remote work',
  'social media',
  'mental health',
  'public speaking',
  'personal finance',
  'personal training',
  'digital marketing',
  'open mic',
  'hot dog',
  'hot chocolate',
  'live music',
  'happy hour',
  'first aid',
  'high street',
  'real estate',
  'small business',
  'red velvet',
  'sweet potato',
  'green tea',
  'soft serve',
  'dark mode',
  'soft play',
]);

const isFixedCompound = (adjective: Word, noun: Word) =>
  FIXED_COMPOUNDS.has(`${adjective.lower} ${noun.lower}`) ||
  FIXED_COMPOUNDS.has(`${adjective.lower} ${noun.lower.replace(/e?s$/, '')}`);

/**
 * The phrase without its determiner and "new". For a hashtag, adjectives before a compound noun go too: "small
 * Berlin cafe" makes #BerlinCafe, as the compound already says which one.
 */
function coreOf(tagged: TaggedText, phrase: Phrase, forTags = false): Core {
  const { words } = tagged;
  let from = phrase.from;
  let determiner = '';
  let isNew = false;
  for (; from < phrase.to; from++) {
    const word = words[from]!;
    if (isPossessivePronoun(word)) determiner = word.lower;
    else if (word.lower === 'the' && !determiner) determiner = 'the';
    // "New Year's Eve party": the "New" of a holiday's name stays.
    else if (AGE_WORDS.has(word.lower) && !has(word, 'Holiday')) isNew = true;
    // "our most requested design": "most" that grades the word after it stays with it.
    else if (word.lower === 'most' && from < phrase.to) break;
    else if (!has(word, 'Determiner') && word.lower !== 'all' && !has(word, 'Superlative')) break;
  }
  if (forTags) {
    // Only the first of "mugs and plates" counts: "handmade ceramic mugs and plates" is no compound. Nor is a
    // thing "of" others: "bridal bouquet of white peonies" keeps its "bridal".
    const conjunct = words.slice(from, phrase.to + 1);
    const and = conjunct.findIndex((word) => /^(?:and|&|of)$/.test(word.lower));
    const nouns = (and < 0 ? conjunct : conjunct.slice(0, and)).filter((word) => isNoun(word)).length;
    let first = from;
    while (
      first < phrase.to &&
      has(words[first], 'Adjective') &&
      (!has(words[first], 'Hyphenated') || has(words[first], 'Length')) &&
      !has(words[first], 'Participle')
    )
      first++;
    // "fresh hot cross buns" gives #HotCrossBuns: an adjective that English fixes to its noun stays with it.
    const isNamePart = first > from && isFixedCompound(words[first - 1]!, words[first]!);
    if (nouns >= 2 && (isNoun(words[first]) || has(words[first], 'Money')))
      from = isNamePart ? first - 1 : first;
  }
  return { from, to: phrase.to, determiner, isNew };
}

/**
 * "a talk on remote team rituals": a partnership, a talk or an interview named with its topic is still one
 * thing, so its number and article are its own noun's, not those of the topic after it.
 */
function relationalHead(tagged: TaggedText, core: Core): number {
  const { words } = tagged;
  for (let index = core.from; index < core.to; index++) {
    if (
      RELATIONAL_NOUNS.has(words[index]!.lower) &&
      /^(?:with|on|about|between)$/.test(words[index + 1]!.lower)
    )
      return index;
  }
  // "staff picks for December" are picks.
  if (isSelectionsPeriod(words, core.to)) return core.to - 2;
  // "a kitchen renovation we did in Didsbury" is a renovation.
  const doneBy = words.findIndex(
    (word, at) =>
      at > core.from && at < core.to && /^(?:we|i)$/.test(word.lower) && has(words[at + 1], 'PastTense'),
  );
  if (doneBy > 0) return doneBy - 1;
  // "a garden makeover in Leeds" is a makeover.
  const inPlace = words.findIndex(
    (word, at) =>
      at > core.from &&
      at < core.to &&
      word.lower === 'in' &&
      words.slice(at + 1, core.to + 1).every((each) => has(each, 'Place') || has(each, 'ProperNoun')),
  );
  if (inPlace > 0) return inPlace - 1;
  return core.to;
}

function subjectOf(tagged: TaggedText, core: Core, isAgent = false): Subject {
  const { words } = tagged;
  // "our bakery's grand opening" with the opening read apart: the subject is the bakery, never "bakery's"; a
  // name keeps its "'s" ("St Mary's").
  const text = tagged
    .slice(core.from, core.to)
    .replace(/\s+/g, ' ')
    .replace(/(^|\s)(\p{Ll}+)['’]s$/u, '$1$2');
  const head = relationalHead(tagged, core);
  const plural = tagged.isPlural(core.from, head);
  // "Oakwood Primary School summer fair" is the school's fair: a name before a common noun only says whose or
  // which, and the phrase still takes "the". A name as its head ("Kumo Cafe") or a possessive takes none.
  const isName =
    has(words[head], 'ProperNoun') ||
    (has(words[core.from], 'ProperNoun') && !isNoun(words[head])) ||
    // "New Year's Eve party" is no one's: a holiday's name in the possessive owns nothing.
    words.slice(core.from, head).some((word) => /['’]s$/.test(word.text) && !has(word, 'Holiday'));
  // "sunrise yoga" written bare stays bare: a mass noun takes no article of ours.
  return {
    text,
    determiner:
      core.determiner ||
      (isName || plural || isMassNoun(words[head]) || has(words[head], 'WeeklyOccasion') ? '' : 'the'),
    plural,
    isAgent,
    isPerson:
      (has(words[head], 'Person') || isNamedInRole(words, core.from, head)) &&
      !has(words[head], 'Organization'),
  };
}

/**
 * Words for a person's role that the lexicon does not mark as people ("our founder Amara Obi"), and for the
 * animals a business keeps: "our new puppy Biscuit" is welcomed as a new colleague is, never sold.
 */
const ROLE_WORDS = wordSet(
  `founder cofounder co-founder owner head barista intern puppy pup kitten cat dog kitty bunny rabbit pony horse
  parrot hamster tortoise mascot`,
);

/**
 * "our founder Amara Obi", "our head chef Tom Reyes": a capitalised name right after a word for a person's role
 * is that person's, though the tagger does not know the name.
 */
function isNamedInRole(words: Word[], from: number, head: number): boolean {
  if (!has(words[head], 'ProperNoun') || !/^\p{Lu}/u.test(words[head]!.text)) return false;
  let role = head;
  while (role > from && has(words[role], 'ProperNoun') && /^\p{Lu}/u.test(words[role]!.text)) role--;
  // "our new head of sales Priya Desai": a role may be "of" something.
  const word = words[role - 1]?.lower === 'of' ? words[role - 2] : words[role];
  return role < head && (has(word, 'Actor') || ROLE_WORDS.has(word?.lower ?? '')) && !has(word, 'Plural');
}

/** "our agency Brightside" → "Brightside": a name set beside the noun that says what it is. */
function appositionName(tagged: TaggedText, phrase: Phrase): { from: number; text: string } | null {
  const { words } = tagged;
  // "our library Fastq": a name the tagger guessed to be a place is still a name; a known city is not.
  const isName = (index: number) =>
    has(words[index], 'ProperNoun') &&
    !isKnownPlaceWord(words[index]) &&
    !has(words[index], 'Date') &&
    !isPlatformWord(words[index]);
  if (!isName(phrase.to)) return null;
  let from = phrase.to;
  // "Code for Kids", "Friends of the Earth": a name may join capitalised words with a small word.
  const isJoinedAt = (index: number) =>
    /^(?:for|of|and|&)$/.test(words[index]?.lower ?? '') &&
    index - 1 > phrase.from &&
    isName(index - 1) &&
    /^\p{Lu}/u.test(words[index - 1]!.text);
  while (from > phrase.from && (isName(from - 1) || isJoinedAt(from - 1))) from -= isName(from - 1) ? 1 : 2;
  const before = words[from - 1];
  // The word before the name says what it is: "agency", "startup", "nonprofit".
  const describes = isNoun(before) || has(before, 'Adjective');
  // "Y Combinator": a capital letter alone before a name is part of it; "CEO Mark Olsen" says what he is.
  // "Riverside Night Market": a word written with a capital inside a name, though the tagger does not know it as
  // one, is part of it; a role ("CEO", "Chef") still says who the person is.
  const isPartOfName =
    /^\p{Lu}$/u.test(before?.text ?? '') ||
    (/^\p{Lu}\p{Ll}/u.test(before?.text ?? '') &&
      !has(before, 'Actor') &&
      from - 1 > phrase.from &&
      isName(from - 2));
  if (from <= phrase.from || !describes || has(before, 'ProperNoun') || isPartOfName) return null;
  return { from, text: tagged.slice(from, phrase.to).replace(/['’]s$/, '') };
}

/** Hashtags from a phrase; "our design studio Northlight" gives #Northlight and #DesignStudio. */
function tagPhrase(tagged: TaggedText, tags: HashtagPhrases, phrase: Phrase) {
  const core = coreOf(tagged, phrase, true);
  const name = appositionName(tagged, phrase);
  // "new flavour honey lavender" gives #HoneyLavender: the word for its kind, before its name, is no part of it.
  const isKindBeforeName =
    core.from < phrase.to &&
    isKindHead(tagged.words[core.from]) &&
    (isNoun(tagged.words[core.from + 1]) || has(tagged.words[core.from + 1], 'Participle'));
  if (!name) {
    tags.phrase(isKindBeforeName ? core.from + 1 : core.from, phrase.to);
    return;
  }
  tags.name(name.text);
  if (name.from > core.from) tags.phrase(core.from, name.from - 1);
}

/** The business or name behind the post: "our agency Brightside", or an organisation written with capitals. */
/** True when the word is in a capitalised name right after "called" or "named". */
function isCalledName(words: Word[], index: number): boolean {
  let at = index;
  while (at > 0 && /^\p{Lu}/u.test(words[at - 1]!.text) && !words[at - 1]!.endsPhrase) at--;
  return /^(?:called|named)$/.test(words[at - 1]?.lower ?? '');
}

function readBrand(tagged: TaggedText, phrases: Phrase[]): string {
  for (const phrase of phrases) {
    const name = appositionName(tagged, phrase);
    if (name) return name.text;
  }
  const { words } = tagged;
  const at = words.findIndex(
    (word, index) =>
      tagged.free(index) &&
      has(word, 'Organization') &&
      /^\p{Lu}/u.test(word.text) &&
      !isPlatformWord(word) &&
      // "a Christmas scent called Frosted Pine": the name a thing is called is the thing's, no maker's.
      !isCalledName(words, index),
  );
  if (at < 0) return '';
  // "Northwind Labs", "Point Nine Capital": the name runs on over the capitalised words that follow it, and
  // over an "&" between two of them ("The Fox & Hound"), so a name is never cut into a lone word of its own.
  const isCapitalised = (index: number) =>
    has(words[index], 'ProperNoun') && /^\p{Lu}/u.test(words[index]!.text) && !has(words[index], 'Date');
  let to = at;
  while (!words[to]!.endsPhrase && !/['’]s$/.test(words[to]!.text)) {
    if (isCapitalised(to + 1)) to++;
    else if (words[to + 1]?.lower === '&' && !words[to + 1]!.endsPhrase && isCapitalised(to + 2)) to += 2;
    else break;
  }
  return tagged.slice(at, to).replace(/['’]s$/, '');
}

/**
 * Verbs by which a business puts on an occasion: "is hosting", "hosts", "will host". "running", "holding" and
 * "organising" put one on too when what follows is an occasion ("is running a free tax webinar"); before
 * anything else ("running a café") they say nothing of the kind, and the occasion noun decides.
 */
const HOSTING = wordSet(
  'hosting hosts host throwing throws presents presenting running runs holding holds organising organises organizing organizes',
);

/** The phrase that hosts an occasion named right after the verb; the verb is then taken. */
function readHost(tagged: TaggedText, phrases: Phrase[]): Phrase | undefined {
  const { words } = tagged;
  for (const phrase of phrases) {
    if (words[phrase.to]!.endsPhrase) continue;
    // "our yoga teacher Priya is running a workshop": a person who runs an occasion leads it; no place is named.
    const isNamedRole =
      has(words[phrase.to], 'ProperNoun') &&
      /^\p{Lu}/u.test(words[phrase.to]!.text) &&
      words.slice(phrase.from, phrase.to).some((word) => has(word, 'Actor'));
    if (has(words[phrase.to], 'Person') || isNamedRole) continue;
    let verb = phrase.to + 1;
    while (has(words[verb], 'Copula') || has(words[verb], 'Auxiliary') || words[verb]?.lower === 'will')
      verb++;
    const occasion = HOSTING.has(words[verb]?.lower ?? '') ? tagged.phraseFrom(verb + 1) : undefined;
    // "is hosting a free repair cafe": what is hosted is an occasion whatever its name.
    const isHosted = /^(?:hosting|hosts|host|throwing|throws)$/.test(words[verb]?.lower ?? '');
    if (occasion && (isEventNoun(headOf(tagged, occasion)) || isHosted)) {
      tagged.use(phrase.to + 1, verb);
      return phrase;
    }
  }
  return undefined;
}

/** Languages code is written in, which the tagger may take for places: "in Rust", "in Go". */
const PROGRAMMING_LANGUAGES = wordSet(
  'rust go golang python java kotlin swift ruby elixir typescript javascript php scala haskell dart zig',
);

/** Cities and countries, and "downtown"-like words that name a place on their own. */
function readPlaces(tagged: TaggedText): PlaceName[] {
  const { words } = tagged;
  const found = placesIn(words, tagged.text);
  // "our first US office in Austin, Texas": where the post says a thing is ("in …") is its place; a place that
  // only describes a noun beside it says which kind of thing, and is no second place.
  const isSaidIn = (place: PlaceName) => words[place.from - 1]?.lower === 'in';
  const isDescribing = (place: PlaceName) => !words[place.to]!.endsPhrase && isNoun(words[place.to + 1]);
  const places = found
    .filter((place) => !found.some(isSaidIn) || !isDescribing(place))
    // "on Brighton beach": a place stood on, named after its town, is where to go, not a town to be in; it is
    // read as a venue, told with its "on".
    .filter((place) => !(words[place.from - 1]?.lower === 'on' && isSurface(words[place.to]!.lower)))
    // "a library for parsing PDFs in Rust": a programming language something is written in is no place.
    .filter((place) => !PROGRAMMING_LANGUAGES.has(place.text.toLowerCase()))
    // Words read already ("Tom Park" of the people a post congratulates) are no place.
    .filter((place) => tagged.free(place.from))
    .map((place) =>
      PLACE_ADVERBS.has(place.text.toLowerCase()) ? { ...place, text: place.text.toLowerCase() } : place,
    );
  words.forEach((word, index) => {
    const isNamed = places.some((place) => place.from <= index && index <= place.to);
    // "book online and save 10%": how readers are asked to do something is no place.
    const isHow = word.lower === 'online' && has(words[index - 1], 'Imperative');
    if (
      PLACE_ADVERBS.has(word.lower) &&
      !isNamed &&
      !isHow &&
      tagged.free(index) &&
      !isNoun(words[index + 1])
    ) {
      places.push(shopsAndOnline(tagged, index) ?? { from: index, to: index, text: word.lower });
    }
  });
  return places;
}

type Anniversary = { agent: Phrase; count: string; unit: string; from: number; isMilestone?: boolean };

/** The links between a count and the business that reached it: "10,000 users on our app", "100 orders at Kumo". */
const MILESTONE_LINKS = wordSet('on of at for with in');

/**
 * "celebrating 10,000 users on our language learning app Lingo Leap": a count of people or things at a business
 * is a milestone it has reached ("Our language learning app Lingo Leap reaches 10,000 users."), in a post that
 * celebrates. The business is the subject; the count is its news.
 */
function readMilestone(tagged: TaggedText, intents: Set<Intent>): Anniversary | null {
  if (!intents.has('news')) return null;
  const { words } = tagged;
  const start = words.findIndex((_, index) => tagged.free(index));
  const count = words[start];
  const counted = words[start + 1];
  const link = words[start + 2];
  const isCount =
    has(count, 'Value') && !has(count, 'Money') && !has(count, 'Percent') && !/^\d{4}$/.test(count!.text);
  if (!isCount || !has(counted, 'Plural') || count!.endsPhrase || counted!.endsPhrase) return null;
  if (!MILESTONE_LINKS.has(link?.lower ?? '') || /^(?:years?|months?|decades?)$/.test(counted!.lower))
    return null;
  const agent = tagged.phraseFrom(start + 3);
  const isBusiness =
    !!agent && (isPossessivePronoun(words[agent.from]) || has(words[agent.to], 'ProperNoun'));
  if (!agent || !isBusiness) return null;
  tagged.use(start, start + 2);
  return { agent, count: count!.text, unit: counted!.text, from: start, isMilestone: true };
}

/** "5 years of Bloom Florist", "10 years of our café": a count of years (or months) of a business is its birthday. */
/** Verbs that mark a span of time as a birthday: "celebrating 10 years", "marks 5 years". */
const MARKING = /^(?:celebrating|celebrates|marking|marks)$/;

/** The business whose years a verb of marking counts: "Spokes celebrating 10 years" gives "our bike shop Spokes". */
function celebratedBy(tagged: TaggedText, countIndex: number): Phrase | null {
  const { words } = tagged;
  if (!MARKING.test(words[countIndex - 1]?.lower ?? '')) return null;
  const agent = tagged.phrases().find((phrase) => phrase.to === countIndex - 2);
  const isBusiness =
    !!agent && (isPossessivePronoun(words[agent.from]) || has(words[agent.to], 'ProperNoun'));
  return isBusiness ? agent : null;
}

/**
 * "our tattoo studio's 5th birthday", "Kumo's 10th anniversary": a business's birthday counted by an ordinal is
 * its anniversary in years, as "turns 5" is.
 */
function readOwnBirthday(tagged: TaggedText): Anniversary | null {
  const { words } = tagged;
  const at = words.findIndex(
    (word, index) =>
      /^(?:birthday|anniversary)$/.test(word.lower) &&
      /^\d+(?:st|nd|rd|th)$/.test(words[index - 1]?.lower ?? '') &&
      /['’]s$/.test(words[index - 2]?.text ?? '') &&
      !words[index - 1]!.endsPhrase &&
      !words[index - 2]!.endsPhrase,
  );
  if (at < 0) return null;
  const owner = at - 2;
  let from = owner;
  while (
    from > 0 &&
    !words[from - 1]!.endsPhrase &&
    tagged.free(from - 1) &&
    (isNoun(words[from - 1]) || has(words[from - 1], 'Adjective') || isPossessivePronoun(words[from - 1]))
  )
    from--;
  if (!isPossessivePronoun(words[from]) && !has(words[owner], 'ProperNoun')) return null;
  tagged.use(owner + 1, at);
  const agent = { from, to: owner, text: tagged.slice(from, owner) };
  return { agent, count: /^\d+/.exec(words[at - 1]!.lower)![0], unit: 'years', from: owner + 1 };
}

function readAnniversary(tagged: TaggedText): Anniversary | null {
  const birthday = readOwnBirthday(tagged);
  if (birthday) return birthday;
  const { words } = tagged;
  for (let index = 0; index + 3 < words.length; index++) {
    const count = words[index]!;
    const unit = words[index + 1]!;
    const isCount = has(count, 'Value') && !has(count, 'Money') && !has(count, 'Percent');
    if (!isCount || !/^(?:years?|months?|decades?)$/.test(unit.lower) || count.endsPhrase || unit.endsPhrase)
      continue;
    // "our bike shop Spokes celebrating 10 years": the business before the verb of marking is whose birthday
    // it is.
    const celebrated = celebratedBy(tagged, index);
    if (celebrated && tagged.free(index)) {
      tagged.use(index - 1, index + 1);
      return { agent: celebrated, count: count.text, unit: unit.lower, from: index };
    }
    if (words[index + 2]!.lower !== 'of' || !tagged.free(index)) continue;
    // "after 8 months of pilots" is a stretch of time, not a birthday.
    if (has(words[index - 1], 'Preposition')) continue;
    const agent = tagged.phraseFrom(index + 3);
    // Only a business has a birthday: a name, or "our café".
    const isBusiness =
      !!agent && (isPossessivePronoun(words[agent.from]) || has(words[agent.to], 'ProperNoun'));
    if (!agent || !isBusiness) continue;
    tagged.use(index, index + 2);
    return { agent, count: count.text, unit: unit.lower, from: index };
  }
  return null;
}

/** "Bloom Florist turns 5.", "Our café celebrates 6 months." */
function anniversaryStatement(tagged: TaggedText, anniversary: Anniversary): string {
  const { agent, count, unit } = anniversary;
  const name = tagged.slice(agent.from, agent.to);
  if (anniversary.isMilestone) return sentenceOf(`${name} reaches ${count} ${unit}`);
  return sentenceOf(/^years?$/.test(unit) ? `${name} turns ${count}` : `${name} celebrates ${count} ${unit}`);
}

type Clause = {
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
};

/**
 * News in the request's own words, from where its content starts: "our agency Brightside won the 2026 Webby…",
 * "our startup Fernweh raising a €2M seed round…", "we hit 10k followers".
 */
function readClause(tagged: TaggedText, dated: boolean[]): Clause | null {
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
  if (/^(?:after|following)$/.test(words[pieceStart]!.lower)) {
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
      /^(?:we|i|we've|we're|i've|i'm)$/.test(word.lower) &&
      tagged.free(at) &&
      tagged.text.slice(words[at - 1]!.end, word.start).includes(':') &&
      words.slice(start, at).every((_, index) => tagged.free(start + index) || dated[start + index]),
  );
  let label: Clause['label'] = labelled;
  if (saidAfterLabel > 0 && !(agent && has(words[agent.to + 1], 'Verb'))) {
    if (agent && agent.from === start && words[start]!.lower === 'our') {
      label = { from: start, to: saidAfterLabel - 1 };
      tagged.use(label.from, label.to);
    }
    start = saidAfterLabel;
    agent = null;
  }
  const isUs = /^(?:we|i|we've|we're|i've|i'm)$/.test(words[start]!.lower);
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
  let after = verb + 1;
  while (has(words[after], 'Adverb') || has(words[after], 'Particle')) after++;
  // "on winning Engineer of the Year": a phrase the tagger opened with the verb itself starts after it.
  const found = phrases.find(
    (phrase) => phrase.from === after || (phrase.from === verb && phrase.to >= after && after === verb + 1),
  );
  // "is adding a 6am sunrise class": a time the tagger took as a date may stand between the article and the rest
  // of the object's phrase; it is part of the object all the same.
  const timed =
    found ??
    phrases.find(
      (phrase) =>
        phrase.from > after &&
        phrase.from <= after + 2 &&
        words
          .slice(after, phrase.from)
          .every((each, offset) => has(each, 'Determiner') || dated[after + offset]),
    );
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
    !(object && isEventNoun(headOf(tagged, object))) &&
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
    if (isDescription && has(words[to], 'Noun')) {
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
  };
}

/** The clause as a sentence: "raising" becomes "raised" so it reads as news, "planting" "is planting". */
function statementOf(tagged: TaggedText, clause: Clause): string {
  const verb = tagged.words[clause.verb]!;
  const labelled = labelledStatement(tagged, clause);
  if (labelled) return labelled;
  // "Our Series A, led by Index Ventures.": what another did to the thing is said after a comma.
  if (isDoneBy(tagged.words, clause.verb) && clause.agent) {
    const { words } = tagged;
    const thing = tagged.text.slice(words[clause.from]!.start, words[clause.agent.to]!.end);
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
  const after = tagged.text.slice(verb.end, tagged.words[clause.to]!.end);
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

/** Verbs by which a business has things: "has", "stocks", "got in". */
const STOCKING_VERBS = wordSet('has have got gets stocks stock carries carry');

/**
 * "our flower shop Petal & Stem has new spring bouquets": what a business has that is called new is what the post
 * launches, as if it said "is launching"; the shop that has them is their owner, not the subject.
 */
function isNewlyStocked(tagged: TaggedText, clause: Clause): boolean {
  const { words } = tagged;
  const { object } = clause;
  if (!object || !STOCKING_VERBS.has(words[clause.verb]!.lower)) return false;
  return words.slice(object.from, object.to + 1).some((word) => AGE_WORDS.has(word.lower));
}

/**
 * What news is about: "won the 2026 Webby" is Brightside's Webby award (the edition year stays in the statement);
 * "raising a €2M seed round" is Fernweh's €2M seed round. News of a count ("hits 100 episodes") is about its agent.
 */
function newsSubject(
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
      const isName = at <= clause.to && (isCapital(at) || isJoined);
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
    const named =
      (agent && appositionName(tagged, agent)?.text) ||
      brand ||
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
          (isAward ? ' award' : isMedal ? ' medal' : '');
    // "I passed my CPA exam" is my exam: the object's own possessive first, then the agent's. A version "of
    // our app" has its owner inside.
    const ownDeterminer = isPossessivePronoun(words[object.from])
      ? words[object.from]!.lower
      : numbered > 0
        ? ''
        : agent && isPossessivePronoun(words[agent.from])
          ? words[agent.from]!.lower
          : words[clause.from]?.lower === 'i'
            ? 'my'
            : 'our';
    // "expanding our consultancy Brightpath": a business that is itself the news is no owner of it.
    const owner = named && !text.includes(named) ? named : '';
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
  if (!agent) return null;
  tagPhrase(tagged, tags, agent);
  // "reaching 10,000 happy customers": what a count reached counts is tagged without the number
  // (#HappyCustomers).
  if (object && isCount) tags.phrase(object.from, object.to);
  // "our Series A led by Index Ventures": a thing something was done to by another is no agent of its own.
  return { subject: subjectOf(tagged, coreOf(tagged, agent), !isDoneBy(words, clause.verb)), phrase: agent };
}

/** "led by", "backed by": a past form before "by" tells what another did to the thing before it. */
const isDoneBy = (words: Word[], verb: number) =>
  has(words[verb], 'PastTense') &&
  words[verb + 1]?.lower === 'by' &&
  !has(words[verb - 1], 'Copula') &&
  !/^(?:has|have|had|was|were)$/.test(words[verb - 1]?.lower ?? '');

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

/**
 * A partnership, an interview or a collaboration is named with whom and on what: the subject runs on over
 * "with Patagonia on recycled packaging", and each of those phrases gives a hashtag of its own.
 */
function withWhatFollows(tagged: TaggedText, phrase: Phrase, tags: HashtagPhrases): Phrase {
  const { words } = tagged;
  if (!RELATIONAL_NOUNS.has(headOf(tagged, phrase))) return phrase;
  let to = phrase.to;
  // "our white paper on AI in healthcare": after the topic, "in" narrows it down (a town is read as the place).
  // "our free guide to GDPR": a guide is "to" its topic.
  const isGuide = /^(?:guide|guides|introduction|intro|handbook|roadmap)$/.test(headOf(tagged, phrase));
  const isLink = (link: number) =>
    /^(?:with|on|about|between)$/.test(words[link]?.lower ?? '') ||
    (isGuide && link === phrase.to + 1 && words[link]?.lower === 'to') ||
    (link > phrase.to + 1 && words[link]?.lower === 'in');
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

/**
 * "our partnership with Stripe to offer instant payouts for freelancers across Europe": what a partnership or a
 * collaboration is for (or what someone hired will do) is what it announces, so it is told as a sentence of its own ("Together, we will offer
 * instant payouts for freelancers across Europe."), people and places included, as the request words it.
 */
function purposeOf(
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

/** "our workshop", "our charity bake sale": a phrase naming an occasion, by its head or as a whole. */
const isOccasionPhrase = (tagged: TaggedText, phrase: Phrase) =>
  isEventNoun(headOf(tagged, phrase)) || isEventPhrase(tagged.slice(phrase.from, phrase.to));

/**
 * "our charity bake sale raising money for the local animal shelter on 12 December": what an occasion raises
 * money for is told as where the money goes, "All money raised goes to the local animal shelter."; the date stays
 * the occasion's.
 */
function fundraiserCause(
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
  return (
    /^(?:that|which|every|you|i|we|everyone|nobody)$/.test(next.lower) ||
    (next.lower === 'to' && has(words[head + 2], 'Infinitive') && !next.endsPhrase)
  );
}

/** A tip post's title, as the request words it: "5 lessons we learned…", "how to make cold brew at home". */
function tipTitle(tagged: TaggedText, tags: HashtagPhrases, audience: Phrase | undefined): Phrase | null {
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
  const isForAudience =
    end === start &&
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

/**
 * What the request says of its subject, as written: "our studio apartment in Lisbon is available on Airbnb from
 * June", "our taco truck is at Union Square today from 11 to 3". A copula after the subject (and its place) makes
 * the rest of the piece a sentence; "is out" alone says too little to repeat.
 */
/**
 * "guest artist Mika from Tokyo": a place a named person is "from" is where they come from, not where the post
 * happens; it is kept with them and taken from the places.
 */
function readOrigin(tagged: TaggedText): { from: number; to: number } | null {
  const { words } = tagged;
  const isName = (word: Word | undefined) => has(word, 'ProperNoun') && /^\p{Lu}/u.test(word?.text ?? '');
  const at = words.findIndex(
    (word, index) =>
      word.lower === 'from' &&
      tagged.free(index) &&
      isName(words[index - 1]) &&
      has(words[index - 1], 'Person') &&
      !words[index - 1]!.endsPhrase &&
      !word.endsPhrase &&
      isName(words[index + 1]),
  );
  if (at < 0) return null;
  let to = at + 1;
  while (!words[to]!.endsPhrase && isName(words[to + 1])) to++;
  tagged.use(at, to);
  return { from: at, to };
}

/** "looking for", "searching for": the asking for someone to hire. */
const LOOKING_WORDS = /^(?:looking|searching|for)$/;

/** What people sign up by: "enrolment", "bookings", "applications" are open. */
const SIGN_UPS = wordSet(
  `enrolment enrolments enrollment enrollments registration registrations booking bookings application
  applications entries submissions sign-ups signups preorders pre-orders nominations`,
);

/**
 * Words for the state goods are in: "in stock", "back in stock", "now available", "sold out"; a release's:
 * "out now", "now live"; and places running short: "filling fast", "almost gone".
 */
const STATE_AHEAD =
  /^(?:(?:now|back|finally|still|all)\s+)*(?:in stock|in season|in bloom|available|sold out|on sale|back|out now|out today|live|bookable|(?:filling|selling|going|booking) (?:up )?(?:fast|quickly|out)|almost gone|nearly (?:full|gone|sold out))\b|^(?:(?:is|are)\s+)?now open\b/;

/** True when the words from `at` tell a state with its "is" left out: "now in stock", "back in stock". */
function isStateAhead(words: Word[], at: number): boolean {
  // "Christmas trees now in, from £35": "in" that ends the piece is "in stock".
  const isNowIn =
    words[at]?.lower === 'now' &&
    !words[at]!.endsPhrase &&
    words[at + 1]?.lower === 'in' &&
    (words[at + 1]!.endsPhrase || at + 1 === words.length - 1);
  if (isNowIn) return true;
  // "signed copies … are in, only 30 available": "in" that ends the piece after "are" is "in stock" too.
  const isIn =
    words[at]?.lower === 'in' &&
    has(words[at - 1], 'Copula') &&
    (words[at]!.endsPhrase || at === words.length - 1);
  if (isIn) return true;
  const ahead = words
    .slice(at, at + 4)
    .map((word) => word.lower)
    .join(' ');
  return STATE_AHEAD.test(ahead);
}

function predicateOf(
  tagged: TaggedText,
  subject: Phrase,
  {
    told,
    inPlace,
    origin,
  }: { told: boolean[]; inPlace: (index: number) => boolean; origin: { from: number; to: number } | null },
): { text: string; from: number; to: number; isState?: boolean } | null {
  const { words } = tagged;
  if (words[subject.to]!.endsPhrase) return null;
  let verb = subject.to + 1;
  // "guest artist Mika from Tokyo is with us": where someone is from goes with them.
  if (origin && origin.from === verb && !words[origin.to]!.endsPhrase) verb = origin.to + 1;
  // "our podcast episode with chef Nadia Hussain is out now": who or what comes with the subject goes with it.
  if (words[verb]?.lower === 'with' && !words[verb]!.endsPhrase) {
    let end = verb + 1;
    while (end < verb + 5 && isNoun(words[end]) && !words[end]!.endsPhrase) end++;
    if (end > verb + 1 && has(words[end], 'Copula')) verb = end;
  }
  if (words[verb]?.lower === 'in' && inPlace(verb + 1)) {
    verb++;
    while (inPlace(verb) && !words[verb]!.endsPhrase) verb++;
    if (inPlace(verb)) return null;
  }
  // "enrolment for spring term is open": what people sign up for goes with the signing up.
  const forAt = words.findIndex((word, at) => at > subject.from && at <= subject.to && word.lower === 'for');
  const isSignUp = SIGN_UPS.has(words[forAt > 0 ? forAt - 1 : subject.to]!.lower);
  // "for the spring term": the tagger may take "the" for part of a date, so the phrase is found after it too.
  const signedFor =
    isSignUp && words[verb]?.lower === 'for'
      ? (tagged.phraseFrom(verb + 1) ??
        (has(words[verb + 1], 'Determiner') ? tagged.phraseFrom(verb + 2) : undefined))
      : undefined;
  if (signedFor && !words[signedFor.to]!.endsPhrase) verb = signedFor.to + 1;
  // "our vintage denim jackets restock, sizes XS to XL": a restock named after the goods, as a headline names
  // it, is their being back in stock.
  const isRestock =
    /^(?:restock|restocked)$/.test(words[verb]?.lower ?? '') &&
    (words[verb]!.endsPhrase || verb === words.length - 1) &&
    !told[verb];
  if (isRestock) {
    tagged.use(subject.from, verb);
    const be = tagged.isPlural(subject.from, subject.to) ? 'are' : 'is';
    const text = sentenceOf(`${tagged.slice(subject.from, subject.to)} ${be} back in stock`);
    return { text, from: subject.from, to: verb, isState: true };
  }
  // "Christmas trees now in stock": a headline leaves out the "are" before the state goods are in.
  const isImplied = !has(words[verb], 'Copula') && isStateAhead(words, verb);
  // "our food truck will be at the festival all weekend": where it will be is said as well as where it is.
  const isToBe = words[verb]?.lower === 'will' && words[verb + 1]?.lower === 'be';
  // "Valentine's bouquets can be pre-ordered now": what buyers can do with it from now on is its state.
  const canBe = canBeOrderedAt(words, verb) || hasArrivedAt(words, verb);
  if ((!has(words[verb], 'Copula') && !isImplied && !isToBe && !canBe) || words[verb]!.endsPhrase)
    return null;
  let end = verb;
  while (end + 1 < words.length && !words[end]!.endsPhrase) end++;
  if (isImplied) {
    if (told.slice(verb, end + 1).some(Boolean)) return null;
    tagged.use(subject.from, end);
    const be = tagged.isPlural(subject.from, subject.to) ? 'are' : 'is';
    const text = sentenceOf(`${tagged.slice(subject.from, subject.to)} ${be} ${tagged.slice(verb, end)}`);
    return { text, from: subject.from, to: end, isState: true };
  }
  // "pumpkin spice lattes are back": a thing's return is the news of the post though it is told in one word;
  // any other single word after "is" only says how the subject is.
  // So is "enrolment is open": people can sign up from now on.
  const opensSignUp =
    isSignUp &&
    /^(?:now )?(?:open|live)\b/.test(
      words
        .slice(verb + 1, verb + 3)
        .map((word) => word.lower)
        .join(' '),
    );
  // So is "signed copies are in": goods come in are in stock.
  const isReturn =
    end === verb + 1 && (words[end]!.lower === 'back' || opensSignUp || isStateAhead(words, end));
  // An offer or a code in it is told by its own sentence.
  if ((end - verb < 2 && !isReturn && !canBe) || told.slice(verb, end + 1).some(Boolean)) return null;
  tagged.use(subject.from, end);
  return {
    text: sentenceOf(tagged.slice(subject.from, end)),
    from: subject.from,
    to: end,
    // "our bookshop will be open late every Thursday": the hours a business will keep are its state too.
    isState:
      isReturn ||
      opensSignUp ||
      isStateAhead(words, verb + 1) ||
      canBe ||
      (isToBe && /^(?:open|closed)$/.test(words[verb + 2]?.lower ?? '')),
  };
}

/**
 * True when the words from `at` say goods "have arrived" or "have landed", ending the piece: they are in now. What
 * arrived somewhere or with something ("has landed in Leeds") is news of its own.
 */
function hasArrivedAt(words: Word[], at: number): boolean {
  const verb = words[at + 1];
  return (
    /^(?:has|have)$/.test(words[at]?.lower ?? '') &&
    !words[at]!.endsPhrase &&
    /^(?:arrived|landed)$/.test(verb?.lower ?? '') &&
    (verb!.endsPhrase || at + 1 === words.length - 1)
  );
}

/** What buyers do to get a thing: "ordered", "pre-ordered", "booked". */
const ORDERED = wordSet('ordered pre-ordered preordered booked reserved bought purchased');

/** True when the words from `at` say a thing "can (now) be ordered": "can be pre-ordered now", "can now be booked". */
function canBeOrderedAt(words: Word[], at: number): boolean {
  if (words[at]?.lower !== 'can') return false;
  let be = at + 1;
  if (words[be]?.lower === 'now') be++;
  const isRun = words.slice(at, be + 1).every((word) => !word.endsPhrase);
  return isRun && words[be]?.lower === 'be' && ORDERED.has(words[be + 1]?.lower ?? '');
}

/** The name in a piece of its own right after `to`, set off by a comma: ", Northwind Advisory". */
function nameAfter(tagged: TaggedText, to: number): { from: number; to: number } | null {
  const { words, text } = tagged;
  if (!words[to]?.endsPhrase || text.slice(words[to]!.end, words[to + 1]?.start).trim() !== ',') return null;
  let end = to + 1;
  while (
    end < words.length &&
    tagged.free(end) &&
    has(words[end], 'ProperNoun') &&
    !has(words[end], 'Place')
  ) {
    if (words[end]!.endsPhrase) return { from: to + 1, to: end };
    end++;
  }
  return end === words.length && end > to + 1 ? { from: to + 1, to: end - 1 } : null;
}

/** "in stock", "in person": a bare common noun after "in" is a state, not a place. */
const isState = (tagged: TaggedText, phrase: Phrase) =>
  phrase.from === phrase.to &&
  tagged.words[phrase.from - 1]?.lower === 'in' &&
  !has(tagged.words[phrase.from], 'ProperNoun');

/**
 * The venue as a caption names it. "a post for a craft brewery in Portland" is written for the brewery, in its
 * voice: it is "our craft brewery", since "at a craft brewery" is nowhere a reader can find. A trade that names a
 * person ("for a wedding florist") is the poster themself, and no place at all.
 */
function venueText(tagged: TaggedText, venue: Phrase): string {
  const { words } = tagged;
  const text = tagged.slice(venue.from, venue.to);
  const lead = words[venue.from - 1]?.lower ?? '';
  if ((lead !== 'for' && !SAYING_WHO.has(lead)) || !/^(?:a|an)$/.test(words[venue.from]!.lower)) return text;
  if (has(words[venue.to], 'Actor')) return '';
  return `our ${tagged.slice(venue.from + 1, venue.to)}`;
}

/** The poster saying who they are: "we're a family-run ice cream parlour". */
const SAYING_WHO = wordSet("we're i'm are am");

/**
 * "we're a family-run ice cream parlour in Whitby and our salted caramel scoop is back": the poster saying what
 * business they are, before the news, is where the news is found, in their voice ("our family-run ice cream
 * parlour"); it is no subject of the post. Only when news follows, after "and" or a comma.
 */
function ownBusiness(
  tagged: TaggedText,
  phrases: Phrase[],
  inPlace: (index: number) => boolean,
): Phrase | undefined {
  const { words } = tagged;
  const first = phrases[0];
  if (!first || !/^(?:a|an)$/.test(words[first.from]!.lower)) return undefined;
  const lead = words[first.from - 1];
  const isSaid =
    /^(?:we're|i'm)$/.test(lead?.lower ?? '') ||
    (/^(?:are|am)$/.test(lead?.lower ?? '') && /^(?:we|i)$/.test(words[first.from - 2]?.lower ?? ''));
  // "I'm a photographer" is the poster; "we're a family-run butcher" is a business, as no group is one person.
  const isOnePerson = has(words[first.to], 'Actor') && !/^(?:we're|are)$/.test(lead!.lower);
  if (!isSaid || isOnePerson) return undefined;
  let end = first.to;
  if (words[end + 1]?.lower === 'in' && !words[end]!.endsPhrase && inPlace(end + 2)) {
    end += 2;
    while (inPlace(end + 1) && !words[end]!.endsPhrase) end++;
  }
  const isNewsAfter = words[end]!.endsPhrase || words[end + 1]?.lower === 'and';
  if (!isNewsAfter || !phrases.some((phrase) => phrase.from > end + 1)) return undefined;
  tagged.use(
    first.from - (/^(?:are|am)$/.test(lead!.lower) ? 2 : 1),
    words[end + 1]?.lower === 'and' ? end + 1 : end,
  );
  return first;
}

/** Words for a kind of post that may label its subject before a colon: "a quick recipe:". */
const POST_KINDS = wordSet('recipe recipes tutorial tutorials guide hack hacks review reviews');

/**
 * Where it happens: a phrase after "at" or "in", or the business a request names before a colon ("for our Lisbon
 * surf school: beginner lessons…") when something else follows to be the subject.
 */
function readVenue(
  tagged: TaggedText,
  phrases: Phrase[],
  { offer, places, isNews }: { offer: Offer | null; places: PlaceName[]; isNews: boolean },
): Phrase | undefined {
  const { words, text } = tagged;
  const linkOf = (phrase: Phrase) => words[phrase.from - 1]?.lower ?? '';
  // "hand-poured in small batches": a bare plural after "in" says how, never where.
  const isManner = (phrase: Phrase) =>
    linkOf(phrase) === 'in' &&
    has(words[phrase.to], 'Plural') &&
    !words.slice(phrase.from, phrase.to + 1).some((word) => has(word, 'ProperNoun')) &&
    !has(words[phrase.from], 'Determiner') &&
    !isPossessivePronoun(words[phrase.from]);
  const atPlace = phrases.find(
    (phrase) =>
      (/^(?:at|in)$/.test(linkOf(phrase)) ||
        (linkOf(phrase) === 'on' && isSurface(headOf(tagged, phrase)))) &&
      !isPeople(words[phrase.to]) &&
      !isState(tagged, phrase) &&
      !isManner(phrase),
  );
  // News names its agent first ("our agency Brightside: …"); that is not a venue.
  if (atPlace || isNews) return atPlace;
  const isScope = (phrase: Phrase) => !!offer?.scope && offer.scope.startsWith(phrase.text);
  const others = phrases.filter(
    (phrase) => !isScope(phrase) && !isPeople(words[phrase.to]) && !EXTRA_LINKS.has(linkOf(phrase)),
  );
  const first = phrases[0];
  if (!first || others.length < 2 || !samePhrase(first, others[0])) return undefined;
  // "for our dog grooming salon in Austin: …": the colon may follow the place.
  const place = places.find((name) => name.from === first.to + 2 && words[first.to + 1]?.lower === 'in');
  const last = place ? place.to : first.to;
  const gap = text.slice(words[last]!.end, words[last + 1]?.start ?? text.length);
  // The business the post is for: "for our Lisbon surf school:"; "our new feature:" only labels what follows.
  // Before a comma it is the venue only of a one-off occasion named after it: "for our record shop Spin City,
  // crate-digging night this Friday" is about the night. Classes "on Tuesdays" or classes that "start Monday"
  // describe the business, which stays the subject.
  // "strawberry picking opens this Saturday": the verb that starts an occasion may stand before its date.
  const isOccasion = (phrase: Phrase) => {
    if (!isEventNoun(headOf(tagged, phrase)) || words[phrase.to]!.endsPhrase) return false;
    const opens = OPENING_VERBS.has(words[phrase.to + 1]?.lower ?? '') && !words[phrase.to + 1]!.endsPhrase;
    return /^(?:this|next|tonight|tomorrow|today|on)$/.test(words[phrase.to + (opens ? 2 : 1)]?.lower ?? '');
  };
  const leadsOccasion =
    gap.trim() === ',' && !isOccasion(first) && others.slice(1).some((phrase) => isOccasion(phrase));
  // "Instagram post: our farm shop near York, …": the business may open the request's content, with no link.
  const opensContent = words.slice(0, first.from).every((_, at) => !tagged.free(at));
  const isLinked = /^(?:for|at|from)$/.test(linkOf(first)) || (leadsOccasion && opensContent);
  // "for our ramen bar Tonkotsu Joe in Leeds showing our new spicy miso ramen": what a video of the business
  // shows is what the post is about; the business is where it is found.
  // So does what the post announces, welcomes or promotes for the business: "for our gym announcing new spin
  // classes", "for our dental practice welcoming Dr. Priya Shah to the team".
  const leadsShown =
    !gap.trim() &&
    (SHOWING.has(words[last + 1]?.lower ?? '') || isIntentGerund(words[last + 1])) &&
    !words[last + 1]!.endsPhrase;
  // "for our new menu item: the smash burger": a new thing before a colon and an article labels what follows,
  // as "our new feature:" does; a business is not called new and then named again. So does a kind of post:
  // "for a quick recipe: 3-ingredient peanut butter cookies" is no place to find the cookies.
  const isLabel =
    (gap.trim() === ':' &&
      words.slice(first.from, first.to + 1).some((word) => AGE_WORDS.has(word.lower)) &&
      /^(?:the|a|an)$/.test(words[last + 1]?.lower ?? '')) ||
    (gap.trim() === ':' && POST_KINDS.has(words[first.to]!.lower));
  return (gap.includes(':') || leadsOccasion || leadsShown) && isLinked && !isLabel ? first : undefined;
}

/**
 * "announcing our new feature: AI-powered invoice scanning": a phrase that ends at a colon, right before another,
 * labels it. The subject is the phrase after the colon; the label says whether it is new.
 */
function labelled(tagged: TaggedText, phrases: Phrase[], first: Phrase | undefined): Phrase | undefined {
  if (!first) return undefined;
  const { words, text } = tagged;
  const gap = text.slice(words[first.to]!.end, words[first.to + 1]?.start ?? text.length);
  const next = phrases.find((phrase) => phrase.from === first.to + 1);
  return gap.trim() === ':' && next && !isPeople(words[next.to]) ? next : undefined;
}

/** What comes with the subject: "with oat latte specials", "featuring Sally Rooney", a sale "on shoes". */
function readExtras(
  tagged: TaggedText,
  phrases: Phrase[],
  subject: Phrase | undefined,
  venue: Phrase | undefined,
): Phrase[] {
  const { words } = tagged;
  const extras = phrases.filter((phrase) => {
    if (samePhrase(phrase, subject) || samePhrase(phrase, venue) || !tagged.free(phrase.from)) return false;
    if (subject && phrase.from >= subject.from && phrase.to <= subject.to) return false;
    // "with friends" names no one; "with 40 local makers" counts who takes part.
    const isCounted = has(words[phrase.from], 'Value') && !has(words[phrase.from], 'Date');
    if (isPeople(words[phrase.to]) && !has(words[phrase.to], 'Person') && !isCounted) return false;
    const link = words[phrase.from - 1]?.lower ?? '';
    const isSaleScope =
      link === 'on' &&
      !!subject &&
      phrase.from - 2 === subject.to &&
      SALE_NOUNS.has(words[subject.to]!.lower);
    return EXTRA_LINKS.has(link) || isSaleScope;
  });
  // "interviews with 5 local artists": what comes with the subject keeps whom or what it is with.
  // "with guest Priya Rao, founder of Bloom Skincare": who a guest is, set off by a comma, stays with them.
  const withWhoTheyAre = (phrase: Phrase): Phrase => {
    const gap = tagged.text.slice(words[phrase.to]!.end, words[phrase.to + 1]?.start ?? tagged.text.length);
    if (!has(words[phrase.to], 'ProperNoun') || gap.trim() !== ',') return phrase;
    let end = phrase.to + 1;
    while (end + 1 < words.length && !words[end]!.endsPhrase) end++;
    const piece = words.slice(phrase.to + 1, end + 1);
    const isRole =
      piece.length >= 2 &&
      isNoun(piece[0]) &&
      !has(piece[0], 'ProperNoun') &&
      piece.some((word) => word.lower === 'of') &&
      !piece.some((word) => has(word, 'Verb')) &&
      piece.every((_, offset) => tagged.free(phrase.to + 1 + offset));
    if (!isRole) return phrase;
    tagged.use(phrase.to + 1, end);
    return { from: phrase.from, to: end, text: tagged.slice(phrase.from, end) };
  };
  // "with a tombola, cake stall and dog show": a list after "with" is one extra, whole.
  const withListAfter = (phrase: Phrase): Phrase => {
    let end = phrase.to;
    for (;;) {
      const gap = tagged.text.slice(words[end]!.end, words[end + 1]?.start ?? tagged.text.length);
      if (gap.trim() !== ',') break;
      let next = end + 1;
      while (next + 1 < words.length && !words[next]!.endsPhrase) next++;
      const piece = words.slice(end + 1, next + 1);
      const isItem =
        piece.length <= 5 &&
        piece.every(
          (word, offset) =>
            tagged.free(end + 1 + offset) &&
            !has(word, 'Date') &&
            !has(word, 'ProperNoun') &&
            (isNoun(word) ||
              has(word, 'Adjective') ||
              has(word, 'Determiner') ||
              /^(?:and|&)$/.test(word.lower)),
        ) &&
        isNoun(piece.at(-1));
      if (!isItem) break;
      end = next;
      if (piece.some((word) => /^(?:and|&)$/.test(word.lower))) break;
    }
    if (end === phrase.to) return phrase;
    tagged.use(phrase.to + 1, end);
    return { from: phrase.from, to: end, text: tagged.slice(phrase.from, end) };
  };
  return extras
    .map(withWhoTheyAre)
    .map(withListAfter)
    .map((phrase) => {
      const link = words[phrase.to + 1]?.lower ?? '';
      const next = tagged.phraseFrom(phrase.to + 2);
      const isThanks = words[phrase.to]?.lower === 'you' && words[phrase.to - 1]?.lower === 'thank';
      // "a new mushroom pie and mulled cider": a second thing after "and", ending the piece, comes too.
      const isAndLast =
        link === 'and' &&
        !!next &&
        tagged.free(next.from) &&
        (words[next.to]!.endsPhrase || next.to === words.length - 1);
      const isFollowed =
        (/^(?:with|of|on|about|from|by)$/.test(link) || (isThanks && link === 'to') || isAndLast) &&
        !words[phrase.to]!.endsPhrase &&
        !!next;
      return isFollowed && next
        ? { from: phrase.from, to: next.to, text: tagged.slice(phrase.from, next.to) }
        : phrase;
    });
}

/** The noun a phrase is about: "screening" in "rooftop cinema screening of Amelie", "run" in "run for cancer research". */
function headOf(tagged: TaggedText, phrase: Phrase): string {
  // "our free webinar "Scaling SaaS in Europe"": the noun before a name says what it is.
  const name = appositionName(tagged, phrase);
  if (name) return tagged.words[name.from - 1]!.lower;
  const words = tagged.words.slice(phrase.from, phrase.to + 1);
  const of = words.findIndex((word, offset) => offset > 0 && /^(?:of|for|on|with|about)$/.test(word.lower));
  const at = of > 0 ? of - 1 : words.length - 1;
  // "our church's Christmas carol service": a service of worship is a ceremony people come to; a cleaning
  // service is a business.
  if (/^services?$/.test(words[at]!.lower) && WORSHIP.test(words[at - 1]?.lower ?? '')) return 'ceremony';
  // "beach clean-up": a head written with a hyphen is one word.
  if (at > 0 && words[at - 1]!.hyphenated) return `${words[at - 1]!.lower}-${words[at]!.lower}`;
  return words[at]!.lower;
}

const WORSHIP =
  /^(?:carol|carols|church|memorial|remembrance|communion|worship|prayer|candlelight|christmas|easter|sunday|evening|morning|funeral|thanksgiving|healing|baptism|vigil)$/;

/** "18+", "21+": a number with a plus sets an age limit, a fact the post must pass on though it holds no noun. */
const isAgeLimit = (word: Word) => /^\d{1,2}\+$/.test(word.text);

/** Words that only join a piece to the one before: ", and walk-ins welcome", ", plus free parking". */
const PIECE_LINKS = wordSet('and but plus also so');

/**
 * The pieces of the request (between commas, colons and full stops) that no part of the reading took, told as
 * the request words them. A piece is a note when none of its words went to the subject, the venue, the audience,
 * the offer, the code or an instruction, and it says something beyond a date or a place: "walk-ins welcome",
 * "all adoption fees waived", "remote-friendly". A date inside a note stays in it ("reformer classes start
 * Monday"); the captions then do not repeat it.
 */
function readNotes(
  tagged: TaggedText,
  {
    framed,
    told,
    dated,
    inPlace,
  }: { framed: boolean[]; told: boolean[]; dated: boolean[]; inPlace: (index: number) => boolean },
): { text: string; from: number; to: number }[] {
  const { words } = tagged;
  const notes: { text: string; from: number; to: number; isList?: boolean }[] = [];
  let from = 0;
  // "this week: how we priced our SaaS": a date before a colon heads the note after it.
  let heading: { from: number; to: number } | null = null;
  words.forEach((word, index) => {
    if (!word.endsPhrase && index < words.length - 1) return;
    const start = from;
    from = index + 1;
    const lead = heading;
    heading = null;
    const piece = words.slice(start, index + 1).map((_, offset) => start + offset);
    // The frame's words lead a piece ("Instagram post:"); they are no part of a note.
    let first = piece.find((at) => !framed[at]) ?? index + 1;
    while (first < index && PIECE_LINKS.has(words[first]!.lower)) first++;
    const rest = piece.filter((at) => at >= first);
    const says =
      rest.some(
        (at) =>
          tagged.free(at) &&
          !inPlace(at) &&
          !dated[at] &&
          (has(words[at], 'Noun') || has(words[at], 'Verb') || has(words[at], 'Adjective')),
      ) || rest.some((at) => tagged.free(at) && (isAgeLimit(words[at]!) || isBackAt(words, at)));
    const isTaken = rest.some((at) => told[at] || (!tagged.free(at) && !dated[at]));
    const gap = tagged.text.slice(word.end, words[index + 1]?.start ?? tagged.text.length);
    if (rest.length > 0 && rest.every((at) => dated[at]) && gap.trim() === ':') {
      heading = { from: first, to: index };
      return;
    }
    if (isTaken && says) {
      // "available on Etsy for $12": where the thing is sold stays, though its price was read.
      const sold = soldWhere(tagged, first, index);
      if (sold)
        notes.push({ text: sentenceOf(tagged.slice(sold.from, sold.to)), from: sold.from, to: sold.to });
      if (sold) tagged.use(sold.from, sold.to);
      // "new single Midnight Drive out Friday on all streaming platforms": where a release comes out is where
      // readers find it.
      const released = sold ? null : releasedOn(tagged, first, index);
      if (released) {
        const where = tagged.slice(released.from, released.to);
        notes.push({ text: sentenceOf(`Available ${where}`), ...released });
        tagged.use(released.from, released.to);
      }
      return;
    }
    if (rest.length === 0 || !says) return;
    const noteFrom = lead ? lead.from : first;
    // "…, starts 3 July": a piece that opens on a verb with the "-s" of one thing doing it has left its subject
    // out, the thing the request is about; as a sentence of its own it says "it" ("It starts 3 July."). The
    // tagger takes such a word before a date for a plural noun ("starts"), so it is asked again after "it".
    const opener = words[first]!;
    const lacksSubject =
      !lead &&
      first < index &&
      (has(opener, 'PresentTense') || (has(opener, 'Plural') && dated[first + 1])) &&
      !has(opener, 'Infinitive') &&
      !has(opener, 'Copula') &&
      // "…, thanks so much for the love": thanks open a piece the poster says; no thing "thanks" anyone.
      opener.lower !== 'thanks' &&
      // "books open now": an "-s" word before a word of state is the plural the state is said of.
      !/^(?:open|closed|available|live|back|full|ready)$/.test(words[first + 1]?.lower ?? '') &&
      /^\p{Ll}+[^s]s$/u.test(opener.text) &&
      // "viewings this weekend": a plural of an "-ing" noun is the things themselves, never a verb.
      !/ings$/.test(opener.lower) &&
      tagged.nlp(`it ${opener.lower}`).terms().last().has('#PresentTense');
    // "…! would love your support": a piece that opens on "would" or "will" and a verb has left out the poster
    // who says it; as a sentence of its own it says "we".
    const lacksPoster =
      !lead && /^(?:would|will)$/.test(opener.lower) && has(words[first + 1], 'Verb') && !opener.endsPhrase;
    // "…, 6 weeks, £60": how long it lasts, standing alone, is said of it: "It runs for 6 weeks."
    const isLength =
      !lead &&
      rest.length === 2 &&
      has(words[first], 'Value') &&
      !has(words[first], 'Money') &&
      has(words[first + 1], 'Duration') &&
      has(words[first + 1], 'Plural');
    // "our new shop dog Biscuit, a 2 year old cockapoo": a piece that only says what the name before it is
    // tells it of them: "Biscuit is a 2 year old cockapoo."
    const named = words[first - 1];
    const isAppositive =
      !lead &&
      /^(?:a|an)$/.test(words[first]!.lower) &&
      !!named &&
      named.endsPhrase &&
      has(named, 'ProperNoun') &&
      /^\p{Lu}/u.test(named.text) &&
      !has(named, 'Place') &&
      !rest.some((at) => has(words[at], 'Verb'));
    // "our sourdough starter, Doug, who turns 5 this week": "who" after a name is the name: "Doug turns 5…".
    const isNamedWho =
      !lead &&
      words[first]!.lower === 'who' &&
      !!named &&
      named.endsPhrase &&
      has(named, 'ProperNoun') &&
      /^\p{Lu}/u.test(named.text) &&
      (has(words[first + 1], 'Verb') || /^\p{Ll}+s$/u.test(words[first + 1]?.text ?? ''));
    const text = lead
      ? `${capitalise(tagged.slice(lead.from, lead.to))}: ${tagged.slice(first, index)}`
      : isNamedWho
        ? `${named!.text} ${tagged.slice(first + 1, index)}`
        : `${lacksSubject ? 'it ' : lacksPoster ? 'we ' : isLength ? 'it runs for ' : isAppositive ? `${named!.text} is ` : ''}${tagged.slice(first, index)}`;
    // "raffle, mulled wine and a visit from Santa": a word or two standing alone is an item of a list, which
    // goes on in the next piece; they make one note.
    // A length told as "It runs for 20 minutes." is a sentence; what follows it is not its list.
    const isListItem =
      !isLength && (rest.length === 1 || (rest.length === 2 && !rest.some((at) => has(words[at], 'Verb'))));
    const previous = notes.at(-1);
    const afterComma = tagged.text.slice(words[start - 1]?.end ?? 0, words[start]!.start).trim() === ',';
    // The list goes on unless the next piece opens with a verb of its own.
    const isListGoingOn =
      !has(words[first], 'Verb') || has(words[first], 'Gerund') || has(words[first], 'PastTense');
    if (isListGoingOn && previous?.isList && previous.to === start - 1 && afterComma && !lead) {
      previous.text = `${previous.text.replace(/\.$/, '')}, ${text}.`;
      previous.to = index;
      // "…, cake stall and raffle": the item after "and" is the list's last.
      previous.isList = !rest.some((at) => /^(?:and|&)$/.test(words[at]!.lower));
    } else {
      // "can you guess the design?": a piece the request asks keeps its question mark.
      const isAsked = tagged.text
        .slice(words[index]!.end, words[index + 1]?.start ?? tagged.text.length)
        .includes('?');
      notes.push({
        text: sentenceOf(isAsked ? `${text}?` : text),
        from: noteFrom,
        to: index,
        isList: isListItem,
      });
    }
    tagged.use(first, index);
  });
  return notes;
}

/** "available on Etsy", "now available at Harrods": a free run from `from` naming where a thing is sold. */
function soldWhere(tagged: TaggedText, from: number, to: number): { from: number; to: number } | null {
  const { words } = tagged;
  let at = from;
  if (words[at]?.lower === 'now') at++;
  if (words[at]?.lower !== 'available' || !/^(?:on|at|from|in)$/.test(words[at + 1]?.lower ?? ''))
    return null;
  let end = at + 1;
  while (end < to && has(words[end + 1], 'ProperNoun') && tagged.free(end + 1)) end++;
  if (end === at + 1 || !tagged.free(from) || !tagged.free(at + 1)) return null;
  return { from, to: end };
}

/**
 * "out Friday on all streaming platforms", "live on Steam": the free run after "on" that ends a piece telling a
 * release, naming platforms or a capitalised store; null when the piece tells none.
 */
function releasedOn(tagged: TaggedText, from: number, to: number): { from: number; to: number } | null {
  const { words } = tagged;
  const on = words.findIndex((word, at) => at > from && at < to && word.lower === 'on' && tagged.free(at));
  if (on < 0 || !words.slice(from, on).some((word) => /^(?:out|live|available)$/.test(word.lower)))
    return null;
  if (!words.slice(on, to + 1).every((_, offset) => tagged.free(on + offset))) return null;
  const named =
    /^(?:platforms|stores|apps|services)$/.test(words[to]!.lower) ||
    (/^\p{Lu}/u.test(words[on + 1]!.text) && has(words[on + 1], 'ProperNoun') && !has(words[on + 1], 'Date'));
  return named ? { from: on, to } : null;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function kindOf(facts: {
  isCall: boolean;
  intents: Set<Intent>;
  isNamed: boolean;
  isNotice: boolean;
  isNews: boolean;
  isTip: boolean;
  head: string;
  isNew: boolean;
  when: When | null;
  offer: Offer | null;
  code: string;
  clauseVerb: string;
  isAvailability: boolean;
  isLaunched: boolean;
  /** "our gym is now open 24/7": the state a thing already known is in now, told as the news. */
  isStateNews?: boolean;
  /** "our food truck at the farmers market this Saturday": the poster's business is somewhere on a date. */
  isBusinessSomewhere?: boolean;
  /** "our charity bake sale": the subject names an occasion by more than its head. */
  isEventPhrase?: boolean;
}): PostKind {
  const { intents, head, offer } = facts;
  if (facts.isCall) return 'call';
  if (facts.isTip) return 'tip';
  if (intents.has('hiring')) return 'hiring';
  if (facts.isNotice) return 'notice';
  if (facts.isNews) return 'news';
  // A class every Sunday is an occasion; a discount every Sunday is a sale.
  // A business with a name ("our food truck Taco Loco") keeps a schedule without being an occasion.
  // Anything on offer at a business every Monday (a free safety check) keeps it a business, not an occasion.
  // Free entry for a group ("free for students") is no sale: the occasion stays one.
  const isFreeEntry = offer?.kind === 'free' && !offer.text && /^for\b/.test(offer.scope);
  // A new thing on a schedule ("our new pistachio croissant, only on Fridays") is a product's launch: it repeats
  // on the shelf, no one comes to it.
  // Something "available" on a date ("new maple bacon donut, only available on Saturdays") is stocked then, not
  // come to.
  const isScheduled =
    facts.when?.role === 'every' &&
    (!offer || isFreeEntry) &&
    !facts.isNamed &&
    !facts.isAvailability &&
    (!facts.isNew || isGatheringNoun(head));
  // "book club meets this Thursday at 7pm": a club on a date is a meeting people come to.
  // A free first session is a way in to the club, which still meets.
  const isMeeting =
    /^clubs?$/.test(head) && !!facts.when && (!offer || offer.kind === 'free') && !facts.isNamed;
  // The business somewhere on a date is found there, as an occasion is.
  const isBusinessThere = !!facts.isBusinessSomewhere && !offer && !facts.isNew;
  if (
    (intents.has('event') ||
      isEventNoun(head) ||
      !!facts.isEventPhrase ||
      isScheduled ||
      isMeeting ||
      isBusinessThere) &&
    !facts.isLaunched
  ) {
    return 'event';
  }
  // Announcing the state of something not new ("our gym is now open 24/7") tells a change, not a launch.
  const isAnnounced = intents.has('announce') && !offer && !(facts.isStateNews && !facts.isNew);
  // "new student discount, 20% off with a valid student ID": a new discount is an offer to take, no product.
  if (SALE_NOUNS.has(head) && !!offer) return 'sale';
  if (intents.has('launch') || facts.isNew || isAnnounced || LAUNCH_VERBS.has(facts.clauseVerb))
    return 'launch';
  // A price is a fact about the product, and something free (a first visit, a 7-day pass) a way in: neither
  // puts the subject on sale.
  // A set deal told with the news of a state ("our Christmas menu is now available to book, 3 courses for £35")
  // is the menu's price, not a sale.
  const isSetDeal = offer?.kind === 'deal' && !!facts.isStateNews;
  const isOnSale =
    (!!offer && offer.kind !== 'price' && offer.kind !== 'free' && !isSetDeal) ||
    !!facts.code ||
    SALE_NOUNS.has(head);
  if (isOnSale || intents.has('sale')) return 'sale';
  // "celebrating our team's win at the National Retail Awards": a post that celebrates, with no clause of news
  // of its own, still tells news.
  return intents.has('news') ? 'news' : 'general';
}

/**
 * "we're back from Monday with fresh sourdough" as "Our bakery Flour & Fig is back from Monday with fresh
 * sourdough.", "our barbershop reopening on Monday" as "Our barbershop reopens on Monday.": the business it is
 * about says it, so the sentence names the subject as every line of a post does.
 */
function comebackStatement(tagged: TaggedText, comeback: Comeback, subject: Subject | null) {
  const { from, word, to, reopens, isPresence } = comeback;
  if (!subject) return sentenceOf(tagged.slice(from, to));
  const named = subject.determiner ? `${subject.determiner} ${subject.text}` : subject.text;
  const be = subject.plural ? 'are' : 'is';
  const verb = reopens ? (subject.plural ? 'reopen' : 'reopens') : isPresence ? be : `${be} back`;
  const rest = word < to ? ` ${tagged.slice(word + 1, to)}` : '';
  return sentenceOf(`${named} ${verb}${rest}`);
}

export function readRequest(nlp: Nlp, description: string): RequestReading {
  const tagged = new TaggedText(nlp, withDroppedLettersRestored(nlp, description.trim()));
  const intents = readFrame(tagged);
  const framed = [...tagged.used];
  const asked = readAskedQuestion(tagged);
  const command = readCommand(tagged);
  const greeting = readGreeting(tagged);
  // A greeting wished to people ("wishing our customers a happy new year") takes its words; they tag nothing
  // but the greeting.
  // So do the asking and whoever is asked ("asking followers").
  const untagged = greeting
    ? [...tagged.used]
    : framed.map((isFramed, index) => isFramed || index <= (asked?.askingTo ?? -1));
  const shape = asked || command || greeting ? null : readOpeningShape(tagged);
  const tenure = tenureStatement(tagged);
  const deadline = asked || command || greeting || shape ? null : readDeadline(tagged, framed);
  const read = readContent(tagged, intents, description);
  const reading =
    read.tagPhrases.length > 0 ? read : { ...read, tagPhrases: anyTagPhrases(tagged, untagged) };
  if (asked) return { ...reading, asked };
  if (command) return { ...reading, command };
  // The greeting is tagged whole (#HappyHalloween); its first word alone is no tag.
  if (greeting) {
    const tagPhrases = [greeting.tag, ...reading.tagPhrases.filter((tag) => !/^(?:happy|merry)$/i.test(tag))];
    return { ...reading, greeting: greeting.text, tagPhrases };
  }
  if (shape) return { ...reading, shape, tagPhrases: shapeTags(tagged, shape, reading.tagPhrases) };
  // A deadline is told as written, under its own name; its date is no date the post happens on.
  if (deadline) {
    const subject = { text: deadline.name, determiner: 'the', plural: false, isAgent: false };
    // What the deadline is for tags the post (#WeddingCakeOrders); the deadline's own words tag nothing.
    const tags = new HashtagPhrases(tagged);
    const isFor = (index: number) => index >= deadline.forFrom && index <= deadline.forTo;
    for (const phrase of nounPhrases(tagged.words, tagged.text, isFor)) tags.phrase(phrase.from, phrase.to);
    const others = reading.tagPhrases.filter((tag) => !/\b(?:deadline|date|day|cut-?off)$/i.test(tag));
    const tagPhrases = [...new Set([...tags.all(), ...others])];
    return {
      ...reading,
      kind: 'general',
      subject,
      notes: [deadline.sentence],
      when: null,
      isNew: false,
      tagPhrases,
    };
  }
  // Someone's years at a company are theirs to tell, in the first person.
  // "Today marks 5 years at Deloitte." is the poster's own; "Today our colleague … marks" is someone else's.
  if (tenure) {
    const isOwn = tenure.startsWith('Today marks');
    return { ...reading, kind: 'news', subject: null, statement: tenure, isFirstPersonSingular: isOwn };
  }
  return reading;
}

/**
 * The tags of a post of its own kind: the shape's own first ("#LostDog", "#MeetTheTeam"), then the things its
 * headline names, or else the request's; words for what is asked or running out ("donations", "spots") and
 * thanks tag nothing.
 */
function shapeTags(tagged: TaggedText, shape: OpeningShape, requestTags: string[]): string[] {
  const tags = new HashtagPhrases(tagged);
  for (const tag of shape.tags) tags.name(tag);
  if (shape.from >= 0) {
    const inHeadline = (index: number) => index >= shape.from && index <= shape.to;
    for (const phrase of nounPhrases(tagged.words, tagged.text, inHeadline))
      tags.phrase(phrase.from, phrase.to);
    return tags.all();
  }
  const named = requestTags.filter(
    (tag) => !/^(?:donations?|spots?|places?|tickets?|seats?|slots?|thanks)$/i.test(tag),
  );
  return [...tags.all(), ...named];
}

/**
 * "order your Christmas cakes by December 10": a request read as instructions alone still names things to tag;
 * every noun phrase outside the frame gives one, rather than no tag of the request's own.
 */
function anyTagPhrases(tagged: TaggedText, framed: boolean[]): string[] {
  const tags = new HashtagPhrases(tagged);
  // "our colleague Dan Webb" gives #DanWebb, as a name set beside its kind does anywhere.
  for (const phrase of nounPhrases(tagged.words, tagged.text, (index) => !framed[index]))
    tagPhrase(tagged, tags, phrase);
  // "thank you for 5 years of support": thanks that name nothing else are tagged as thanks (#ThankYou).
  if (tags.all().length === 0 && /\bthank you\b/i.test(tagged.text)) tags.name('thank you');
  return tags.all();
}

/** What a request says once its frame is read: subject, place, date, offer, audience and the rest. */
function readContent(tagged: TaggedText, intents: Set<Intent>, description: string): RequestReading {
  const { nlp, words } = tagged;
  const wantedRole = readWantedRole(tagged);
  if (wantedRole >= 0) intents.add('hiring');
  // "doors open at 6pm" says when an event starts, not what it is.
  words.forEach((word, index) => {
    const next = words[index + 1]?.lower ?? '';
    if (word.lower === 'doors' && /^(?:open|opens|at)$/.test(next))
      tagged.use(index, next === 'at' ? index : index + 1);
  });
  const framed = [...tagged.used];
  const tagline = readTagline(tagged);
  const welcome = readWelcome(tagged);
  const thankYou = readThankYou(words, (at) => framed[at] ?? false);
  const whereWe = readWhereWe(tagged);
  if (thankYou) tagged.use(thankYou.thanksFrom, thankYou.from - 1);
  const code = readCode(tagged);
  const phrasesBeforeOffer = tagged.phrases();
  const offer = readOffer(tagged);
  const codeDiscount = readCodeDiscount(tagged, code);
  const instructions = readInstructions(tagged, offer);
  // Words an offer, a code or an instruction took: a piece holding one is told by that fact already.
  const told = tagged.used.map((used, index) => used && !framed[index]);
  const beforeWhen = [...tagged.used];
  const when = readWhen(tagged);
  const dated = tagged.used.map((used, index) => used && !beforeWhen[index]);
  const colourway = readColourway(tagged);
  const sizeRange = readSizeRange(tagged);
  const ageRange = readAgeRange(tagged);
  const origin = readOrigin(tagged);
  const honourees = readHonourees(tagged);
  const places = readPlaces(tagged).filter(
    (place) => !origin || place.to < origin.from || place.from > origin.to,
  );
  const inPlace = (index: number) => places.some((place) => index >= place.from && index <= place.to);
  // Read before the news, which starts after the poster has said who they are.
  const business = ownBusiness(tagged, tagged.phrases(), inPlace);
  const scene =
    readShownScene(tagged, isShownMedia(words, framed), dated) ??
    readDayInTheLife(tagged, dated) ??
    readPointOfView(tagged);
  // "making latte art" gives #LatteArt: the deed's verb names no topic, what it is done to does.
  const scenePhrases = (
    scene && (scene.from >= scene.doer || scene.text.startsWith('POV:'))
      ? nounPhrases(
          words,
          tagged.text,
          (index) => index >= scene.from && index <= scene.to && !inPlace(index),
        )
      : []
  ).map((phrase) =>
    phrase.from === scene!.from && phrase.to > phrase.from
      ? { from: phrase.from + 1, to: phrase.to, text: tagged.slice(phrase.from + 1, phrase.to) }
      : phrase,
  );
  if (scene) tagged.use(scene.from, scene.to);
  // "a behind the scenes video of…", "showing behind the scenes at…": the look behind the scenes is a format
  // people follow by its own tag, #BehindTheScenes.
  const isBehindTheScenes = words.some(
    (_, at) =>
      isBehindTheScenesAt(words, at) ||
      (words
        .slice(at, at + 3)
        .map((word) => word.lower)
        .join(' ') === 'behind the scenes' &&
        framed[at]),
  );
  const isBeforeAndAfter = words.some((_, at) => framed[at] && beforeAndAfterEnd(words, at) >= 0);

  const call = readCall(tagged);
  const anniversary = call ? null : (readAnniversary(tagged) ?? readMilestone(tagged, intents));
  const comeback = call || anniversary ? null : readComeback(words);
  const comebackPhrases = comeback
    ? tagged.phrases().filter((phrase) => phrase.from > comeback.word && phrase.to <= comeback.to)
    : [];
  if (comeback) tagged.use(comeback.from, comeback.to);
  const newsClause = call || anniversary ? null : readClause(tagged, dated);
  // "our nonprofit BrightPath is hosting a free career fair": an occasion a business is putting on is still to
  // come, so the post invites people to it; it is no news to celebrate. The host is read as its venue below.
  // Whatever a business is "hosting" is an occasion ("a free repair cafe"); what it is "running" may be a business.
  const isHostingOccasion =
    !!newsClause?.object &&
    HOSTING.has(words[newsClause.verb]!.lower) &&
    (isEventNoun(headOf(tagged, newsClause.object)) ||
      /^(?:hosting|hosts|host|throwing|throws)$/.test(words[newsClause.verb]!.lower));
  const clause = isHostingOccasion ? null : newsClause;
  const clauseVerb = clause ? words[clause.verb]! : undefined;
  // "moved into a new studio": a move into somewhere new is news of the new place, not a notice to be patient.
  const isMoveToNew =
    !!clauseVerb &&
    /^(?:mov|relocat)/.test(clauseVerb.lower) &&
    words.slice(clause!.verb + 1, clause!.to + 1).some((word) => AGE_WORDS.has(word.lower));
  // "closing for renovations" is news to pass on, not to celebrate: it is a notice; so is a comeback.
  const isNotice =
    (!!clauseVerb &&
      isNoticeAt(words, clause!.verb) &&
      !FUNDING_FOLLOWS(words, clause!.verb) &&
      !isMoveToNew) ||
    (!!clause && isScheduleChange(words, clause.verb, Math.max(clause.to, pieceEnd(tagged, clause.verb)))) ||
    (!!comeback && !comeback.isPresence);
  // "Greenway opened its second warehouse … last month": a launch told in the past tense, on a date already past,
  // is done; it is news to share, not a launch to announce.
  // "has opened a new warehouse": a launch in the perfect, with no date to come, is done as well.
  const isPerfect =
    !!clauseVerb &&
    /^(?:has|have|'ve|\p{L}+'ve)$/u.test(words[clause!.verb - 1]?.lower ?? '') &&
    !isComingDate(when);
  // "our autumn knitwear has landed": goods that have arrived, taking no object, are launched now.
  const isArrival = /^(?:landed|arrived|dropped)$/.test(clauseVerb?.lower ?? '') && !clause?.object && !when;
  const isPastLaunch =
    !!clauseVerb &&
    has(clauseVerb, 'PastTense') &&
    (isPastDate(when) || isCurrentSpan(when) || isPerfect) &&
    !isArrival;
  // "is offering free tax clinics … every Thursday": what a business does on a repeating date is a standing
  // offer to come to, not a milestone; a thing that comes back every week is nothing to remember once.
  // "proud to announce our CEO Maria Lopez will speak at Web Summit": what someone will do, announced, is news
  // told in the request's words; nothing is launched.
  const isAnnouncedPlan =
    !!clauseVerb && intents.has('announce') && /^(?:will|'ll)$/.test(words[clause!.verb - 1]?.lower ?? '');
  // "we're live on Product Hunt today": going live is news, told as the request says it.
  const isGoingLive =
    clauseVerb?.lower === 'live' && /^(?:we're|we|are|is|i'm)$/.test(words[clause!.verb - 1]?.lower ?? '');
  // "our CEO Maria Lopez will speak at Web Summit": someone's talk or show at an occasion is news of them.
  const isAppearance =
    !!clauseVerb &&
    !!clause?.agent &&
    /^(?:speak|speaks|speaking|present|presents|presenting|keynote|keynotes|keynoting|perform|performs|performing)$/.test(
      clauseVerb.lower,
    );
  const isStandingOffer = !!clause?.isOngoing && when?.role === 'every';
  const standingOffer = isStandingOffer && clause?.object ? clause.object.text : '';
  // "Mr. Tom Reyes retires", "our CEO steps down": a person leaving their work is news, told as a tribute.
  const isFarewell = !!clause && isFarewellAt(words, clause.verb);
  // "we're opening our first office in Singapore next month": the poster opening a place of their own is their
  // news, told as they say it; the office is no product to introduce.
  const isOwnOpening =
    !!clause?.isUs &&
    !!clause.object &&
    /^(?:opening|open|opened)$/.test(clauseVerb?.lower ?? '') &&
    isPremisesHead(headOf(tagged, clause.object));
  const isNews =
    isFarewell ||
    isOwnOpening ||
    (!!clauseVerb &&
      !isStandingOffer &&
      (!LAUNCH_VERBS.has(clauseVerb.lower) || isPastLaunch) &&
      (isNotice ||
        clause!.isOngoing ||
        clause!.isNewlyTrue ||
        NEWS_VERBS.has(clauseVerb.lower) ||
        intents.has('news') ||
        isAnnouncedPlan ||
        isAppearance ||
        isGoingLive ||
        isEndingAt(clauseVerb) ||
        (has(clauseVerb, 'PastTense') && !isComingDate(when)))) ||
    !!anniversary;
  const hired =
    wantedRole >= 0
      ? wantedRole
      : intents.has('hiring')
        ? words.findIndex((word) => word.lower === 'hiring')
        : -1;
  // "has opened a new office in Manchester and is hiring 10 data analysts": news told before "and" the hiring is
  // a sentence of its own; the people hired stay the subject.
  const andBeforeHiring =
    hired > 0 && clause && clause.verb < hired
      ? words.findIndex((word, at) => at > clause.verb && at < hired && word.lower === 'and')
      : -1;
  const newsBeforeHiring =
    andBeforeHiring > 0 ? sentenceOf(tagged.slice(clause!.from, andBeforeHiring - 1)) : '';
  if (newsBeforeHiring) tagged.use(clause!.from, andBeforeHiring);
  const audiencePhrase = call?.audience ?? readAudience(tagged, hired);
  // "kids aged 8-12": the age says which of them and stays in the text; the tags name the people alone.
  let audience = audiencePhrase
    ? tagged.slice(audiencePhrase.from, withAgeLimit(words, audiencePhrase.to))
    : '';
  // "we're looking for beta testers for our app": people looked for are wanted, not the ones it is made for.
  const isNeeded =
    !!audiencePhrase &&
    (NEEDING.has(words[audiencePhrase.from - 1]?.lower ?? '') ||
      ('isNeeded' in audiencePhrase && !!audiencePhrase.isNeeded));
  const isAudienceWanted =
    !call &&
    !!audiencePhrase &&
    ((words[audiencePhrase.from - 1]?.lower === 'for' &&
      WANTING.has(words[audiencePhrase.from - 2]?.lower ?? '')) ||
      isNeeded);
  if (isAudienceWanted && !isNeeded) tagged.use(audiencePhrase!.from - 2);
  // "looking for new members for Saturday morning runs": what people are wanted for is part of the call.
  const wantedFor = isAudienceWanted ? wantedForOf(tagged, audiencePhrase!) : null;
  if (wantedFor) {
    audience = `${audience} for ${wantedFor.text}`;
    tagged.use(wantedFor.from - 1, wantedFor.to);
  }
  if (call) audience = audience.replace(/^(?:the|all|some|more)\s+/i, '');

  const isPlaceOnly = (phrase: Phrase) =>
    words
      .slice(phrase.from, phrase.to + 1)
      .every((word, offset) => has(word, 'Determiner') || inPlace(phrase.from + offset));
  // "at Oakdale Library", "at Union Square": a name after "at" that is no city, region or country is a venue.
  const isNamedVenue = (phrase: Phrase) =>
    words[phrase.from - 1]?.lower === 'at' &&
    !words.slice(phrase.from, phrase.to + 1).some((word) => isKnownPlaceWord(word));
  const phrases = tagged.phrases().filter((phrase) => !isPlaceOnly(phrase) || isNamedVenue(phrase));
  const linkOf = (phrase: Phrase) => words[phrase.from - 1]?.lower ?? '';
  let venuePhrase =
    business ??
    readVenue(tagged, phrases, { offer, places, isNews: !!clause }) ??
    callVenue(tagged, phrases, call);
  // "hiring engineers for our climate startup": the company is where the job is.
  // So is whoever "is hiring": "our design studio Northlight is hiring a junior UX designer".
  // So is whoever "is looking for" one: the asking words are the role's.
  const isHirer = (phrase: Phrase) =>
    phrase.to < hired &&
    words
      .slice(phrase.to + 1, hired)
      .every(
        (word, offset) =>
          has(word, 'Copula') || LOOKING_WORDS.test(word.lower) || !tagged.free(phrase.to + 1 + offset),
      );
  if (hired >= 0 && !venuePhrase) {
    // The "for" of "looking for a bookkeeper" leads the role, not the company.
    // "for a 3-month project" is what the work is, not who hires.
    const isWork = (phrase: Phrase) => WORK_HEADS.test(headOf(tagged, phrase));
    venuePhrase =
      phrases.find(
        (phrase) =>
          linkOf(phrase) === 'for' &&
          phrase.from !== hired + 1 &&
          !isPeople(words[phrase.to]) &&
          !isWork(phrase),
      ) ?? phrases.find((phrase) => isHirer(phrase) && !isPeople(words[phrase.to]) && !isWork(phrase));
  }
  // "for our vintage clothing shop, new 90s denim jackets just dropped": the shop that labels news of its
  // goods is where they are found.
  const newsLabel = clause?.label && {
    ...clause.label,
    text: tagged.slice(clause.label.from, clause.label.to),
  };
  if (!venuePhrase && newsLabel && SHOP_HEADS.has(headOf(tagged, newsLabel))) venuePhrase = newsLabel;
  // "Club Havana is hosting a salsa night": whoever hosts an occasion is where it happens, not what it is.
  const host = venuePhrase ? null : readHost(tagged, phrases);
  /** The group whose occasion the subject is, once it is no longer the venue. */
  let hostPhrase: Phrase | undefined;
  if (host) {
    venuePhrase = host;
    // What a host puts on is an occasion to come to.
    intents.add('event');
  }
  const brand = readBrand(tagged, phrases);

  // The subject: what the news is about, a tip's title, who is hired, or the first phrase left.
  const tags = new HashtagPhrases(tagged);
  if (newsBeforeHiring && clause?.agent) tagPhrase(tagged, tags, clause.agent);
  let subject: Subject | null = null;
  let subjectPhrase: Phrase | undefined;
  let labelPhrase: Phrase | undefined;
  let purpose: { text: string; from: number; to: number } | null = null;
  // The subject is a talk the request names only by its topic.
  let isTalk = false;
  // "our brewery Hopline is releasing a hazy IPA collab": what a launch clause launches is the subject, owned
  // by whoever launches it, as news is; the post is still a launch.
  const launches =
    !isNews &&
    !!clause?.object &&
    !!clauseVerb &&
    (LAUNCH_VERBS.has(clauseVerb.lower) || isNewlyStocked(tagged, clause)) &&
    !!clause.agent;
  const news =
    (isNews || launches) && clause && !newsBeforeHiring ? newsSubject(tagged, clause, brand, tags) : null;
  const titlePhrase = isNews ? null : tipTitle(tagged, tags, audiencePhrase);
  // The title names whom it is for already: "3 tips for first-time founders raising a pre-seed round".
  if (titlePhrase && audiencePhrase && titlePhrase.to > audiencePhrase.to) audience = '';
  const title = titlePhrase?.text ?? '';
  if (call) {
    // The task as written: "help clean up Riverside Park".
    subject = { text: tagged.slice(call.from, call.to), determiner: '', plural: false, isAgent: false };
    for (const phrase of nounPhrases(words, tagged.text, (index) => index >= call.from && index <= call.to))
      tagPhrase(tagged, tags, phrase);
  } else if (anniversary) {
    subjectPhrase = anniversary.agent;
    tagPhrase(tagged, tags, subjectPhrase);
    subject = subjectOf(tagged, coreOf(tagged, subjectPhrase), true);
  } else if (news) {
    ({ subject, phrase: subjectPhrase } = news);
  } else if (title) {
    subject = { text: title, determiner: '', plural: true, isAgent: false };
  } else if (!isNews || newsBeforeHiring) {
    // "40% off everything": a word for all things names no subject.
    const isEverything = (phrase: Phrase) =>
      phrase.from === phrase.to && EVERYTHING.has(words[phrase.to]!.lower);
    // "we meet … by the bridge": a spot people meet by or near is where, never what the post is about.
    const isSpot = (phrase: Phrase) => SPOT_LINKS.has(linkOf(phrase));
    // "no experience needed", "tools and tea provided": a thing said to be needless, or given with the rest, is
    // no subject.
    const isNeedless = (phrase: Phrase) =>
      words[phrase.from - 1]?.lower === 'no' ||
      /^(?:provided|included|supplied)$/.test(words[phrase.to + 1]?.lower ?? '');
    // "photographer offering autumn mini sessions": whoever offers is the poster; what they offer is the post's.
    const isOfferer = (phrase: Phrase) =>
      words[phrase.to + 1]?.lower === 'offering' &&
      has(words[phrase.to + 1], 'Verb') &&
      !words[phrase.to]!.endsPhrase;
    const isCandidate = (phrase: Phrase) =>
      !samePhrase(phrase, venuePhrase) &&
      !isEverything(phrase) &&
      !isSpot(phrase) &&
      !isNeedless(phrase) &&
      !isOfferer(phrase);
    subjectPhrase =
      (scene ? tagged.phraseFrom(scene.doer) : undefined) ??
      phrases.find((phrase) => hired >= 0 && phrase.from > hired && isCandidate(phrase)) ??
      phrases.find(
        (phrase) =>
          isCandidate(phrase) &&
          !isPeople(words[phrase.to]) &&
          // "a selfie with our new puppy": a "with" of the frame leads to what the picture shows, no extra.
          (!EXTRA_LINKS.has(linkOf(phrase)) || !!framed[phrase.from - 1]),
      );
    // "Black Friday at Urban Threads, 40% off everything": with nothing else named, the place is the subject.
    // A free thing is named, though: "free delivery … at Greenleaf Grocers" is about the delivery (below), and
    // the business stays where it is had.
    // "new vegan brownies, £3 each", "gel manicures now $25": with nothing else named, what a price buys is what
    // the post is about, though the price's sentence tells it too.
    if (!subjectPhrase && offer?.kind === 'price') {
      subjectPhrase = phrasesBeforeOffer.find(
        (phrase) =>
          phrase.text === offer.scope &&
          !PRICE_NOUNS.has(words[phrase.to]!.lower) &&
          isNoun(words[phrase.to]),
      );
    }
    if (!subjectPhrase && venuePhrase && !isFreeThing(offer)) {
      subjectPhrase = venuePhrase;
      venuePhrase = undefined;
    }
    const afterLabel = labelled(tagged, phrases, subjectPhrase);
    if (subjectPhrase && afterLabel) {
      labelPhrase = subjectPhrase;
      tagged.use(subjectPhrase.from, subjectPhrase.to);
      subjectPhrase = afterLabel;
    }
    if (subjectPhrase) {
      tagPhrase(tagged, tags, subjectPhrase);
      subjectPhrase = withWhatFollows(tagged, subjectPhrase, tags);
      purpose =
        purposeOf(tagged, subjectPhrase, tags, hired >= 0 && subjectPhrase.from > hired) ??
        fundraiserCause(tagged, subjectPhrase, tags);
      // "our charity run for cancer research": a cause, one thing rather than a group, belongs to the name.
      const cause =
        !words[subjectPhrase.to]!.endsPhrase && words[subjectPhrase.to + 1]?.lower === 'for' && hired < 0
          ? tagged.phraseFrom(subjectPhrase.to + 2)
          : undefined;
      const isCause =
        !!cause &&
        !tagged.isPlural(cause.from, cause.to) &&
        !isPeople(words[cause.to]) &&
        !has(words[cause.to], 'ProperNoun') &&
        !samePhrase(cause, venuePhrase);
      if (cause && isCause) {
        tagPhrase(tagged, tags, cause);
        subjectPhrase = {
          from: subjectPhrase.from,
          to: cause.to,
          text: tagged.slice(subjectPhrase.from, cause.to),
        };
      }
      // "a kitchen renovation we did in Didsbury": work the poster did is told with it, where it was done too.
      const doneBy = subjectPhrase.to + 1;
      const isOwnWork =
        /^(?:we|i)$/.test(words[doneBy]?.lower ?? '') &&
        !words[subjectPhrase.to]!.endsPhrase &&
        !words[doneBy]!.endsPhrase &&
        has(words[doneBy + 1], 'PastTense') &&
        tagged.free(doneBy) &&
        tagged.free(doneBy + 1);
      if (isOwnWork) {
        const end = pieceEnd(tagged, doneBy);
        tagged.use(doneBy, end);
        subjectPhrase = { from: subjectPhrase.from, to: end, text: tagged.slice(subjectPhrase.from, end) };
      }
      // "before-and-after photos of a garden makeover in Leeds": where shown work was done goes with it; it is
      // no place readers are asked to come to.
      const doneIn =
        isBeforeAndAfter &&
        words[subjectPhrase.to + 1]?.lower === 'in' &&
        !words[subjectPhrase.to]!.endsPhrase
          ? places.find((place) => place.from === subjectPhrase!.to + 2)
          : undefined;
      if (doneIn) {
        subjectPhrase = {
          from: subjectPhrase.from,
          to: doneIn.to,
          text: tagged.slice(subjectPhrase.from, doneIn.to),
        };
      }
      // "our staff picks for December": the period a selection is for says which one it is.
      const period = subjectPhrase.to + 2;
      if (isSelectionsPeriod(words, period) && tagged.free(period - 1) && tagged.free(period)) {
        tagged.use(period - 1, period);
        subjectPhrase = {
          from: subjectPhrase.from,
          to: period,
          text: tagged.slice(subjectPhrase.from, period),
        };
      }
      // "inviting parents to our free coding workshop for kids aged 8-12": people the subject is for, when the
      // post speaks to others, are part of what it is.
      const forWhom =
        !words[subjectPhrase.to]!.endsPhrase && words[subjectPhrase.to + 1]?.lower === 'for'
          ? tagged.phraseFrom(subjectPhrase.to + 2)
          : undefined;
      if (
        forWhom &&
        isPeople(words[forWhom.to]) &&
        audiencePhrase &&
        forWhom.from > audiencePhrase.to + 1 &&
        !samePhrase(forWhom, audiencePhrase)
      ) {
        const to = withAgeLimit(words, forWhom.to);
        tagPhrase(tagged, tags, forWhom);
        subjectPhrase = { from: subjectPhrase.from, to, text: tagged.slice(subjectPhrase.from, to) };
      }
      // "our bride's bouquet … from last weekend's wedding": the occasion a thing comes from says which one it
      // is, and stays with it.
      // So does one it comes after: "our new shopfront after the renovation".
      const occasion =
        !words[subjectPhrase.to]!.endsPhrase &&
        /^(?:from|after)$/.test(words[subjectPhrase.to + 1]?.lower ?? '')
          ? tagged.phraseFrom(subjectPhrase.to + 2)
          : undefined;
      if (
        occasion &&
        (isEventNoun(headOf(tagged, occasion)) ||
          /^(?:weddings?|shoots?|renovations?|refurb(?:ishment)?s?|makeovers?|refits?)$/.test(
            headOf(tagged, occasion),
          )) &&
        (words[occasion.to]!.endsPhrase || occasion.to === words.length - 1)
      ) {
        tagPhrase(tagged, tags, occasion);
        subjectPhrase = {
          from: subjectPhrase.from,
          to: occasion.to,
          text: tagged.slice(subjectPhrase.from, occasion.to),
        };
      }
      // "my own consultancy, Northwind Advisory": a name set off after the subject is its name.
      const named = nameAfter(tagged, subjectPhrase.to);
      if (named) {
        tags.name(tagged.slice(named.from, named.to));
        subjectPhrase = {
          from: subjectPhrase.from,
          to: named.to,
          text: tagged.slice(subjectPhrase.from, named.to),
        };
      }
      // "a senior backend engineer (Go, Postgres)": an aside in brackets right after the subject stays with it.
      const aside = /^\s*\(([^()]{1,60})\)/.exec(tagged.text.slice(words[subjectPhrase.to]!.end));
      const core = coreOf(tagged, subjectPhrase);
      subject = subjectOf(tagged, core);
      // "a new vegan cookbook by chef Maya Ortiz": the maker stays with the work, which is still what it is.
      const madeTo = makerEnd(tagged, subjectPhrase.to);
      if (madeTo > 0) {
        subject.text = `${subject.text} ${tagged.slice(subjectPhrase.to + 1, madeTo)}`;
        tagged.use(subjectPhrase.to + 1, madeTo);
      }
      const owner = core.determiner === 'the' ? ownerOfOpened(words, subjectPhrase.from) : '';
      if (owner) subject.determiner = owner;
      const maker = subject.determiner === 'the' ? ownerOfMade(words, subjectPhrase.from) : '';
      if (maker) subject.determiner = maker;
      // "Instagram post for a dog groomer: book…": the business a post is written for is spoken of in its voice.
      const isWrittenFor =
        words[subjectPhrase.from - 1]?.lower === 'for' &&
        /^(?:a|an)$/.test(words[subjectPhrase.from]!.lower) &&
        !!framed[subjectPhrase.from - 2] &&
        !has(words[subjectPhrase.to], 'Actor');
      if (isWrittenFor && subject.determiner === 'the') subject.determiner = 'our';
      // "meet our newest resident, a rescue kitten called Mochi": someone given a name right after the subject is
      // a someone (a person or a pet), welcomed, never launched like goods.
      if (isNamedRightAfter(words, subjectPhrase.to)) subject.isPerson = true;
      // "meet Max, a 3-year-old terrier": a lone name readers are asked to meet is someone too.
      const isMetByName =
        words[subjectPhrase.from - 1]?.lower === 'meet' &&
        subjectPhrase.from === subjectPhrase.to &&
        has(words[subjectPhrase.from], 'ProperNoun') &&
        !has(words[subjectPhrase.from], 'Place') &&
        !has(words[subjectPhrase.from], 'Organization');
      if (isMetByName) subject.isPerson = true;
      // "new flavour mango sticky rice": a kind's word before what it names only labels it, and at the poster's
      // own place it is theirs ("our new mango sticky rice").
      const labelled = LABEL_BEFORE_NAME.exec(subject.text);
      if (labelled && !subject.isPerson) {
        subject.text = subject.text.slice(labelled[0].length);
        const venueOwner = venuePhrase ? words[venuePhrase.from] : undefined;
        if (!subject.determiner && venueOwner && isPossessivePronoun(venueOwner))
          subject.determiner = venueOwner.lower;
      }
      // "our new menu item: the smash burger": what the poster's label names is the poster's.
      const labelOwner = labelPhrase ? words[labelPhrase.from]! : undefined;
      if (subject.determiner === 'the' && labelOwner && isPossessivePronoun(labelOwner))
        subject.determiner = labelOwner.lower;
      // "for our community choir: open rehearsal…": the group's occasion is its own, and the group no venue.
      const group = venuePhrase ? tagged.slice(venuePhrase.from, venuePhrase.to) : '';
      const groupOwner = /^(our|my)\s+/i.exec(group);
      if (
        groupOwner &&
        subject.determiner === 'the' &&
        isEventNoun(headOf(tagged, subjectPhrase)) &&
        isEnsemble(headOf(tagged, venuePhrase!))
      ) {
        subject.text = `${group.slice(groupOwner[0].length)}'s ${subject.text}`;
        subject.determiner = groupOwner[1]!.toLowerCase();
        hostPhrase = venuePhrase;
        venuePhrase = undefined;
      } else if (
        groupOwner &&
        isPropertyHead(headOf(tagged, subjectPhrase)) &&
        isAgencyHead(headOf(tagged, venuePhrase!))
      ) {
        // "for our estate agency: 3-bedroom family home in Bristol, just listed": the agency lists the home; it
        // is no place the home is at, nor one to visit.
        hostPhrase = venuePhrase;
        venuePhrase = undefined;
      } else if (
        groupOwner &&
        (isEnsemble(headOf(tagged, venuePhrase!)) || /^(?:brand|label)$/.test(headOf(tagged, venuePhrase!)))
      ) {
        // "for our band The Velvet Hours: new single Midnight Drive": what a group makes is its own, and nothing
        // arrives "at our band"; nor is anything found "at our skincare brand Glow Lab".
        if (!subject.determiner || subject.determiner === 'the')
          subject.determiner = groupOwner[1]!.toLowerCase();
        hostPhrase = venuePhrase;
        venuePhrase = undefined;
      }
      const holder =
        subject.determiner === 'the' && venuePhrase
          ? ownerOfHeld(
              headOf(tagged, subjectPhrase),
              tagged.slice(venuePhrase.from, venuePhrase.to),
              core.isNew,
            )
          : '';
      if (holder) subject.determiner = holder;
      if (aside) {
        const asideEnd = words[subjectPhrase.to]!.end + aside[0].length;
        const inside = words.flatMap((word, at) =>
          word.start < asideEnd && at > subjectPhrase!.to ? [at] : [],
        );
        if (inside.length > 0) tagged.use(inside[0]!, inside.at(-1)!);
        subject.text = `${subject.text} (${aside[1]!.trim()})`;
      }
      if (named)
        subject.text = `${tagged.slice(core.from, named.from - 1)} ${tagged.slice(named.from, named.to)}`;
      const topic = howToTopic(nlp, words, subjectPhrase.to, (from, to) => tagged.slice(from, to));
      if (topic) {
        const topicFrom = topic.from;
        for (const inside of tagged.phrases()) {
          if (inside.from > topicFrom && inside.to <= topic.to) tagPhrase(tagged, tags, inside);
        }
        tagged.use(topicFrom, topic.to);
        subject.text = `${subject.text} on ${topic.text}`;
        subjectPhrase = { ...subjectPhrase, to: topic.to, text: tagged.slice(subjectPhrase.from, topic.to) };
      }
      // "3-bedroom family home with garden": what a listed home comes with is part of how it is offered.
      const feature =
        isPropertyHead(headOf(tagged, subjectPhrase)) &&
        !words[subjectPhrase.to]!.endsPhrase &&
        words[subjectPhrase.to + 1]?.lower === 'with'
          ? tagged.phraseFrom(subjectPhrase.to + 2)
          : undefined;
      if (feature && tagged.free(subjectPhrase.to + 1)) {
        tagPhrase(tagged, tags, feature);
        tagged.use(subjectPhrase.to + 1, feature.to);
        subject.text = `${subject.text} with ${feature.text}`;
        subjectPhrase = {
          ...subjectPhrase,
          to: feature.to,
          text: tagged.slice(subjectPhrase.from, feature.to),
        };
      }
      const toolFor = topic
        ? null
        : toolPurpose(words, subjectPhrase.to, (from, to) => tagged.slice(from, to));
      if (
        toolFor &&
        words.slice(toolFor.from, toolFor.to + 1).every((_, at) => tagged.free(toolFor.from + at))
      ) {
        for (const inside of tagged.phrases()) {
          if (inside.from > toolFor.from && inside.to <= toolFor.to) tagPhrase(tagged, tags, inside);
        }
        tagged.use(toolFor.from, toolFor.to);
        subject.text = `${subject.text} for ${toolFor.text}`;
        subjectPhrase = {
          ...subjectPhrase,
          to: toolFor.to,
          text: tagged.slice(subjectPhrase.from, toolFor.to),
        };
      }
      if (isTalkTopic(tagged, subjectPhrase)) {
        // "about AI in retail": a field the topic is "in" narrows it down.
        const field = fieldOf(tagged, subjectPhrase.to);
        if (field && tagged.free(field.from)) {
          tagged.use(field.from - 1, field.to);
          subject.text = `${subject.text} in ${field.text}`;
          tagPhrase(tagged, tags, field);
        }
        subject = {
          text: `talk on ${subject.text}`,
          determiner: speaksAsOne(tagged, framed) ? 'my' : 'our',
          plural: false,
          isAgent: false,
        };
        isTalk = true;
      }
      // "We're hiring a product designer": one person hired is any one, not the one.
      // "weekend staff" are hired as many, with no article.
      if (hired >= 0 && !subject.plural && !core.determiner && !isMassNoun(words[subjectPhrase.to])) {
        subject.determiner = /^[aeiou]/i.test(subject.text) ? 'an' : 'a';
      }
    }
  }
  // "for my handmade silver rings, new collection drops Friday": a collection told after the goods that label it
  // is a collection of them, and is the poster's as they are.
  if (
    subject &&
    newsLabel &&
    GOODS_RANGES.test(subject.text) &&
    !BUSINESS_HEADS.test(newsLabel.text) &&
    !has(words[newsLabel.to], 'ProperNoun')
  ) {
    const label = coreOf(tagged, newsLabel);
    subject = {
      ...subject,
      text: `${subject.text} of ${tagged.slice(label.from, label.to)}`,
      determiner: label.determiner || subject.determiner,
    };
  }
  // "free delivery on all orders over $50": with nothing else named, the free thing is what the post is about.
  const freeItem = isFreeThing(offer) ? offer!.text.replace(/^(?:a|an) /, '') : '';
  if (!subject && freeItem) {
    subject = { text: freeItem, determiner: '', plural: offer!.plural, isAgent: false };
    tags.name(freeItem);
  }
  // "our webinar on email marketing for small shops": whom a thing is for, right after it, is its audience.
  const forPhrase =
    subjectPhrase && !words[subjectPhrase.to]!.endsPhrase && words[subjectPhrase.to + 1]?.lower === 'for'
      ? tagged.phraseFrom(subjectPhrase.to + 2)
      : undefined;
  // "a freelance video editor for a 3-month project": the work someone is hired for stays with them.
  const isHiredFor = hired >= 0 && !!subject && !!forPhrase && WORK_HEADS.test(headOf(tagged, forPhrase));
  if (isHiredFor) {
    subject = { ...subject!, text: `${subject!.text} for ${forPhrase!.text}` };
    tagged.use(forPhrase!.from - 1, forPhrase!.to);
  }
  if (!audience && forPhrase && !samePhrase(forPhrase, venuePhrase) && !isNews && !isHiredFor) {
    audience =
      coreOf(tagged, forPhrase).determiner === 'the' ? forPhrase.text.replace(/^the /i, '') : forPhrase.text;
    tagged.use(forPhrase.from - 1, forPhrase.to);
  }
  const isNew =
    !!subjectPhrase &&
    words
      .slice(subjectPhrase.from, subjectPhrase.to + 1)
      .concat(labelPhrase ? words.slice(labelPhrase.from, labelPhrase.to + 1) : [])
      // "New Year offer": the "New" of a holiday's name says nothing is new.
      // "signed copies of Zadie Smith's new novel": someone else's new thing, after "of", is not the subject's.
      .some(
        (word, offset, all) =>
          AGE_WORDS.has(word.lower) &&
          !has(word, 'Holiday') &&
          !(
            /['’]s$/.test(all[offset - 1]?.text ?? '') &&
            all.slice(0, offset).some((each) => each.lower === 'of')
          ),
      );
  // "our video game launch": a thing named right before the word for its launch is launched, whatever else
  // the word for it may name (a game people come to).
  // "our yoga studio is introducing a sunrise class": an occasion a business launches is news of something new.
  const isLaunched =
    (!!subjectPhrase &&
      !words[subjectPhrase.to]!.endsPhrase &&
      INTENT_LAUNCH_NOUNS.has(words[subjectPhrase.to + 1]?.lower ?? '')) ||
    (launches && has(words[clause!.verb - 1], 'Copula'));
  const extraPhrases =
    (isNews && !anniversary) || title ? [] : readExtras(tagged, phrases, subjectPhrase, venuePhrase);
  const extras = joinNames(extraPhrases.map((phrase) => phrase.text));

  // Hashtags after the subject's: the place, the venue ("Berlin cafe"), the brand, then the other phrases.
  // "#Downtown" names a part of town; "nationwide" or "online" names nowhere in particular.
  for (const place of places) {
    // "Austin, Texas" tags each: #Austin, #Texas.
    if (!/^(?:online|nationwide|worldwide|nearby)$|\bonline\b/i.test(place.text))
      for (const part of place.text.replace(/^the /, '').split(/,\s*/)) tags.name(part);
  }
  if (venuePhrase ?? hostPhrase) tagPhrase(tagged, tags, (venuePhrase ?? hostPhrase)!);
  tags.name(brand);
  for (const phrase of [...comebackPhrases, ...scenePhrases]) tagPhrase(tagged, tags, phrase);
  // "#DayInTheLife" and "#POV" are how people find the formats.
  if (scene?.text.startsWith('a day in the life')) tags.name('day-in-the-life');
  if (scene?.text.startsWith('POV:')) tags.name('POV');
  const otherPhrases = tagged.phrases();
  // Whatever the reading has placed is taken; a piece of the request that holds none of it is a note of its own.
  for (const phrase of [subjectPhrase, venuePhrase, hostPhrase, audiencePhrase, forPhrase, ...extraPhrases]) {
    if (phrase) tagged.use(phrase.from, phrase.to);
  }
  if ((isNews || launches) && clause) tagged.use(clause.from, clause.to);
  const titleStart = words.findIndex((_, index) => tagged.free(index));
  if (title && titleStart >= 0) tagged.use(titleStart, words.length - 1);
  const predicate =
    !isNews && !title && hired < 0 && subjectPhrase
      ? predicateOf(tagged, subjectPhrase, { told, inPlace, origin })
      : null;
  // The scene is kept with the notes so that its date is no date of the subject's; it is told on its own.
  const notes = [
    ...(tagline ? [tagline] : []),
    ...(scene ? [scene] : []),
    ...(welcome ? [welcome] : []),
    // "back in stock in three colours": a colour the subject's sentence tells already is no note of its own.
    ...(colourway && !(predicate && predicate.from <= colourway.from && colourway.to <= predicate.to)
      ? [colourway]
      : []),
    ...(sizeRange ? [sizeRange] : []),
    ...(ageRange ? [ageRange] : []),
    ...(purpose ? [purpose] : []),
    ...(whereWe ? [whereWe] : []),
    ...(predicate ? [predicate] : []),
    ...readNotes(tagged, { framed, told, dated, inPlace }),
  ];
  // A date told inside a note ("new episode every Wednesday") is not when the subject itself happens.
  // So is a date inside what people are wanted for ("for Saturday morning runs"), and a time of year inside a
  // tip's title ("in winter").
  const isInNote = (index: number) =>
    notes.some((note) => note.from <= index && index <= note.to) ||
    (!!titlePhrase && titlePhrase.from <= index && index <= titlePhrase.to) ||
    (!!wantedFor && wantedFor.from <= index && index <= wantedFor.to);
  const datedWords = dated.flatMap((isDated, index) => (isDated ? [index] : []));
  const whenOfSubject = datedWords.length > 0 && datedWords.every(isInNote) ? null : when;
  // Common nouns standing alone in a note ("each pair is unique", "gloves and bags provided") are too vague
  // for a hashtag; a compound or a name in one ("our new roastery", "Sally Rooney") is not.
  const isCompound = (phrase: Phrase) =>
    words
      .slice(phrase.from, phrase.to)
      .some((word, offset) => isNoun(word) && isNoun(words[phrase.from + offset + 1]));
  const isVague = (phrase: Phrase) =>
    (isInNote(phrase.from) || isState(tagged, phrase)) &&
    (coreOf(tagged, phrase, true).from === phrase.to || !isCompound(phrase)) &&
    !words.slice(phrase.from, phrase.to + 1).some((word) => has(word, 'ProperNoun'));
  for (const phrase of otherPhrases) {
    if (isVague(phrase)) continue;
    const isDone = samePhrase(phrase, subjectPhrase) || samePhrase(phrase, venuePhrase);
    const holdsBrand = !!brand && phrase.text.includes(brand);
    const isCount = has(words[phrase.from], 'Value') && !has(words[phrase.from], 'Money');
    // "everyone welcome", "all ages welcome": a phrase led by a word for everyone says who may come; it names
    // no topic to tag.
    const isGroup =
      (isPeople(words[phrase.to]) && !has(words[phrase.to], 'Person')) ||
      /^(?:everyone|everybody|anyone)$/.test(words[phrase.from]!.lower);
    const isInSubject =
      (!!subjectPhrase && phrase.from >= subjectPhrase.from && phrase.to <= subjectPhrase.to) ||
      // A tip's title gave its tags already.
      (!!titlePhrase && phrase.from >= titlePhrase.from && phrase.to <= titlePhrase.to);
    if (!isDone && !holdsBrand && !isCount && !isGroup && !isInSubject) tagPhrase(tagged, tags, phrase);
  }
  // "Gen Z" is a tag of its own; "e-commerce teams" gives #ECommerce rather than #Teams.
  const hasField =
    !!audiencePhrase &&
    words.slice(audiencePhrase.from, audiencePhrase.to).some((word) => word.lower === 'in');
  if (/^gen\s/i.test(audience)) {
    tags.name(audience);
  } else if (hasField) {
    // "women in tech" is tagged whole, small word and all, as people write it: #WomenInTech.
    tags.name(tagged.slice(audiencePhrase!.from, audiencePhrase!.to).replace(/\s+/g, '-'));
  } else if (audiencePhrase) {
    // "first-time clients" gives no #Time: half of a hyphenated pair is no tag.
    const modifiers = words
      .slice(audiencePhrase.from, audiencePhrase.to)
      // "expecting mums" gives no #Expecting: a participle describes the people, it names no topic.
      .filter(
        (word, offset) =>
          isNoun(word) && !/ing$/.test(word.lower) && !words[audiencePhrase.from + offset - 1]?.hyphenated,
      );
    // "beta testers" gives #BetaTesters, not #Beta: one plain word before the people is no topic on its own,
    // unlike a hyphenated or capitalised one ("e-commerce teams" gives #ECommerce).
    const head = words[audiencePhrase.to]!;
    const isPlainWord =
      modifiers.length === 1 &&
      !modifiers[0]!.hyphenated &&
      !/[-‐‑]/.test(modifiers[0]!.text) &&
      !/^\p{Lu}/u.test(modifiers[0]!.text);
    const end = isPlainWord ? head : modifiers.at(-1);
    if (modifiers.length > 0) tags.name(tagged.text.slice(modifiers[0]!.start, end!.end));
  }

  // "we just hit 5,000 followers … giving away a handmade ceramic mug": a post whose reading took no phrase to
  // tag (a milestone told in the first person has no subject phrase) is still about things it names, and those
  // phrases make its tags rather than words of no one's request (#NewPost). The longest lead; a lone noun after
  // "to" and a verb ("to say thanks") is what the post does, not a thing it names.
  // "tacos from $4", "gel manicures now $25": what a price buys is what is sold, and tags the post as the
  // subject does, though the price sentence told it.
  // "early bird price $1200" names a price, which is no topic.
  const priced = phrasesBeforeOffer.find(
    (phrase) =>
      (offer?.kind === 'price' && phrase.text === offer.scope) ||
      (offer?.kind === 'deal' && !!offer.bought && offer.text.startsWith(`${phrase.text},`)),
  );
  if (priced && !PRICE_NOUNS.has(words[priced.to]!.lower)) tagPhrase(tagged, tags, priced);
  // "we're fully booked this weekend": a notice of the poster's state that names nothing else is tagged with the
  // state itself (#FullyBooked), never with words of no one's request.
  // "for our candle brand Ember & Oak: the autumn collection drops…": the business the news is labelled with
  // tags it too (#EmberAndOak), after the news's own tags.
  if (clause?.label) {
    const { from, to } = clause.label;
    tagPhrase(tagged, tags, { from, to, text: tagged.slice(from, to) });
  }
  // "walk-ins welcome": who is welcome tags the post (#WalkIns), after what it is about; "all" tags nothing.
  if (welcome && isNoun(words[welcome.from]) && !has(words[welcome.from], 'Value'))
    tags.phrase(welcome.from, welcome.who);
  if (tags.all().length === 0 && isNotice && clause && isOwnStateAt(words, clause.verb)) {
    const state = ownStateSpan(words, clause.verb);
    tags.name(tagged.slice(state.from, state.to));
  }
  if (tags.all().length === 0) {
    const isPurpose = (phrase: Phrase) =>
      phrase.from === phrase.to &&
      has(words[phrase.from - 1], 'Verb') &&
      words[phrase.from - 2]?.lower === 'to';
    const named = phrases.filter((phrase) => !isPurpose(phrase));
    for (const phrase of named.sort((a, b) => b.to - b.from - (a.to - a.from)))
      tagPhrase(tagged, tags, phrase);
  }
  // "for our bike shop Spoke & Chain: free tune-ups for students every Saturday": something free the poster's
  // business gives again and again is a standing offer, as one it "is offering" is; the post opens on it, at
  // the business, and tells it once.
  const freeOnSchedule =
    !standingOffer &&
    offer?.kind === 'free' &&
    !!offer.text &&
    whenOfSubject?.role === 'every' &&
    !venuePhrase &&
    subject?.determiner === 'our' &&
    // "our kids coding club, Saturdays 10-12, first session free": a club meets on its days, and its first
    // session free is a way in, as an occasion's is.
    !isGatheringNoun(subjectPhrase ? headOf(tagged, subjectPhrase) : '')
      ? `${offer.text} ${whenOfSubject.text}`
      : '';
  // "our new oat latte, only £3.50 this month": a date right after a price says how long the price lasts; nothing
  // launches then.
  // So does one right after a deal's price: "2 scoops for £4 all week".
  const isPriceSpan =
    (offer?.kind === 'price' || offer?.kind === 'deal') &&
    whenOfSubject?.role === 'on' &&
    datedWords.length > 0 &&
    has(words[datedWords[0]! - 1], 'Money') &&
    !words[datedWords[0]! - 1]!.endsPhrase;
  const kept = freeOnSchedule
    ? { offer: null, when: null }
    : isPriceSpan
      ? { offer: { ...offer, text: `${offer.text} ${whenOfSubject.text}` }, when: null }
      : { offer, when: whenOfSubject };
  // "our new app update adds dark mode and offline sync": what a new thing does is told in the request's words.
  const describesNewThing =
    isNew &&
    !isNews &&
    !!clause?.agent &&
    !!clause.object &&
    !!clauseVerb &&
    samePhrase(clause.agent, subjectPhrase) &&
    has(clauseVerb, 'PresentTense') &&
    !has(clauseVerb, 'Gerund') &&
    !LAUNCH_VERBS.has(clauseVerb.lower);
  // "we're proud to announce our B Corp certification": an achievement announced is news to celebrate, never a
  // thing launched.
  if (subjectPhrase && intents.has('announce') && ACHIEVEMENTS.has(headOf(tagged, subjectPhrase))) {
    intents.delete('announce');
    intents.add('news');
  }
  const reading: RequestReading = {
    platform: detectPlatform(description),
    kind: kindOf({
      isCall: !!call,
      intents,
      isNamed: !!subjectPhrase && !!appositionName(tagged, subjectPhrase),
      isNotice,
      isNews,
      isTip: !!title,
      head: isTalk ? 'talk' : subjectPhrase ? headOf(tagged, subjectPhrase) : '',
      isNew,
      when: whenOfSubject,
      offer,
      code,
      clauseVerb: clauseVerb?.lower ?? '',
      isAvailability: words.some(
        (word, index) =>
          word.lower === 'available' &&
          !word.endsPhrase &&
          (has(words[index + 1], 'Date') || has(words[index + 2], 'Date')),
      ),
      isLaunched,
      isStateNews: !!predicate?.isState,
      isEventPhrase: !!subject && isEventPhrase(subject.text),
      isBusinessSomewhere:
        /^(?:our|my)$/.test(subject?.determiner ?? '') &&
        BUSINESS_HEADS.test(subject?.text ?? '') &&
        !!venuePhrase &&
        linkOf(venuePhrase) === 'at' &&
        // "our food truck will be at the farmers market this Saturday" says when in its own sentence.
        (!!whenOfSubject || /^\S+(?: \S+){0,4} (?:is|are|will be) at\b/.test(predicate?.text ?? '')),
    }),
    subject,
    isNew,
    isOccasion: isTalk || (!!subjectPhrase && isOccasionPhrase(tagged, subjectPhrase) && !isLaunched),
    isFirstPersonSingular: speaksAsOne(tagged, framed),
    place: joinNames([...new Set(places.map((place) => place.text))]),
    venue: venuePhrase ? venueText(tagged, venuePhrase) : '',
    venueLink: venuePhrase && words[venuePhrase.from - 1]?.lower === 'on' ? 'on' : 'at',
    isOwnBusiness:
      !!venuePhrase &&
      (venuePhrase === business ||
        (words[venuePhrase.from - 1]?.lower === 'for' &&
          /^(?:our|my|a|an)$/.test(words[venuePhrase.from]!.lower))),
    when: kept.when,
    offer: kept.offer,
    code,
    codeDiscount,
    // "inviting everyone to our street party": everyone is no group of its own ("Calling all everyone!").
    audience: /^(?:everyone|everybody|anyone)$/i.test(audience) ? '' : audience,
    isAudienceWanted,
    brand,
    statement: newsBeforeHiring
      ? newsBeforeHiring
      : anniversary
        ? anniversaryStatement(tagged, anniversary)
        : (isNews || describesNewThing) && clause
          ? statementOf(tagged, clause)
          : comeback
            ? comebackStatement(tagged, comeback, subject)
            : celebratedStatement(
                tagged,
                intents,
                isNews || !!anniversary || !!comeback,
                subjectPhrase,
                honourees,
              ),
    extras,
    instructions: instructions.map((instruction) => withReadersAddressed(nlp, asThanks(instruction))),
    notes: notes
      .filter((note) => note !== scene)
      .map((note) => withReadersAddressed(nlp, asThanks(note.text)))
      // "autumn mini sessions, 20 minutes": how long things last is said of them all.
      .map((note) => (subject?.plural ? note.replace(/^It runs for /, 'Each one runs for ') : note)),
    scene: scene?.text ?? '',
    state: predicate?.isState ? predicate.text : '',
    isBehindTheScenes,
    isBeforeAndAfter,
    tagPhrases: [
      ...tags.all(),
      ...(isBehindTheScenes ? ['BehindTheScenes'] : []),
      ...(isBeforeAndAfter ? ['BeforeAndAfter'] : []),
      // "#Throwback" is how people find looks back.
      ...(/\bthrowback\b/i.test(description) ? ['Throwback'] : []),
    ],
    opening: openingNamed(words),
    standingOffer: standingOffer || freeOnSchedule,
    isThanks: false,
    isFarewell,
    isListing: !!subjectPhrase && isListing(headOf(tagged, subjectPhrase), description),
    throwback: readThrowback(description),
  };
  // "we've opened our second office in Edinburgh and we're hiring": hiring no one named is part of the news.
  if (reading.kind === 'hiring' && !subject && newsBeforeHiring) {
    const hiring = tagged.slice(andBeforeHiring + 1, words.length - 1).replace(/[.!]+$/, '');
    return {
      ...reading,
      kind: 'news',
      statement: `${newsBeforeHiring.replace(/[.!]+$/, '')}, and ${hiring}!`,
      tagPhrases: [...reading.tagPhrases, 'Hiring'],
    };
  }
  if (reading.isListing) return asListing(reading, tagged.text);
  const hours = asOpeningHours(reading);
  if (hours) return hours;
  const shown = shownOccasion(tagged, subjectPhrase, reading);
  if (shown) return { ...reading, ...shown };
  // "our 20% off sale runs until…": the discount that names a sale is part of its name.
  const saleName =
    reading.offer?.kind === 'discount' && !reading.offer.scope
      ? `${reading.offer.text} ${subject?.text}`
      : '';
  if (
    subject &&
    (SALE_NOUNS.has(subject.text) || subject.text === reading.offer?.sale) &&
    saleName &&
    tagged.text.toLowerCase().includes(saleName.toLowerCase())
  ) {
    const owner =
      new RegExp(`\\b(our|my) ${saleName}`, 'i').exec(tagged.text)?.[1]?.toLowerCase() ?? subject.determiner;
    return { ...reading, subject: { ...subject, text: saleName, determiner: owner } };
  }
  // "our new barista Tom": a new person is welcomed, never launched like a product.
  if (reading.kind === 'launch' && subject?.isPerson && !reading.statement) {
    const named = [subject.determiner, reading.isNew ? 'new' : '', subject.text].filter(Boolean).join(' ');
    return { ...reading, kind: 'news', statement: sentenceOf(`Please welcome ${named}`) };
  }
  // "welcoming our new hygienist Priya to the clinic", "welcoming Priya Shah to our marketing team": the poster's
  // own welcome is asked of the readers too, whoever is welcomed.
  const welcomed = /^We(?:'re| are) welcoming\s+/.exec(reading.statement);
  if ((reading.kind === 'launch' || reading.kind === 'news') && !!subject && welcomed) {
    const rest = reading.statement.slice(welcomed[0].length);
    return { ...reading, kind: 'news', statement: `Please welcome ${rest}` };
  }
  const deedOfSubject = toldOfSubject(reading);
  if (deedOfSubject) return { ...reading, kind: 'news', ...deedOfSubject };
  if (!thankYou) return reading;
  const thanked = thankedReading(tagged, thankYou, tags);
  return {
    ...reading,
    kind: 'news',
    subject: thanked.subject,
    isNew: false,
    isOccasion: false,
    venue: '',
    statement: thanked.statement,
    extras: '',
    notes: piecesAfterThanks(tagged, thankYou),
    tagPhrases: tags.all(),
    isThanks: true,
  };
}

/** Words for pictures a post shares: "photos", "highlights". */
const PICTURES = wordSet('photos pictures pics snaps images highlights');

/**
 * "sharing photos from our summer fete at St Mary's school": pictures "from" an occasion are the occasion's, and
 * the post is about it, done; it shares them, in the request's words ("Here are some photos from our summer fete
 * at St Mary's school."), and launches nothing.
 */
function shownOccasion(
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
 * "our school bake sale last Saturday, which raised £450 for the library": a note led by "which" or "that" and a
 * verb in the past tells what the subject did; it is news of the subject, said with the subject in its place
 * ("Our school bake sale raised £450 for the library."), never as a sentence of its own that opens on "Which".
 */
/**
 * "celebrating our team's win at the National Retail Awards for best customer service": a celebrated thing with
 * no clause of news of its own is told as the request puts it, with where and for what, as a sentence.
 */
function celebratedStatement(
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
  if (verb === 'congratulating') return `Congratulations to ${told}!`;
  return sentenceOf(`We're ${verb === 'welcoming' ? 'welcoming' : 'celebrating'} ${told}`);
}

function toldOfSubject(reading: RequestReading): { statement: string; notes: string[] } | null {
  const { subject } = reading;
  if (!subject || reading.statement || reading.kind === 'call' || reading.kind === 'hiring') return null;
  const at = reading.notes.findIndex((note) => /^(?:which|that)\s+\p{L}+ed\b/iu.test(note));
  if (at < 0) return null;
  const named = subject.determiner ? `${subject.determiner} ${subject.text}` : subject.text;
  const deed = reading.notes[at]!.replace(/^\S+\s+/, '');
  return {
    statement: sentenceOf(`${named} ${deed}`),
    notes: reading.notes.filter((_, index) => index !== at),
  };
}

/**
 * The people a post thanks are its subject, named as the request names them; what they did is told to them.
 * Their own word leads the tags ("#Volunteers"), before the phrases of what they did.
 */
/**
 * "thank you to everyone who voted for us in the Best Cafe awards, we came second!": what the request says after
 * its thanks is told too, each piece as written, with its own "!" where it had one.
 */
function piecesAfterThanks(tagged: TaggedText, thankYou: ThankYou): string[] {
  const { words, text } = tagged;
  const notes: string[] = [];
  for (let from = pieceEnd(tagged, Math.max(thankYou.to, thankYou.deedTo)) + 1; from < words.length;) {
    const to = pieceEnd(tagged, from);
    const mark = text.slice(words[to]!.end, words[to + 1]?.start ?? text.length).includes('!') ? '!' : '.';
    notes.push(asSentence(tagged.slice(from, to), mark));
    from = to + 1;
  }
  return notes;
}

/** "throwback", "#tbt", "flashback": a post that looks back, with the year it looks back to ("in 2015"). */
function readThrowback(description: string): { year: string } | null {
  if (!/\b(?:throwback|tbt|flashback)\b/i.test(description)) return null;
  return { year: /\b(?:back )?in ((?:19|20)\d{2})\b/i.exec(description)?.[1] ?? '' };
}

/** What people do together at an occasion of someone else's: "ran the Berlin Marathon", "climbed Ben Nevis". */
const PEOPLES_DEEDS = wordSet(
  'ran walked cycled swam climbed hiked completed finished rowed trekked volunteered conquered tackled',
);

/** Words for the people thanked, as said to them: "their" is "your", "they" is "you". */
const SAID_TO_THEM: Record<string, string> = {
  their: 'your',
  theirs: 'yours',
  them: 'you',
  they: 'you',
  themselves: 'yourselves',
  "they're": "you're",
  "they've": "you've",
};

/** A deed of the people thanked, said to them. */
const toThoseThanked = (deed: string) =>
  deed.replace(/\b(?:their|theirs|them|they|themselves|they['’]re|they['’]ve)\b/gi, (word) => {
    const said = SAID_TO_THEM[word.toLowerCase().replace('’', "'")] ?? word;
    return /^\p{Lu}/u.test(word) ? said.charAt(0).toUpperCase() + said.slice(1) : said;
  });

function thankedReading(
  tagged: TaggedText,
  thankYou: ThankYou,
  tags: HashtagPhrases,
): { subject: Subject; statement: string } {
  const { words } = tagged;
  const people = { from: thankYou.from, to: thankYou.to, text: tagged.slice(thankYou.from, thankYou.to) };
  const subject = { ...subjectOf(tagged, coreOf(tagged, people)), isPerson: true };
  if (subject.text.startsWith('the ') && !subject.determiner) {
    subject.text = subject.text.slice(4);
    subject.determiner = 'the';
  }
  if (isNoun(words[thankYou.to]) && !/^(?:everyone|everybody|all)$/.test(words[thankYou.to]!.lower))
    tags.name(words[thankYou.to]!.text);
  if (thankYou.deedFrom < 0) return { subject, statement: '' };
  const inDeed = (index: number) => index >= thankYou.deedFrom && index <= thankYou.deedTo;
  for (const phrase of nounPhrases(words, tagged.text, inDeed)) tagPhrase(tagged, tags, phrase);
  // The deed is told to the people thanked: "for their feedback" is "for your feedback".
  const deed = toThoseThanked(tagged.slice(thankYou.deedFrom, thankYou.deedTo));
  const visited = thankYou.isFor ? null : visitedOccasion(tagged, thankYou);
  if (visited) return { subject, statement: `It was so good to see you at ${visited}.` };
  return { subject, statement: sentenceOf(thankYou.isFor ? `Thank you for ${deed}` : `You ${deed}`) };
}
