/**
 * The facts a post must pass on, read from a request: the offer and its code, the date or time, and what
 * readers are asked to do. compromise finds the money, percentages and dates; which of them make an offer, a
 * deadline or a schedule is ours to say.
 */
import { readLoyaltyDeal } from './loyalty-deals';
import { lexiconOf } from './compromise-loader';
import { isCountdownAt } from './countdowns';
import { namedPeriodStart } from './named-periods';
import { withAgeLimit } from './age-limits';
import { isDayPart, isRepeatedDayPart } from './day-parts';
import { isMassNoun } from './mass-nouns';
import { isEventNoun, isGatheringNoun } from './occasion-nouns';
import { isRoutineTime } from './routine-times';
import { ordinalWeekdayEnd, ordinalWeekdayLead } from './ordinal-weekdays';
import { repeatCountEnd } from './repeat-counts';
import { repeatIntervalEnd } from './repeat-intervals';
import {
  describedNounAt,
  has,
  isCountAfterHead,
  isNoun,
  isPeople,
  isPossessivePronoun,
  isTimeInName,
  wordSet,
  type Phrase,
  type TaggedText,
  type Word,
} from './tagged-words';

export type When = {
  /** As it reads after a verb: "this Saturday", "on Sunday morning", "every morning at 8", "until Sunday". */
  text: string;
  /** "until Sunday" ends an offer; "every morning" repeats; anything else is when it happens. */
  role: 'on' | 'until' | 'every';
  /** When an offer ends, when the request gives that too: "until May 1". */
  until?: string;
};

export type Offer = {
  kind: 'discount' | 'free' | 'price' | 'deal';
  /** "20% off", "€12 for six", "buy one get one free"; for a free offer what is free ("your first lesson"). */
  text: string;
  /** What a discount or a price applies to, as written: "all hoodies", "first visits", "tickets". */
  scope: string;
  plural: boolean;
  /** Who a free offer is for, when the request says: "new pups", "kids" (of "kids eat free"). */
  people?: string;
  /** Who qualifies, when the request says: "for groups of 4 or more". */
  condition?: string;
  /**
   * What readers do to get a free offer, as the request asks it: "book a winter pamper package before December
   * 15" (of "… and get a free nail trim").
   */
  earnedBy?: string;
  /** A deal written with what it buys: "2 for 1 bowls", "2-for-1 sangria". */
  bought?: boolean;
  /** The offer's own name, when the request gives one before its price: "summer special". */
  label?: string;
  /** The sale a discount names, where it is had: "weekend sale" of "a 20% off weekend sale". */
  sale?: string;
};

/** The text with its first letter in capitals: "as of today" opening a sentence. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A piece of the request as a sentence of its own: capitalised, with a full stop. */
export function sentenceOf(text: string): string {
  const sentence = capitalise(
    text
      // "hit #1" would read as a hashtag on a platform; "No. 1" says the same.
      .replace(/#(\d+)\b/g, 'No. $1')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[\s,;:—–-]+$/, ''),
  );
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

// ——— The code: "with code COZY30", "use RIDE10 at checkout". ———

const CODE_WORDS = wordSet('code coupon promo voucher promocode');
const CODE_LEADS = wordSet('with use using promo discount enter code');

export function readCode(tagged: TaggedText): string {
  const { words } = tagged;
  for (let index = 0; index < words.length; index++) {
    const next = words[index + 1];
    // A code is written as one: with capitals or digits ("COZY30", "welcome10"); "Code for Kids" holds none.
    const afterCodeWord =
      CODE_WORDS.has(words[index]!.lower) &&
      !!next &&
      /^[\p{L}\p{N}_-]{3,}$/u.test(next.text) &&
      /[\p{Lu}\p{N}]/u.test(tagged.originalSlice(index + 1, index + 1)) &&
      !has(next, 'Preposition');
    // Capitals and digits mark a code even without the word "code"; "2-FOR-1" in capitals is a deal.
    const written = tagged.originalSlice(index, index);
    const looksLikeCode =
      /^(?=.*\d)(?=.*\p{Lu})[\p{Lu}\p{N}_-]{4,}$/u.test(written) && !DEAL_PATTERN.test(written);
    if (!afterCodeWord && !looksLikeCode) continue;
    const at = afterCodeWord ? index + 1 : index;
    let from = index;
    while (from > 0 && CODE_LEADS.has(words[from - 1]!.lower)) from--;
    const to = words[at + 1]?.lower === 'at' && words[at + 2]?.lower === 'checkout' ? at + 2 : at;
    tagged.use(from, to);
    return tagged.originalSlice(at, at);
  }
  return '';
}

/**
 * "use code RIDE10 for 10% off": a discount written right after its code is the code's own, apart from any other
 * offer the request makes ("free safety check…, use code RIDE10 for 10% off"); so is a free thing ("for a free
 * horchata"). Returns it as written.
 */
export function readCodeDiscount(tagged: TaggedText, code: string): string {
  const { words } = tagged;
  if (!code) return '';
  const at = words.findIndex((_, index) => tagged.originalSlice(index, index) === code);
  const amount = words[at + 2];
  const isOwn =
    at >= 0 &&
    !words[at]!.endsPhrase &&
    words[at + 1]?.lower === 'for' &&
    tagged.free(at + 2) &&
    (has(amount, 'Percent') || has(amount, 'Money')) &&
    words[at + 3]?.lower === 'off';
  if (isOwn) {
    tagged.use(at + 1, at + 3);
    return tagged.slice(at + 2, at + 3);
  }
  // "use code CHISPA for a free horchata": so is a free thing after it, beside a price the request gives apart.
  const gift =
    at >= 0 && !words[at]!.endsPhrase && words[at + 1]?.lower === 'for'
      ? tagged.phraseFrom(at + 2)
      : undefined;
  const isGift = !!gift && words.slice(gift.from, gift.to + 1).some((word) => word.lower === 'free');
  if (!gift || !isGift) return '';
  tagged.use(at + 1, gift.to);
  return tagged.slice(at + 2, gift.to);
}

// ——— The offer: a discount, something free, a price or a named deal. ———

/** Words that make an amount a funding round rather than a price: "a €2M seed round". */
const FUNDING_WORDS = wordSet('round funding raise investment seed series grant valuation');
const PRICE_LEADS = wordSet('for only just at from');
/** Verbs whose object is what a price after it buys: "we now offer a day pass for £8". */
const SELLING_VERBS = wordSet('offer offers offering sell sells selling stock stocks rent rents');
/** "we now offer nail trims", "our salon now sells…": a selling verb after who sells, before what is sold. */
function isSoldInClause(tagged: TaggedText, item: Phrase): boolean {
  const { words } = tagged;
  const verbAt = item.from - (has(words[item.from - 1], 'Determiner') ? 2 : 1);
  const verb = words[verbAt];
  let sellerAt = verbAt - 1;
  while (/^(?:now|also|still|just)$/.test(words[sellerAt]?.lower ?? '')) sellerAt--;
  const seller = words[sellerAt];
  return (
    !!verb &&
    SELLING_VERBS.has(verb.lower) &&
    !has(verb, 'Gerund') &&
    tagged.free(verbAt) &&
    !!seller &&
    !seller.endsPhrase &&
    (isNoun(seller) || has(seller, 'Pronoun'))
  );
}
/** Verbs that come before a price ("costs €5"), unlike those before an amount raised ("raised €2M"). */
const PRICE_VERBS = wordSet('cost costs priced is are starts starting');
const DEAL_PATTERN =
  /\b(?:buy one,? get one(?: free)?|bogo|two[- ]for[- ]one|2[- ]for[- ]1|half[- ]price|half off|happy hour)\b/i;

/**
 * The phrase that opens its piece and ends at `to` ("all candles" of "all candles 20% off"), when it passes
 * `accepts`: what a piece names right before an offer is what the offer is on.
 */
function phraseOpeningPieceTo(
  tagged: TaggedText,
  to: number,
  accepts: (phrase: Phrase) => boolean = () => true,
): Phrase | undefined {
  const { words } = tagged;
  return tagged
    .phrases()
    .find(
      (phrase) =>
        phrase.to === to && (phrase.from === 0 || words[phrase.from - 1]!.endsPhrase) && accepts(phrase),
    );
}

/**
 * What an offer applies to: "on all hoodies", "first visits", "all orders over €50". The phrase itself stays free
 * to be read again, as what is discounted is often what the post is about. People are the audience instead.
 */
function readScope(tagged: TaggedText, after: number): string {
  return readScopeUpTo(tagged, after)?.text ?? '';
}

function readScopeUpTo(tagged: TaggedText, after: number): { text: string; to: number } | null {
  if (tagged.word(after)?.endsPhrase) return null;
  let index = after + 1;
  if (/^(?:on|of)$/.test(tagged.word(index)?.lower ?? '')) index++;
  // "15% off your first clean": what the reader has first is the scope, whatever the tagger makes of its noun
  // ("clean" reads as an adjective).
  const [own, ordinal, counted] = [index, index + 1, index + 2].map((at) => tagged.word(at));
  const isReadersFirst =
    own?.lower === 'your' &&
    has(ordinal, 'Ordinal') &&
    !!counted &&
    /^\p{Ll}+$/u.test(counted.text) &&
    tagged.free(index) &&
    tagged.free(index + 2) &&
    !own.endsPhrase &&
    !ordinal!.endsPhrase &&
    (counted.endsPhrase || index + 2 === tagged.words.length - 1);
  if (isReadersFirst) {
    if (index > after + 1) tagged.use(after + 1);
    tagged.use(index, index + 2);
    return { text: tagged.slice(index, index + 2), to: index + 2 };
  }
  const phrase = tagged.phraseFrom(index);
  if (!phrase || isPeople(tagged.word(phrase.to))) return null;
  let to = phrase.to;
  if (/^(?:over|above)$/.test(tagged.word(to + 1)?.lower ?? '') && has(tagged.word(to + 2), 'Money')) to += 2;
  // "15% off everything in store": where the offer holds ("in store", "online") goes with what it is on.
  const isWhereHeld =
    !tagged.word(to)!.endsPhrase &&
    tagged.word(to + 1)?.lower === 'in' &&
    /^(?:store|stores|shop)$/.test(tagged.word(to + 2)?.lower ?? '') &&
    // "in store and online" is where the offer holds as a whole, told by the place.
    !/^(?:and|or|&)$/.test(tagged.word(to + 3)?.lower ?? '');
  if (isWhereHeld) to += 2;
  if (index > after + 1) tagged.use(after + 1);
  // "all orders over $50": a scope bounded by what is spent names a basket, not a product to post about.
  if (to > phrase.to) tagged.use(phrase.from, to);
  return { text: tagged.slice(phrase.from, to), to };
}

/**
 * "buy one get one free on all smoothies for students": people right after what a deal applies to are who may
 * have it. Told with the deal ("… for students"), it keeps its limit; read as the post's audience it would become
 * praise ("Made for students.") and the limit would be lost. A discount's people stay its audience, as captions
 * have long told them ("25% off balayage throughout March", then "for first-time clients").
 */
function readWhoQualifies(tagged: TaggedText, scopeEnd: number): string {
  const { words } = tagged;
  if (words[scopeEnd]?.endsPhrase || words[scopeEnd + 1]?.lower !== 'for') return '';
  const people = tagged.phraseFrom(scopeEnd + 2);
  if (!people || !isPeople(words[people.to]) || !tagged.free(people.from)) return '';
  tagged.use(scopeEnd + 1, people.to);
  return tagged.slice(scopeEnd + 1, people.to);
}

/** "free cake for everyone": the people a free offer is for stay with it. */
function forPeople(tagged: TaggedText, after: number): string {
  if (tagged.word(after)?.endsPhrase || tagged.word(after + 1)?.lower !== 'for') return '';
  // "free eye tests for over 60s": an age group is people too.
  const [bound, ages] = [tagged.word(after + 2), tagged.word(after + 3)];
  if (
    /^(?:over|under)$/.test(bound?.lower ?? '') &&
    /^\d{2}s$/.test(ages?.lower ?? '') &&
    !bound!.endsPhrase
  ) {
    tagged.use(after + 1, after + 3);
    return ` for ${tagged.slice(after + 2, after + 3)}`;
  }
  const phrase = tagged.phraseFrom(after + 2);
  // "free dental checks for cats and dogs": the animals a service is for are who may have it too.
  const isAnimals = PET_WORDS.test(tagged.word(phrase?.to ?? -1)?.lower ?? '');
  if (!phrase || !(isPeople(tagged.word(phrase.to)) || isAnimals)) return '';
  tagged.use(after + 1, phrase.to);
  return ` for ${tagged.slice(phrase.from, phrase.to)}`;
}

const PET_WORDS = /^(?:pets|cats|dogs|puppies|kittens|rabbits|horses|ponies|birds|animals)$/;

/** Where "with every tune-up" (or "with any order") ends after a free item at `to`; null when nothing earns it. */
function withWhatEarns(tagged: TaggedText, to: number): number | null {
  const { words } = tagged;
  const each = words[to + 2];
  if (
    words[to]!.endsPhrase ||
    words[to + 1]?.lower !== 'with' ||
    !/^(?:every|each|any)$/.test(each?.lower ?? '')
  )
    return null;
  if (each!.endsPhrase) return null;
  // "every" opens the phrase, or stands before it when the tagger reads it as a date word.
  const phrase = tagged.phraseFrom(to + 2) ?? tagged.phraseFrom(to + 3);
  if (!phrase) return null;
  // "with every plant over £20": the least it must cost goes with it.
  const least = words[phrase.to + 1];
  const isAtLeast =
    !words[phrase.to]!.endsPhrase &&
    /^(?:over|above)$/.test(least?.lower ?? '') &&
    !least!.endsPhrase &&
    has(words[phrase.to + 2], 'Money');
  if (isAtLeast) return phrase.to + 2;
  // "with every service booked before the end of March": how and by when it must be had goes with it too.
  const done = words[phrase.to + 1];
  const isDoneBy =
    !words[phrase.to]!.endsPhrase &&
    has(done, 'PastTense') &&
    !done!.endsPhrase &&
    /^(?:before|by|until|in|this|during)$/.test(words[phrase.to + 2]?.lower ?? '');
  if (!isDoneBy) return phrase.to;
  let end = phrase.to + 2;
  while (end + 1 < words.length && !words[end]!.endsPhrase && tagged.free(end + 1)) end++;
  return end;
}

const isCommonNoun = (word: Word | undefined) => isNoun(word) && !has(word, 'ProperNoun');

/**
 * "half price entry with student ID": what must be shown or brought for a deal, after "with", is its
 * condition, told with it; "with every order" and "with code" are read apart.
 */
function readWithWhat(tagged: TaggedText, to: number): string {
  const { words } = tagged;
  if (words[to]!.endsPhrase || words[to + 1]?.lower !== 'with') return '';
  if (/^(?:every|each|any|code|coupon|promo)$/.test(words[to + 2]?.lower ?? '')) return '';
  const proof = tagged.phraseFrom(to + 2);
  if (!proof || isPeople(words[proof.to])) return '';
  tagged.use(to + 1, proof.to);
  return tagged.slice(to + 1, proof.to);
}

/** "buy one get one free", "half price". */
function readDeal(tagged: TaggedText): Offer | null {
  const deals = [...tagged.text.matchAll(new RegExp(DEAL_PATTERN.source, 'gi'))];
  // "happy hour, 2 for 1 cocktails": a happy hour with a deal of its own holds that deal.
  const isHappyHour = (match: RegExpMatchArray) => /^happy hour$/i.test(match[0]);
  const deal = deals.find((match) => !isHappyHour(match)) ?? deals[0];
  if (!deal) return null;
  const { words } = tagged;
  const from = words.findIndex((word) => word.start >= deal.index!);
  const to = words.findLastIndex((word) => word.end <= deal.index! + deal[0].length);
  if (from < 0 || to < from || !tagged.free(from)) return null;
  // "happy hour …, $6 margaritas": a happy hour is a time people come to as well as a deal; with a price of its
  // own elsewhere, the price is the offer and the happy hour the occasion that holds it.
  // So is a happy hour that something is said of ("happy hour is now 4-7pm every day").
  const isOccasion =
    isHappyHour(deal) &&
    (words.some((word, index) => (index < from || index > to) && has(word, 'Money')) ||
      (has(words[to + 1], 'Copula') && !words[to]!.endsPhrase));
  if (isOccasion) return null;
  tagged.use(from, to);
  // "2 for 1 bowls", "half price cocktails": a plural right after the deal is what the deal buys, and is
  // written with it, as the price of "$2 slices" is. So is a common noun in the singular ("2-for-1 sangria",
  // "half price pizza"): without it the deal stands alone ("2-for-1."). A date or a name after it is no good.
  const bought = tagged.word(to)?.endsPhrase ? undefined : tagged.phraseFrom(to + 1);
  const plural = !!bought && tagged.isPlural(bought.from, bought.to);
  if (bought && (plural || isCommonNoun(tagged.word(bought.to))) && !isPeople(tagged.word(bought.to))) {
    tagged.use(bought.from, bought.to);
    const condition = readWithWhat(tagged, bought.to);
    return {
      kind: 'deal',
      text: `${deal[0].toLowerCase()} ${bought.text}`,
      scope: '',
      plural,
      bought: true,
      condition,
    };
  }
  const scope = /^(?:on|for)$/.test(tagged.word(to + 1)?.lower ?? '') ? readScopeUpTo(tagged, to) : null;
  const condition = scope ? readWhoQualifies(tagged, scope.to) : '';
  // "everything half price", "all cocktails half price": a piece's own phrase right before the deal is what
  // the deal is on, as it is before a discount.
  const before = words[from - 1] && !words[from - 1]!.endsPhrase ? from - 1 : -1;
  const item = scope ? undefined : phraseOpeningPieceTo(tagged, before);
  if (item) tagged.use(item.from, item.to);
  // "new members get their first month half price": a first stretch of time at that price is the reader's, and
  // whoever "gets" it is who qualifies.
  const period = words[before];
  const isFirstPeriod =
    !scope &&
    !item &&
    before > 0 &&
    (has(period, 'Duration') || DATE_NOUNS.test(period?.lower ?? '')) &&
    has(words[before - 1], 'Ordinal') &&
    tagged.free(before) &&
    tagged.free(before - 1);
  if (isFirstPeriod) {
    const owner = isPossessivePronoun(words[before - 2]) ? before - 2 : before - 1;
    tagged.use(owner, before);
    const getting = /^(?:get|gets)$/.test(words[owner - 1]?.lower ?? '') ? owner - 1 : -1;
    const people = getting > 0 ? tagged.phrases().find((phrase) => phrase.to === getting - 1) : undefined;
    const isForPeople = !!people && isPeople(words[people.to]) && tagged.free(people.from);
    if (isForPeople) tagged.use(people.from, getting);
    return {
      kind: 'deal',
      text: deal[0].toLowerCase(),
      scope: `your ${tagged.slice(before - 1, before)}`,
      plural: false,
      condition: isForPeople ? `for ${people.text}` : '',
    };
  }
  return {
    kind: 'deal',
    text: deal[0].toLowerCase(),
    // "first bag half price": counted by an ordinal, it is the reader's ("your first bag").
    scope:
      scope?.text ?? (item && has(words[item.from], 'Ordinal') ? `your ${item.text}` : (item?.text ?? '')),
    plural: false,
    condition,
  };
}

/**
 * "for groups of 4 or more", "for parties of 6+": people counted after a discount say who qualifies for it. Told
 * with the offer, the condition is not lost, and the people are no audience of their own. Returns it as written.
 */
function readCondition(tagged: TaggedText, after: number): string {
  const { words } = tagged;
  if (words[after]?.endsPhrase) return '';
  // "10% off if you book before January": what the reader must do for it, as written, to the piece's end.
  if (/^(?:if|when)$/.test(words[after + 1]?.lower ?? '') && words[after + 2]?.lower === 'you') {
    let end = after + 2;
    while (end + 1 < words.length && !words[end]!.endsPhrase && tagged.free(end + 1)) end++;
    if (end < after + 3 || !has(words[after + 3], 'Verb')) return '';
    tagged.use(after + 1, end);
    return tagged.slice(after + 1, end);
  }
  // "15% off with a valid student card": what the reader shows to get it is a condition of the offer.
  if (words[after + 1]?.lower === 'with') {
    const shown = tagged.phraseFrom(after + 2);
    const isShown =
      !!shown &&
      /^(?:card|cards|id|pass|passes|badge|membership|voucher|ticket|tickets|receipt)$/.test(
        words[shown.to]!.lower,
      );
    if (!isShown) return '';
    tagged.use(after + 1, shown.to);
    return tagged.slice(after + 1, shown.to);
  }
  if (words[after + 1]?.lower !== 'for') return '';
  const people = tagged.phraseFrom(after + 2);
  const count = people ? people.to + 2 : -1;
  // "20% off for siblings": who it is for, when the tagger knows them by no word for people (who are read as
  // the post's audience), is a condition of the offer too.
  const isOnlyFor =
    !!people &&
    (words[people.to]!.endsPhrase || people.to === words.length - 1) &&
    has(words[people.to], 'Plural') &&
    !isPeople(words[people.to]) &&
    !has(words[people.to], 'ProperNoun');
  if (isOnlyFor) {
    tagged.use(after + 1, people.to);
    return tagged.slice(after + 1, people.to);
  }
  if (!people || words[people.to]!.endsPhrase || words[people.to + 1]?.lower !== 'of') return '';
  if (!has(words[count], 'Value') || has(words[count], 'Money') || !tagged.free(count)) return '';
  let to = count;
  // "4 or more", "4 or over"
  if (
    !words[to]!.endsPhrase &&
    words[to + 1]?.lower === 'or' &&
    /^(?:more|over|above)$/.test(words[to + 2]?.lower ?? '')
  )
    to += 2;
  tagged.use(after + 1, to);
  return tagged.slice(after + 1, to);
}

/** "20% off all hoodies", "up to 50% off". */
function readDiscount(tagged: TaggedText, index: number): Offer {
  const { words } = tagged;
  let from = index;
  if (words[index - 1]?.lower === 'to' && words[index - 2]?.lower === 'up') from = index - 2;
  const amount = tagged.slice(from, index);
  if (/^(?:with|get|take|save)$/.test(words[from - 1]?.lower ?? '')) from--;
  const to = words[index + 1]?.lower === 'off' && !words[index]!.endsPhrase ? index + 1 : index;
  // "first groom 50% off", "all candles 20% off": a piece's own phrase right before the amount is what it
  // takes off. Counted by an ordinal it is the reader's ("your first groom") and no subject; otherwise it stays
  // free to be read again, as what is discounted is often what the post is about.
  const before = from === index && !words[index - 1]?.endsPhrase ? index - 1 : -1;
  const item = phraseOpeningPieceTo(tagged, before);
  const isReaders = !!item && has(words[item.from], 'Ordinal');
  tagged.use(item && isReaders ? item.from : from, to);
  const scoped = readScopeUpTo(tagged, to);
  // "our 20% off sale": a sale the discount names is no scope of it; the discount is the sale's name.
  const lead = words[from - 1];
  const leadsName = !lead || lead.endsPhrase || isPossessivePronoun(lead) || has(lead, 'Determiner');
  // So is "a 20% off weekend sale", with a word or two saying which sale; the sale is where the discount is had.
  const namesSale =
    !!scoped &&
    scoped.to <= to + 3 &&
    SALE_NOUNS.has(words[scoped.to]!.lower) &&
    !/\b(?:on|of|and|for)\b/i.test(scoped.text) &&
    leadsName;
  const scope = namesSale ? '' : (scoped?.text ?? '');
  const sale = namesSale && scoped.to > to + 1 ? tagged.slice(to + 1, scoped.to) : '';
  // "student discount 20% off every Tuesday with valid ID": a discount named for people is theirs, with what they
  // show for it; it is off what the business sells, no scope of its own.
  const forPeople =
    !!item && /^(?:discount|discounts)$/.test(words[item.to]!.lower) && item.to > item.from
      ? tagged.slice(item.from, item.to - 1)
      : '';
  // "early backers get 25% off": people who "get" the discount opening its piece are who qualifies for it.
  const getters =
    /^(?:get|gets)$/.test(words[from]!.lower) && from < index
      ? phraseOpeningPieceTo(
          tagged,
          from - 1,
          (phrase) =>
            has(words[phrase.to], 'Plural') &&
            (isPeople(words[phrase.to]) ||
              has(words[phrase.to], 'Actor') ||
              /ers$/.test(words[phrase.to]!.lower)),
        )
      : undefined;
  if (!scope && getters) {
    tagged.use(getters.from, getters.to);
    return {
      kind: 'discount',
      text: `${amount} off`,
      scope: '',
      plural: false,
      condition: `for ${getters.text}`,
    };
  }
  if (!scope && forPeople) {
    tagged.use(item!.from, item!.to);
    const people = /s$/i.test(forPeople) ? forPeople : `${forPeople}s`;
    const shown = readWithWhat(tagged, dealDateEnd(tagged, to));
    return {
      kind: 'discount',
      text: `${amount} off`,
      scope: '',
      plural: false,
      condition: [`for ${people}`, shown].filter(Boolean).join(' '),
    };
  }
  if (!scope && item) {
    const text = isReaders ? `your ${item.text}` : item.text;
    return {
      kind: 'discount',
      text: `${amount} off`,
      scope: text,
      plural: tagged.isPlural(item.from, item.to),
    };
  }
  // "up to 60% off sitewide": a word for everywhere the discount holds is its scope.
  const everywhere =
    !scope &&
    !words[to]!.endsPhrase &&
    /^(?:sitewide|site-wide|storewide|store-wide|everywhere)$/.test(words[to + 1]?.lower ?? '')
      ? to + 1
      : -1;
  if (everywhere > 0) tagged.use(everywhere, everywhere);
  const condition = scope || everywhere > 0 ? '' : readCondition(tagged, to);
  // "50% off all t-shirts for 24 hours only": how long the offer lasts stays with it.
  // The scope's words run on right after the amount; a code read earlier further on is no part of them.
  let scopeEnd = to;
  while (scope && scopeEnd + 1 < words.length && !tagged.free(scopeEnd + 1) && !words[scopeEnd]!.endsPhrase)
    scopeEnd++;
  const lasting = readLasting(tagged, Math.max(scopeEnd, to));
  const limits = [condition, lasting].filter(Boolean).join(' ');
  return {
    kind: 'discount',
    text: everywhere > 0 ? `${amount} off ${words[everywhere]!.text}` : `${amount} off`,
    scope,
    plural: false,
    condition: limits,
    ...(sale && { sale }),
  };
}

const SPANS = /^(?:hours?|days?|weeks?|nights?|minutes?)$/;
const MAX_SCOPE_WORDS = 4;

/** "for 24 hours only", "for one week": how long an offer lasts, right after it; '' when no span follows. */
function readLasting(tagged: TaggedText, after: number): string {
  const { words } = tagged;
  // What the offer is on may stand between them: "50% off all t-shirts for 24 hours".
  let at = after + 1;
  // "up to 60% off garden furniture while stocks last": the offer lasts as long as the goods do.
  const whileAt = words.findIndex(
    (word, index) => index > after && index <= after + MAX_SCOPE_WORDS + 1 && word.lower === 'while',
  );
  const isWhileStocksLast =
    whileAt > 0 &&
    /^(?:stocks?|supplies|supply)$/.test(words[whileAt + 1]?.lower ?? '') &&
    /^(?:lasts?)$/.test(words[whileAt + 2]?.lower ?? '') &&
    words.slice(after + 1, whileAt).every((word) => !word.endsPhrase) &&
    words.slice(whileAt, whileAt + 3).every((_, offset) => tagged.free(whileAt + offset));
  if (isWhileStocksLast) {
    tagged.use(whileAt, whileAt + 2);
    return tagged.slice(whileAt, whileAt + 2);
  }
  // "10% off pints on launch night": the occasion the offer holds on goes with it.
  const onAt = words.findIndex(
    (word, index) => index > after && index <= after + MAX_SCOPE_WORDS + 1 && word.lower === 'on',
  );
  const occasion = onAt > 0 && !words[onAt]!.endsPhrase ? tagged.phraseFrom(onAt + 1) : undefined;
  const isOnOccasion =
    !!occasion &&
    /^(?:launch|opening|launch-day|opening-day)$/.test(words[occasion.from]!.lower) &&
    words.slice(after + 1, onAt).every((word) => !word.endsPhrase) &&
    tagged.free(onAt);
  if (isOnOccasion) {
    tagged.use(onAt, occasion.to);
    return tagged.slice(onAt, occasion.to);
  }
  while (at <= after + MAX_SCOPE_WORDS && at < words.length && words[at]!.lower !== 'for') {
    if (words[at - 1]!.endsPhrase || !(isNoun(words[at]) || has(words[at], 'Adjective'))) return '';
    at++;
  }
  if (words[at - 1]?.endsPhrase || words[at]?.lower !== 'for' || !tagged.free(at)) return '';
  // "for the next 48 hours": "the next" before the count says the span starts now.
  const lead = words[at + 1]?.lower === 'the' && /^(?:next|first)$/.test(words[at + 2]?.lower ?? '') ? 2 : 0;
  const count = words[at + 1 + lead];
  const span = words[at + 2 + lead];
  if (!has(count, 'Value') || !span || !SPANS.test(span.lower) || count!.endsPhrase) return '';
  let to = at + 2 + lead;
  if (!span.endsPhrase && words[to + 1]?.lower === 'only') to++;
  tagged.use(at, to);
  return tagged.slice(at, to);
}

/** Words that may stand between "or" and a second price: "or 6 for £8", "or two for $5". */
const isPriceFiller = (word: Word | undefined) =>
  has(word, 'Value') || /^(?:for|just|only|a|per)$/.test(word?.lower ?? '');

/**
 * "£1.50 each or 6 for £8": a second price offered beside the first is part of the same offer, so neither is
 * lost. Returns where the offer ends: after the second price (and its "each"), or at `to`.
 */
function withOtherPrice(tagged: TaggedText, to: number): number {
  const { words } = tagged;
  if (words[to]!.endsPhrase || !/^(?:or|and)$/.test(words[to + 1]?.lower ?? '')) return to;
  let at = to + 2;
  while (at < to + 6 && !has(words[at], 'Money') && isPriceFiller(words[at]) && !words[at]!.endsPhrase) at++;
  if (!has(words[at], 'Money') || !tagged.free(at)) return to;
  const end = !words[at]!.endsPhrase && words[at + 1]?.lower === 'each' ? at + 1 : at;
  tagged.use(to + 1, end);
  return end;
}

/**
 * "full tune-up for £45 (normally £60)", "now £45, was £60": the price it usually is goes with the price,
 * which it makes a saving; told apart, or dropped, the saving is lost.
 */
function withWasPrice(tagged: TaggedText, offer: Offer, price: number): Offer {
  const { words } = tagged;
  const was = words.findIndex(
    (word, at) =>
      at > price &&
      at <= price + 6 &&
      /^(?:normally|usually|was|rrp|regularly)$/.test(word.lower) &&
      has(words[at + 1], 'Money') &&
      tagged.free(at) &&
      tagged.free(at + 1),
  );
  if (was < 0 || words.slice(price + 1, was).some((word) => has(word, 'Money'))) return offer;
  tagged.use(was, was + 1);
  const said = words[was]!.lower === 'rrp' ? 'RRP' : words[was]!.lower;
  return { ...offer, text: `${offer.text} (${said} ${words[was + 1]!.text})` };
}

/** Where an entry price is paid: "at the door", "on the gate". */
const PAY_POINTS = wordSet('door gate entrance till');

/** "€18 each", "€12 for six", "for just $5"; null for an amount raised or won ("raised €2M"). */
function readPrice(tagged: TaggedText, index: number): Offer | null {
  const { words } = tagged;
  const previous = words[index - 1];
  const next = words[index + 1];
  const isFunding =
    FUNDING_WORDS.has(next?.lower ?? '') ||
    FUNDING_WORDS.has(words[index + 2]?.lower ?? '') ||
    // "bath bombs are in, £4.50 each": a verb the piece before ends on takes no money of this one.
    (has(previous, 'Verb') && !previous!.endsPhrase && !PRICE_VERBS.has(previous!.lower)) ||
    (has(previous, 'Determiner') && has(words[index - 2], 'Verb'));
  if (isFunding) return null;
  let from = index;
  if (previous && PRICE_LEADS.has(previous.lower) && tagged.free(index - 1)) {
    from = index - 1;
    if (/^(?:only|just)$/.test(previous.lower) && words[index - 2]?.lower === 'for') from--;
  }
  // "everything under £20", "all dresses below €50": a ceiling on prices is a deal of its own.
  if (previous && /^(?:under|below)$/.test(previous.lower) && tagged.free(index - 1)) {
    const what = /^(?:everything|all)$/.test(words[index - 2]?.lower ?? '') && !words[index - 2]!.endsPhrase;
    // "everything is under £10": the same ceiling, said in a sentence.
    const said =
      !what &&
      /^(?:is|are)$/.test(words[index - 2]?.lower ?? '') &&
      /^(?:everything|all)$/.test(words[index - 3]?.lower ?? '') &&
      !words[index - 3]!.endsPhrase;
    const start = what ? index - 2 : said ? index - 3 : index - 1;
    tagged.use(start, index);
    const text = said ? `${words[index - 3]!.text} under ${words[index]!.text}` : tagged.slice(start, index);
    return { kind: 'deal', text, scope: '', plural: false };
  }
  // "their first month for $29": a period counted by an ordinal is what the price buys, for the reader.
  const period = words[index - 2];
  const isPeriod = has(period, 'Duration') || DATE_NOUNS.test(period?.lower ?? '');
  // "first month £20": so is one right before the price.
  const isPeriodBefore =
    (has(previous, 'Duration') || DATE_NOUNS.test(previous?.lower ?? '')) &&
    has(words[index - 2], 'Ordinal') &&
    !words[index - 2]!.endsPhrase &&
    !previous!.endsPhrase &&
    tagged.free(index - 2);
  if (isPeriodBefore) {
    tagged.use(index - 2, index);
    const scope = `your ${tagged.slice(index - 2, index - 1)}`;
    return { kind: 'price', text: tagged.slice(index, index), scope, plural: false };
  }
  if (previous?.lower === 'for' && has(words[index - 3], 'Ordinal') && isPeriod) {
    tagged.use(index - 3, index);
    const scope = `your ${tagged.slice(index - 3, index - 2)}`;
    return { kind: 'price', text: tagged.slice(index, index), scope, plural: false };
  }
  // "2 for €5" is a deal, not a price; what a piece names right before it is what the deal buys ("pastéis de
  // nata 6 for €5").
  if (previous?.lower === 'for' && has(words[index - 2], 'Value') && !has(words[index - 2], 'Money')) {
    const bought = words[index - 3]?.endsPhrase ? undefined : phraseOpeningPieceTo(tagged, index - 3);
    tagged.use(bought?.from ?? index - 2, index);
    // "2 for £12 on all cocktails": what the deal holds on stays with it.
    const heldOn =
      !words[index]!.endsPhrase && words[index + 1]?.lower === 'on'
        ? tagged.phraseFrom(index + 2)
        : undefined;
    if (heldOn) tagged.use(index + 1, heldOn.to);
    const deal = tagged.slice(index - 2, heldOn ? heldOn.to : index);
    return bought
      ? { kind: 'deal', text: `${bought.text}, ${deal}`, scope: '', plural: false, bought: true }
      : { kind: 'deal', text: deal, scope: '', plural: false };
  }
  // "two scoops for £4": so is a count of things for a price, and the things it buys stay with it.
  const counted = words[index - 3];
  const isCountFor =
    previous?.lower === 'for' &&
    has(words[index - 2], 'Plural') &&
    has(counted, 'Value') &&
    !has(counted, 'Money') &&
    !has(counted, 'Ordinal') &&
    !counted!.endsPhrase &&
    !words[index - 2]!.endsPhrase &&
    tagged.free(index - 3);
  if (isCountFor) {
    tagged.use(index - 3, index);
    return { kind: 'deal', text: tagged.slice(index - 3, index), scope: '', plural: true };
  }
  // "tickets €8", "first session £10": what the price is for comes right before it; so does a piece's own
  // first phrase before "for" ("…, fades for $25"), which names what is sold rather than the post's subject.
  // After a colon the piece names the subject itself ("our bike shop: spring service for €49").
  // So does what a verb sells or offers for it: "we now offer a day pass for £8".
  const leadsPiece = (phrase: Phrase) =>
    phrase.from === 0 ||
    (words[phrase.from - 1]!.endsPhrase &&
      !tagged.text.slice(words[phrase.from - 1]!.end, words[phrase.from]!.start).includes(':')) ||
    SELLING_VERBS.has(words[phrase.from - (has(words[phrase.from - 1], 'Determiner') ? 2 : 1)]?.lower ?? '');
  // So does a piece's first phrase before "from" or "now" and a price: "…, tacos from $4", "gel manicures now
  // $25": the price is what they cost; "now" says the price is new, and the price sentence says it as it is.
  const isPriceNow = previous?.lower === 'now' && !previous.endsPhrase && tagged.free(index - 1);
  if (isPriceNow) from = index - 1;
  const leading =
    from === index && !previous?.endsPhrase
      ? tagged.phrases().find((phrase) => phrase.to === index - 1)
      : from === index - 1 && /^(?:for|from|now)$/.test(previous!.lower) && !words[index - 2]?.endsPhrase
        ? tagged.phrases().find((phrase) => phrase.to === index - 2 && leadsPiece(phrase))
        : undefined;
  let to = index;
  const after = words[index + 2];
  if (!words[index]!.endsPhrase && next?.lower === 'each') {
    to = index + 1;
  } else if (
    !words[index]!.endsPhrase &&
    /^(?:for|per|a|an)$/.test(next?.lower ?? '') &&
    (has(after, 'Value') || isNoun(after) || has(after, 'Duration'))
  ) {
    to = index + 2;
    // "£40 for 60 minutes": the count keeps its unit.
    const unit = words[index + 3];
    if (has(after, 'Value') && !after!.endsPhrase && (isNoun(unit) || has(unit, 'Duration'))) to = index + 3;
  } else if (
    !words[index]!.endsPhrase &&
    next?.lower === 'for' &&
    /^(?:the|your)$/.test(after?.lower ?? '') &&
    has(words[index + 3], 'Ordinal') &&
    (has(words[index + 4], 'Duration') || DATE_NOUNS.test(words[index + 4]?.lower ?? ''))
  ) {
    // "£19 for the first month": the stretch of time the price holds for stays with it.
    to = index + 4;
  }
  to = withOtherPrice(tagged, to);
  // "£4.50 with bread": what comes with the price is included in it, unless it is the code that gets it.
  const withIncluded =
    !words[to]!.endsPhrase &&
    words[to + 1]?.lower === 'with' &&
    !/^(?:code|promo|voucher|coupon|the|a|an|your|every|any)$/.test(words[to + 2]?.lower ?? '') &&
    isNoun(words[to + 2]) &&
    (words[to + 2]!.endsPhrase || to + 2 === words.length - 1) &&
    tagged.free(to + 1) &&
    tagged.free(to + 2);
  if (withIncluded) {
    tagged.use(to + 1, to + 2);
    to += 2;
  }
  // "£15 including soil and a pot", "from £99 per night including breakfast": what the price includes
  // stays with it.
  if (!words[to]!.endsPhrase && /^(?:including|incl)$/.test(words[to + 1]?.lower ?? '')) {
    const included = tagged.phraseFrom(to + 2);
    let end = included?.to ?? -1;
    while (end > to && !words[end]!.endsPhrase && words[end + 1]?.lower === 'and') {
      const next = tagged.phraseFrom(end + 2);
      // "including clay and firing", "dinner and drinks": the last thing listed may be a word the tagger took
      // for a verb; it still ends the list when it ends the piece.
      if (!next) {
        const last = words[end + 2];
        if (last && (last.endsPhrase || end + 2 === words.length - 1) && tagged.free(end + 2)) end += 2;
        break;
      }
      end = next.to;
    }
    if (end > to) to = end;
  }
  // "new spicy miso ramen, only £11": a price that is a piece of its own is what the piece before it costs,
  // when that piece is one phrase.
  // "$10 at the door", "tickets £12 on the door": where the price is paid stays with it; a door is no venue.
  const paidAt = /^(?:at|on)$/.test(words[to + 1]?.lower ?? '') && words[to + 2]?.lower === 'the';
  if (!words[to]!.endsPhrase && paidAt && PAY_POINTS.has(words[to + 3]?.lower ?? '')) to += 3;
  const isPieceOfItsOwn = !!words[from - 1]?.endsPhrase && !!words[to]!.endsPhrase;
  // "soy candles, 6 scents, £18 each": a count of the kinds a thing comes in is what it comes in; the price is
  // the thing's.
  const isCountOfKinds = (phrase: Phrase) =>
    has(words[phrase.from], 'Value') && KINDS_COME_IN.test(words[phrase.to]!.lower);
  // "pumpkin spice, apple orchard and fireside, £22 each": the last items of a list that began pieces before
  // are what it comes in, and the price is each one's; they are not what the price buys.
  const isListEnd = (phrase: Phrase) => {
    if (!words.slice(phrase.from, phrase.to).some((word) => /^(?:and|or|&)$/.test(word.lower))) return false;
    let start = phrase.from - 1;
    while (start > 0 && !words[start - 1]!.endsPhrase) start--;
    const piece = words.slice(start, phrase.from);
    return (
      piece.length > 0 && piece.length <= 3 && piece.every((word) => isNoun(word) || has(word, 'Adjective'))
    );
  };
  const item =
    leading ??
    (isPieceOfItsOwn
      ? phraseOpeningPieceTo(tagged, from - 1, (phrase) => !isCountOfKinds(phrase) && !isListEnd(phrase))
      : undefined);
  if (item) {
    // "our salon now offers nail trims for £10": what a clause's verb sells stays its object, for the clause to
    // tell; the price still says what it buys.
    // "spring service special £49" opening the request: a special named with its price is what the post is
    // about, and stays free to be its subject.
    const isNamedSpecial =
      item === leading &&
      SALE_NOUNS.has(words[item.to]!.lower) &&
      (words.slice(0, item.from).every((_, at) => !tagged.free(at)) ||
        tagged.text.slice(words[item.from - 1]?.end ?? 0, words[item.from]!.start).includes(':'));
    tagged.use(isSoldInClause(tagged, item) || isNamedSpecial ? from : item.from, to);
    // "a day pass for £8" keeps its article, which the tagger may have read as part of a date ("a day").
    const article = /^(?:a|an|the)$/.test(words[item.from - 1]?.lower ?? '')
      ? words[item.from - 1]!.lower
      : '';
    // "3 bedroom house £150", "60 minute massage £45": a count before a noun in the singular describes one
    // thing, which is "a" thing.
    const isCountedOne =
      !article &&
      /^\d+$/.test(words[item.from]!.text) &&
      item.to > item.from &&
      has(words[item.to], 'Singular') &&
      !has(words[item.to], 'Uncountable');
    // "new tasting menu 7 courses £65": what the thing holds is said "of" it, and the thing is one.
    const counted = words.findIndex((_, at) => at > item.from && at < item.to && isCountAfterHead(words, at));
    // "eggs benedict with a free coffee £12": what comes with a thing is bought with it; the price is for both.
    const withWhat =
      words[item.from - 1]?.lower === 'with' && !words[item.from - 2]?.endsPhrase
        ? tagged.phrases().find((phrase) => phrase.to === item.from - 2)
        : undefined;
    if (withWhat && item === leading) {
      tagged.use(item.from - 1, to);
      return {
        kind: 'price',
        text: tagged.slice(index, to),
        scope: tagged.slice(withWhat.from, item.to),
        plural: tagged.isPlural(withWhat.from, withWhat.to),
      };
    }
    const scope = has(words[item.from], 'Ordinal')
      ? `your ${item.text}`
      : article
        ? `${article} ${item.text}`
        : isCountedOne
          ? `a ${item.text}`
          : counted > 0
            ? `${/^new\b/i.test(item.text) ? 'our ' : ''}${tagged.slice(item.from, counted - 1)} of ${tagged.slice(counted, item.to)}`
            : item.text;
    return {
      kind: 'price',
      text: tagged.slice(previous?.lower === 'from' && from === index - 1 ? from : index, to),
      scope,
      plural: tagged.isPlural(item.from, counted > 0 ? counted - 1 : item.to),
    };
  }
  // "$2 slices every Wednesday": what the price buys, right after it, keeps it. The phrase stays free to be the
  // subject, price and all; the price sentence names what it buys.
  // After a time ("from 5 to 7pm, $6 margaritas") the tagger may read the price as part of the date, so it
  // starts no phrase; the noun right after it still names what it buys.
  // So does a phrase the price stands inside ("summer special $40 full groom"): what follows the price is what
  // it buys, and what comes before names the offer.
  const across = tagged.phrases().find((phrase) => phrase.from < index && phrase.to > index);
  const bought =
    to === index && !words[index]!.endsPhrase
      ? (tagged.phraseFrom(index) ??
        (isNoun(next) ? tagged.phraseFrom(index + 1) : undefined) ??
        (across && { ...across, from: index, text: tagged.slice(index, across.to) }))
      : undefined;
  if (bought && across && bought.from === index && bought.to === across.to) {
    tagged.use(across.from, across.to);
    return {
      kind: 'price',
      text: tagged.slice(index, index),
      scope: tagged.slice(index + 1, across.to),
      plural: tagged.isPlural(index + 1, across.to),
      label: tagged.slice(across.from, index - 1),
    };
  }
  if (bought && bought.to > index) {
    if (from < index) tagged.use(from, index - 1);
    return {
      kind: 'price',
      text: tagged.slice(index, index),
      scope: tagged.slice(index + 1, bought.to),
      plural: tagged.isPlural(index + 1, bought.to),
    };
  }
  tagged.use(from, to);
  // "from €35" is a starting price and keeps its "from".
  const start = previous?.lower === 'from' && from === index - 1 ? from : index;
  return { kind: 'price', text: tagged.slice(start, to), scope: '', plural: false };
}

/**
 * "free pint for the first 20 people", "free safety check with every tune-up": a free thing given to each person
 * or with each purchase is one each, so it takes "a". Mass nouns ("free shipping with every order") and plurals
 * take none; neither does a free thing given to no one in particular, whose noun may be either.
 */
function isOneEach(tagged: TaggedText, head: number, isPerEach: boolean): boolean {
  const word = tagged.word(head);
  // "free entry for kids" is no "a free entry": a mass noun is not counted out one each.
  return (
    isPerEach &&
    has(word, 'Singular') &&
    !has(word, 'Plural') &&
    !/ing$/.test(word!.lower) &&
    !isMassNoun(word)
  );
}

/** "free cake", "free shipping on all orders over €50", "first lesson free", "entry is free", "for free". */
function readFree(tagged: TaggedText, index: number): Offer | null {
  const { words } = tagged;
  const word = words[index]!;
  // "free cake", or "a free 7-day pass", which keeps its article.
  const article = words[index - 1] && /^(?:a|an)$/.test(words[index - 1]!.lower) ? index - 1 : -1;
  const after =
    tagged.phraseFrom(index) ??
    tagged.phraseFrom(index + 1) ??
    (article >= 0 ? tagged.phraseFrom(article) : undefined);
  // "first 100 customers get a free smoothie": who gets it, as the request says, is the offer's sentence.
  const lead = article >= 0 ? article : index;
  const gets = words[lead - 1];
  const whoFrom = tagged.phrases().find((phrase) => phrase.to === lead - 2 && isPeople(words[phrase.to]));
  const whoStart =
    whoFrom && has(words[whoFrom.from - 1], 'Ordinal') && !words[whoFrom.from - 2]?.endsPhrase
      ? whoFrom.from - 1
      : whoFrom?.from;
  if (
    after &&
    after.to > index &&
    /^(?:get|gets|receive|receives)$/.test(gets?.lower ?? '') &&
    whoStart !== undefined
  ) {
    tagged.use(whoStart, after.to);
    return { kind: 'deal', text: tagged.slice(whoStart, after.to), scope: '', plural: false };
  }
  // "a free workshop on pricing", "free homework club": a free occasion is free entry, which stays in the
  // occasion's name.
  if (after && after.to > index && isGatheringNoun(words[after.to]!.lower)) return null;
  // "free bring-a-friend week", "free open day": so is a time named as an occasion.
  const isNamedTime =
    !!after &&
    after.to > index &&
    /^(?:week|weekend|night|day|morning|evening|afternoon)$/.test(words[after.to]!.lower) &&
    isNoun(words[after.to]);
  if (isNamedTime) return null;
  // "is hosting a free repair cafe": what a business hosts is an occasion, whatever its name; free is its entry.
  const hostedAt = article >= 0 ? article - 1 : index - 1;
  if (/^(?:hosting|hosts|host|throwing|throws)$/.test(words[hostedAt]?.lower ?? '')) return null;
  // "we're giving away a year of free coffee": a prize given away is the giveaway's, no offer of its own.
  let pieceFrom = index;
  while (pieceFrom > 0 && !words[pieceFrom - 1]!.endsPhrase) pieceFrom--;
  if (words.slice(pieceFrom, index).some((each) => /^(?:giving|give|gives|win|winning)$/.test(each.lower)))
    return null;
  // "we've launched a free plan for students": what is launched is the news, free or not; no offer on the side.
  if (
    /^(?:launched|launching|launch|launches|introducing|introduced|unveiled|unveiling|released|releasing)$/.test(
      words[hostedAt]?.lower ?? '',
    )
  )
    return null;
  // "eggs benedict with a free coffee £12": a free thing that comes with a priced one is part of what the price
  // buys; the price is the offer.
  const isWithPriced =
    !!after &&
    words[article >= 0 ? article - 1 : index - 1]?.lower === 'with' &&
    !words[after.to]!.endsPhrase &&
    has(words[after.to + 1], 'Money');
  if (isWithPriced) return null;
  if (after && after.to > index && !word.endsPhrase) {
    // "free safety check with every tune-up": what earns the free item stays with it.
    const earnedBy = withWhatEarns(tagged, after.to);
    // "free shipping over $50": the least an order must cost stays with what it earns.
    const least = words[after.to + 1];
    const spent =
      !words[after.to]!.endsPhrase &&
      /^(?:over|above)$/.test(least?.lower ?? '') &&
      !least!.endsPhrase &&
      has(words[after.to + 2], 'Money')
        ? after.to + 2
        : null;
    const end = earnedBy ?? spent ?? after.to;
    tagged.use(Math.min(after.from, index), end);
    const item = tagged.slice(index + 1, end);
    const people = forPeople(tagged, after.to);
    // "…, free download": a free thing that is a piece of its own is one thing offered, counted as such.
    const isPieceOfItsOwn = (index === 0 || !!words[index - 1]?.endsPhrase) && !!words[end]!.endsPhrase;
    const isGivenEach = isOneEach(tagged, after.to, !!people || earnedBy !== null || isPieceOfItsOwn);
    const given = after.from === article ? `${words[article]!.lower} ` : isGivenEach ? 'a ' : '';
    return {
      kind: 'free',
      text: `${given}free ${item}${people}`,
      scope: people ? '' : readScope(tagged, after.to),
      plural: tagged.isPlural(index + 1, after.to),
    };
  }
  // "kids eat free", "under-5s go free": people and what they do for free are the offer, as written.
  // So are "kids under 5 skate free", with the age that says which people.
  const isAged =
    has(words[index - 2], 'Value') &&
    /^(?:under|over|aged)$/.test(words[index - 3]?.lower ?? '') &&
    isPeople(words[index - 4]) &&
    [index - 4, index - 3, index - 2].every((at) => !words[at]!.endsPhrase && tagged.free(at));
  const doerAt = isAged ? index - 4 : index - 2;
  const doer = words[doerAt];
  // The tagger may take the doing for a noun ("skate"); after people, it is what they do.
  const isDoing =
    (has(words[index - 1], 'Verb') && !has(words[index - 1], 'Copula')) ||
    /^(?:eat|eats|go|goes|skate|ride|swim|play|stay|travel|dine|bowl|climb|jump|enter|visit)$/.test(
      words[index - 1]?.lower ?? '',
    );
  const isDoneFree =
    isDoing &&
    !words[index - 1]!.endsPhrase &&
    !doer?.endsPhrase &&
    (isPeople(doer) || has(doer, 'Plural')) &&
    tagged.free(doerAt);
  if (isDoneFree) {
    let end = dealDateEnd(tagged, index);
    // "kids eat free on Sundays with every adult main": what it comes with is the deal's condition.
    const isWithEach =
      !words[end]!.endsPhrase &&
      words[end + 1]?.lower === 'with' &&
      /^(?:every|each|any|a|an|one)$/.test(words[end + 2]?.lower ?? '');
    if (isWithEach) {
      end += 2;
      while (end < words.length - 1 && !words[end]!.endsPhrase && tagged.free(end + 1)) end++;
    }
    tagged.use(doerAt, end);
    const people = tagged.slice(doerAt, index - 2);
    return { kind: 'deal', text: tagged.slice(doerAt, end), scope: '', plural: false, people };
  }
  let end = index - 1;
  // "it's gluten free", "dairy free brownies": free of an ingredient is what a thing is made without, no price.
  if (FREE_OF.test(words[end]?.lower ?? '') && !words[end]!.endsPhrase) return null;
  if (/^(?:is|are)$/.test(words[end]?.lower ?? '')) end--;
  // "first day free", "first month free": a trial, which the date reader must not take for a date; read before
  // the group it is for ("first week free for new members"), so that what is free stays said.
  const isTrial =
    has(words[end - 1], 'Ordinal') &&
    (has(words[end], 'Duration') || DATE_NOUNS.test(words[end]?.lower ?? '')) &&
    !words[end - 1]!.endsPhrase;
  if (isTrial && !words[end]!.endsPhrase) {
    tagged.use(end - 1, index);
    // "first day free for new pups": whoever the trial is for, people or pets, stays with it.
    const forWhom =
      words[index]!.endsPhrase || words[index + 1]?.lower !== 'for'
        ? undefined
        : tagged.phraseFrom(index + 2);
    const isForGroup = !!forWhom && has(words[forWhom.to], 'Plural');
    if (isForGroup) tagged.use(index + 1, forWhom.to);
    return {
      kind: 'free',
      text: `your ${tagged.slice(end - 1, end)}`,
      scope: '',
      plural: false,
      people: isForGroup ? tagged.slice(forWhom.from, forWhom.to) : '',
    };
  }
  // "free for students", "free for all kids": free to a group of people, for whatever the post is about.
  const forGroup =
    !word.endsPhrase && words[index + 1]?.lower === 'for' ? tagged.phraseFrom(index + 2) : undefined;
  if (forGroup && isPeople(words[forGroup.to])) {
    const to = withAgeLimit(words, forGroup.to);
    tagged.use(index, to);
    return { kind: 'free', text: '', scope: tagged.slice(index + 1, to), plural: false };
  }
  // "free for the first month", "free for a week": free for a while.
  if (words[index + 1]?.lower === 'for' && !word.endsPhrase) {
    let until = index + 2;
    while (has(words[until], 'Determiner') || has(words[until], 'Value')) until++;
    if (has(words[until], 'Duration') || DATE_NOUNS.test(words[until]?.lower ?? '')) {
      tagged.use(index, until);
      return { kind: 'free', text: '', scope: tagged.slice(index + 1, until), plural: false };
    }
  }
  // "our ebook on pricing for freelancers is free": a thing the piece names whole before "is" stays the post's
  // subject; the offer is that it is free.
  const thing = end < index - 1 && !words[end]?.endsPhrase ? wholeThingBefore(tagged, end) : undefined;
  if (thing && thing.from < end) {
    tagged.use(end + 1, index);
    return { kind: 'free', text: '', scope: '', plural: false };
  }
  // A phrase before a comma belongs to what came before: "our app for students, free for…".
  const before = words[end]?.endsPhrase ? undefined : tagged.phrases().find((phrase) => phrase.to === end);
  // "…, register free": a verb opening its piece before "free" is what readers may do for nothing.
  const lexicon = lexiconOf(tagged.nlp);
  const isFreeToDo =
    !!before &&
    before.from === before.to &&
    (before.from === 0 || words[before.from - 1]!.endsPhrase) &&
    lexicon[words[before.from]!.lower] === 'Infinitive';
  if (isFreeToDo) {
    tagged.use(before.from, index);
    return { kind: 'deal', text: `${words[before.from]!.lower} for free`, scope: '', plural: false };
  }
  if (before) {
    tagged.use(before.from, index);
    const item = tagged.slice(before.from, before.to);
    // "first lesson free" is the reader's first lesson; "first 50 bowls free" are the first 50 anyone orders.
    const counted = has(words[before.from + 1], 'Value');
    const text = has(words[before.from], 'Ordinal') ? `${counted ? 'the' : 'your'} ${item}` : item;
    return { kind: 'free', text, scope: '', plural: tagged.isPlural(before.from, before.to) };
  }
  if (words[index - 1]?.lower === 'for') {
    tagged.use(index - 1, index);
    return { kind: 'free', text: '', scope: '', plural: false };
  }
  return null;
}

/**
 * The thing a piece names before its verb, ending at `end`: "our ebook on pricing for freelancers" of "…is free",
 * with what it is on or for; the phrase ending at `end` alone when the piece holds more.
 */
function wholeThingBefore(tagged: TaggedText, end: number): Phrase | undefined {
  const { words } = tagged;
  const last = tagged.phrases().find((phrase) => phrase.to === end);
  if (!last) return undefined;
  let from = last.from;
  while (from > 0 && !words[from - 1]!.endsPhrase) {
    const joiner = words[from - 1]!;
    const phrase = tagged.phrases().find((each) => each.to === from - 2);
    if (!/^(?:on|for|about|of|with)$/.test(joiner.lower) || !phrase || !tagged.free(from - 1)) break;
    from = phrase.from;
  }
  const opensPiece = from === 0 || words[from - 1]!.endsPhrase;
  return opensPiece ? { from, to: end, text: tagged.slice(from, end) } : last;
}

export function readOffer(tagged: TaggedText): Offer | null {
  const loyalty = readLoyaltyDeal(tagged);
  if (loyalty) return loyalty;
  const deal = readDeal(tagged);
  if (deal) return deal;
  for (let index = 0; index < tagged.words.length; index++) {
    const word = tagged.words[index]!;
    if (!tagged.free(index)) continue;
    // "cut our delivery times by 40%", "sales up 25%": a percentage a thing changed by is news, not a discount.
    // "we grew 40% in 2026": so is one a verb of growing or shrinking counts.
    const isChange =
      /^(?:by|up|down|grew|grown|grow|increased|rose|jumped|climbed|fell|dropped|doubled|boosted|cut|reduced|improved)$/.test(
        tagged.words[index - 1]?.lower ?? '',
      ) && !tagged.words[index - 1]!.endsPhrase;
    // "made from 100% recycled cardboard", "95% of our customers": a percentage that describes a thing or
    // counts a share of it takes nothing off.
    const next = tagged.words[index + 1];
    const isShare =
      !word.endsPhrase &&
      !!next &&
      (next.lower === 'of' ||
        ((has(next, 'Adjective') || has(next, 'Noun') || has(next, 'PastTense')) &&
          !/^(?:off|discount|discounts|savings|cashback|back|everything|all)$/.test(next.lower)));
    // "new hazy IPA called Cloud Nine, 6.2%, on tap": a percentage with a decimal standing alone, or before
    // "ABV", is how strong a drink is; it takes nothing off.
    const isStrength =
      (/^\d+[.,]\d+%$/.test(word.text) && !!tagged.words[index - 1]?.endsPhrase && word.endsPhrase) ||
      /^(?:abv|vol)$/.test(next?.lower ?? '');
    if (
      (has(word, 'Percent') || /^\d+(?:[.,]\d+)?%$/.test(word.text)) &&
      !isChange &&
      !isShare &&
      !isStrength
    )
      return readDiscount(tagged, index);
    if (has(word, 'Money') && isPriceOfInstruction(tagged, index)) continue;
    // "our seed round of $1.5M", "a grant of £20,000": money a round or a grant is "of" is raised, not a price.
    // So is a lettered round's: "our Series A of $12M".
    const isRaised =
      tagged.words[index - 1]?.lower === 'of' &&
      (/^(?:round|funding|investment|raise|grant|donation|prize|loan)$/.test(
        tagged.words[index - 2]?.lower ?? '',
      ) ||
        (/^[a-h]$/i.test(tagged.words[index - 2]?.text ?? '') &&
          tagged.words[index - 3]?.lower === 'series'));
    if (has(word, 'Money') && isRaised) continue;
    // "we've hit £1M in annual recurring revenue": money a business reached is a milestone, no price.
    const isReached =
      /^(?:hit|hits|reached|reaches|passed|crossed|surpassed|topped|generated|made|earned)$/.test(
        tagged.words[index - 1]?.lower ?? '',
      );
    if (has(word, 'Money') && isReached) continue;
    const offer = has(word, 'Money')
      ? readPrice(tagged, index)
      : word.lower === 'free'
        ? readFree(tagged, index)
        : null;
    if (offer) return offer.kind === 'price' ? withWasPrice(tagged, offer, index) : offer;
  }
  return null;
}

// ——— When: the date or time, kept as written; nothing is resolved against today's date. ———

/** Time words that are dates on their own ("this weekend") but names after a noun ("author night"). */
const DATE_NOUNS =
  /^(?:today|tonight|tomorrow|weekend|weekday|weekdays|morning|afternoon|evening|night|noon|midnight|week|month|year)$/;
const UNTIL_WORDS = wordSet('until till til through thru by before ends ending');
const REPEAT_WORDS = wordSet('every each daily weekly nightly monthly weekdays weekends');
const DATE_LEADS = new Set([
  'throughout',
  'during',
  'over',
  'on',
  'at',
  'from',
  'this',
  'next',
  // "last month": a date already past, which makes news of what happened then.
  'last',
  'every',
  'each',
  'in',
  'all',
  // "every Tuesday starting next week": when a repeat begins.
  'starting',
  'beginning',
  ...UNTIL_WORDS,
]);
const DATE_JOINERS = wordSet('and to - or');
const SALE_NOUNS = wordSet('sale sales deal deals clearance special specials');
/** Words that join the two ends of a range: "March 3 to 9", "Friday through Sunday". */
const RANGE_JOINERS = wordSet('to - – through thru till until');
/** What a thing can be made free of: "gluten free", "plastic free". */
const FREE_OF =
  /^(?:gluten|dairy|sugar|nut|nuts|alcohol|caffeine|plastic|cruelty|fragrance|meat|egg|soy|lactose|wheat|fat|additive|chemical|paraben|sulphate|sulfate|stress|hassle|commission|ad|ads|waste|palm)$/;
/** Kinds a thing comes in: "6 scents", "4 colours". */
export const KINDS_COME_IN =
  /^(?:scents|colours|colors|flavours|flavors|sizes|styles|designs|shades|finishes|fragrances|options|patterns|prints)$/;

/**
 * "Best Bakery in Leeds 2026", "the Webby 2026": a year written right after a name, without a preposition, says
 * which edition; it is no date the post happens on.
 */
function isEdition(words: Word[], index: number): boolean {
  const previous = words[index - 1];
  // "remote work trends in 2026": a year alone after a topic is the topic's period, not when anything happens.
  const isAlone = !!words[index]!.endsPhrase || !has(words[index + 1], 'Date');
  const topic = words[index - 2];
  if (previous?.lower === 'in' && !previous.endsPhrase && isAlone) {
    return !!topic && !topic.endsPhrase && isNoun(topic);
  }
  return !!previous && !previous.endsPhrase && has(previous, 'ProperNoun') && !has(previous, 'Date');
}

/** A word that names a day or a time, not a number or a preposition a date tagger swept in. */
function isDateCore(words: Word[], index: number): boolean {
  const word = words[index];
  if (!word || has(word, 'Percent') || has(word, 'Money')) return false;
  // "Happy Diwali from all of us…": a holiday wished for is the greeting, no date of the post.
  if (has(word, 'Holiday') && /^(?:happy|merry)$/.test(words[index - 1]?.lower ?? '')) return false;
  // "every day": a day after a word for each of them is when, as "every Sunday" is.
  if (word.lower === 'day' && /^(?:every|each)$/.test(words[index - 1]?.lower ?? '')) return true;
  if (DATE_NOUNS.test(word.lower)) {
    // "Engineer of the Year": a time word the reading has made part of a name is no date.
    if (has(word, 'ProperNoun') && !has(word, 'Date')) return false;
    const previous = words[index - 1];
    // "afternoon tea": a time word the tagger reads as part of a noun before another names that thing.
    if (!has(word, 'Date') && !word.endsPhrase && isNoun(words[index + 1])) return false;
    // "flavour of the month": so is one a thing is picked for (see `joinTitlesWithOfThe`).
    if (!has(word, 'Date') && previous?.lower === 'the' && words[index - 2]?.lower === 'of') return false;
    // "author night" names an occasion (the tagger's date tag is dropped for it); "at Union Square today" says
    // when.
    // "first month", "first week": a period counted by an ordinal is no date either.
    if (has(previous, 'Ordinal') && !previous!.endsPhrase) return false;
    // "a year of free coffee": a span counted out "of" something measures it; it says no when.
    if (words[index + 1]?.lower === 'of' && /^(?:a|one|\d+)$/.test(previous?.lower ?? '')) return false;
    // "weekend staff", "evening volunteers": a time of day or week before people says which of them.
    const next = words[index + 1];
    if (!word.endsPhrase && (isPeople(next) || /^(?:staff|team|crew)$/.test(next?.lower ?? ''))) return false;
    // "hiring weekend baristas": so does one standing bare, with nothing saying when, before a plural.
    const isBareBeforePlural =
      !word.endsPhrase &&
      has(next, 'Plural') &&
      isNoun(next) &&
      !has(next, 'Date') &&
      !/^(?:today|tonight|tomorrow)$/.test(word.lower) &&
      !DATE_LEADS.has(previous?.lower ?? '') &&
      !has(previous, 'Determiner') &&
      !has(previous, 'Date');
    if (isBareBeforePlural) return false;
    // "a weekend baker", "an evening class": after "a", before its noun, it says which one, not when.
    const namesWhichOne =
      /^(?:a|an)$/.test(previous?.lower ?? '') &&
      !previous!.endsPhrase &&
      !word.endsPhrase &&
      isNoun(next) &&
      !has(next, 'Date');
    if (namesWhichOne) return false;
    // "today", "tonight", "tomorrow" name no occasion after any noun: "all candles today only".
    const isDay = /^(?:today|tonight|tomorrow)$/.test(word.lower);
    // "crate-digging night": a hyphenated word before it names the kind of night, as a noun would.
    const namesOccasion =
      !!previous &&
      !previous.endsPhrase &&
      (isNoun(previous) || has(previous, 'Hyphenated')) &&
      !has(previous, 'Date') &&
      !isDay &&
      !(has(previous, 'ProperNoun') && has(word, 'Date') && word.text === word.lower);
    return !namesOccasion || namedPeriodStart(words, index) >= 0;
  }
  if (isTimeInName(words, index)) return false;
  // "kids ages 6-12": a number after a word for age is how old, never a time.
  if (/^(?:ages?|aged)$/.test(words[index - 1]?.lower ?? '') && has(word, 'Value')) return false;
  return (
    isCountdownAt(words, index) ||
    has(word, 'WeekDay') ||
    has(word, 'Month') ||
    has(word, 'Holiday') ||
    has(word, 'Time') ||
    has(word, 'Season') ||
    // "half term", "the school holidays" (see holiday-periods.ts).
    has(word, 'Period') ||
    (has(word, 'Year') && !isEdition(words, index)) ||
    REPEAT_WORDS.has(word.lower)
  );
}

const isTimeValue = (word: Word | undefined) =>
  has(word, 'Value') && (has(word, 'Date') || has(word, 'Time')) && !has(word, 'Percent');

/** Where a run of date words starting at `index` ends: "on June 5th at 9am", "every Sunday at 3pm". */
function dateRunEnd(tagged: TaggedText, index: number): number {
  const { words } = tagged;
  let to = index;
  while (to + 1 < words.length && !words[to]!.endsPhrase && tagged.free(to + 1)) {
    const next = words[to + 1]!;
    const afterNext = words[to + 2];
    const leadsOn =
      (DATE_LEADS.has(next.lower) || DATE_JOINERS.has(next.lower)) &&
      !next.endsPhrase &&
      (isDateCore(words, to + 2) || isTimeValue(afterNext));
    // "from 12 to 3": the end of a range of hours needs no time tag of its own.
    const endsRange =
      DATE_JOINERS.has(next.lower) && isTimeValue(words[to]) && has(afterNext, 'Value') && !next.endsPhrase;
    if (endsRange) {
      to += 2;
      continue;
    }
    // "Friday the 13th": the day of the month after a weekday goes with it.
    const isDayOfMonth =
      has(words[to], 'WeekDay') &&
      next.lower === 'the' &&
      !next.endsPhrase &&
      has(afterNext, 'Ordinal') &&
      /^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)$/.test(afterNext?.lower ?? '') &&
      tagged.free(to + 2);
    if (isDayOfMonth) {
      to += 2;
      continue;
    }
    // "every Wednesday after school": the part of the day goes with the date it follows.
    if (tagged.free(to + 2) && isRoutineTime(words, to + 1)) {
      to += 2;
      continue;
    }
    // "at 3pm CET": a time zone goes with the time it follows.
    const isZone = has(next, 'Timezone') && has(words[to], 'Time');
    if (
      !isDateCore(words, to + 1) &&
      !isDayPart(words, to + 1) &&
      !isTimeValue(next) &&
      !isZone &&
      !/^(?:only|long)$/.test(next.lower) &&
      !leadsOn
    ) {
      break;
    }
    to++;
  }
  // A trailing "at" or "with" belongs to what follows.
  while (to > index && (has(words[to], 'Preposition') || has(words[to], 'Conjunction'))) to--;
  return to;
}

/**
 * "March 3 to 9", "Friday to Sunday": a run whose end is a day after a range word spans several days, and a span
 * is told with "from", as one day is told with "on" ("from March 3 to 9", never "on March 3 to 9"). A range of
 * hours ("Saturday 10am to 4pm") is still one day.
 */
function isRangeOfDays(words: Word[], from: number, to: number): boolean {
  for (let index = from + 1; index < to; index++) {
    if (!RANGE_JOINERS.has(words[index]!.lower)) continue;
    const end = words[index + 1]!;
    const isDay =
      has(end, 'WeekDay') ||
      has(end, 'Month') ||
      (has(end, 'Value') && !has(end, 'Time') && /^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?$/.test(end.lower));
    if (isDay) return true;
  }
  return false;
}

/** The run as it reads after a verb, weekdays and months with their capitals: "on Saturday", "at 7pm". */
function dateText(tagged: TaggedText, from: number, to: number): string {
  const { words } = tagged;
  // "December only" reads "in December only": the date is said as it would be alone, and "only" limits it.
  if (to > from && words[to]!.lower === 'only') return `${dateText(tagged, from, to - 1)} only`;
  // "15 hours a week": how much time a job or a course takes is said bare; it falls on no day.
  const span = tagged.slice(from, to);
  if (/^\d+(?:-\d+)? (?:hours?|hrs?|days?) (?:a|per) (?:week|day|month)$/i.test(span)) return span;
  const text = words
    .slice(from, to + 1)
    .map((word, offset) => {
      const gap = offset === 0 ? '' : tagged.text.slice(words[from + offset - 1]!.end, word.start);
      const isName = has(word, 'WeekDay') || has(word, 'Month') || has(word, 'Holiday');
      return gap + (isName ? capitalise(word.text) : word.text);
    })
    .join('');
  const first = words[from]!;
  // "ends Sunday", "ending Friday" read "until Sunday" after an offer: "20% off until Sunday".
  if (/^(?:ends|ending|thru|through|till|til)$/.test(first.lower)) {
    // "ends at midnight" reads "until midnight": the "at" of a time goes with "ends".
    return text.replace(/^\S+(?:\s+at\b)?/, 'until');
  }
  // "challenge starting June 3": a date led by its start runs from then.
  const isCalendarStart = has(words[from + 1], 'Month') || /^\d/.test(words[from + 1]?.text ?? '');
  if (/^(?:starting|beginning)$/.test(first.lower) && to > from && isCalendarStart)
    return `from ${withHoursSpelled(text.replace(/^\S+\s+/, ''))}`;
  // "our winter sale starts Friday", "starts tomorrow at 9am": a day something starts is where it runs from.
  const isStart =
    /^(?:start|starts|starting|begin|begins|beginning)$/.test(words[from - 1]?.lower ?? '') &&
    !words[from - 1]!.endsPhrase;
  if (isStart && /^(?:today|tonight|tomorrow)$/.test(first.lower)) return `from ${withHoursSpelled(text)}`;
  // "deals start at midnight": the hour something starts at is where it runs from.
  if (isStart && first.lower === 'at' && to > from)
    return `from ${withHoursSpelled(text.replace(/^at\s+/i, ''))}`;
  // "in 2026", "in March": a year or a month alone is a stretch of time, not a day; so are months listed ("in
  // July and August").
  if ((has(first, 'Year') || has(first, 'Month')) && from === to) return `in ${text}`;
  const isMonthsListed = words
    .slice(from, to + 1)
    .every((word, offset) => has(word, 'Month') || (offset % 2 === 1 && /^(?:and|or|&)$/.test(word.lower)));
  if (isMonthsListed) return `in ${text}`;
  // "October 2027": a month of a year is as much a stretch of time.
  if (has(first, 'Month') && to === from + 1 && /^\d{4}$/.test(words[to]!.text)) return `in ${text}`;
  if (has(first, 'WeekDay') || has(first, 'Month') || has(first, 'Holiday') || /^\d/.test(first.text)) {
    // "4-8 August" runs "from 4 to 8 August": a range of days written as one word is spelled out.
    const days = /^(\d{1,2})[-–](\d{1,2})$/.exec(first.text);
    if (days && has(words[from + 1], 'Month') && !first.endsPhrase)
      return `from ${days[1]} to ${days[2]}${text.slice(first.text.length)}`;
    if (isRangeOfDays(words, from, to)) return `from ${text}`;
    if (isStart && !has(first, 'Time')) return `from ${withHoursSpelled(text)}`;
    // "10am to 2pm": a range of hours runs from its first.
    const isRangeOfHours =
      has(first, 'Time') && words.slice(from + 1, to + 1).some((word) => RANGE_JOINERS.has(word.lower));
    if (isRangeOfHours) return `from ${text}`;
    // "5-7pm weekdays" runs "from 5 to 7pm on weekdays": a range of hours written as one word is spelled out,
    // and the days after it take their "on".
    const hours = /^(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)[-–](\d{1,2}(?::\d\d)?\s*(?:am|pm))$/i.exec(first.text);
    if (hours && has(first, 'Time')) {
      const rest = text.slice(first.text.length).trim();
      const days =
        rest && /^(?:week(?:day|end)s|\p{Lu}\p{Ll}+days)\b/u.test(rest) ? ` on ${rest}` : rest && ` ${rest}`;
      return `from ${hours[1]} to ${hours[2]}${days}`;
    }
    return has(first, 'Time') && !has(first, 'Month')
      ? `at ${withHoursSpelled(text)}`
      : `on ${withHoursSpelled(text)}`;
  }
  return withHoursSpelled(text);
}

/**
 * "Sunday 10am-2pm", "on Saturday 10am to 1pm" run "from 10am to 2pm": hours after a day are spelled out with
 * their "from".
 */
const withHoursSpelled = (text: string) =>
  text
    .replace(HOUR_RANGE, (_, start: string, end: string) => `from ${start} to ${end}`)
    .replace(HOURS_TO, (_, start: string, end: string) => `from ${start} to ${end}`);

/** A range of hours after a day, without its "from": "Saturday 10am to 1pm". */
const HOURS_TO =
  /(?<=\p{L}\s)(?<!(?:from|between)\s)(\d{1,2}(?::\d\d)?\s*(?:am|pm)?) (?:to|until|till) (\d{1,2}(?::\d\d)?\s*(?:am|pm))\b/iu;
/** A range of hours written as one word: "10am-2pm", "6-9pm". */
const HOUR_RANGE = /(?<=\s)(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)[-–](\d{1,2}(?::\d\d)?\s*(?:am|pm))\b/i;

/**
 * "14 June", "14th of June": the day written before its month is part of the date, so the post says "on 14 June"
 * rather than "in June". Returns where the date starts: the day's number, or the month itself.
 */
function dayBeforeMonth(tagged: TaggedText, month: number): number {
  const { words } = tagged;
  if (!has(words[month], 'Month')) return month;
  const day = words[month - 1]?.lower === 'of' ? month - 2 : month - 1;
  const number = words[day];
  const isDay =
    has(number, 'Value') &&
    !has(number, 'Money') &&
    !has(number, 'Percent') &&
    // "14-16 March": a range of days written as one word is the date's start too.
    /^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?(?:[-–](?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?)?$/.test(
      number!.lower,
    );
  const isJoined = words.slice(day, month).every((word) => !word.endsPhrase);
  if (!(day >= 0 && isDay && isJoined && tagged.free(day) && (day === month - 1 || tagged.free(month - 1))))
    return month;
  // "from 1 to 14 July": the first day of a range before the month starts the date; so does the first of two
  // days ("on 6 and 7 December").
  const first = words[day - 2];
  const isRangeStart =
    (RANGE_JOINERS.has(words[day - 1]?.lower ?? '') || /^(?:and|&)$/.test(words[day - 1]?.lower ?? '')) &&
    !words[day - 1]!.endsPhrase &&
    !first?.endsPhrase &&
    has(first, 'Value') &&
    /^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?$/.test(first?.lower ?? '') &&
    tagged.free(day - 2) &&
    tagged.free(day - 1);
  return isRangeStart ? day - 2 : day;
}

/**
 * "kids eat free on Sunday": a date right after a deal told as a sentence of its own, in the same piece, says when
 * the deal holds, not when the post's subject happens; it stays with the deal ("this weekend" for a new flavour,
 * "on Sunday" for the free meal). Returns the deal's last word: the date's, or `end` when none follows.
 */
function dealDateEnd(tagged: TaggedText, end: number): number {
  const { words } = tagged;
  let at = end + 1;
  if (words[end]!.endsPhrase || !words[at]) return end;
  while (DATE_LEADS.has(words[at]!.lower) && !words[at]!.endsPhrase && words[at + 1]) at++;
  if (!tagged.free(at) || !isDateCore(words, at)) return end;
  return dateRunEnd(tagged, at);
}

type Run = { from: number; to: number; only?: boolean; repeats?: boolean };

/**
 * Where a repeat written over several words ends: "every first Sunday of the month", "every other Saturday",
 * "twice a week"; -1 when none starts at `index`.
 */
const repeatEnd = (words: Word[], index: number) =>
  Math.max(ordinalWeekdayEnd(words, index), repeatIntervalEnd(words, index), repeatCountEnd(words, index));

/** "this Saturday", "every morning at 8", "until Sunday", "on June 5th at 9am": as written, in order. */
/** "back" opening a piece before a date: "…, back Tuesday", "back on the 3rd". */
export function isBackAt(words: Word[], at: number): boolean {
  const word = words[at];
  return word?.lower === 'back' && (at === 0 || !!words[at - 1]!.endsPhrase) && !word.endsPhrase;
}

/** Things chosen for a stretch of time: "staff picks for December", "our menu for Christmas". */
const SELECTIONS = wordSet(
  'picks pick menu menus playlist playlists list lineup edit reads recommendations favourites favorites guide',
);

/**
 * "our staff picks for December": a month, season or holiday a selection is "for" says which selection, and is
 * no date the post happens on ("Mark your calendar: December.").
 */
export function isSelectionsPeriod(words: Word[], at: number): boolean {
  const period = words[at]!;
  const isPeriod = has(period, 'Month') || has(period, 'Season') || has(period, 'Holiday');
  return (
    isPeriod &&
    words[at - 1]?.lower === 'for' &&
    !words[at - 2]?.endsPhrase &&
    SELECTIONS.has(words[at - 2]?.lower ?? '')
  );
}

export function readWhen(tagged: TaggedText): When | null {
  const { words } = tagged;
  const runs: Run[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    // "every first Sunday of the month at 10am": a repeat is one date, and the date words after it join it.
    const repeat = repeatEnd(words, index);
    if (repeat >= 0 && words.slice(index, repeat + 1).every((_, offset) => tagged.free(index + offset))) {
      const to = dateRunEnd(tagged, repeat);
      runs.push({ from: index, to, repeats: true });
      tagged.use(index, to);
      index = to;
      continue;
    }
    if (!tagged.free(index) || !isDateCore(words, index)) continue;
    // "…, back Tuesday": the day a closed business is back is told in its own line, not as a date of the post.
    if (isBackAt(words, index - 1)) continue;
    if (isSelectionsPeriod(words, index)) continue;
    // "summer sale", "Black Friday deals": date words before a noun name a kind of thing.
    let last = index;
    // "on Thursday with 8 new small plates": a preposition the tagger swept into the date ends it.
    while (
      !words[last]!.endsPhrase &&
      has(words[last + 1], 'Date') &&
      !has(words[last + 1], 'Time') &&
      !/^(?:with|for|and)$/.test(words[last + 1]!.lower)
    )
      last++;
    // "autumn mini sessions", "Christmas pampering packages": words that describe the noun may stand between.
    const kindAt = describedNounAt(words, last + 1);
    const namesKind = !words[last]!.endsPhrase && isNoun(words[kindAt]) && !isDayPart(words, last + 1);
    // "weekend sale", "midnight sale": a time word names a kind of sale too, though before other nouns it says
    // when ("tonight karaoke").
    const namesSale = namesKind && SALE_NOUNS.has(words[last + 1]!.lower);
    if (
      namesKind &&
      !has(word, 'Time') &&
      !REPEAT_WORDS.has(word.lower) &&
      (!DATE_NOUNS.test(word.lower) || namesSale)
    ) {
      index = last;
      continue;
    }
    let from = dayBeforeMonth(tagged, index);
    // "this bank holiday weekend": the nouns that say which weekend are part of the date.
    const named = namedPeriodStart(words, index);
    if (named >= 0 && words.slice(named, index).every((_, offset) => tagged.free(named + offset)))
      from = named;
    // "over the weekend", "during the holidays": a "the" between the lead and the date is part of it.
    const isLeadAt = (at: number) =>
      DATE_LEADS.has(words[at]!.lower) ||
      (words[at]!.lower === 'the' && /^(?:over|during|throughout)$/.test(words[at - 1]?.lower ?? ''));
    while (tagged.free(from - 1) && !words[from - 1]!.endsPhrase && isLeadAt(from - 1)) {
      from--;
    }
    // "until the end of January", "before the start of term": the part of a stretch of time goes with it.
    const isPartOf =
      words[from - 1]?.lower === 'of' &&
      /^(?:end|start|beginning|middle)$/.test(words[from - 2]?.lower ?? '') &&
      words[from - 3]?.lower === 'the' &&
      [from - 3, from - 2, from - 1].every((at) => tagged.free(at));
    if (isPartOf) {
      from -= 3;
      while (tagged.free(from - 1) && !words[from - 1]!.endsPhrase && DATE_LEADS.has(words[from - 1]!.lower))
        from--;
    }
    // "after work every Tuesday": the part of the day before a date goes with it, as it does after one.
    if (tagged.free(from - 2) && tagged.free(from - 1) && isRoutineTime(words, from - 2)) from -= 2;
    const to = dateRunEnd(tagged, index);
    // "every" on its own says nothing; it needs the day or time it leads. "weekdays" names its days.
    const saysNothing = (each: Word) =>
      DATE_LEADS.has(each.lower) || (REPEAT_WORDS.has(each.lower) && !DATE_NOUNS.test(each.lower));
    if (words.slice(from, to + 1).every(saysNothing)) {
      continue;
    }
    // "Black Friday…, Friday only": a day the request has already named is not a second date.
    const day = words.slice(index, to + 1).find((each) => has(each, 'WeekDay'))?.lower;
    const isRepeat =
      !!day && runs.some((run) => words.slice(run.from, run.to + 1).some((each) => each.lower === day));
    // "only on Fridays", "only available on Fridays": "only" before a date limits the thing to it, which the
    // post says as the request does; "available" between them says nothing more.
    // "only for August": "for" between them says nothing more either.
    const limit = /^(?:available|for)$/.test(words[from - 1]?.lower ?? '') ? from - 2 : from - 1;
    const only =
      words[limit]?.lower === 'only' &&
      words.slice(limit, from).every((each, offset) => tagged.free(limit + offset) && !each.endsPhrase);
    if (!isRepeat) runs.push({ from, to, only });
    tagged.use(only ? limit : from, to);
    index = to;
  }
  if (runs.length === 0) return null;
  // "on Saturday at 7pm", "Saturday 6 December, 11am to 3pm": a time right after a day says when on it. Dates with
  // other words between them ("closed on Boxing Day, back to normal hours from 2 January", "at 8am instead of
  // 6am") stay apart, so that a sentence telling one of them is seen to tell it.
  // "on Sunday, doors open 8am": a time the doors open at, after the day, keeps saying so.
  const isDoorsTime = (run: Run, index: number) =>
    index > 0 && /^opens?$/.test(words[run.from - 1]?.lower ?? '') && words[run.from - 2]?.lower === 'doors';
  const join = (parts: Run[]) =>
    parts
      .map((run, index) => ({
        run,
        text: `${isDoorsTime(run, index) ? 'doors open ' : ''}${run.only ? 'only ' : ''}${run.repeats ? ordinalWeekdayLead(words, run.from) : ''}${dateText(tagged, run.from, run.to)}`,
      }))
      .reduce((all, next, index) => {
        const isRightAfter = next.run.from === parts[index - 1]!.to + 1;
        const joined = isRightAfter && /^(?:at|from)\b/.test(next.text);
        return { run: next.run, text: joined ? `${all.text} ${next.text}` : `${all.text}, ${next.text}` };
      }).text;
  // "camp this summer…, early bird $199 until May 1": when it happens, and apart from it, when an offer ends.
  const isDeadline = ({ from }: { from: number }) => UNTIL_WORDS.has(words[from]!.lower);
  const deadlines = runs.filter(isDeadline);
  const dates = deadlines.length < runs.length ? runs.filter((run) => !isDeadline(run)) : runs;
  const text = join(dates);
  // "before school every Monday" repeats: the part of the day is no deadline, so its date leads.
  const first = dates[0]!.from;
  const lead = words[isRoutineTime(words, first) ? first + 2 : first]!.lower;
  // "on Fridays": a weekday in the plural repeats, as "every Friday" does.
  const repeats = dates.some(
    ({ from, to, repeats: isRepeat }) =>
      isRepeat ||
      words.slice(from, to + 1).some(
        (word, offset) =>
          REPEAT_WORDS.has(word.lower) ||
          (has(word, 'WeekDay') && /days$/.test(word.lower)) ||
          // "Monday to Friday": a span of weekdays with no month is every week's.
          (has(word, 'WeekDay') &&
            words[from + offset + 1]?.lower === 'to' &&
            has(words[from + offset + 2], 'WeekDay') &&
            !words.slice(from, to + 1).some((each) => has(each, 'Month'))) ||
          isRepeatedDayPart(words, from + offset),
      ),
  );
  const role = UNTIL_WORDS.has(lead) ? 'until' : repeats ? 'every' : 'on';
  return deadlines.length > 0 && dates.length < runs.length
    ? { text, role, until: join(deadlines) }
    : { text, role };
}

// ——— What readers are asked to do: "Bring water and a mat", "RSVP by Friday". ———

/** Imperatives a post passes on to its readers, unlike the verbs that ask for the post. */
const CALL_WORDS = wordSet(
  `bring book pre-book preorder pre-order order shop visit join come grab rsvp dm call register sign swing stop pop tag follow drop reserve
  try wear find apply download show`,
);

/**
 * "fill a bag for $10", "pick a plant": any verb the tagger reads as an imperative opens an instruction too, as
 * the listed ones do; half of a hyphenated word ("crate-digging night") or a word it also reads as a noun opens
 * none.
 */
const isBareImperative = (word: Word) =>
  has(word, 'Imperative') && !has(word, 'Noun') && !word.hyphenated && !/[-‐‑]/.test(word.text);

/** The pieces of the request (between commas, colons and full stops) that start with such an imperative. */
/** Where the piece holding the word at `at` starts. */
function pieceStart(tagged: TaggedText, at: number): number {
  let start = at;
  while (start > 0 && !tagged.words[start - 1]!.endsPhrase) start--;
  return start;
}

/**
 * "try the truffle risotto, £18": a price standing alone right after a piece that asks readers to try or order
 * something is that thing's price, told with it, not the price of what the post is about.
 */
function isPriceOfInstruction(tagged: TaggedText, at: number): boolean {
  const { words } = tagged;
  const isAlone = (words[at]!.endsPhrase || at === words.length - 1) && !!words[at - 1]?.endsPhrase;
  if (!isAlone) return false;
  const start = pieceStart(tagged, at - 1);
  const first = words[start]!;
  return (
    at - 1 > start &&
    tagged.free(start) &&
    /^(?:try|order|grab|taste|get)$/.test(first.lower) &&
    words.slice(start, at).every((_, offset) => tagged.free(start + offset)) &&
    // "try our new jackfruit burger, €12": a new thing to try is what the post is about, and the price is its.
    !words.slice(start, at).some((word) => /^(?:new|newest|latest|brand-new|all-new)$/.test(word.lower))
  );
}

/** "and get", "and receive": what joins an instruction to the free thing it earns. */
const EARNING = /^and (?:get|receive|grab|enjoy|score)$/;

/**
 * The instructions the request gives readers, each as a sentence. One that earns a free offer ("book a pamper
 * package and get a free nail trim") is the offer's `earnedBy` instead, told with it.
 */
export function readInstructions(tagged: TaggedText, offer: Offer | null): string[] {
  const instructions: string[] = [];
  let from = 0;
  tagged.words.forEach((word, index) => {
    if (!word.endsPhrase && index < tagged.words.length - 1) return;
    let start = from;
    from = index + 1;
    while (start <= index && !tagged.free(start)) start++;
    // "please park at the school": a request said politely is still one.
    // "just show your ID": so is one said as little to ask.
    const isPlease =
      /^(?:please|just|simply)$/.test(tagged.word(start)?.lower ?? '') &&
      start < index &&
      tagged.free(start + 1);
    const first = tagged.word(isPlease ? start + 1 : start);
    if (start > index || !first || !(CALL_WORDS.has(first.lower) || isBareImperative(first))) return;
    // "book fair in the hall": a call word the tagger has read as part of a noun asks nothing.
    if (has(first, 'Noun') && !has(first, 'Verb') && isNoun(tagged.word(start + 1))) return;
    // "tweet: join our free webinar…": the piece that opens the request names what the post is about.
    if (tagged.words.slice(0, start).every((_, at) => !tagged.free(at))) return;
    if (has(first, 'Gerund') || has(first, 'PastTense')) return;
    // "try our new jackfruit burger", "meet our new barista": a new thing readers are asked to try or meet is
    // what the post launches; the verb only asks, and the thing stays to be read as the subject.
    const isNewAhead = tagged.words
      .slice(start + 1, Math.min(index, start + 3) + 1)
      .some((word) => /^(?:new|newest|latest|brand-new|all-new)$/.test(word.lower));
    if (/^(?:try|taste|discover|meet)$/.test(first.lower) && isNewAhead) {
      tagged.use(start);
      return;
    }
    // "join our 5k fun run this Sunday": an occasion of the poster's that readers are asked to join is what the
    // post invites them to; the verb only asks.
    const joined = first.lower === 'join' ? tagged.phraseFrom(start + 1) : null;
    if (
      joined &&
      isPossessivePronoun(tagged.word(joined.from)) &&
      isEventNoun(tagged.word(joined.to)!.lower)
    ) {
      tagged.use(start);
      return;
    }
    let end = index;
    while (end > start && !tagged.free(end)) end--;
    // "bring your pup for a free puppuccino": an instruction the offer ends is said whole, the offer with it; cut
    // at the offer, it would end on its "for".
    if (end < index && end > start && has(tagged.word(end), 'Preposition')) end = index;
    // "book yours for £35": an instruction its price ends is said whole, price and all.
    if (end < index && tagged.word(end + 1)?.lower === 'for' && has(tagged.word(end + 2), 'Money'))
      end = index;
    // "Bring your pup and get a free puppuccino": once the offer took its object, the verb and "and" left
    // before it say nothing; the offer is told on its own.
    if (end < index) {
      while (
        end > start &&
        (has(tagged.word(end), 'Verb') || has(tagged.word(end), 'Conjunction')) &&
        end > start + 1
      )
        end--;
    }
    // "book a winter pamper package before December 15 and get a free nail trim": the free thing is earned by
    // what comes before it.
    const link = `${tagged.word(end + 1)?.lower} ${tagged.word(end + 2)?.lower}`;
    // "bring your own bottles and save 10%": so is a discount saved by doing it.
    const isEarned =
      (offer?.kind === 'free' && end + 2 < index && EARNING.test(link)) ||
      (offer?.kind === 'discount' && end + 2 <= index && link === 'and save');
    if (isEarned && end > start) {
      offer.earnedBy = tagged
        .slice(start, end)
        .replace(/^\p{Lu}(?!\p{Lu})/u, (letter) => letter.toLowerCase());
      tagged.use(start, end + 2);
      return;
    }
    // "book a free demo": an imperative whose object the offer took is told by the offer; alone it says nothing.
    if (end === start && start < index) {
      tagged.use(start);
      return;
    }
    // "try rowing for free": what is free is what readers are asked to do, said whole.
    const isFreeDoing =
      end + 2 === index &&
      tagged.word(end + 1)?.lower === 'for' &&
      tagged.word(end + 2)?.lower === 'free' &&
      offer?.kind === 'free' &&
      !offer.text;
    if (isFreeDoing) end = index;
    const price = index + 1;
    const isPriced = end === index && has(tagged.word(price), 'Money') && isPriceOfInstruction(tagged, price);
    instructions.push(
      sentenceOf(
        isPriced ? `${tagged.slice(start, end)}, ${tagged.slice(price, price)}` : tagged.slice(start, end),
      ),
    );
    tagged.use(start, isPriced ? price : end);
  });
  return instructions;
}
