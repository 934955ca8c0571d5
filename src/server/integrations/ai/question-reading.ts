/**
 * Reads a market research question: what market it is about, where, for whom, and which angles it stresses.
 * compromise tags the words and finds the noun phrases and places; which words name an angle of research
 * ("risks", "competitors", "who buys") is ours.
 */
import { lexiconOf, type Nlp } from './compromise-loader';
import { lowerCasePlaces } from './lower-case-places';
import { readMarketplace } from './marketplaces';
import { readChangingForce } from './changing-forces';
import { isPlatformWord } from './platform-words';
import {
  capitaliseCalendarNames,
  isNoun,
  isPeople,
  isPossessivePronoun,
  hasShoutedWords,
  nounPhrases,
  placesIn,
  prepareText,
  restoreNameCapitals,
  tagWords,
  type Phrase,
  type PlaceName,
  type Word,
} from './tagged-words';

export type ResearchAngle =
  | 'size'
  | 'competitors'
  | 'customers'
  | 'trends'
  | 'risks'
  | 'opportunities'
  | 'pricing'
  | 'channels'
  | 'regulation'
  | 'exports';

export type QuestionReading = {
  /** The market as the question names it: "oat-milk coffee drinks", "AI tools"; empty when it names none. */
  subject: string;
  /**
   * "a" or "an" when the question counts the market as one ("a bubble tea shop"), for the brief's sentences to
   * keep; the queries search for the bare name. Empty otherwise.
   */
  article: string;
  /** "market" of "the coffee shop market": the word the brief's sentences keep after the market's name, or empty. */
  market: string;
  /** "Germany", "the UK"; empty when the question names no place. */
  place: string;
  /** "Etsy" in "the handmade jewellery market on Etsy": where the market is sold; empty when it names none. */
  marketplace: string;
  /** "AI" in "How is AI changing the graphic design industry?": what changes the market; absent otherwise. */
  force?: string;
  forceIsPlural?: boolean;
  /** "Gen Z", "small businesses"; with the word that introduced it ("among", "for"). */
  audience: string;
  audienceLink: string;
  /** The audience is businesses that stock or use the market ("for supermarkets"), not people who consume it. */
  audienceIsTrade: boolean;
  /** A rival the question sets the market against: "competing with Amazon", "competitors of Oatly". */
  rival: string;
  /** The angles the question asks about, in the order it names them. */
  angles: ResearchAngle[];
  /** What the market charges for: "personal training packages" in "what should gyms charge for…". */
  priced: string;
  /** "2027" in "trends in craft beer for 2027": the year the question asks about; empty when it names none. */
  year: string;
};

/** Kinds of channel: "social media platforms", "marketing channels", "online sales channels". */
const CHANNEL_KINDS =
  /^(?:social|media|marketing|advertising|ad|ads|sales|digital|online|e-?commerce|delivery|booking|distribution)$/;

/** Verbs of what people do with a market: "using", "watching", "buying". */
const USING =
  /^(?:us(?:e|es|ing)|watch(?:es|ing)?|play(?:s|ing)?|shop(?:s|ping)?|buy(?:s|ing)?|discover(?:s|ing)?|adopt(?:s|ing)?|look(?:s|ing)?|want(?:s|ing)?|expect(?:s|ing)?|value(?:s|ing)?|prefer(?:s|ring)?|choos(?:e|es|ing)|pick(?:s|ing)?|select(?:s|ing)?|find(?:s|ing)?)$/;

/** Sellers "of" a thing, which frame its market: "the leading brands of plant-based milk", "suppliers of …". */
const SELLER_KINDS =
  /^(?:brands|companies|makers|producers|manufacturers|suppliers|vendors|distributors|providers|sellers|retailers|wholesalers)$/;

/** Words that name the angle of the research, not the market it is about. */
const ANGLE_WORDS: Record<string, ResearchAngle> = Object.assign(Object.create(null), {
  trend: 'trends',
  trends: 'trends',
  shaping: 'trends',
  outlook: 'trends',
  future: 'trends',
  forecast: 'trends',
  forecasts: 'trends',
  risk: 'risks',
  risks: 'risks',
  threat: 'risks',
  threats: 'risks',
  challenge: 'risks',
  challenges: 'risks',
  barriers: 'risks',
  problems: 'risks',
  opportunity: 'opportunities',
  // "the pros and cons of opening a franchise": what is for and against is asked as opportunities and risks.
  pros: 'opportunities',
  cons: 'risks',
  advantages: 'opportunities',
  disadvantages: 'risks',
  benefits: 'opportunities',
  drawbacks: 'risks',
  opportunities: 'opportunities',
  prospects: 'opportunities',
  growth: 'opportunities',
  potential: 'opportunities',
  gaps: 'opportunities',
  // "the fastest growing niches for online courses": the parts of a market that grow are where it can.
  niche: 'opportunities',
  niches: 'opportunities',
  size: 'size',
  many: 'size',
  big: 'size',
  large: 'size',
  demand: 'size',
  revenue: 'size',
  worth: 'size',
  competitor: 'competitors',
  competitors: 'competitors',
  competition: 'competitors',
  competitive: 'competitors',
  rivals: 'competitors',
  players: 'competitors',
  compare: 'competitors',
  compete: 'competitors',
  competing: 'competitors',
  versus: 'competitors',
  vs: 'competitors',
  leaders: 'competitors',
  customer: 'customers',
  customers: 'customers',
  consumer: 'customers',
  consumers: 'customers',
  buyers: 'customers',
  audience: 'customers',
  demographics: 'customers',
  // "the customer profile of luxury candle buyers": who the buyers are is asked of them.
  profile: 'customers',
  profiles: 'customers',
  persona: 'customers',
  personas: 'customers',
  // "customer pain points", "frustrations": what troubles buyers is asked of them.
  pain: 'customers',
  frustrations: 'customers',
  complaints: 'customers',
  // "consumer attitudes to lab-grown diamonds": what buyers think of the market is asked of them.
  attitudes: 'customers',
  attitude: 'customers',
  perceptions: 'customers',
  perception: 'customers',
  sentiment: 'customers',
  awareness: 'customers',
  who: 'customers',
  price: 'pricing',
  prices: 'pricing',
  pricing: 'pricing',
  cost: 'pricing',
  charge: 'pricing',
  charges: 'pricing',
  costs: 'pricing',
  margins: 'pricing',
  // "typical profit margins for food trucks": what a business keeps of its prices is asked with them.
  margin: 'pricing',
  profit: 'pricing',
  profits: 'pricing',
  profitability: 'pricing',
  // "How much are people willing to pay for meal kits?" asks what they pay.
  pay: 'pricing',
  // "How much do people spend on pet insurance?" asks what they pay as well.
  spend: 'pricing',
  spending: 'pricing',
  where: 'channels',
  channels: 'channels',
  // "Which social platforms do wedding photographers get clients from?": where they find buyers.
  platform: 'channels',
  platforms: 'channels',
  distribution: 'channels',
  retailers: 'channels',
  regulation: 'regulation',
  regulations: 'regulation',
  rules: 'regulation',
  laws: 'regulation',
  // "how do small wineries in Portugal sell abroad?": selling is done through channels, abroad by exporting.
  sell: 'channels',
  abroad: 'exports',
  // "Which countries import the most olive oil from Spain?" asks where it is exported to.
  import: 'exports',
  imports: 'exports',
  importers: 'exports',
  overseas: 'exports',
  internationally: 'exports',
  export: 'exports',
  exports: 'exports',
  exporting: 'exports',
});

/** Nouns that frame a market rather than name it: "the plant-based milk [market]", "an [overview]". */
const RESEARCH_NOUNS = new Set(
  `market markets industry industries sector sectors segment segments space category categories analysis report
  overview landscape data insight insights research strategy strategies state time timing idea ideas way ways
  thing things points rate rates niche niches`.split(/\s+/),
);
/** Adjectives that grade the question, not the market: "the [biggest] risks", "the [main] competitors". */
const GRADING_WORDS = new Set(
  `main key top biggest largest best latest current major important leading new emerging recent good great
  comprehensive detailed overall general upcoming next most typical average`.split(/\s+/),
);

const BUYING =
  /^(?:buys?|uses?|shops?|pays?|eats?|drinks?|wants?|wears?|orders?|needs?|chooses?|subscribes?)$/;
/** Verbs of doing business that lead a market's name in a question: "selling CBD oil", "opening a gym". */
const DOING = /^(?:selling|buying|opening|starting|launching|importing|exporting|running)$/;
const isDoneTo = (words: Word[], at: number) =>
  words[at - 1]?.lower === 'to' && has(words[at], 'Gerund') && !words[at]!.endsPhrase;
const SELLERS = /^(?:brands|companies|firms|businesses|players|retailers|sellers|startups)$/;
const SELLING = /^(?:sells?|makes?|offers?|provides?|supplies|supply|imports?|distributes?|manufactures?)$/;
/** What people spend: "their pocket money", "their budget". */
const MONEY_WORDS = /^(?:money|budget|budgets|income|savings|allowance|wages|salary|salaries|paycheck|cash)$/;
const SPEND = /^(?:spend|spends|spending|spent)$/;
const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
/** Words of competing; a name they lead to ("compete with", "competitors of") is a rival, not the market. */
const COMPETING = /^(?:compete|competes|competing|competition|competitor|competitors|rival|rivals)$/;
/**
 * "budget chains like PureGym", "delivery apps such as Deliveroo": the names after a kind of rival are the
 * rivals a question has in mind, and stay with it. Returns where the names end, or `to` when none follow.
 */
function rivalNamedEnd(words: Word[], to: number): number {
  if (words[to]?.endsPhrase) return to;
  let at = to + 1;
  if (words[at]?.lower === 'such' && words[at + 1]?.lower === 'as' && !words[at]!.endsPhrase) at += 2;
  else if (words[at]?.lower === 'like') at += 1;
  else return to;
  if (words[at - 1]!.endsPhrase || !has(words[at], 'ProperNoun')) return to;
  let end = at;
  while (!words[end]!.endsPhrase && has(words[end + 1], 'ProperNoun')) end++;
  return end;
}

const isRivalLink = (words: Word[], index: number) =>
  /^(?:vs|versus)$/.test(words[index - 1]?.lower ?? '') ||
  (/^(?:with|against|of|to)$/.test(words[index - 1]?.lower ?? '') &&
    COMPETING.test(words[index - 2]?.lower ?? ''));
const isPossessive = (word: Word | undefined) =>
  !!word && /^(?:their|our|my|your|his|her|its)$/.test(word.lower);

/**
 * "How do teenagers spend their pocket money?": money the people spend names no market of its own; their
 * spending is the market ("pocket money spending"), and "their money" alone is consumer spending.
 */
function spendingMarket(words: Word[], phrase: Phrase, from: number, to: number, text: string): string {
  const isSpent = SPEND.test(words[phrase.from - 1]?.lower ?? '');
  if (!isSpent || !MONEY_WORDS.test(words[to]!.lower)) return '';
  return from === to && words[to]!.lower === 'money' ? 'consumer spending' : `${text} spending`;
}
const MAX_SUBJECT_LENGTH = 80;

/**
 * "first-time home buyers", "loyal customers": a word for people that names an angle ("buyers", "customers")
 * names the people when a noun or a describing word before it says which ones; alone or after grading words
 * ("the main buyers") it is the angle.
 */
const isNamedPeople = (words: Word[], from: number, to: number) =>
  to > from &&
  isPeople(words[to]) &&
  (isNoun(words[to - 1]) || has(words[to - 1], 'Adjective')) &&
  // "first-time buyers": a framing word joined by a hyphen is part of one describing word.
  (!isFraming(words[to - 1]!) || !!words[to - 2]?.hyphenated);

/** Words that say when people became who they are ("new parents", "recent graduates"): part of the people. */
const STAGE_WORDS = /^(?:new|recent)$/;

/** Where an audience starts once the words of its stage in life, which framing took, are given back. */
function withPeopleStage(words: Word[], phraseFrom: number, from: number): number {
  let start = from;
  while (start > phraseFrom && STAGE_WORDS.test(words[start - 1]!.lower)) start--;
  return start;
}

/** Verbs of taking something up: "using", "adopting". */
const ADOPTING = /^(?:using|adopting|embracing|trying|offering)$/;
/**
 * "… to reach", "… to attract", "… to keep": what follows is who a means is used on. Keeping people is as much
 * an aim of a means as finding them, so the verbs of holding on to people ("keep", "retain", "reward") count too.
 */
const REACHING =
  /^(?:reach|attract|win|target|engage|court|draw|find|keep|retain|grow|convert|serve|reward|delight|hold|sell|market|promote|advertise)$/;
/** Verbs of what a business does with its goods: what they take is no one it sells to ("to sell books"). */
const GOODS_VERBS = /^(?:sell|market|promote|advertise)$/;
/** What a business grows that is no one it sells to: "sales", "revenue". */
const BUSINESS_FIGURES =
  /^(?:sales|revenue|revenues|profits?|margins?|turnover|footfall|traffic|bookings|orders)$/;
/** A verb of charging after `at`, past a place: "photographers in London charge". */
function isChargingAfter(words: Word[], at: number): boolean {
  let index = at + 1;
  if (words[index]?.lower === 'in') {
    index++;
    while (has(words[index], 'ProperNoun') || has(words[index], 'Place') || words[index]?.lower === 'the')
      index++;
  }
  return /^(?:charge|charges|charging|bill|price)$/.test(words[index]?.lower ?? '');
}

/** True when the words right after `at` read "to reach" (or "to attract", "to win"…). */
const isReachLink = (words: Word[], at: number) =>
  !!words[at] &&
  !words[at]!.endsPhrase &&
  words[at + 1]?.lower === 'to' &&
  REACHING.test(words[at + 2]?.lower ?? '');

/**
 * "a co-working space", "office space": a framing noun after a word that describes it, and no other noun, is the
 * market's own name, as nothing else is left to name it. Returns where that name ends, or -1.
 */
function describedSpaceEnd(words: Word[], phraseFrom: number, phraseTo: number): number {
  const last = words[phraseTo]!;
  const before = words[phraseTo - 1];
  if (phraseTo <= phraseFrom || !RESEARCH_NOUNS.has(last.lower) || !before || isFraming(before)) return -1;
  return isPossessive(before) ? -1 : phraseTo;
}

/**
 * "the main growth drivers for craft beer": drivers of growth or demand are what moves a market, an angle of the
 * question; "delivery drivers" are people, and a market of their own.
 */
function isDriverOf(words: Word[], index: number): boolean {
  const previous = words[index - 1];
  return (
    /^drivers?$/.test(words[index]?.lower ?? '') &&
    /^(?:growth|demand|market|key|main|major|biggest|sales)$/.test(previous?.lower ?? '') &&
    !previous!.endsPhrase
  );
}

/** Verbs by which a business wins people: "attract new members", "get more clients". */
const ACQUIRING =
  /^(?:attract|attracts|attracting|win|wins|winning|get|gets|getting|find|finds|finding|acquire|acquiring|retain|retaining|keep|keeping|grow|growing)$/;
/** People a business wins as its customers: "members", "clients", "students". */
const CUSTOMER_HEADS =
  /^(?:members|clients|customers|students|patients|guests|subscribers|users|followers|buyers|shoppers|diners|visitors|audiences|viewers|readers|listeners|players|fans)$/;

/** "target customers", "ideal buyers": words that ask who the customers are, describing none of them. */
const UNDESCRIBED_CUSTOMERS = new Set([
  // "How many people use meal kits?" counts users; it describes none of them.
  'many',
  'most',
  'target',
  'potential',
  'ideal',
  'typical',
  'existing',
  'current',
  'prospective',
  'likely',
  'core',
  'average',
  // "find new clients", "get more customers": customers won are any customers.
  'new',
  'more',
]);

/**
 * Where the words describing a phrase's last word, customers or other people ("younger readers"), start; -1 if
 * none do.
 */
function describedCustomers(words: Word[], phrase: { from: number; to: number }): number {
  const last = words[phrase.to]!;
  if ((ANGLE_WORDS[last.lower] !== 'customers' && !isPeople(last)) || !has(last, 'Plural')) return -1;
  let from = phrase.to;
  while (
    from > phrase.from &&
    (has(words[from - 1], 'Adjective') ||
      has(words[from - 1], 'Comparative') ||
      words[from - 1]!.hyphenated) &&
    !has(words[from - 1], 'Superlative') &&
    !GRADING_WORDS.has(words[from - 1]!.lower) &&
    !UNDESCRIBED_CUSTOMERS.has(words[from - 1]!.lower)
  )
    from--;
  return from < phrase.to ? from : -1;
}

/**
 * "What marketing works best for independent gyms?": the promotion that works, and "best", ask for the market's
 * channels; they name no market.
 */
function isPromotionAsked(words: Word[], index: number): boolean {
  const promotes = (at: number) => /^(?:marketing|advertising|promotion)$/.test(words[at]?.lower ?? '');
  const works = (at: number) => /^works?$/.test(words[at]?.lower ?? '');
  const word = words[index]!.lower;
  // "How do small restaurants market themselves on Instagram?": how a business promotes itself asks for channels.
  const promotesItself =
    /^(?:market|markets|promote|promotes|advertise|advertises)$/.test(word) &&
    /^(?:themselves|itself|their|its)$/.test(words[index + 1]?.lower ?? '');
  // "What do small hotels spend on marketing?": what a business spends on promotion asks how it promotes itself.
  const spendsOnIt =
    promotes(index) && words[index - 1]?.lower === 'on' && /^spends?$/.test(words[index - 2]?.lower ?? '');
  return (
    promotesItself ||
    spendsOnIt ||
    (promotes(index) && works(index + 1)) ||
    (works(index) && promotes(index - 1)) ||
    (word === 'best' && works(index - 1) && promotes(index - 2))
  );
}

function isFraming(word: Word): boolean {
  return (
    !!ANGLE_WORDS[word.lower] ||
    RESEARCH_NOUNS.has(word.lower) ||
    GRADING_WORDS.has(word.lower) ||
    has(word, 'Determiner') ||
    has(word, 'Superlative') ||
    has(word, 'Comparative') ||
    has(word, 'QuestionWord')
  );
}

/**
 * "startups in the European Union", "in the Middle East": in a question, capitalised names after "in the" that
 * end the piece are a region the market is in, whatever else the tagger calls them. A name that goes on into a
 * common noun ("in the Apple ecosystem") is no region.
 */
function regionsAfterInThe(words: Word[], text: string): PlaceName[] {
  const regions: PlaceName[] = [];
  const isName = (word: Word | undefined) =>
    has(word, 'ProperNoun') && /^\p{Lu}/u.test(word!.text) && !has(word, 'Date') && !has(word, 'Person');
  for (let index = 2; index < words.length; index++) {
    if (words[index - 1]!.lower !== 'the' || words[index - 2]!.lower !== 'in' || !isName(words[index]))
      continue;
    if (words[index - 1]!.endsPhrase || words[index - 2]!.endsPhrase) continue;
    let to = index;
    while (!words[to]!.endsPhrase && isName(words[to + 1])) to++;
    if (to === index || (!words[to]!.endsPhrase && isNoun(words[to + 1]))) continue;
    regions.push({ from: index, to, text: `the ${text.slice(words[index]!.start, words[to]!.end)}` });
    index = to;
  }
  return regions;
}

export function readQuestion(nlp: Nlp, question: string): QuestionReading {
  // "How is AI changing the graphic design industry?" is read as a question about the industry's trends, which
  // the force leads.
  const changing = readChangingForce(question);
  if (changing) {
    const reading = readQuestion(nlp, `What are the trends in ${changing.market}?`);
    return { ...reading, force: changing.force, forceIsPlural: changing.isPlural };
  }
  const typed = question.trim();
  const prepared = prepareText(typed);
  const words = tagWords(nlp, prepared);
  // "chains like starbucks", "bakeries in bali": names typed in lower case are written with their capitals.
  const names = lowerCasePlaces(words, lexiconOf(nlp));
  const text = capitaliseCalendarNames(
    hasShoutedWords(typed) ? restoreNameCapitals(prepared, words, typed) : prepared,
    words,
    names,
  );
  const angles: ResearchAngle[] = [];
  for (const [index, word] of words.entries()) {
    const angle = ANGLE_WORDS[word.lower];
    // "Who buys…" asks about customers, "who sells…" about competitors; "who are the competitors" about neither.
    const isSeller = word.lower === 'who' && SELLING.test(words[index + 1]?.lower ?? '');
    if (isSeller && !angles.includes('competitors')) angles.push('competitors');
    if (isPromotionAsked(words, index) && !angles.includes('channels')) angles.push('channels');
    // "the growth rate of the pet insurance market" asks how large it is growing, not where to grow.
    if (word.lower === 'growth' && /^rates?$/.test(words[index + 1]?.lower ?? '')) {
      if (!angles.includes('size')) angles.push('size');
      continue;
    }
    if (!angle || (word.lower === 'who' && !BUYING.test(words[index + 1]?.lower ?? ''))) continue;
    if (!angles.includes(angle)) angles.push(angle);
  }
  // "What do small hotels spend on marketing?" asks about their promotion, not about what they charge.
  const spendsOnPromotion = words.some(
    (word, index) =>
      /^spends?$/.test(word.lower) && words[index + 1]?.lower === 'on' && isPromotionAsked(words, index + 2),
  );
  if (spendsOnPromotion) {
    angles.splice(
      0,
      angles.length,
      'channels',
      ...angles.filter((angle) => angle !== 'channels' && angle !== 'pricing'),
    );
  }
  // "What are consumers willing to pay for…" asks a price first, whoever pays it.
  if (/\bwilling to pay\b/i.test(question) && angles.includes('pricing')) {
    angles.splice(angles.indexOf('pricing'), 1);
    angles.unshift('pricing');
  }
  // "…and how are they doing?" asks how the market is faring: where it is heading.
  const asksHowFaring =
    /\bhow (?:are|is) (?:they|it|the market|business) (?:doing|performing|faring)\b/i.test(question);
  if (asksHowFaring && !angles.includes('trends')) angles.push('trends');
  // "the leading brands of plant-based milk" asks who sells it.
  const asksSellers = words.some(
    (word, index) => SELLER_KINDS.test(word.lower) && words[index + 1]?.lower === 'of',
  );
  if (asksSellers && !angles.includes('competitors')) angles.unshift('competitors');
  const known = placesIn(words, text);
  const isKnown = (region: PlaceName) =>
    known.some((place) => place.from <= region.to && region.from <= place.to);
  const places = [...known, ...regionsAfterInThe(words, text).filter((region) => !isKnown(region))];
  const inPlace = (index: number) => places.some((place) => index >= place.from && index <= place.to);

  let audience = '';
  /** "social media" of "which social media platforms": the kinds of channel the question names. */
  let channelKinds = '';
  // The market is the businesses a "how" question asks about, so what they act on names no other market.
  let doerSubject = false;
  let audienceLink = '';
  let audienceIsTrade = false;
  // Where the audience's phrase ends, should it turn out to be the market.
  let audienceEnd = -1;
  let rival = '';
  // Where the rival ends, with the names it gives as examples.
  let rivalEnd = -1;
  let priced = '';
  let subject = '';
  // Where the market's name ends, so that a "for" right after it can be read.
  let subjectEnd = -1;
  let article = '';
  let market = '';
  let countedSubject = '';
  // "the e-commerce market for handmade jewelry": the market of a thing, through a channel.
  let channel = '';
  let isDemonymChannel = false;
  const phrases = nounPhrases(words, text, () => true);
  for (const phrase of phrases) {
    // "attract younger customers": customers described are an audience of their own, though "customers" alone
    // only asks about the market's buyers.
    const described = describedCustomers(words, phrase);
    if (!audience && described >= 0) {
      audience = text.slice(words[described]!.start, words[phrase.to]!.end);
      audienceLink = 'for';
      audienceEnd = phrase.to;
      // "How do bookshops attract younger readers?" asks too how they are reached.
      if (subject && ACQUIRING.test(words[phrase.from - 1]?.lower ?? '') && !angles.includes('channels'))
        angles.push('channels');
      continue;
    }
    // The market's name is what is left once the framing words around it go.
    let from = phrase.from;
    let to = phrase.to;
    // "the main buyers of electric scooters": the market starts after the framing and its "of".
    // "their pocket money": whose it is frames the market too.
    while (
      from <= to &&
      (isFraming(words[from]!) ||
        isPromotionAsked(words, from) ||
        // "What do millennials want": the tagger may take the "do" for a noun.
        /^(?:do|does|did)$/.test(words[from]!.lower) ||
        isDriverOf(words, from) ||
        isPossessive(words[from]) ||
        // "the fastest growing niches": how fast the part asked about grows grades the question.
        (/^(?:growing|fast-growing|fastest-growing)$/.test(words[from]!.lower) &&
          (has(words[from - 1], 'Superlative') || RESEARCH_NOUNS.has(words[from + 1]?.lower ?? ''))) ||
        // "the leading brands of plant-based milk": the sellers "of" a thing frame its market.
        (SELLER_KINDS.test(words[from]!.lower) && words[from + 1]?.lower === 'of') ||
        // "the biggest online retailers of handmade jewellery": so are sellers described by how they sell.
        (has(words[from], 'Adjective') &&
          SELLER_KINDS.test(words[from + 1]?.lower ?? '') &&
          words[from + 2]?.lower === 'of') ||
        (from > phrase.from && /^(?:of|for)$/.test(words[from]!.lower)) ||
        // "pros and cons of": framing words joined by "and" frame together.
        (from > phrase.from && /^(?:and|&)$/.test(words[from]!.lower) && isFraming(words[from + 1]!)))
    ) {
      from++;
    }
    // "the e-scooter sharing industry": a word in -ing between a noun and the word for the market names the
    // kind of business, and stays in the market's name.
    const isKindDoing = (at: number) =>
      /ing$/.test(words[at]!.lower) &&
      isNoun(words[at - 1]) &&
      RESEARCH_NOUNS.has(words[at + 1]?.lower ?? '');
    while (
      to >= from &&
      !isNamedPeople(words, from, to) &&
      (isFraming(words[to]!) ||
        isPromotionAsked(words, to) ||
        isDriverOf(words, to) ||
        (!isNoun(words[to]) && !isKindDoing(to)))
    )
      to--;
    // "which social media platforms", "the best marketing channels": kinds of channel before a word for channels
    // are the angle too, and name no market.
    const isChannelKinds =
      ANGLE_WORDS[words[phrase.to]!.lower] === 'channels' &&
      from <= to &&
      words.slice(from, to + 1).every((word) => CHANNEL_KINDS.test(word.lower));
    if (isChannelKinds) {
      if (!angles.includes('channels')) angles.push('channels');
      channelKinds ||= text.slice(words[from]!.start, words[to]!.end);
      continue;
    }
    // "vegan bakeries opening in Lyon": a word in -ing after a plural is what the market does, not its name.
    // "social media advertising" is promotion named by its channel, a market of its own.
    while (
      to > from &&
      /ing$/.test(words[to]!.lower) &&
      has(words[to - 1], 'Plural') &&
      !/^(?:advertising|marketing)$/.test(words[to]!.lower)
    )
      to--;
    if (from > to) to = describedSpaceEnd(words, phrase.from, phrase.to);
    if (isPeople(words[to])) from = withPeopleStage(words, phrase.from, from);
    // "selling CBD oil online": what is done with the market comes before its name.
    while (from < to && DOING.test(words[from]!.lower)) from++;
    // "the barriers to adopting heat pumps": after "to", a word in -ing is what is done with the market; it
    // leads the market's name as "selling" does. "for running shoes" keeps its -ing word, which may describe.
    while (from < to && isDoneTo(words, from)) from++;
    if (from > to || (to === from && words[from]!.text.length < 2)) continue;
    // "Which brands dominate the energy drink market…": the noun a question asks for is not the market.
    // "Which social media platforms do small restaurants use…": what is asked for before "do" and businesses is
    // what the businesses choose, not the market; before people ("which apps do teenagers use") it is the market
    // and they its audience.
    const chooser = phrases.find((other) => other.from === phrase.to + 2);
    const isChosen =
      has(words[phrase.from - 1], 'QuestionWord') &&
      !words[phrase.to]!.endsPhrase &&
      /^(?:do|does|did)$/.test(words[phrase.to + 1]?.lower ?? '') &&
      !!chooser &&
      !isPeople(words[chooser.to]);
    if (isChosen) continue;
    // "Which social media platforms do Gen Z use to discover new restaurants?": what people use to find a thing
    // is a channel of that thing's market, which follows.
    const isMeansOfFinding =
      has(words[phrase.from - 1], 'QuestionWord') &&
      /^(?:do|does|did)$/.test(words[phrase.to + 1]?.lower ?? '') &&
      !!chooser &&
      !words[chooser.to]!.endsPhrase &&
      /^(?:use|uses)$/.test(words[chooser.to + 1]?.lower ?? '') &&
      words[chooser.to + 2]?.lower === 'to' &&
      has(words[chooser.to + 3], 'Verb') &&
      !!phrases.find((other) => other.from === chooser.to + 4);
    if (isMeansOfFinding) {
      if (!angles.includes('channels')) angles.unshift('channels');
      continue;
    }
    // "the leading brands in the UK protein bar market": sellers "in" a market named after them are its
    // competitors; the market is the one named.
    const isSellersIn =
      SELLERS.test(words[to]!.lower) &&
      words[phrase.to + 1]?.lower === 'in' &&
      !words[phrase.to]!.endsPhrase &&
      words.slice(phrase.to + 2).some((word) => /^(?:market|industry|sector)$/.test(word.lower));
    if (isSellersIn) {
      if (!angles.includes('competitors')) angles.unshift('competitors');
      continue;
    }
    // "Which age groups buy…": so is a plural asked for with a word before it, when its verb follows.
    // "How many coffee shops are in Berlin?" counts the market itself.
    const isAskedFor =
      has(words[phrase.from - 1], 'QuestionWord') &&
      words[phrase.from - 1]!.lower !== 'how' &&
      !/^(?:do|does|did)$/.test(words[phrase.from]!.lower) &&
      has(words[to], 'Plural') &&
      (from === to || (to - from === 1 && !words[to]!.endsPhrase && has(words[to + 1], 'Verb')));
    if (isAskedFor) {
      if (SELLERS.test(words[to]!.lower) && !angles.includes('competitors')) angles.unshift('competitors');
      // "Which age groups buy…" asks who the customers are.
      if (BUYING.test(words[to + 1]?.lower ?? '') && !angles.includes('customers'))
        angles.unshift('customers');
      continue;
    }
    // "the risks of opening a franchise gym": a lone -ing word taking an object is what is done, not the market.
    const isActivity =
      from === to && /ing$/.test(words[from]!.lower) && !words[to]!.endsPhrase && phrase.to === to;
    const takesObject =
      has(words[to + 1], 'Determiner') || has(words[to + 1], 'Adjective') || isNoun(words[to + 1]);
    if (isActivity && takesObject) continue;
    const endsInMarket = to < phrase.to && RESEARCH_NOUNS.has(words[phrase.to]!.lower);
    // "the coffee shop market for 2027": a year after "for" is when, and the market is named in full before it.
    const isMarketFor =
      ['for', 'of'].includes(words[phrase.to + 1]?.lower ?? '') && !has(words[phrase.to + 2], 'Date');
    if (!subject && endsInMarket && isMarketFor) {
      // "the UK market for pet grooming services": a place naming the market is where it is, no channel.
      const isPlace = words
        .slice(from, to + 1)
        .every((word, offset) => inPlace(from + offset) || has(word, 'Determiner'));
      if (!isPlace) channel = text.slice(words[from]!.start, words[to]!.end);
      isDemonymChannel = from === to && has(words[from], 'Demonym');
      continue;
    }
    const span = words.slice(from, to + 1);
    if (span.every((word, offset) => inPlace(from + offset) || has(word, 'Date') || has(word, 'Value')))
      continue;
    const link = words[phrase.from - 1]?.lower ?? '';
    // "How are bookshops competing with Amazon?": the rival is what the market is measured against.
    if (!rival && isRivalLink(words, from)) {
      rival = text.slice(words[from]!.start, words[rivalNamedEnd(words, to)]!.end);
      rivalEnd = rivalNamedEnd(words, to);
      continue;
    }
    if (phrase.from <= rivalEnd) continue;
    // "plant-based cheese for supermarkets": what a market is sold to, right after its name, is its audience,
    // and when they are not people they are businesses that stock or use it.
    const isSoldTo =
      !!subject && !audience && link === 'for' && phrase.from - 2 === subjectEnd && has(words[to], 'Plural');
    if (isSoldTo && !isPeople(words[to])) {
      audience = text.slice(words[from]!.start, words[to]!.end);
      audienceLink = 'for';
      audienceIsTrade = true;
      continue;
    }
    // People are who the market sells to: "among Gen Z", "for small businesses", "what do millennials want".
    // …and so is whoever the market is "among": "AI writing tools among marketing agencies".
    // "small wineries using direct-to-consumer sales": what businesses take up is the market, and they are
    // its audience.
    // "hotels using Instagram to reach honeymoon couples": what is used to reach people is a means; the
    // businesses stay the market, and the people they reach are its audience.
    if (subject && ADOPTING.test(link) && isReachLink(words, phrase.to)) {
      // "breweries using social media to grow sales": a channel used to reach is what the question asks about.
      // So is a platform: "bookshops using TikTok to sell books".
      const isChannel = words
        .slice(from, to + 1)
        .every((word) => CHANNEL_KINDS.test(word.lower) || isPlatformWord(word));
      if (isChannel && !angles.includes('channels')) angles.unshift('channels');
      continue;
    }
    // "to grow sales", "to increase revenue": what a business grows is a figure of its own, no people.
    if (isReachLink(words, phrase.from - 3) && BUSINESS_FIGURES.test(words[to]!.lower)) continue;
    // "to sell books": what is sold is goods, no audience.
    if (
      isReachLink(words, phrase.from - 3) &&
      GOODS_VERBS.test(words[phrase.from - 1]!.lower) &&
      !isPeople(words[to])
    )
      continue;
    if (subject && !audience && isReachLink(words, phrase.from - 3)) {
      audience = text.slice(words[from]!.start, words[to]!.end);
      audienceLink = 'for';
      continue;
    }
    if (subject && !audience && ADOPTING.test(link)) {
      audience = subject;
      audienceLink = 'among';
      audienceIsTrade = !isPeople(words[subjectEnd]);
      subject = text.slice(words[from]!.start, words[to]!.end);
      article = '';
      continue;
    }
    // "How do subscription box companies in the US reduce churn?": the businesses a "how" question asks what
    // they do are the market, whatever they do it to.
    const isDoer =
      !subject &&
      /^(?:do|does|did|can|could|should)$/.test(link) &&
      /^(?:how|why)$/.test(words[phrase.from - 2]?.lower ?? '') &&
      SELLERS.test(words[to]!.lower);
    if (isDoer) {
      subject = text.slice(words[from]!.start, words[to]!.end);
      subjectEnd = phrase.to;
      doerSubject = true;
      continue;
    }
    if (doerSubject && !isPeople(words[to])) continue;
    // "How do yoga studios attract new members?": the people a market wins are its customers, and how it wins
    // them is through its channels; they are no audience of their own.
    // People described ("attract Gen Z clients") stay the audience.
    const isUndescribed = words
      .slice(from, to)
      .every((word) => /^(?:new|more|their|its|the)$/.test(word.lower));
    if (
      ACQUIRING.test(link) &&
      CUSTOMER_HEADS.test(words[to]!.lower) &&
      isUndescribed &&
      (subject || audience)
    ) {
      // "How do wedding photographers find new clients?": people who win clients are the market asked about.
      if (!subject) {
        subject = audience;
        subjectEnd = audienceEnd;
        audience = '';
        audienceLink = '';
      }
      for (const angle of ['channels', 'customers'] as const) if (!angles.includes(angle)) angles.push(angle);
      continue;
    }
    // "How much do freelance photographers in London charge for a wedding?": people who charge sell; they are
    // the market asked about, and what they charge for is priced.
    if (!subject && isPeople(words[to]) && isChargingAfter(words, phrase.to)) {
      subject = text.slice(words[from]!.start, words[to]!.end);
      subjectEnd = phrase.to;
      continue;
    }
    if (isPeople(words[to]) || (link === 'among' && !audience)) {
      if (!audience) {
        audience = text.slice(words[from]!.start, words[to]!.end);
        audienceLink = link === 'among' ? 'among' : 'for';
        audienceEnd = phrase.to;
      } else if (!subject && audienceLink === 'for' && isPeople(words[to])) {
        // "How can mortgage brokers in Dublin reach first-time buyers?": of two kinds of people and no other
        // market, the first are the businesses asked about and the second the people they sell to.
        subject = audience;
        subjectEnd = audienceEnd;
        audience = text.slice(words[from]!.start, words[to]!.end);
        audienceEnd = phrase.to;
      }
      continue;
    }
    // "what should gyms charge for personal training packages", "gyms pricing memberships": the thing a price
    // word leads to is what the market sells at that price; it names the market's goods, not another market.
    // "pricing their flat whites": the owner between them says whose goods they are.
    const owned = isPossessivePronoun(words[from - 1]) ? from - 1 : from;
    const priceWord = link === 'for' ? words[phrase.from - 2] : words[owned - 1];
    if (subject && !priced && priceWord && ANGLE_WORDS[priceWord.lower] === 'pricing') {
      priced = text.slice(words[from]!.start, words[to]!.end);
      continue;
    }
    if (!subject) {
      // A place inside the name ("Berlin cafes") stays; a place after it ("coffee in Germany") is read apart.
      const name = text.slice(words[from]!.start, words[to]!.end);
      subject = spendingMarket(words, phrase, from, to, name) || name;
      subjectEnd = phrase.to;
      // "opening a franchise gym": one business of a kind, counted as the question counts it.
      // "a new bubble tea shop": the "new" of one still to open counts it as the "a" does.
      const countedAt = words[from - 1]?.lower === 'new' ? from - 2 : from - 1;
      const counted = words[countedAt]?.lower ?? '';
      // "business" ends as a plural does, and the tagger may count it as one.
      const isPlural = has(words[to], 'Plural') && !/ss$/.test(words[to]!.lower);
      if ((counted === 'a' || counted === 'an') && subject === name && !isPlural) {
        article = counted;
        countedSubject = subject;
      }
      // "the wedding photography business": one business of a kind named as the one, as the question names it;
      // the "the" of "the energy drink market" is the market's.
      const isTheOne =
        counted === 'the' &&
        to === phrase.to &&
        subject === name &&
        has(words[to], 'Singular') &&
        !has(words[to], 'Uncountable') &&
        !has(words[to], 'ProperNoun') &&
        !has(words[to], 'Plural');
      if (isTheOne) {
        article = 'the';
        countedSubject = subject;
      }
      // "the coffee shop market": a market named by one thing keeps its "the" and its word for the market in the
      // brief's sentences, for the thing alone ("about coffee shop") reads as a slip.
      const marketWord = words[to + 1];
      const isOneThingsMarket =
        counted === 'the' &&
        to + 1 === phrase.to &&
        subject === name &&
        /^(?:market|industry|sector)$/.test(marketWord?.lower ?? '') &&
        !has(words[to], 'ProperNoun') &&
        !has(words[to], 'Plural');
      if (isOneThingsMarket) {
        article = 'the';
        market = marketWord!.lower;
        countedSubject = subject;
      }
    }
  }
  // "small wineries in Chile sell directly to consumers in the US": a place right after people is where they
  // are, when the market has a place of its own before it; the market's place stays apart.
  const audiencePlace = places.find((place, at) => {
    const link = words[place.from - 1]?.lower === 'the' ? place.from - 2 : place.from - 1;
    const people = words[link - 1];
    const isPeoplesPlace =
      words[link]?.lower === 'in' &&
      !people?.endsPhrase &&
      (isPeople(people) || ANGLE_WORDS[people?.lower ?? ''] === 'customers');
    return (
      at > 0 && isPeoplesPlace && places.some((other) => other.to < link - 1 && other.text !== place.text)
    );
  });
  if (audiencePlace && (!audience || audience === words[audiencePlace.from - 3]?.text)) {
    const link =
      words[audiencePlace.from - 1]?.lower === 'the' ? audiencePlace.from - 2 : audiencePlace.from - 1;
    audience = `${words[link - 1]!.text} in ${audiencePlace.text}`;
    audienceLink = 'for';
  }
  // "people", "consumers" alone name everyone, which is no audience of a market.
  // Nor do "target customers" or "potential buyers": they ask who the customers are.
  const [first, ...rest] = audience.split(' ');
  const undescribed = UNDESCRIBED_CUSTOMERS.has(first?.toLowerCase() ?? '') ? rest.join(' ') : audience;
  if (/^(?:people|consumers|customers|clients|buyers|everyone)$/i.test(undescribed)) {
    audience = '';
    audienceLink = '';
    audienceIsTrade = false;
  }
  // "the Japanese market for matcha tea": a people's market is said before its goods ("Japanese matcha tea").
  if (subject && channel) subject = isDemonymChannel ? `${channel} ${subject}` : `${subject} ${channel}`;
  if (!subject) subject = channel;
  // "How are local butchers in Sydney competing with supermarkets?": whoever competes with the rival is the
  // market, though they are people by their word; the rival stays the rival.
  // "…competitors to Canva for small businesses": people a rival serves "for", after it, stay its audience.
  const isRivalsAudience = rivalEnd >= 0 && audienceEnd > rivalEnd;
  if (!subject && rival && audience && !(audienceLink === 'for' && isRivalsAudience)) {
    subject = audience;
    audience = '';
    audienceLink = '';
    audienceIsTrade = false;
  }
  // "Who are Oatly's rivals…" with no other market: the rival's own market is the subject.
  if (!subject && rival) {
    subject = rival;
    rival = '';
  }
  // "What regulations affect drone delivery startups…": with no other market named, the businesses or people
  // the question is about are the market.
  if (!subject && audience) {
    subject = audience;
    audience = '';
    audienceLink = '';
    audienceIsTrade = false;
  }
  if (!subject) {
    // Nothing to name: the question itself, without emoji or links, stands for the market.
    subject = text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[?.!]+$/, '')
      .slice(0, MAX_SUBJECT_LENGTH)
      .trim();
  }
  // A place already in the market's name ("Berlin cafes") is not said twice; "US" is no part of "sustainable".
  const spaced = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const inSubject = (name: string) => spaced(subject).includes(spaced(name.replace(/^the /, '')));
  // "UK consumers": a country whose name takes "the" is written with it in the brief's sentences ("in the UK").
  const withThe = (name: string) =>
    /^(?:UK|US|USA|UAE|EU|Netherlands|Philippines)$/.test(name) ? `the ${name}` : name;
  const place = [
    ...new Set(places.filter((name) => name !== audiencePlace).map((name) => withThe(name.text))),
  ]
    .filter((name) => !inSubject(name))
    .join(' and ');
  // "UK consumers" with the place read apart are consumers, who are any market's buyers: no audience of their own.
  const placeWords = places.map((name) => name.text);
  const audienceLeft = placeWords.reduce(
    (people, name) => people.replace(new RegExp(`^(?:the )?${name}\\s+`), ''),
    audience,
  );
  if (audienceLeft !== audience) {
    audience = /^(?:consumers|customers|shoppers|buyers|people)$/i.test(audienceLeft) ? '' : audienceLeft;
    if (!audience) audienceLink = '';
  }
  // A market the question does not name as one thing takes no article.
  if (subject !== countedSubject) {
    article = '';
    market = '';
  }
  // "luxury candle buyers", "meal kit customers": buyers named by what they buy are asked about as that
  // market's customers; the market is what they buy ("the luxury candle market"), and who they are comes first.
  // So are "pet insurance customers" choosing "a provider": a seller of any kind names no market of its own.
  const BOUGHT_BY = /^(\p{Ll}[\p{Ll}\s-]*?) (?:buyers|shoppers|customers|consumers)$/u;
  const isAnySeller =
    /^(?:providers?|brands?|suppliers?|compan(?:y|ies)|shops?|stores?|sellers?|retailers?)$/.test(subject);
  const buyers = !audience ? subject : isAnySeller ? audience : '';
  const boughtBy = BOUGHT_BY.exec(buyers);
  const buyersAt = words.findIndex((word) => /^(?:buyers|shoppers|customers|consumers)$/.test(word.lower));
  const bought = words[buyersAt - 1];
  // "first-time home buyers" are people described by what they are doing; the market is them.
  const boughtFrom = buyersAt - (boughtBy?.[1]!.split(/[\s-]+/).length ?? 0);
  const isThingsOnly = words
    .slice(boughtFrom, buyersAt)
    .every((word) => isNoun(word) && !has(word, 'Adjective'));
  if (boughtBy && isThingsOnly && has(bought, 'Singular') && isNoun(bought) && !isPeople(bought)) {
    subject = boughtBy[1]!;
    audience = '';
    audienceLink = '';
    article = 'the';
    market = 'market';
    angles.splice(0, angles.length, 'customers', ...angles.filter((angle) => angle !== 'customers'));
  }
  // "for 2027", "in 2027": a year the question asks about, not already in the market's name, is searched for too.
  const yearAt = words.findIndex(
    (word, index) =>
      /^20\d\d$/.test(word.text) && /^(?:in|for|by|during)$/.test(words[index - 1]?.lower ?? ''),
  );
  const year = yearAt >= 0 && !subject.includes(words[yearAt]!.text) ? words[yearAt]!.text : '';
  // "Which social media platforms do UK small businesses use most for advertising?": advertising alone is no
  // market; the kind of channel asked about says which.
  if (channelKinds && /^(?:advertising|marketing|promotion|ads)$/i.test(subject))
    subject = `${channelKinds} ${subject}`;
  // "How are Gen Alpha kids using YouTube Shorts in Brazil?", "What do Gen Z shoppers in Japan look for in
  // skincare brands?": how people use or buy a market, or what they want of it, is asked of them before anything
  // else. A place after the people ("in Japan") may stand between them and their verb.
  let afterAudience = audienceEnd + 1;
  if (words[afterAudience]?.lower === 'in' && inPlace(afterAudience + 1)) afterAudience++;
  // "parents in the UK look for…": the place's "the" stands between them too.
  if (
    words[afterAudience]?.lower === 'in' &&
    words[afterAudience + 1]?.lower === 'the' &&
    inPlace(afterAudience + 2)
  )
    afterAudience += 2;
  while (inPlace(afterAudience)) afterAudience++;
  const isUseAsked =
    !!audience &&
    audienceEnd >= 0 &&
    /^(?:how|what)$/.test(words[0]?.lower ?? '') &&
    USING.test(words[afterAudience]?.lower ?? '') &&
    !words[afterAudience - 1]!.endsPhrase;
  if (isUseAsked)
    angles.splice(0, angles.length, 'customers', ...angles.filter((angle) => angle !== 'customers'));
  const marketplace = readMarketplace(text);
  return {
    subject,
    article,
    market,
    place,
    // "How do I sell on Etsy?": a marketplace that is the market itself is not said twice.
    marketplace: subject.toLowerCase().includes(marketplace.toLowerCase()) ? '' : marketplace,
    audience,
    audienceLink,
    audienceIsTrade,
    rival,
    angles,
    priced,
    year,
  };
}
