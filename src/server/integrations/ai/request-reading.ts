/**
 * Reads a caption request the way a copywriter would: what the post is about, where, when, what is on offer, for
 * whom and from whom. compromise tags the words and finds the dates, places and names; which of them is the
 * subject, the venue or the audience of a post is decided here.
 */
import { detectPlatform } from '@shared/platforms';
import type { Nlp } from './compromise-loader';
import { readAgeRange, withAgeLimit } from './age-limits';
import { readHonourees } from './honourees';
import { HashtagPhrases, hashtagsFrom } from './hashtags';
import {
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
import { callVenue, fieldOf, NEEDING, readAudience, readCall, WANTING, wantedForOf } from './audiences';
import { isScheduleChange } from './schedule-changes';
import { readWhereWe } from './where-clauses';
import { asThanks, readThankYou } from './thank-yous';
import { isMassNoun } from './mass-nouns';
import { isPremisesHead, openingNamed, ownerOfOpened } from './place-openings';
import { ownerOfMade } from './speaker-made';
import { isEnsemble } from './ensembles';
import { isEventNoun, isEventPhrase, isGatheringNoun, isRace } from './occasion-nouns';
import { ownerOfHeld } from './own-occasions';
import { howToTopic, toolPurpose } from './how-to-topics';
import { readWantedRole } from './wanted-roles';
import { readTagline } from './taglines';
import { readComeback } from './comebacks';
import {
  beforeAndAfterEnd,
  isBehindTheScenesAt,
  isShownMedia,
  readFrame,
  type Intent,
  type PostKind,
} from './request-frame';
import { readDayInTheLife, readPointOfView, readShownScene } from './shown-scenes';
import {
  TaggedText,
  has,
  isNoun,
  isPeople,
  isKnownPlaceWord,
  isPossessivePronoun,
  nounPhrases,
  withDroppedLettersRestored,
  wordSet,
  type Phrase,
  type Word,
} from './tagged-words';
import { readAskedQuestion } from './asked-questions';
import { readCommand } from './commands';
import { readColourway, readSizeRange } from './colourways';
import { readWelcome } from './welcomes';
import { readPronounClause } from './pronoun-clauses';
import { readSetPhrase } from './set-phrases';
import { readStreetAddress } from './street-addresses';
import { readDrinkStrength } from './drink-strengths';
import { readGreeting } from './greetings';
import { readOpeningShape } from './opening-shapes';
import { ENDING_VERBS } from './span-verbs';
import { pieceEnd } from './piece-sentences';
import { isTalkTopic } from './spoken-talks';
import { tenureStatement } from './tenures';
import { isRoleWord } from './names-in-roles';
import { asAdoption } from './adoptions';
import { saleGoods } from './sale-goods';
import { withParticiple } from './participles';
import { withShownAfterBusiness } from './shown-by-businesses';
import { withDonationsAsCollection } from './donation-asks';
import { BUSINESS_HEADS, isOwnBusiness } from './business-heads';
import { readDeadline } from './deadlines';
import { makerEnd } from './work-makers';
import { asListing, isAgencyHead, isListing, isPropertyHead } from './property-listings';
import { asOpeningHours } from './opening-hours';
import { withPosterBeforeHeadline } from './implied-posters';
import { withBirthdaySaidAsTurning } from './birthday-counts';
import { asReview } from './customer-reviews';
import { asCustomerPhoto } from './customer-photos';
import { asMove } from './moves';
import { readTally } from './tallies';
import { asTitledPiece, splitPieceTitle, withPieceTitle } from './titled-pieces';
import { asBusinessUpdate } from './business-updates';
import { asServiceArea } from './service-areas';
import { asPeopleWanted } from './people-wanted';
import { asNewAbility } from './new-abilities';
import { asOwnStatus } from './own-statuses';
import { asBigWelcome, asGroupWelcomed, asNamedNewcomer, asNewColleague } from './new-colleagues';
import { asCongratulated, asListedHonour, asPromoted, asWinnerAnnounced } from './congratulations';
import { asPeriodPick } from './period-picks';
import { asApology } from './apologies';
import { readTimeLeft } from './time-left';
import { readAnniversary, readMilestone, anniversaryStatement } from './anniversaries';
import { readBrand } from './brands';
import { readClause, statementOf } from './news-clauses';
import { isComingDate, isPastDate, isCurrentSpan } from './news-dates';
import { isNewlyStocked, newsSubject, withWhatFollows } from './news-subjects';
import { isNoticeAt, FUNDING_FOLLOWS } from './notice-verbs';
import {
  headOf,
  tagPhrase,
  subjectOf,
  coreOf,
  samePhrase,
  joinNames,
  appositionName,
  isOccasionPhrase,
} from './noun-cores';
import { readOrigin, readPlaces } from './places';
import { kindOf, readThrowback } from './post-kinds';
import { speaksAsOne } from './poster-voice';
import { purposeOf, fundraiserCause } from './purposes';
import { HOSTING, AGE_WORDS, LAUNCH_VERBS, NEWS_VERBS, EXTRA_LINKS, SALE_NOUNS } from './reading-words';
import { readNotes, saidOfThemAll } from './request-notes';
import { servingCountEnd } from './serving-counts';
import { howMadeFrom } from './how-made';
import { orderedGoodsTags } from './ordered-goods';
import type { RequestReading, Subject } from './request-reading-types';
import { anyTagPhrases, shapeTags } from './request-tags';
import { labelled, nameAfter, readExtras } from './subject-extras';
import { predicateOf } from './subject-predicates';
import { thankedReading, piecesAfterThanks } from './thanks-readings';
import { tipTitle } from './tip-titles';
import {
  comebackStatement,
  celebratedStatement,
  shownOccasion,
  toldOfSubject,
  withNamedSubjectLed,
} from './told-statements';
import { ownBusiness, readVenue, readHost, isState, venueText } from './venues';

export type { Offer, PostKind, RequestReading, Subject, When };

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

const EVERYTHING = wordSet('everything anything all');
/** Things a business earns: "our B Corp certification", "our ISO accreditation". */
const ACHIEVEMENTS = wordSet('certification certificate accreditation award recognition status rating');
/** "early bird tickets end Friday": something that stops on a date is news readers need before then. */
const isEndingAt = (verb: Word) => ENDING_VERBS.has(verb.lower) && has(verb, 'Verb');

/** Businesses people come to buy from: their goods are found there. */
const SHOP_HEADS = wordSet(
  `shop store boutique cafe café bakery deli market bar pub restaurant bistro salon studio gym gallery florist
  bookshop bookstore taproom brewery winery roastery showroom`,
);

/** Words that place something beside a spot: "by the bridge", "outside the town hall". */
const SPOT_LINKS = wordSet('by near outside opposite beside behind');

/** "free delivery", "a free tote": an offer that names the thing given free. */
const isFreeThing = (offer: Offer | null) =>
  offer?.kind === 'free' && /^(?:(?:a|an) )?free \S/.test(offer.text);

/** "looking for", "searching for": the asking for someone to hire. */
const LOOKING_WORDS = /^(?:looking|searching|for)$/;

export function readRequest(nlp: Nlp, description: string): RequestReading {
  const piece = splitPieceTitle(description.trim());
  const titled = piece
    ? withPieceTitle(readRequest(nlp, piece.rest), piece.title, readRequest(nlp, piece.title).tagPhrases)
    : null;
  return titled ?? readWhole(nlp, description);
}

function readWhole(nlp: Nlp, description: string): RequestReading {
  const tagged = new TaggedText(
    nlp,
    withDroppedLettersRestored(
      nlp,
      withBirthdaySaidAsTurning(
        withPosterBeforeHeadline(withShownAfterBusiness(withDonationsAsCollection(description.trim()))),
      ),
    ),
  );
  const { intents, toldTo } = readFrame(tagged);
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
  const content = readContent(tagged, intents, description);
  // "reminding parents that…": the people told are whom the post is for, when it names no one else.
  const read = { ...content, audience: content.audience || toldTo, timeLeft: readTimeLeft(description) };
  // Phrases that make no tag ("staff") count as none.
  const reading =
    hashtagsFrom(read.tagPhrases).length > 0
      ? read
      : { ...read, tagPhrases: [...read.tagPhrases, ...anyTagPhrases(tagged, untagged)] };
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
 * "on the green", "in the Cotswolds": a venue keeps "on", and a named region after "in the" keeps "in"; anywhere
 * else a venue is "at".
 */
function venueLinkOf(words: Word[], venue: Phrase): RequestReading['venueLink'] {
  const link = words[venue.from - 1]?.lower;
  if (link === 'on') return 'on';
  const isNamedRegion =
    link === 'in' &&
    words[venue.from]?.lower === 'the' &&
    venue.to > venue.from &&
    words.slice(venue.from + 1, venue.to + 1).every((word) => /^\p{Lu}/u.test(word.text));
  return isNamedRegion ? 'in' : 'at';
}

/** What a request says once its frame is read: subject, place, date, offer, audience and the rest. */
function readContent(tagged: TaggedText, intents: Set<Intent>, description: string): RequestReading {
  const { nlp, words } = tagged;
  const wantedRole = readWantedRole(tagged);
  if (wantedRole >= 0) intents.add('hiring');
  // "doors open at 6pm" says when an event starts, not what it is; "doors open at 7", with an hour the tagger
  // reads as no time, is said as written.
  let doorsNote: { text: string; from: number; to: number } | null = null;
  words.forEach((word, index) => {
    const next = words[index + 1]?.lower ?? '';
    if (word.lower !== 'doors' || !/^(?:open|opens|at)$/.test(next)) return;
    const hour = next === 'at' ? index + 2 : index + 3;
    const isBareHour =
      words[hour - 1]?.lower === 'at' &&
      /^(?:[1-9]|1[0-2])$/.test(words[hour]?.text ?? '') &&
      !has(words[hour], 'Time') &&
      (words[hour]!.endsPhrase || hour === words.length - 1);
    if (isBareHour && !doorsNote) {
      tagged.use(index, hour);
      doorsNote = { text: sentenceOf(tagged.slice(index, hour)), from: index, to: hour };
      return;
    }
    tagged.use(index, next === 'at' ? index : index + 1);
  });
  const framed = [...tagged.used];
  const address = readStreetAddress(tagged);
  const tagline = readTagline(tagged);
  const welcome = readWelcome(tagged);
  const saidOfSomeone = readPronounClause(tagged);
  const saying = readSetPhrase(tagged);
  const tally = readTally(tagged);
  const thankYou = readThankYou(words, (at) => framed[at] ?? false);
  const whereWe = readWhereWe(tagged);
  if (thankYou) tagged.use(thankYou.thanksFrom, thankYou.from - 1);
  const code = readCode(tagged);
  const phrasesBeforeOffer = tagged.phrases();
  const offer = readOffer(tagged);
  const codeDiscount = readCodeDiscount(tagged, code);
  const beforeInstructions = [...tagged.used];
  const instructions = readInstructions(tagged, offer);
  const called = tagged.used.map((used, index) => used && !beforeInstructions[index]);
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
  // "I'm running the London Marathon": a race is run by those taking part in it, no host.
  const isRaceRun =
    !!newsClause?.object &&
    /^(?:running|run|runs)$/.test(words[newsClause.verb]!.lower) &&
    isRace(headOf(tagged, newsClause.object));
  const isHostingOccasion =
    !!newsClause?.object &&
    !isRaceRun &&
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
  // So is what the poster's own business or people will do ("our Leeds store will open late…").
  // Where it will be ("our gelato van will be at Brighton Pride") tells where to find it, no plan.
  const isAnnouncedPlan =
    !!clauseVerb &&
    (intents.has('announce') ||
      (/^(?:our|my|we|i)$/.test(words[clause!.from]!.lower) && clauseVerb.lower !== 'be')) &&
    /^(?:will|'ll)$/.test(words[clause!.verb - 1]?.lower ?? '');
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
  // "our food truck is parked at the Riverside Market every Sunday": a past form after "is", before where, says
  // where the thing stands; it tells no news of a deed.
  const isWhereItStands =
    !!clauseVerb &&
    has(words[clause!.verb - 1], 'Copula') &&
    /^(?:parked|based|located|set|stationed|found)$/.test(clauseVerb.lower) &&
    /^(?:at|in|on|up)$/.test(words[clause!.verb + 1]?.lower ?? '');
  const isNews =
    isFarewell ||
    isOwnOpening ||
    (!!clauseVerb &&
      !isStandingOffer &&
      (!LAUNCH_VERBS.has(clauseVerb.lower) || isPastLaunch || !!clause!.isLookingBack) &&
      (isNotice ||
        clause!.isOngoing ||
        clause!.isNewlyTrue ||
        NEWS_VERBS.has(clauseVerb.lower) ||
        intents.has('news') ||
        isAnnouncedPlan ||
        isAppearance ||
        isGoingLive ||
        isEndingAt(clauseVerb) ||
        !!clause!.isLookingBack ||
        (has(clauseVerb, 'PastTense') && !isComingDate(when) && !isWhereItStands))) ||
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
    // "winter service £45, includes brake check and gear tune": what a thing includes is held by it, never the
    // thing itself.
    const isHeld = (phrase: Phrase) => /^(?:includes?|including)$/.test(words[phrase.from - 1]?.lower ?? '');
    const isCandidate = (phrase: Phrase) =>
      !samePhrase(phrase, venuePhrase) &&
      !isHeld(phrase) &&
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
      // "new jewellery collection inspired by the Cornish coast": how it was made stays with it.
      const made = howMadeFrom(tagged, subjectPhrase.to);
      if (made) {
        tagPhrase(tagged, tags, made);
        tagged.use(subjectPhrase.to + 1, made.to);
        subjectPhrase = {
          from: subjectPhrase.from,
          to: made.to,
          text: tagged.slice(subjectPhrase.from, made.to),
        };
      }
      const served = servingCountEnd(tagged, subjectPhrase.to);
      if (served >= 0) {
        tagged.use(subjectPhrase.to + 1, served);
        subjectPhrase = {
          from: subjectPhrase.from,
          to: served,
          text: tagged.slice(subjectPhrase.from, served),
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
      // "we're a small family-run bakery in Whitby": what the poster says they are is theirs to speak as.
      const isPosterBeing =
        /^(?:a|an)$/.test(words[subjectPhrase.from]!.lower) &&
        (/^(?:we're|i'm)$/.test(words[subjectPhrase.from - 1]?.lower ?? '') ||
          (/^(?:are|am)$/.test(words[subjectPhrase.from - 1]?.lower ?? '') &&
            /^(?:we|i)$/.test(words[subjectPhrase.from - 2]?.lower ?? '')));
      if (isPosterBeing && subject.determiner === 'the')
        subject.determiner = /^i/.test(words[subjectPhrase.from - 1]!.lower) ? 'my' : 'our';
      // "meet our newest resident, a rescue kitten called Mochi": someone given a name right after the subject is
      // a someone (a person or a pet), welcomed, never launched like goods.
      // Goods take a name right after them too ("a new hazy IPA called Cloud Nine"): only a someone set apart by a
      // comma, or one by their word ("our new puppy called Biscuit"), is welcomed.
      const isSomeone = words[subjectPhrase.to]!.endsPhrase || isRoleWord(words[subjectPhrase.to]);
      if (isSomeone && isNamedRightAfter(words, subjectPhrase.to)) subject.isPerson = true;
      // "a new hazy IPA called Cloud Nine": the name goods are called goes with them.
      const calledAt = subjectPhrase.to + 1;
      if (
        !isSomeone &&
        /^(?:called|named)$/.test(words[calledAt]?.lower ?? '') &&
        has(words[calledAt + 1], 'ProperNoun') &&
        tagged.free(calledAt)
      ) {
        let end = calledAt + 1;
        while (
          !words[end]!.endsPhrase &&
          has(words[end + 1], 'ProperNoun') &&
          /^\p{Lu}/u.test(words[end + 1]!.text)
        )
          end++;
        subject.text = `${subject.text} ${tagged.slice(calledAt, end)}`;
        tags.name(tagged.slice(calledAt + 1, end));
        tagged.use(calledAt, end);
      }
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
      // "new mat classes" at "our pilates studio": new things in the plural at the poster's place are theirs too.
      const isBareNew = subject.determiner === '' && subject.plural && core.isNew && !subject.isPerson;
      const holder =
        (subject.determiner === 'the' || isBareNew) && venuePhrase
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
  // News told in the poster's own sentence ("our coffee subscription now ships to Ireland, free shipping on your
  // first box") is about that news; the free thing is its offer.
  const freeItem = isFreeThing(offer) ? offer!.text.replace(/^(?:a|an) /, '') : '';
  if (!subject && freeItem && !(isNews && clause)) {
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
  // "summer pony camps for ages 6-12": an age range the thing is for is told with it.
  const agesFor =
    forPhrase &&
    /^ages?$/.test(words[forPhrase.from]!.lower) &&
    forPhrase.from === forPhrase.to &&
    !words[forPhrase.to]!.endsPhrase &&
    /^\d{1,2}(?:[-–]\d{1,2})?\+?$/.test(words[forPhrase.to + 1]?.text ?? '')
      ? forPhrase.to + 1
      : -1;
  if (agesFor > 0 && subject) {
    subject = { ...subject, text: `${subject.text} for ${tagged.slice(forPhrase!.from, agesFor)}` };
    tagged.use(forPhrase!.from - 1, agesFor);
  }
  // "tickets for our Christmas panto": what tickets are for is the occasion, no audience.
  const isTicketsFor = !!subjectPhrase && /^(?:tickets|seats|places)$/.test(headOf(tagged, subjectPhrase));
  // "our new refill station for shampoo and washing up liquid": a thing in the singular that is no one is what
  // the subject is for, told with it.
  const isThingFor =
    !!forPhrase &&
    !!subject &&
    !audience &&
    !isHiredFor &&
    !isTicketsFor &&
    agesFor < 0 &&
    !isNews &&
    !samePhrase(forPhrase, venuePhrase) &&
    has(words[forPhrase.to], 'Singular') &&
    !isPeople(words[forPhrase.to]) &&
    !has(words[forPhrase.to], 'ProperNoun') &&
    !/^(?:the|a|an|your|our|my|every|each)$/.test(words[forPhrase.from]!.lower);
  if (isThingFor) {
    subject = { ...subject!, text: `${subject!.text} for ${forPhrase!.text}` };
    tagged.use(forPhrase!.from - 1, forPhrase!.to);
  }
  if (
    !audience &&
    forPhrase &&
    !samePhrase(forPhrase, venuePhrase) &&
    !isNews &&
    !isHiredFor &&
    !isTicketsFor &&
    !isThingFor &&
    agesFor < 0
  ) {
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
  const heldFor = isTicketsFor ? undefined : forPhrase;
  for (const phrase of [subjectPhrase, venuePhrase, hostPhrase, audiencePhrase, heldFor, ...extraPhrases]) {
    if (phrase) tagged.use(phrase.from, phrase.to);
  }
  if ((isNews || launches) && clause) tagged.use(clause.from, clause.to);
  const titleStart = words.findIndex((_, index) => tagged.free(index));
  // The title's piece is the title's; a piece after it ("72 hours from start to finish") is a note.
  const titleEnd = titlePhrase ? pieceEndAt(words, titlePhrase.to) : words.length - 1;
  if (title && titleStart >= 0) tagged.use(titleStart, Math.max(titleEnd, titleStart));
  const predicate =
    !isNews && !title && hired < 0 && subjectPhrase
      ? predicateOf(tagged, subjectPhrase, { told, inPlace, origin, colourway })
      : null;
  // "bin collections will be a day late next week because of the bank holiday": what is said of the subject
  // may be a notice of its own.
  const isNoticeSaid =
    !!predicate &&
    !isNotice &&
    words
      .slice(predicate.from, predicate.to + 1)
      .some((_, offset) => isNoticeAt(words, predicate.from + offset));
  // The scene is kept with the notes so that its date is no date of the subject's; it is told on its own.
  const notes = [
    ...(tagline ? [tagline] : []),
    ...(scene ? [scene] : []),
    ...(welcome ? [welcome] : []),
    // "back in stock in three colours": a colour the subject's sentence tells already is no note of its own.
    // "in sage, sand and navy, sizes S-XL": colours and sizes are one sentence ("Available in…, in sizes…").
    ...(colourway && !(predicate && predicate.from <= colourway.from && colourway.to <= predicate.to)
      ? [
          sizeRange
            ? {
                ...colourway,
                text: `${colourway.text.replace(/\.$/, '')}, ${sizeRange.text.replace(/^Available /, '')}`,
              }
            : colourway,
        ]
      : sizeRange
        ? [sizeRange]
        : []),
    ...(ageRange ? [ageRange] : []),
    ...(purpose ? [purpose] : []),
    ...(whereWe ? [whereWe] : []),
    ...(predicate ? [predicate] : []),
    ...(doorsNote ? [doorsNote] : []),
    ...readNotes(tagged, { framed, told, dated, inPlace }),
    // "meet Luna, our shop cat, she loves naps": said of her after she is named.
    ...(saidOfSomeone ? [saidOfSomeone] : []),
    ...(saying ? [saying] : []),
    ...(tally ? [tally] : []),
    // "new hazy IPA called Cloud Nine, 6.2%, on tap": a drink's strength standing alone is told as such.
    ...readDrinkStrength(tagged),
    // "our bakery at 5 High Street, Leeds": with a venue of its own, the address is where to find it.
    ...(address && venuePhrase ? [{ ...address, text: `Find us at ${address.text}.` }] : []),
  ];
  // "we just published our 2026 sustainability report, cutting emissions by 40%": what the news did goes on
  // its sentence.
  const participle = clause
    ? notes.find((note) => 'isParticiple' in note && note.isParticiple && note.from === clause.to + 1)
    : undefined;
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
  // "one of a kind": the idiom names nothing to tag (#Kind).
  const isIdiom = (phrase: Phrase) =>
    /^(?:a )?kind$/i.test(phrase.text) && words[phrase.from - 1]?.lower === 'of';
  for (const phrase of otherPhrases) {
    if (isVague(phrase) || isIdiom(phrase)) continue;
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
  // "we're now open on Sundays 10am-4pm": the opening is what the post is about (#OpenOnSundays).
  if (tags.all().length === 0 && clause && words[clause.verb]?.lower === 'open') {
    let end = clause.verb;
    while (end < clause.to && !words[end]!.endsPhrase && !has(words[end + 1], 'Time')) end++;
    if (end > clause.verb) tags.name(tagged.slice(clause.verb, end));
  }
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
  const goods =
    offer?.kind === 'discount' && !offer.scope && subjectPhrase ? saleGoods(tagged, subjectPhrase) : '';
  const kept = freeOnSchedule
    ? { offer: null, when: null }
    : isPriceSpan
      ? { offer: { ...offer, text: `${offer.text} ${whenOfSubject.text}` }, when: null }
      : { offer: goods ? { ...offer!, scope: goods } : offer, when: whenOfSubject };
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
      isNotice: isNotice || isNoticeSaid,
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
      isArrival: !!predicate?.isState && /\b(?:arrived|landed)\.$/.test(predicate.text),
      isEventPhrase: !!subject && isEventPhrase(subject.text),
      isFree: !!subject && /^free\b/i.test(subject.text),
      isBusinessSomewhere:
        isOwnBusiness(subject) &&
        !!venuePhrase &&
        linkOf(venuePhrase) === 'at' &&
        // "our food truck will be at the farmers market this Saturday" says when in its own sentence.
        (!!whenOfSubject ||
          /^\S+(?: \S+){0,4} (?:is|are|will be)(?: (?:parked|based|located|stationed))? at\b/.test(
            predicate?.text ?? '',
          )),
    }),
    // "2 years ago I quit my job…": a look back is told in its own sentence; what it names is no subject.
    subject: clause?.isLookingBack ? null : subject,
    isNew,
    isOccasion: isTalk || (!!subjectPhrase && isOccasionPhrase(tagged, subjectPhrase) && !isLaunched),
    isFirstPersonSingular: speaksAsOne(tagged, framed),
    place: joinNames([...new Set(places.map((place) => place.text))]),
    // "for our library: the summer reading challenge launches on 18 July": an occasion launched under the
    // business's label is held there.
    venue: venuePhrase
      ? venueText(tagged, venuePhrase)
      : address
        ? address.text
        : clause?.label && !!subjectPhrase && isOccasionPhrase(tagged, subjectPhrase) && !isNews
          ? tagged.slice(clause.label.from, clause.label.to)
          : '',
    venueLink: venuePhrase ? venueLinkOf(words, venuePhrase) : 'at',
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
          ? withParticiple(statementOf(tagged, clause), participle)
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
      .filter((note) => note !== scene && note !== participle)
      .map((note) => withReadersAddressed(nlp, asThanks(note.text)))
      // "autumn mini sessions, 20 minutes": what is said of things is said of them all.
      .map((note) => (subject?.plural ? saidOfThemAll(nlp, note) : note)),
    scene: scene?.text ?? '',
    state: predicate?.isState ? predicate.text : '',
    isBehindTheScenes,
    isBeforeAndAfter,
    tagPhrases: [
      ...tags.all(),
      ...orderedGoodsTags(tagged, called),
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
  const ownKind = readOwnKind(OWN_KINDS, reading, description);
  if (ownKind) return ownKind;
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
  const ownKindAfterSales = readOwnKind(OWN_KINDS_AFTER_SALES, reading, description);
  if (ownKindAfterSales) return ownKindAfterSales;
  // "our new barista Tom": a new person is welcomed, never launched like a product.
  if (reading.kind === 'launch' && subject?.isPerson && !reading.statement) {
    const named = [subject.determiner, reading.isNew ? 'new' : '', subject.text].filter(Boolean).join(' ');
    // "welcome Dr. Leila Haddad as our new Chief Medical Officer": the role they come in is said with them.
    const escaped = subject.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const role = new RegExp(`${escaped}\\s+as\\s+((?:our|the|a|an)\\s+[^,.!?;]+)`, 'i').exec(
      description,
    )?.[1];
    const welcomed = role ? `${named}, ${role.trim()}` : named;
    const welcome: RequestReading = {
      ...reading,
      kind: 'news',
      statement: sentenceOf(`Please welcome ${welcomed}`),
    };
    return asNamedNewcomer(welcome) ?? welcome;
  }
  // "welcoming our new hygienist Priya to the clinic", "welcoming Priya Shah to our marketing team": the poster's
  // own welcome is asked of the readers too, whoever is welcomed.
  const welcomed = /^We(?:'re| are) welcoming\s+/.exec(reading.statement);
  if ((reading.kind === 'launch' || reading.kind === 'news') && !!subject && welcomed) {
    const rest = reading.statement.slice(welcomed[0].length);
    return { ...reading, kind: 'news', statement: `Please welcome ${rest}` };
  }
  const led = withNamedSubjectLed(reading);
  const deedOfSubject = toldOfSubject(led);
  if (deedOfSubject) return { ...led, kind: 'news', ...deedOfSubject };
  if (!thankYou) return led;
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

/** A reader of a post of its own kind: the reading told as that kind, or null when the request is no such post. */
type OwnKindReader = (reading: RequestReading, description: string) => RequestReading | null;

/** Posts of their own kind, tried in this order; the first that reads the request tells it. */
const OWN_KINDS: OwnKindReader[] = [
  asMove,
  asOpeningHours,
  asAdoption,
  asReview,
  asCustomerPhoto,
  asTitledPiece,
  asBusinessUpdate,
  asServiceArea,
  asPeopleWanted,
  // What readers can now do is read only when the request tells no news of its own.
  (reading, description) => (reading.statement ? null : asNewAbility(reading, description)),
  asOwnStatus,
];

/** Tried once a sale's name has been read: a sale named by its discount is no post of these kinds. */
const OWN_KINDS_AFTER_SALES: OwnKindReader[] = [
  asNewColleague,
  asGroupWelcomed,
  asBigWelcome,
  asCongratulated,
  asWinnerAnnounced,
  asListedHonour,
  asPromoted,
  asPeriodPick,
  (reading, description) => (reading.statement ? null : asApology(reading, description)),
];

function readOwnKind(readers: OwnKindReader[], reading: RequestReading, description: string) {
  for (const read of readers) {
    const told = read(reading, description);
    if (told) return told;
  }
  return null;
}

/** The last word of the piece `index` is in: where a comma, colon or full stop ends it. */
function pieceEndAt(words: Word[], index: number): number {
  let end = index;
  while (end < words.length - 1 && !words[end]!.endsPhrase) end++;
  return end;
}
