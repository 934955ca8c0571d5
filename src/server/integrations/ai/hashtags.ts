/**
 * Hashtags made from what a request names: its noun phrases, names and places, each one CamelCase tag. Numbers,
 * determiners and dates are never part of one, and a phrase must end in a noun, so no lone adjective, weekday or
 * number becomes a tag.
 */
import { isActionNoun } from './action-nouns';
import { isLoneGroupTag } from './group-words';
import { isLightVerbObject } from './light-verb-objects';
import { isRoutineTime } from './routine-times';
import { fieldOf, isTaughtOccasion } from './taught-occasions';
import {
  has,
  isNameJoiner,
  isNoun,
  isPossessivePronoun,
  NUMBERED_PARTS,
  type TaggedText,
  type Word,
} from './tagged-words';

const MAX_HASHTAG_LENGTH = 40;
/** Second halves that make a hyphenated pair an adjective: "family-run", "plant-based", "dog-friendly". */
const DESCRIBING_ENDS = new Set([
  'run',
  'based',
  'made',
  'owned',
  'led',
  'free',
  'friendly',
  'style',
  'sized',
]);
/** Words that say a thing is new: "new", "brand-new", "all-new", "newest", "latest". */
// "all-new", where "all-you-can-eat" is no age: the word after says which.
const isAgeWord = (word: Word, next?: Word) =>
  !has(word, 'ProperNoun') &&
  (/^(?:new|newest|latest)$/.test(word.lower) ||
    (word.hyphenated && word.lower === 'brand') ||
    (word.hyphenated && word.lower === 'all' && next?.lower === 'new'));
/** Small words inside a name ("cup of coffee") that a hashtag drops. */
const JOINERS = new Set(['of', 'at', 'in', 'on', 'for', 'and', 'the', 'a', '&', 'to', 'from', 'by']);

function capitalise(word: string): string {
  // Acronyms ("AI") and brand casing ("TypeScript", "iPhone") are kept; shouted words are normalised so
  // "COFFEE" and "coffee" make the same tag.
  // "iOS", "iPhone", "eBay": a brand written with a small letter first is written so in its tag too.
  if (/^\p{Ll}+\p{Lu}/u.test(word)) return word;
  const rest = word.slice(1);
  const isAcronym = /^\p{Lu}{2,5}$/u.test(word);
  const isMixedCase = /\p{Lu}/u.test(rest) && /\p{Ll}/u.test(word);
  return word.charAt(0).toUpperCase() + (isAcronym || isMixedCase ? rest : rest.toLowerCase());
}

/** "oat-milk matcha latte" → "#OatMilkMatchaLatte": hashtags hold only letters and digits. */
export function toHashtag(phrase: string): string {
  // "Flour & Fig" gives #FlourAndFig: the "&" of a name is read out, as the name is said, so the tag keeps
  // the name whole rather than running its halves together.
  const tokens = phrase
    .replace(/['’]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => (token === '&' ? 'and' : token));
  // "glow-in-the-dark" keeps every part: a hyphenated chain is one word, small words and all.
  const chained = new Set<number>();
  const all: string[] = [];
  for (const token of tokens) {
    const parts = token.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    // So does "drop-in": a small word joined by a hyphen is half of the word.
    const isChain =
      parts.length > 2 || (parts.length === 2 && parts.some((part) => JOINERS.has(part.toLowerCase())));
    if (isChain) parts.forEach((_, offset) => chained.add(all.length + offset));
    all.push(...parts);
  }
  const isCapital = (word: string | undefined) => /^\p{Lu}/u.test(word ?? '');
  const words = all
    // "Series A" keeps its letter: a capital standing alone is a name's part, not the article; "Code for Kids"
    // keeps its "for", which stands between two capitalised words of a name. "of" inside a phrase stays, as
    // people write the tag: #HeadOfMarketing, #CupOfCoffee.
    .filter(
      (word, index) =>
        !JOINERS.has(word.toLowerCase()) ||
        chained.has(index) ||
        // "Engineer of the Year" gives #EngineerOfTheYear, as people write it.
        (word.toLowerCase() === 'the' && all[index - 1]?.toLowerCase() === 'of' && index < all.length - 1) ||
        /^\p{Lu}$/u.test(word) ||
        (word.toLowerCase() === 'of' && index > 0 && index < all.length - 1) ||
        (index > 0 && isCapital(all[index - 1]) && isCapital(all[index + 1]) && word === word.toLowerCase()),
    )
    .map(capitalise);
  return `#${words.join('')}`;
}

export const isReadableTag = (phrase: string) => toHashtag(phrase).length <= MAX_HASHTAG_LENGTH;

/**
 * Most words a tag may join: past them a tag is a sentence with its spaces taken out, and its head alone may be
 * a word that names nothing ("nouvelle crêpe au caramel beurre salé" has the parts of the phrase to tag).
 */
const MAX_HASHTAG_WORDS = 5;
const hasTooManyWords = (phrase: string) => phrase.split(/\s+/).length > MAX_HASHTAG_WORDS;

/** One tag per phrase, in order, without repeats (case-insensitive) or tags too short or long to read. */
export function hashtagsFrom(phrases: string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  // "ginger tabby called Milo": a thing and the name it goes by are two tags (#GingerTabby, #Milo), never one.
  // "my own financial coaching business" gives #FinancialCoachingBusiness: "own" says whose, not what.
  const named = phrases.flatMap((phrase) => {
    const parts = /^(.+?)\s+(?:called|named)\s+(\p{Lu}.*)$/u.exec(phrase);
    return (parts ? [parts[1]!, parts[2]!] : [phrase]).map((part) => part.replace(/^own\s+/i, ''));
  });
  for (const phrase of named) {
    // "& Stem" of "Petal & Stem": a phrase that opens with the word joining a name is the name's tail, and a
    // tag of it (#Stem) names nothing.
    if (/^(?:&|and)\s/i.test(phrase)) continue;
    // "5 Songs for Winter": a tag never starts with a digit; a small count opening a name is spelled
    // (#FiveSongsForWinter), and a name opening on any other number makes none.
    const tag = toHashtag(phrase.replace(/^(\d+)(?=\s)/, (count) => SMALL_COUNTS[count] ?? count));
    const key = tag.toLowerCase();
    if (
      tag.length < 3 ||
      tag.length > MAX_HASHTAG_LENGTH ||
      seen.has(key) ||
      /^#\d/.test(tag) ||
      isLoneGroupTag(tag)
    )
      continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The leading tag stays; the rest rotate so each variation shows a different mix when there are spare tags. */
export function hashtagsFor(candidates: string[], count: number, variation: number): string[] {
  if (candidates.length <= count) return candidates;
  const [lead, ...rest] = candidates;
  const shift = variation % rest.length;
  return [lead!, ...rest.slice(shift), ...rest.slice(0, shift)].slice(0, count);
}

/**
 * The phrases hashtags are made from. Whole noun phrases, names and places come first; the parts of a long
 * compound ("matcha latte", "oat milk", "latte") follow, so a platform that takes few tags gets the whole ones.
 */
const MEDAL_RANKS = new Set(['gold', 'silver', 'bronze', 'platinum']);
/** "gold" in "won gold": the rank of a medal. */
export const isMedalRank = (word: Word) => MEDAL_RANKS.has(word.lower);
const isVerbBeforeName = (word: Word, next: Word) =>
  has(word, 'Verb') &&
  !has(word, 'Noun') &&
  !has(word, 'Adjective') &&
  !word.hyphenated &&
  ((has(next, 'ProperNoun') && /^\p{Lu}/u.test(next.text)) || isMedalRank(next));

/**
 * "our bakery Flour & Fig", "Northbeam's new office", "for a client", "to your door": a lone singular common
 * noun that stands before the name it describes, after its owner's name (or "its"), after "a" or after "your"
 * names only a kind of thing, and the name or the post's other phrases say which one; it is a tag only when the
 * post has nothing better (#Bakery, #Office, #Client, #Door say nothing a reader would follow).
 */
const ADMISSION_WORDS = new Set(['entry', 'entrance', 'admission', 'ticket', 'tickets']);
/** Counts people spell in a tag: "#FourDayWeek". */
const SMALL_COUNTS: Record<string, string> = {
  2: 'two',
  3: 'three',
  4: 'four',
  5: 'five',
  6: 'six',
  7: 'seven',
  8: 'eight',
  9: 'nine',
  10: 'ten',
};
/** What goods are sold in: "bags", "bottles", "jars". */
const PACKAGES = new Set(
  `bag bags bottle bottles jar jars tin tins can cans pack packs packet packets pot pots tub tubs box boxes
  case cases crate crates carton cartons sachet sachets pouch pouches`.split(/\s+/),
);

function isKindOnly(words: Word[], index: number): boolean {
  const word = words[index]!;
  if (!has(word, 'Singular') || has(word, 'ProperNoun') || /^\p{Lu}/u.test(word.text)) return false;
  let before = index - 1;
  while (before >= 0 && isAgeWord(words[before]!, words[before + 1])) before--;
  const previous = words[before];
  const next = words[index + 1];
  const isBeforeName = !word.endsPhrase && has(next, 'ProperNoun') && /^\p{Lu}/u.test(next?.text ?? '');
  // "Northbeam opened its new office": "its" and "their" point back to a name, which owns the thing.
  const isNamesOwn =
    (has(previous, 'ProperNoun') && /['’]s?$/.test(previous?.text ?? '')) ||
    /^(?:its|their)$/.test(previous?.lower ?? '');
  const isAnyOne = /^(?:a|an)$/.test(previous?.lower ?? '');
  // "delivered to your door", "your inbox": a thing of the reader's own is any reader's, and names no subject.
  const isReadersOwn = previous?.lower === 'your';
  return isBeforeName || isNamesOwn || isAnyOne || isReadersOwn;
}

/** Stretches of time, which name no topic on their own. */
const PERIODS = /^(?:day|night|week|month|season|year|hour|minute)s?$/;

export class HashtagPhrases {
  private readonly whole: string[] = [];
  private readonly parts: string[] = [];
  /**
   * Tags of a lone noun that names only a kind of thing (`isKindOnly`) or something done (`isActionNoun`): used
   * when no other tag is found.
   */
  private readonly kinds: string[] = [];
  /** Lone classes and lessons (`isTaughtOccasion`), with where they stand among the whole phrases. */
  private readonly taught: { at: number; text: string }[] = [];
  /** The fields of the poster's own phrases: "dance" of "our dance studio". */
  private readonly fields: string[] = [];

  constructor(private readonly tagged: TaggedText) {}

  /** A name or place as it stands: "Berlin", "Brightside", "Gen Z". */
  name(text: string) {
    if (text) this.whole.push(text);
  }

  /** The words `from`…`to` of a noun phrase; "sourdough and croissants" gives two tags. */
  phrase(from: number, to: number) {
    const { words } = this.tagged;
    // "at no extra cost", "no booking fee": a thing said to be absent names nothing the post is about.
    if (words[from - 1]?.lower === 'no' || words[from]?.lower === 'no') return;
    // "a 4-day week", "5-minute meals": a small count joined to its unit before the head is how the thing is
    // known, and people spell it in the tag (#FourDayWeek); a tag never starts with a digit.
    const counted = from + (has(words[from], 'Determiner') ? 1 : 0);
    const spelled = SMALL_COUNTS[words[counted]?.text ?? ''];
    const isUnit = /^(?:minute|hour|day|night|week|month|year)$/.test(words[counted + 1]?.lower ?? '');
    if (
      spelled &&
      isUnit &&
      words[counted]!.hyphenated &&
      counted + 2 === to &&
      !words[counted + 1]!.hyphenated
    ) {
      this.name(`${spelled}-${words[counted + 1]!.lower} ${words[to]!.text}`);
      return;
    }
    // "1% of every sale", "per person": a lone noun a share is counted out of names no topic (#Sale); "rating
    // every pastry" still tags what is rated.
    const isCountedOut =
      words[from - 1]?.lower === 'per' ||
      (/^(?:every|each)$/.test(words[from - 1]?.lower ?? '') && words[from - 2]?.lower === 'of');
    if (from === to && isCountedOut) return;
    // "250g bags £12", "6 bottles for £30": what goods come in, counted or weighed, names no topic (#Bags).
    const isCountedPackage =
      PACKAGES.has(words[to]!.lower) &&
      has(words[to - 1], 'Value') &&
      !words[to - 1]!.endsPhrase &&
      words.slice(from, to).every((word) => has(word, 'Value') || has(word, 'Determiner'));
    if (isCountedPackage) return;
    // "raising money for Great Ormond Street": the money raised names nothing; what it is for does.
    if (from === to && words[from]?.lower === 'money' && /^rais/.test(words[from - 1]?.lower ?? '')) return;
    const kept: number[] = [];
    for (let index = from; index <= to; index++) {
      const word = words[index]!;
      // "Engineer of the Year": the "the" of a title's "of the" stays with it.
      const isTitleThe = word.lower === 'the' && words[index - 1]?.lower === 'of';
      const isJoiner = (isNameJoiner(word) || isTitleThe) && index > from && index < to;
      // Numbers go ("the 2026 Webby"), unless part of a word such as "first-time".
      // So do times ("new 6am bootcamp").
      // "ISO 27001", "SOC 2": a number right after a standard's letters is part of its name (#ISO27001).
      const isStandardNumber =
        /^\d+$/.test(word.text) &&
        /^\p{Lu}{2,5}$/u.test(words[index - 1]?.text ?? '') &&
        !words[index - 1]!.endsPhrase &&
        kept.includes(index - 1);
      if (isStandardNumber) {
        kept.push(index);
        continue;
      }
      const isNumber =
        (has(word, 'Value') || has(word, 'Time')) && !word.hyphenated && !words[index - 1]?.hyphenated;
      // "a silk scarf three ways": a count after the thing's nouns counts something else, and the tag ends
      // there (#SilkScarf, never #SilkScarfWays).
      if (isNumber && kept.some((at) => isNoun(words[at]))) {
        // "Series A of $12M" gives #SeriesA: a joining word the count cut short joins nothing.
        while (kept.length > 0 && isNameJoiner(words[kept.at(-1)!])) kept.pop();
        break;
      }
      // "6-week summer body programme" gives #SummerBodyProgramme: how long a thing lasts is no part of its name.
      // So is a unit after a count ("48 hour flash sale" gives #FlashSale).
      const isLength =
        has(word, 'Length') ||
        (/^(?:minute|hour|day|night|week|month|year)$/.test(word.lower) &&
          has(words[index - 1], 'Value') &&
          !words[index - 1]!.endsPhrase &&
          index < to);
      // "3-ingredient peanut butter cookies" gives #PeanutButterCookies: a count in digits joined to the word it
      // counts describes the thing, and a tag never starts with a digit.
      const isCounted =
        kept.length === 0 &&
        index < to - 1 &&
        ((word.hyphenated && /^\d+$/.test(word.text)) ||
          (words[index - 1]?.hyphenated && /^\d+$/.test(words[index - 1]!.text)));
      if (isCounted) continue;
      // "a 2 year old cockapoo" gives #Cockapoo: an age is no part of the name.
      const isAge =
        word.lower === 'old' &&
        /^(?:years?|months?|weeks?)$/.test(words[index - 1]?.lower ?? '') &&
        (has(words[index - 2], 'Value') || words[index - 2]?.hyphenated === true);
      if (isAge) continue;
      // "first ever": the stress on a count goes with the count.
      const isEver = word.lower === 'ever' && has(words[index - 1], 'Value');
      if (
        !isJoiner &&
        (isNumber || isLength || isEver || has(word, 'Determiner') || isPossessivePronoun(word))
      )
        continue;
      kept.push(index);
    }
    // "each pair is one of a kind": the idiom names no topic (#Kind).
    if (
      from === to &&
      words[from]!.lower === 'kind' &&
      words[from - 1]?.lower === 'a' &&
      words[from - 2]?.lower === 'of'
    )
      return;
    // "our 1000th order": a lone noun counted to a milestone names only what was counted (#Order).
    const isCountedTo =
      kept.length === 1 &&
      words.slice(from, kept[0]).some((word) => /^\d[\d,]*(?:st|nd|rd|th)$/i.test(word.text));
    if (isCountedTo) return;
    // "bookshop's author night" names two things as well.
    const groups: number[][] = [[]];
    for (const index of kept) {
      const word = words[index]!;
      // "Crumb & Co" is one name: its "&" is tagged a name's part.
      if (/^(?:and|&)$/.test(word.lower) && !has(word, 'ProperNoun')) {
        groups.push([]);
        continue;
      }
      // "the new issue of our zine" names two things, as "bookshop's author night" does.
      const isTitle = words[index + 1]?.text === 'The';
      // "the rooftop of Hotel Aurora": a common noun "of" a name is a part of something named, so two tags
      // (#Rooftop, #HotelAurora); "Engineer of the Year" and "cup of coffee" are each one thing.
      const isPartOfName =
        /^\p{Ll}/u.test(words[index - 1]?.text ?? '') &&
        has(words[index + 1], 'ProperNoun') &&
        /^\p{Lu}/u.test(words[index + 1]?.text ?? '');
      // "DevConf in Brno": a name "in" a place is said where it is, and each makes its own tag (#DevConf,
      // #Brno); a tag with the city inside it (#DevConfInBrno) reads as no one would write it.
      const isNameInPlace = word.lower === 'in' && /^\p{Lu}/u.test(words[index + 1]?.text ?? '');
      // "spring collection of linen dresses", "range of recycled denim jackets": a thing "of" two words or more
      // makes a tag of its own (#LinenDresses); one tag of them all is too long to read.
      const isOfTwoThings =
        word.lower === 'of' &&
        index - from >= 1 &&
        to - index >= 2 &&
        to - from >= 4 &&
        !has(words[index - 1], 'ProperNoun') &&
        !has(words[index + 1], 'ProperNoun');
      if (
        isNameInPlace ||
        isOfTwoThings ||
        (word.lower === 'of' && (isPossessivePronoun(words[index + 1]) || isTitle || isPartOfName))
      ) {
        groups.push([]);
        continue;
      }
      groups.at(-1)!.push(index);
      // "Mia's Bakery" is one name; "bookshop's author night" names two things.
      const isNamesOwn = has(word, 'ProperNoun') && /^\p{Lu}/u.test(words[index + 1]?.text ?? '');
      // "St Mary's church": a saint's name is the name of what follows it, however that is written.
      const isSaintsOwn = /^(?:st|saint)\.?$/i.test(words[index - 1]?.text ?? '') && index < to;
      // "Valentine's bouquets": a holiday's "'s" names the kind of thing, one tag (#ValentinesBouquets).
      const isHolidays = has(word, 'Holiday') && index < to;
      if (/['’]s$/.test(word.text) && !isNamesOwn && !isSaintsOwn && !isHolidays) groups.push([]);
    }
    const isName = words.slice(from, to + 1).some((word) => isNameJoiner(word));
    for (const group of groups) this.group(group, isName, to);
  }

  private group(indexes: number[], hasJoiner: boolean, end: number) {
    let group = indexes;
    const { words } = this.tagged;
    // "new cinnamon rolls" gives #CinnamonRolls: "new" says when a thing came, not which thing it is, so no tag
    // starts with it; "New York" is a name and keeps it.
    while (group.length > 1 && isAgeWord(words[group[0]!]!, words[group[0]! + 1])) group = group.slice(1);
    // "named Best Small Business", "won gold": a verb the tagger left at the front of a phrase, before a name or
    // a medal's rank, tells what happened to the thing, and no tag starts with it (#BestSmallBusiness, never
    // #NamedBestSmallBusiness). Before a common noun a participle describes it ("recycled packaging").
    while (group.length > 1 && isVerbBeforeName(words[group[0]!]!, words[group[1]!]!)) group = group.slice(1);
    // "Dr. Amara Osei": a title before a name says how the person is addressed, not who they are; the tag is the
    // name people search for (#AmaraOsei, never #DrAmaraOsei).
    // "King Street", "Queen's Park": before a word for a place, the title names the place and stays.
    while (
      group.length > 1 &&
      has(words[group[0]!], 'Honorific') &&
      has(words[group[1]!], 'ProperNoun') &&
      !has(words[group[group.length - 1]!], 'Place')
    )
      group = group.slice(1);
    // "is offering free tax clinics": a gerund after "is" or "are" is the verb of the clause, and no tag starts
    // with it (#FreeTaxClinics, never #OfferingFreeTaxClinics).
    // So is one after "now" ("now offering gel extensions").
    while (
      group.length > 1 &&
      has(words[group[0]!], 'Gerund') &&
      (has(words[group[0]! - 1], 'Copula') || /^(?:now|also|still)$/.test(words[group[0]! - 1]?.lower ?? ''))
    )
      group = group.slice(1);
    const head = group.at(-1);
    if (head === undefined || !isNoun(words[head])) return;
    // "we are raising money for Macmillan": the money raised names nothing; what it is for does.
    if (
      group.length === 1 &&
      /^(?:money|funds|cash)$/.test(words[head]!.lower) &&
      /^rais/.test(words[head - 1]?.lower ?? '')
    )
      return;
    // "15% off everything in store": a bare store after "in" is in person, no place to tag (#Store).
    if (group.length === 1 && /^(?:store|shop)$/.test(words[head]!.lower) && words[head - 1]?.lower === 'in')
      return;
    // "3 mistakes people make": people at large name no topic (#People).
    if (group.length === 1 && /^(?:people|everyone|everybody|folks)$/.test(words[head]!.lower)) return;
    // "a discount code THANKYOU10": a code is for typing at the till, no topic to follow (#DiscountCodeThankyou10).
    if (group.some((index) => /^(?:code|codes|promo|coupon)$/.test(words[index]!.lower))) return;
    // "flavour of the month", "5 nights from £890", "this month's book": a period alone names no topic (#Month,
    // #Nights).
    if (group.length === 1 && PERIODS.test(words[head]!.lower.replace(/['’]s$/, ''))) return;
    // "version 2.0" without its number names no thing of its own (#Version).
    if (group.length === 1 && NUMBERED_PARTS.has(words[head]!.lower)) return;
    // "of running a remote team": an "-ing" word taking an object is something done, and alone names nothing.
    if (group.length === 1 && /ing$/.test(words[head]!.lower) && has(words[head + 1], 'Determiner')) return;
    // "January", "summer": a date alone says when, and names nothing to follow; "Black Friday" is a name.
    // "Thursday's book club": a weekday's possessive is tagged no date, and is one all the same.
    const isDate = has(words[head], 'Date') || has(words[head], 'WeekDay') || has(words[head], 'Month');
    if (group.length === 1 && isDate && !has(words[head], 'Holiday')) return;
    // "won gold at the festival": a medal's metal alone is the rank of an award, a word that describes it ("gold
    // medal"), and names no thing to tag.
    if (group.length === 1 && isMedalRank(words[head]!)) return;
    // "our burger night is back": a word standing alone right after "is" says how the subject is ("back",
    // "open", "live"), even when the tagger reads it as a noun; it names no thing to tag.
    if (group.length === 1 && has(words[head - 1], 'Copula') && !words[head - 1]!.endsPhrase) return;
    // "giving lessons after school": a bare noun after "after" or "before" says when, as a date does, and names
    // nothing to tag (#School).
    if (group.length === 1 && isRoutineTime(words, head - 1)) return;
    // "St" of "St Mary's Church" is no tag on its own.
    if (group.length === 1 && has(words[head], 'Abbreviation')) return;
    // Words joined by hyphens stay joined, so a tag keeps "glow-in-the-dark" whole.
    const whole = group
      .map((index, at) => {
        // "at Luigi's": a name's possessive that ends the phrase is the name of a place (Luigi's restaurant)
        // and keeps its "s" (#Luigis); before a noun it is an owner's ("Brightside's Webby", #Brightside).
        // "the UK's best small employers": a country's short form owns what follows; it names no place of its own.
        const isPlacesName =
          index === end &&
          has(words[index], 'ProperNoun') &&
          group.length === 1 &&
          !/^\p{Lu}{2,}['’]s$/u.test(words[index]!.text);
        const text =
          index === head && !isPlacesName ? words[index]!.text.replace(/['’]s$/, '') : words[index]!.text;
        const joined = at < group.length - 1 && words[index]!.hyphenated && group[at + 1] === index + 1;
        return `${text}${joined ? '-' : ' '}`;
      })
      .join('')
      .trim();
    const field = fieldOf(words, group);
    if (field) this.fields.push(field);
    if (group.length === 1 && isTaughtOccasion(words[head]!)) {
      this.taught.push({ at: this.whole.length, text: words[head]!.text });
      return;
    }
    // "#Study", "#Lessons": a lone noun that names something done is kept only when nothing better is found.
    const isDone =
      group.length === 1 &&
      (isActionNoun(this.tagged.nlp, words[head]!) || isLightVerbObject(this.tagged.nlp, words, head));
    // "entry £2", "tickets on sale": what one pays to get in names no thing of its own; nor does "everything".
    const isAdmission = group.length === 1 && ADMISSION_WORDS.has(words[head]!.lower);
    if (group.length === 1 && /^(?:everything|anything|something|all)$/.test(words[head]!.lower)) return;
    // "any amount from £20", "salary £80k": a sum of money the reader picks or is paid names nothing to tag
    // (#Amount, #Salary).
    if (group.length === 1 && /^(?:amount|value|sum|salary|pay|wage|wages)$/.test(words[head]!.lower)) return;
    // "link in bio", "link in comments": where a link is names nothing the post is about.
    const isWhereLinkIs =
      group.length === 1 &&
      /^(?:bio|comments|description)$/.test(words[head]!.lower) &&
      words[head - 1]?.lower === 'in' &&
      /^(?:link|links)$/.test(words[head - 2]?.lower ?? '');
    if (isWhereLinkIs) return;
    if (isDone || isAdmission || (group.length === 1 && isKindOnly(words, head))) {
      this.kinds.push(words[head]!.text);
      return;
    }
    // A phrase too long for a readable tag is stood for by its head noun.
    if (!hasTooManyWords(whole)) this.whole.push(isReadableTag(whole) ? whole : words[head]!.text);
    // Names ("Point Nine Capital", "pastel de nata box") are not cut into pieces.
    if (hasJoiner || group.every((index) => has(words[index], 'ProperNoun'))) return;
    const nouns = group.filter((index) => isNoun(words[index]));
    // "walk-ins welcome" is not cut inside "walk-ins", nor "Mother's Day brunch" after a name's possessive or
    // inside a name ("Day brunch").
    const owned = /['’]s$/.test(words[head - 2]?.text ?? '');
    // So is "Fig & Cedar candle", a name joined by "&" ("Cedar candle").
    const insideName =
      /^\p{Lu}/u.test(words[head - 1]?.text ?? '') &&
      (/^\p{Lu}/u.test(words[head - 2]?.text ?? '') || words[head - 2]?.text === '&');
    // "ice cream shop": a mass noun before a noun says what that thing is made of, and the two are one thing
    // ("ice cream"); the last two nouns would cut it in half (#CreamShop), so the compound stays whole.
    const madeOf = has(words[head - 2], 'Uncountable');
    // "design studio Northlight": a kind before a name only says what the name is; cut after the kind's first
    // noun it leaves half the kind on the name (#StudioNorthlight).
    const kindOfName = has(words[head], 'ProperNoun') && /^\p{Lu}/u.test(words[head]!.text);
    if (
      nouns.length >= 3 &&
      nouns.at(-2) === head - 1 &&
      !words[head - 2]?.hyphenated &&
      // "Christmas lights switch-on": a hyphenated head is one word, and the part would be that word alone.
      !words[head - 1]!.hyphenated &&
      // "early bird tickets": an early bird is one name, and the part would cut it (#BirdTickets).
      words[head - 2]?.lower !== 'early' &&
      !owned &&
      !insideName &&
      !madeOf &&
      !kindOfName
    ) {
      // "our vintage clothing store's sale": the head's possessive says whose; the part is the thing itself
      // (#ClothingStore, never #ClothingStores).
      this.parts.push(`${words[head - 1]!.text} ${words[head]!.text.replace(/['’]s$/, '')}`);
    }
    // "oat-milk": a hyphenated pair of nouns names a thing of its own; "family-run" describes one.
    const pair = group.find(
      (index) =>
        words[index]!.hyphenated &&
        isNoun(words[index]) &&
        isNoun(words[index + 1]) &&
        !DESCRIBING_ENDS.has(words[index + 1]!.lower) &&
        // "sign-on", "check-in": a verb and its particle make one noun, not a pair of nouns.
        !/^(?:up|in|out|off|on|down|over|away|back)$/.test(words[index + 1]!.lower),
    );
    if (pair !== undefined && group.length > 2) {
      this.parts.push(`${words[pair]!.text} ${words[pair + 1]!.text}`);
    }
  }

  all(): string[] {
    // "#Studio" beside "#DesignStudio": a one-word tag that ends a longer one repeats its head and adds nothing.
    const ends = (longer: string, word: string) =>
      longer.length > word.length && longer.toLowerCase().endsWith(` ${word.toLowerCase()}`);
    // "classes for kids" at "our dance studio": a lone class is told with the poster's field, where it stood
    // (#DanceClasses); without one it says nothing more than a kind.
    const field = this.fields[0];
    const placed = [...this.whole];
    for (const { at, text } of [...this.taught].reverse()) {
      if (field) placed.splice(at, 0, `${field} ${text}`);
    }
    const kinds = field ? this.kinds : [...this.kinds, ...this.taught.map(({ text }) => text)];
    // "#Head" beside "#HeadOfMarketing": a word that opens a title "of" something is part of the title; so is
    // "#Save" beside "#SaveTheChildren", a name's first word before its "the".
    const opensTitle = (longer: string, word: string) =>
      ['of', 'the'].some((small) => longer.toLowerCase().startsWith(`${word.toLowerCase()} ${small} `));
    const whole = placed.filter(
      (phrase) =>
        /\s/.test(phrase) || !placed.some((longer) => ends(longer, phrase) || opensTitle(longer, phrase)),
    );
    // "#CSerum" from "vitamin C serum": a part that starts on a lone letter has lost the word the letter goes with.
    const parts = this.parts.filter((part) => !/^\p{L}\s/u.test(part));
    // "A4 and A3 sizes": a paper size names no topic (#A4, #A3Sizes).
    const isSize = (tag: string) => /^\p{Lu}\d\b/u.test(tag);
    return [...(whole.length > 0 ? whole : kinds), ...parts].filter((tag) => !isSize(tag));
  }
}
