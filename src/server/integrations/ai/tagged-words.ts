/**
 * A request as tagged words and the noun phrases they form. compromise tags the words; a few corrections follow,
 * because requests are headline-like fragments ("oat-milk coffee drinks among Gen Z", "our Lisbon surf school")
 * where a tagger trained on sentences reads nouns as verbs.
 */
import { lexiconOf, type Lexicon, type Nlp } from './compromise-loader';
import { readBusinessNames, readNamesInCapitals } from './business-names';
import { BUSINESS_HEADS } from './business-heads';
import { readDatedNouns } from './dated-nouns';
import { readEmojiInsidePhrases } from './emoji-inside-phrases';
import { readFreeAsPrice } from './free-as-price';
import { readGerundsBeforeOwners, readPraisedDeeds } from './gerunds-before-owners';
import { readBackAsAdverb, readHeadlineVerbs, readMovingVerbs, readNowOpenAsState } from './headline-verbs';
import { readNameOpeners } from './name-openers';
import { readListedMembers } from './listed-members';
import { readLowerCasePersons } from './lower-case-persons';
import { LEXICON_GAPS } from './lexicon-gaps';
import { lowerCaseBusinessNames } from './lower-case-business-names';
import { lowerCasePlaces } from './lower-case-places';
import { namesAfterKind, namesBeforePlace, newYearNames, possessiveDayNames } from './shouted-names';
import { readHowToVerbs } from './how-to-verbs';
import { readHyphenatedParticles } from './hyphenated-particles';
import { isEventNoun } from './occasion-nouns';
import { readCountVerbs } from './count-verbs';
import { readLengths } from './lengths';
import { isGroupWord } from './group-words';
import { readHolidayPeriods } from './holiday-periods';
import { readNamedDays } from './named-days';
import { readVerbsAfterAudiences } from './verbs-after-audiences';
import { readNounsAfterDo } from './nouns-after-do';
import { readNounsAfterVerbs } from './nouns-after-verbs';
import { readBareVerbsAfterObjects } from './bare-verbs-after-objects';
import { readSpanVerbs } from './span-verbs';
import { readOwnedNouns } from './owned-nouns';
import { readPluralObjectHeads } from './plural-object-heads';
import { readNamedHours } from './named-hours';
import { readNamesWithThe } from './names-with-the';
import {
  readHeadsAfterSeasons,
  readHeadsBeforeCopulas,
  readHeadsBeforeVerbs,
  readNounModifiers,
  readOwnedGerunds,
  readProgrammeSeasons,
  readEarlyBirds,
  readHeadsBeforeNowStates,
} from './noun-modifiers';
import { readItAsTechnology, readShortForms } from './short-forms';
import { readTopicNouns } from './topic-nouns';
import { readTextedWords } from './texted-words';
import { readMonthNames } from './month-names';
import { readIntroductoryPhrases } from './introductory-phrases';
import { readJoinedClauses } from './joined-clauses';
import { readWeekdayOccasions } from './weekday-occasions';

export type Word = {
  /** As written in the prepared text ("Berlin", "oat"). */
  text: string;
  lower: string;
  tags: Set<string>;
  start: number;
  end: number;
  /** A comma, colon, full stop, dash or bracket follows: no phrase runs past this word. */
  endsPhrase: boolean;
  /** Joined to the next word by a hyphen, as in "oat-milk". */
  hyphenated: boolean;
};

/** A word as compromise gives it; `switch` lists what an ambiguous word can be ("Noun|Verb"). */
type TermJson = {
  text: string;
  post: string;
  tags: string[];
  switch?: string;
  offset: { start: number; length: number };
};

/** A word list written as one string, for lists that are long or read better as prose. */
export function wordSet(list: string): Set<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}

/**
 * Plural nouns for people a post is made for. compromise knows many as "Actor" (farmers, parents) but tags some
 * as verbs when they end a fragment ("hiring TypeScript engineers", "fun for kids").
 */
const PEOPLE = wordSet(
  `beginners neighbours neighbors locals families kids children students parents moms dads engineers developers
  designers customers clients founders creators owners teens teenagers millennials boomers seniors athletes runners
  travellers travelers tourists visitors fans members readers subscribers followers gamers shoppers foodies
  professionals freelancers marketers businesses startups teams employees nurses teachers artists musicians
  women men adults couples pet-owners commuters drivers riders patients guests residents homeowners renters
  retirees buyers sellers users volunteers donors mentors helpers mums moms firms agencies companies testers
  holders cardholders passholders consumers diners learners viewers listeners investors collectors hobbyists
  cyclists hikers surfers golfers vegans expats graduates staff workers doctors carers firefighters veterans
  audiences players seekers jobseekers applicants candidates`,
);
/** Participles that link a phrase to what comes with it: "featuring Sally Rooney", "including drinks". */
const PREPOSITIONAL_PARTICIPLES = wordSet('featuring including starring excluding');
/** The second half of "tune-ups", "pop-up", "check-ins". */
const PARTICLES = /^(?:up|ups|in|ins|on|ons|out|outs|off|offs|down|downs|over|overs)$/;
/** Times of day that name an occasion after a noun: "author night", "coffee morning". */
const COMPOUND_TIMES = wordSet('night morning evening afternoon weekend day');
/** Ordinals written as words; compromise can read a lowercase "first" before a noun as a person's title. */
const ORDINAL_WORDS = wordSet('first second third fourth fifth sixth seventh eighth ninth tenth');
/** "Gen Z", "Gen Alpha": a generation's name is one noun, although compromise reads "Gen" as an honorific. */
const GENERATIONS = new Set(['z', 'x', 'y', 'alpha']);

/** Emoji carry no words; they are blanked (not removed) so every offset still points into the original text. */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\u{20E3}/gu;
/**
 * "our taco truck La Chispa 🌮 $3 street tacos": emoji between words part two pieces of a request as a comma
 * would; left blank, the pieces run together into one phrase ("La Chispa $3 street tacos").
 */
const EMOJI_BETWEEN_WORDS = new RegExp(
  `(?<=[\\p{L}\\p{N}][ \\t]*)(?:${EMOJI.source})+(?=[ \\t]*[\\p{L}\\p{N}$£€¥])`,
  'gu',
);
/** "Scaling SaaS in Europe": a title in quotes, a few words long. */
const QUOTED = /["“][^"“”.!?]{2,60}["”]/g;
const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
/**
 * "our food truck being at the farmers market": "being" between an owned or named thing and where it is only
 * links the two, as it would in "our food truck at the farmers market"; the tagger reads it as a noun ("a human
 * being") and joins it to the thing's name. It is blanked, so the thing is read with its place.
 */
const BEING_SOMEWHERE =
  /(?<=\b(?:our|my|the|their|his|her) (?:[\p{L}'’-]+ ){0,3}[\p{L}'’-]+ )(?<!\b(?:human|living) )being(?= (?:at|in|on|outside|inside|back)\b)/giu;
/** A request typed in capitals is read in lower case: a tagger takes capitalised words for names. */
const SHOUTED_SHARE = 0.7;
const SHOUTED_MIN_LETTERS = 8;

/** Mostly capitals: "INSTAGRAM POST FOR OUR HALLOWEEN SALE". */
export function isShouted(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const capitals = text.match(/\p{Lu}/gu) ?? [];
  return letters.length >= SHOUTED_MIN_LETTERS && capitals.length / letters.length > SHOUTED_SHARE;
}

/**
 * "FLASH SALE on all vinyl records": two or more words in capitals side by side, in a request typed otherwise in
 * lower case, are shouted for emphasis, not an acronym ("IPA", "GDPR") or a code ("SPIN25"), which stand alone or
 * hold digits. They are read in lower case like a request typed all in capitals.
 */
const SHOUTED_RUN = /(?<![\p{L}\p{N}])\p{Lu}{3,}(?:[ \t]+\p{Lu}{3,})+(?![\p{L}\p{N}])/gu;

/** True when the text holds words in capitals to be read in lower case. */
export function hasShoutedWords(text: string): boolean {
  return isShouted(text) || new RegExp(SHOUTED_RUN.source, 'u').test(text);
}

/** Where `prepareText` puts a comma for emoji between words: positions in the text as typed. */
export function emojiPartings(text: string): number[] {
  return [...text.matchAll(EMOJI_BETWEEN_WORDS)].map((match) => match.index);
}

/** Same length as the text, so positions in one are positions in the other. */
const PICK_YOUR_OWN = /(?<=^|[:,;.!]\s*)pick your own\b/gi;

export function prepareText(text: string): string {
  let prepared = text
    .replace(EMOJI_BETWEEN_WORDS, (match) => `,${' '.repeat(match.length - 1)}`)
    .replace(EMOJI, (match) => ' '.repeat(match.length))
    .replace(LINK, (match) => ' '.repeat(match.length))
    .replace(BEING_SOMEWHERE, (match) => ' '.repeat(match.length))
    // A quoted title is read as a name (see `TaggedText`); its quotes would cut the phrase it belongs to.
    .replace(QUOTED, (match) => ` ${match.slice(1, -1)} `)
    // "…: pick your own strawberries from this weekend": opening a piece, the words name the picking, as
    // "pick-your-own" does; after "come and" they stay a request to pick.
    .replace(PICK_YOUR_OWN, (match) => match.replace(/ /g, '-'))
    // "couch to 5k": the running programme's name is one thing, joined as its spelling "couch-to-5k" is.
    .replace(/\bcouch to 5k\b/gi, (name) => name.replace(/ /g, '-'))
    // "a time-lapse of our mural": one word for the clip, as "timelapse" is; the space keeps every offset.
    .replace(/\b(time)-(lapse)\b/gi, '$1$2 ');
  if (isShouted(prepared)) {
    // Codes such as COZY30 keep their capitals.
    prepared = prepared.replace(/[\p{L}\p{N}]+/gu, (word) => {
      const lower = word.toLowerCase();
      return /\p{N}/u.test(word) || lower.length !== word.length ? word : lower;
    });
  } else {
    prepared = prepared.replace(SHOUTED_RUN, (run) => run.toLowerCase());
  }
  return prepared;
}

export const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

/**
 * Tags of words that are names whatever their case: "halloween", "salem", "nike", and a people's name, which
 * English capitalises as an adjective too ("korean" in "KOREAN BBQ" reads "Korean").
 */
const NAME_TAGS = ['Place', 'Person', 'Organization', 'Holiday', 'WeekDay', 'Month', 'Demonym'];

/**
 * A business named after "at" without an article: "at pumpkin patch farm". A common noun needs one ("at the
 * beach", "at our cafe"), so two or more bare singular nouns there are a name.
 */
function isBareVenue(words: Word[], from: number): number {
  if (words[from - 1]?.lower !== 'at' || words[from - 1]!.endsPhrase) return -1;
  let to = from;
  const isBareNoun = (word: Word | undefined) =>
    has(word, 'Singular') && !has(word, 'Pronoun') && !has(word, 'Date');
  if (!isBareNoun(words[from])) return -1;
  while (!words[to]!.endsPhrase && isBareNoun(words[to + 1])) to++;
  return to > from ? to : -1;
}

const COLOURS = wordSet('red blue green black white golden silver yellow orange purple pink grey gray brown');

/** Where a name made of a colour and the singular nouns after it ends, after "at the"; -1 when none starts here. */
function colourNameEnd(words: Word[], from: number): number {
  const isLead =
    COLOURS.has(words[from]!.lower) &&
    words[from - 1]?.lower === 'the' &&
    words[from - 2]?.lower === 'at' &&
    !words[from - 1]!.endsPhrase;
  const isNamePart = (word: Word | undefined) =>
    has(word, 'Singular') && !has(word, 'Pronoun') && !has(word, 'Date');
  if (!isLead || words[from]!.endsPhrase || !isNamePart(words[from + 1])) return -1;
  let to = from + 1;
  while (!words[to]!.endsPhrase && isNamePart(words[to + 1])) to++;
  return to;
}

/**
 * A request typed in capitals is read in lower case (see `prepareText`); its names get their capitals back
 * afterwards, so "OUR HALLOWEEN SALE AT PUMPKIN PATCH FARM" reads "our Halloween sale at Pumpkin Patch Farm".
 * The names are what the tagger knows in any case (places, people, organisations, holidays, days and months),
 * a surname after a first name, and a business after "at" with no article. Returns the text with those capitals;
 * its length, and so every position in it, is unchanged.
 */
/**
 * "KOREAN BBQ RESTAURANT": a word typed in capitals with no vowel cannot be said as a word, so its letters are
 * read out one by one: an acronym ("BBQ", "NYC", "HR"), which gets all its capitals back. The tagger still reads
 * it in lower case, as a common word ("bbq restaurant"), not as a name that would take the noun after it along.
 * Titles shortened the same way ("MR", "ST") are written with one capital.
 */
const SHORTENED_TITLES = wordSet('mr mrs ms dr st jr sr');
const isSpelledOut = (typed: string) =>
  typed.length >= 2 &&
  /^\p{Lu}+$/u.test(typed) &&
  !/[AEIOUY]/.test(typed) &&
  !SHORTENED_TITLES.has(typed.toLowerCase());

export function restoreNameCapitals(text: string, words: Word[], original = text, nlp?: Nlp): string {
  const named = new Set<number>();
  if (nlp && isShouted(original)) {
    for (const index of [...namesAfterKind(words, lexiconOf(nlp)), ...namesBeforePlace(words)]) {
      named.add(index);
      words[index]!.tags = new Set(['Noun', 'Singular', 'ProperNoun']);
    }
  }
  words.forEach((word, index) => {
    // "AT THE GREEN LANTERN CAFE": a colour and the nouns after it, after "at the", name a business the way pubs
    // and cafés are named ("the Red Lion", "the Blue Door"); the colour is part of the name, not a description.
    const colourEnd = colourNameEnd(words, index);
    for (let at = index; at <= colourEnd; at++) {
      named.add(at);
      words[at]!.tags = new Set(['Noun', 'Singular', 'ProperNoun']);
    }
    const isSurname =
      has(words[index - 1], 'FirstName') && !words[index - 1]!.endsPhrase && has(word, 'Singular');
    if (NAME_TAGS.some((tag) => has(word, tag)) || isSurname) named.add(index);
    // "AT CASA LUNA": the bare nouns of a business after "at" are one name, each word a part of it; a word the
    // tagger knows as a first name ("Luna") would otherwise stand as a person of its own (#Luna, #Casa).
    const venueEnd = isBareVenue(words, index);
    for (let at = index; at <= venueEnd; at++) {
      named.add(at);
      words[at]!.tags = new Set(['Noun', 'Singular', 'ProperNoun']);
    }
  });
  let restored = text;
  for (const word of words) {
    const typed = original.slice(word.start, word.end);
    if (!isSpelledOut(typed)) continue;
    word.text = typed;
    restored = restored.slice(0, word.start) + typed + restored.slice(word.end);
  }
  for (const index of named) {
    const word = words[index]!;
    const capital = word.text.charAt(0).toUpperCase();
    if (capital.length !== 1) continue;
    word.text = capital + word.text.slice(1);
    restored = restored.slice(0, word.start) + capital + restored.slice(word.start + 1);
  }
  return restored;
}

/** Tags of the calendar's names, which English capitalises however the request typed them. */
const CALENDAR_TAGS = ['WeekDay', 'Month', 'Holiday'];

/**
 * "until sunday" reads "until Sunday": days, months and holidays are names, so every sentence made of the
 * request's words capitalises them. Only words the tagger reads as such ("may" as a verb stays small); the
 * text's length, and so every position in it, is unchanged. `places` are the indexes of other names to
 * capitalise, places and peoples (see `lowerCasePlaces`).
 */
export function capitaliseCalendarNames(text: string, words: Word[], places: number[] = []): string {
  let capitalised = text;
  const isPlace = new Set(places);
  for (const [index, word] of words.entries()) {
    // "taco tuesday" is the name of a weekly occasion, both words of it: "Taco Tuesday".
    const isWeekly = has(word, 'WeeklyOccasion') || has(words[index + 1], 'WeeklyOccasion');
    const isName = isPlace.has(index) || isWeekly || CALENDAR_TAGS.some((tag) => has(word, tag));
    if (!isName || !/^\p{Ll}/u.test(word.text)) continue;
    const capital = word.text.charAt(0).toUpperCase();
    if (capital.length !== 1) continue;
    word.text = capital + word.text.slice(1);
    capitalised = capitalised.slice(0, word.start) + capital + capitalised.slice(word.start + 1);
  }
  return capitalised;
}

/** Kinds of word whose typos cost a reading most: what the post is about, for whom, and when. */
const SPELLED_TAGS = new Set([
  'Singular',
  'Plural',
  'Noun',
  'WeekDay',
  'Month',
  'Date',
  'Duration',
  'Holiday',
]);
/**
 * Only a vowel is put back: a dropped vowel leaves the word readable ("famly"), while a consonant put back turns
 * real words into others ("cases" into "cashes").
 */
const VOWELS = 'aeiouy';
/** Shorter words are too often real words one letter away from others ("buns" and "burns"). */
const MIN_TYPO_LENGTH = 5;
const KEPT_LEAD_LETTERS = 3;
/** Endings the lexicon leaves off its words: "cases", "booked", "booking", "baker", "weekly". */
const REGULAR_ENDINGS = /^(.{3,}?)(?:es|s|ed|d|ing|er|ly)$/;

/**
 * "famly", "familes", "saturdy": a word typed with one vowel left out, which the tagger does not know, is read as
 * the one word of its lexicon that the missing vowel makes (after the first three letters), when that word is a
 * noun or a date. Unknown words
 * with no such match (names, "matcha") and words the tagger knows stay as typed. Returns the text as read.
 */
export function withDroppedLettersRestored(nlp: Nlp, text: string): string {
  const lexicon = lexiconOf(nlp);
  const isLexiconNoun = (candidate: string) =>
    [lexicon[candidate] ?? []].flat().some((tag) => SPELLED_TAGS.has(tag)) || LEXICON_GAPS.has(candidate);
  // "margritas": the lexicon holds nouns in the singular, so a plural is spelled when its singular is.
  const isSpelledWord = (candidate: string) =>
    isLexiconNoun(candidate) || (/[^s]s$/.test(candidate) && isLexiconNoun(candidate.slice(0, -1)));
  // "our resturant's menu": a word before its possessive "'s" is read as a word alone.
  const typedWord = /(?<![\p{L}\p{N}'’-])\p{Ll}+(?=['’]s(?![\p{L}\p{N}])|(?![\p{L}\p{N}'’-]))/gu;
  return text.replace(typedWord, (typed) => {
    if (typed.length < MIN_TYPO_LENGTH || lexicon[typed] !== undefined) return typed;
    // "cases" is "case" with its plural ending, not "cashes" with a letter left out.
    const stem = REGULAR_ENDINGS.exec(typed);
    if (stem && [stem[1]!, `${stem[1]!}e`].some((base) => lexicon[base] !== undefined)) return typed;
    const matches = new Set<string>();
    // A word's first letters are the ones people get right; "beach" is no "breach" with a letter left out.
    for (let at = KEPT_LEAD_LETTERS; at <= typed.length; at++) {
      for (const letter of VOWELS) {
        const candidate = typed.slice(0, at) + letter + typed.slice(at);
        if (isSpelledWord(candidate)) matches.add(candidate);
      }
    }
    // "startng", "bookng", "hirng": the lexicon holds words without their endings, so an "-ing" typed without
    // its "i" is read as "-ing" after a word the lexicon knows ("start", "book", "hire" without its "e").
    const stemOfIng = /^(.{2,}[^i])ng$/.exec(typed)?.[1];
    const isKnown = (base: string) => lexicon[base] !== undefined;
    if (matches.size === 0 && stemOfIng && (isKnown(stemOfIng) || isKnown(`${stemOfIng}e`)))
      matches.add(`${stemOfIng}ing`);
    return matches.size === 1 ? [...matches][0]! : typed;
  });
}

/** A noun that can sit in a noun phrase: not a pronoun, and not a date ("Saturday") unless it names a kind. */
export function isNoun(word: Word | undefined): boolean {
  return has(word, 'Noun') && !has(word, 'Pronoun') && !has(word, 'Date') && !isPossessivePronoun(word);
}

function retagAsNoun(word: Word) {
  for (const tag of ['Verb', 'PresentTense', 'Infinitive', 'Imperative', 'PastTense', 'Adjective']) {
    word.tags.delete(tag);
  }
  word.tags.add('Noun');
  word.tags.add(word.lower.endsWith('s') && !word.lower.endsWith('ss') ? 'Plural' : 'Singular');
}

/** "is the pet insurance market growing": a copula before the noun phrase makes the gerund its verb. */
function isProgressive(words: Word[], index: number): boolean {
  let at = index - 1;
  while (
    at >= 0 &&
    !words[at]!.endsPhrase &&
    (has(words[at], 'Noun') || has(words[at], 'Adjective') || has(words[at], 'Determiner'))
  ) {
    at--;
  }
  return has(words[at], 'Copula');
}

/**
 * "glow-in-the-dark", "state-of-the-art", "ready-to-wear": three or more words joined by hyphens are one word,
 * whatever the tagger makes of each part (a preposition, an article, a verb). Before a noun the chain describes
 * it; elsewhere it names a thing itself ("my mother-in-law"), so its last part is a noun.
 */
function joinHyphenChains(words: Word[]) {
  for (let from = 0; from < words.length; from++) {
    let to = from;
    while (words[to]!.hyphenated && to + 1 < words.length) to++;
    if (to - from < 2) {
      from = to;
      continue;
    }
    const describes = !words[to]!.endsPhrase && has(words[to + 1], 'Noun') && !has(words[to + 1], 'Pronoun');
    for (let index = from; index <= to; index++) {
      words[index]!.tags = new Set(['Adjective', 'Hyphenated']);
    }
    if (!describes) words[to]!.tags = new Set(['Noun', 'Singular', 'Hyphenated']);
    from = to;
  }
}

export const startsWithCapital = (word: Word | undefined) => /^\p{Lu}/u.test(word?.text ?? '');

/**
 * "Engineer of the Year", "Employee of the Month": "of the" between two capitalised words is inside a title, so
 * the last word is part of the name and no date.
 */
function joinTitlesWithOfThe(words: Word[]) {
  words.forEach((word, index) => {
    const before = words[index - 1];
    const title = words[index + 2];
    const isTitle =
      word.lower === 'of' &&
      words[index + 1]?.lower === 'the' &&
      startsWithCapital(before) &&
      has(before, 'Noun') &&
      startsWithCapital(title) &&
      !has(title, 'Place') &&
      ![before, word, words[index + 1]].some((each) => each!.endsPhrase);
    if (isTitle) title!.tags = new Set(['Noun', 'ProperNoun', 'Singular']);
  });
}

/**
 * A verb right after a noun, before another noun, a preposition or the end of the phrase, is a noun when the
 * word can be one: "coffee [drinks] among", "the Oxfam [campaign]", "a €2M [seed] round", "our Lisbon [surf] school".
 * A singular noun cannot be the subject of a bare verb ("school surf"), so bare forms after one are nouns too.
 */
/** Words that say how lately a thing happened, between a name and its verb: "just", "finally", "officially". */
export const RECENCY_WORDS = wordSet('just finally officially already');
const LOWER_CASE_MONTHS = wordSet(
  'january february april june july august september october november december',
);
/** Adverbs of time that describe a noun they stand before: "early access", "late checkout". */
const TIME_DESCRIBERS = wordSet('early late');

/** True when the noun phrase ending at `last` opens a clause after "that": "that [our online shop]". */
function isAfterThat(words: Word[], last: number): boolean {
  let at = last;
  while (at > 0 && !words[at - 1]!.endsPhrase && (isNoun(words[at - 1]) || has(words[at - 1], 'Adjective')))
    at--;
  const opener = words[at - 1];
  const isOpened = isPossessivePronoun(opener) || has(opener, 'Determiner');
  return isOpened && !opener!.endsPhrase && words[at - 2]?.lower === 'that' && !words[at - 2]!.endsPhrase;
}

/**
 * "our Mexican restaurant": the tagger takes a people's word before a business for part of an organisation's
 * name, and its name was tagged apart (#Mexican). Its lexicon knows the word for a people's: it describes the
 * business, as it does before any noun.
 */
function readDemonyms(words: Word[], lexicon: Lexicon) {
  for (const word of words) {
    if (has(word, 'Organization') && lexicon[word.lower] === 'Demonym')
      word.tags = new Set(['Noun', 'ProperNoun', 'Demonym']);
  }
}

function correctTags(words: Word[], switches: string[]) {
  const canBeNoun = switches.map((each) => /Noun|Plural|Singular/.test(each));
  let asksWithDo = false;
  words.forEach((word, index) => {
    const before = words[index - 1];
    const after = words[index + 1];
    // "january offer": a month typed in lower case is the month, never a person's name. "may" and "march" are
    // verbs as often, and are read beside a day's number below.
    if (LOWER_CASE_MONTHS.has(word.text)) {
      word.tags = new Set(['Date', 'Month', 'Noun', 'Singular']);
      if (after && !word.endsPhrase && has(after, 'Verb') && canBeNoun[index + 1]) retagAsNoun(after);
      return;
    }
    // "our free breakfast roundtable": a word for an occasion after a noun is the occasion, though the tagger may
    // read it as describing what follows.
    if (
      isEventNoun(word.lower) &&
      has(word, 'Adjective') &&
      !has(word, 'Noun') &&
      isNoun(before) &&
      !before!.endsPhrase
    )
      retagAsNoun(word);
    // "every plant over £20 this weekend": an amount of money is no date, nor is the "over" or "under" before it.
    if (has(word, 'Money') && has(word, 'Date')) {
      word.tags.delete('Date');
      if (/^(?:over|under|above|below)$/.test(before?.lower ?? '') && !before!.endsPhrase)
        before!.tags = new Set(['Preposition']);
    }
    // "for our florist: …": the tagger may read a noun before a colon as an exclamation; after "our" or "the" it
    // is the thing they lead.
    if (
      has(word, 'Expression') &&
      (isPossessivePronoun(before) || has(before, 'Determiner')) &&
      !before!.endsPhrase
    ) {
      word.tags = new Set(['Noun', /[^s]s$/.test(word.lower) ? 'Plural' : 'Singular']);
      return;
    }
    // "Valentine's pre-orders", "for Valentine's": the saint's day is the holiday, never a man's name.
    if (/^valentine(?:'s|’s|s)$/.test(word.lower) && !has(after, 'ProperNoun') && after?.lower !== 'day') {
      word.tags = new Set(['Noun', 'ProperNoun', 'Date', 'Holiday', 'Singular']);
      return;
    }
    // "is the scooter sharing market growing in Paris?": a word of change after a market's noun is what the
    // market does, never part of its name.
    if (
      /^(?:growing|shrinking|changing|evolving|booming|declining|slowing|recovering)$/.test(word.lower) &&
      /^(?:market|markets|industry|industries|sector|sectors|demand|sales|segment)$/.test(
        before?.lower ?? '',
      ) &&
      !before!.endsPhrase
    ) {
      word.tags = new Set(['Verb', 'PresentTense', 'Gerund']);
      return;
    }
    // "this week book online and save 10%": "book" after a date and before how or "and" asks readers to book.
    if (
      /^(?:book|order|shop)$/.test(word.lower) &&
      has(before, 'Date') &&
      !before!.endsPhrase &&
      !word.endsPhrase &&
      /^(?:online|now|today|direct|early|and|your)$/.test(after?.lower ?? '')
    ) {
      word.tags = new Set(['Verb', 'PresentTense', 'Infinitive', 'Imperative']);
      return;
    }
    // "2-bed flat", "3-bedroom flat": a flat counted by its bedrooms is a home, never a level.
    if (
      word.lower === 'flat' &&
      /^bed(?:room)?$/.test(before?.lower ?? '') &&
      has(words[index - 2], 'Value') &&
      !before!.endsPhrase
    ) {
      word.tags = new Set(['Noun', 'Singular']);
      return;
    }
    // "family home with garden": after "with" or "without" comes a thing, never a bare verb; the tagger may read
    // one that is both ("garden", "view") as the verb.
    if (
      /^(?:with|without)$/.test(before?.lower ?? '') &&
      !before!.endsPhrase &&
      has(word, 'Infinitive') &&
      !has(word, 'Gerund') &&
      (canBeNoun[index] || word.endsPhrase || !after || has(after, 'Preposition'))
    ) {
      retagAsNoun(word);
      return;
    }
    // "new single Midnight Drive", "our debut single": a single after a word that makes it one thing, and before
    // its name or nothing, is a song; the tagger reads it as the adjective it is in "a single cup".
    if (
      word.lower === 'single' &&
      /^(?:new|debut|latest|first|second|next|our|my|the|a)$/.test(before?.lower ?? '') &&
      !before!.endsPhrase &&
      (word.endsPhrase || !after || /^\p{Lu}/u.test(after.text) || has(after, 'Preposition'))
    ) {
      word.tags = new Set(['Noun', 'Singular']);
      return;
    }
    // "Midnight Drive", "Sunrise Sessions": a capitalised time of day before another capitalised word is part of
    // a name, no time of the post.
    if (
      has(word, 'Time') &&
      /^\p{Lu}\p{Ll}/u.test(word.text) &&
      before &&
      !before.endsPhrase &&
      !word.endsPhrase &&
      /^\p{Lu}\p{Ll}/u.test(after?.text ?? '') &&
      has(after, 'ProperNoun') &&
      !has(after, 'Date')
    ) {
      word.tags = new Set(['Noun', 'ProperNoun', 'Singular']);
      return;
    }
    // "pre-order your Valentine's bouquets now": a prefixed verb of ordering before whose or which thing it is
    // asks readers to order; the tagger reads the joined word as an adjective.
    if (
      /^(?:pre-?(?:order|book|register)|re-?book)$/.test(word.lower) &&
      !word.endsPhrase &&
      (isPossessivePronoun(after) || has(after, 'Determiner'))
    ) {
      word.tags = new Set(['Verb', 'PresentTense', 'Infinitive', 'Imperative']);
      return;
    }
    // "pre-orders", "re-fills": a prefix joined to a plural noun is still the noun, never an adjective.
    if (/^(?:pre|re|co)-\p{L}{3,}[^s]s$/u.test(word.lower) && has(word, 'Adjective') && !has(word, 'Noun')) {
      word.tags = new Set(['Noun', 'Plural']);
      return;
    }
    // "gift vouchers now available": a word that may be a noun, before a plural and a word of state, names the
    // plural's kind; it asks readers to do nothing.
    const isKindBeforeState =
      (!before || before.endsPhrase) &&
      has(word, 'Infinitive') &&
      canBeNoun[index] &&
      has(after, 'Plural') &&
      !word.endsPhrase &&
      !after!.endsPhrase &&
      /^(?:now|are|available|back|in|just|finally)$/.test(words[index + 2]?.lower ?? '');
    if (isKindBeforeState) {
      word.tags = new Set(['Noun', 'Singular']);
      return;
    }
    // "is moving indoors": words for inside or outside say where to, never a thing, unless "the" names them.
    if (/^(?:indoors|outdoors|upstairs|downstairs)$/.test(word.lower) && !has(before, 'Determiner')) {
      word.tags = new Set(['Adverb']);
      return;
    }
    // "the Christmas market is moving indoors": a verb of moving after "is" is what the subject is doing.
    if (
      /^(?:moving|relocating|heading|returning)$/.test(word.lower) &&
      has(before, 'Copula') &&
      !has(word, 'Verb')
    ) {
      word.tags = new Set(['Verb', 'Gerund', 'PresentTense']);
      return;
    }
    // "our team volunteering at the food bank": after people, before where, a word in -ing is what they do.
    const isPeopleDoing =
      /^\p{Ll}{3,}ing$/u.test(word.text) &&
      has(word, 'Noun') &&
      !has(word, 'Plural') &&
      (isGroupWord(before?.lower ?? '') || isPeople(before)) &&
      !before!.endsPhrase &&
      !word.endsPhrase &&
      /^(?:at|in|for|with|on)$/.test(after?.lower ?? '');
    if (isPeopleDoing) {
      word.tags = new Set(['Verb', 'Gerund', 'PresentTense']);
      return;
    }
    // "December slots filling fast": after a plural and before how fast, "filling" is what the slots are doing.
    const isGoingFast =
      /^(?:filling|selling|going|booking)$/.test(word.lower) &&
      has(before, 'Plural') &&
      !before!.endsPhrase &&
      /^(?:fast|quickly|up|out)$/.test(after?.lower ?? '');
    if (isGoingFast) {
      word.tags = new Set(['Verb', 'Gerund', 'PresentTense']);
      return;
    }
    // "the new season of our podcast": a season of something the poster owns is a part of it, never a date.
    if (
      /^(?:season|seasons)$/.test(word.lower) &&
      after?.lower === 'of' &&
      !word.endsPhrase &&
      isPossessivePronoun(words[index + 2])
    ) {
      word.tags = new Set(['Noun', 'Singular']);
      return;
    }
    // "here's to the next 5": "here" names no thing.
    if (/^here(?:['’]s)?$/.test(word.lower) && has(word, 'Noun')) {
      word.tags = new Set(['Adverb']);
      return;
    }
    // "which flavour we should bring back": after "which" or "what", before who does something with it, a word
    // is the thing asked about.
    const isAskedThing =
      /^(?:which|what)$/.test(before?.lower ?? '') &&
      !before!.endsPhrase &&
      has(word, 'Infinitive') &&
      (has(after, 'Pronoun') || has(after, 'Modal') || has(after, 'Copula'));
    if (isAskedThing) {
      word.tags = new Set(['Noun', 'Singular']);
      return;
    }
    // "icing 200 cupcakes": what a number counts is a thing; no verb is counted.
    const isCounted =
      has(before, 'Value') &&
      !has(before, 'Money') &&
      !has(before, 'Percent') &&
      !has(before, 'Date') &&
      !before!.endsPhrase &&
      has(word, 'PresentTense') &&
      !has(word, 'Gerund') &&
      /^\p{Ll}+[^s]s$/u.test(word.text);
    // "with 2 feature nails": a count, a noun that says which kind, and an -s word ending the piece are one thing
    // counted.
    const isCountedKind =
      has(words[index - 2], 'Value') &&
      !has(words[index - 2], 'Money') &&
      !has(words[index - 2], 'Date') &&
      has(before, 'Singular') &&
      !before!.endsPhrase &&
      has(word, 'PresentTense') &&
      (word.endsPhrase || !after) &&
      /^\p{Ll}+[^s]s$/u.test(word.text);
    if (isCounted || isCountedKind) {
      word.tags = new Set(['Noun', 'Plural']);
      return;
    }
    // "nobody", "someone": a word for anyone at all names no one to tag or to address.
    if (/^(?:nobody|somebody|anybody|someone|anyone)$/.test(word.lower)) {
      word.tags = new Set(['Noun', 'Pronoun', 'Singular']);
      return;
    }
    // "3 things nobody tells you", "3 mistakes people make": the words a list is made of name no people, though
    // the tagger may mark them so.
    if (
      /^(?:things?|mistakes?|tips?|ways?|lessons?|reasons?|ideas?|myths?)$/.test(word.lower) &&
      has(word, 'Actor')
    ) {
      word.tags = new Set(['Noun', /s$/.test(word.lower) ? 'Plural' : 'Singular']);
      return;
    }
    // "e-bikes", "e-learning": a letter joined to a word names a kind of thing ("electric bikes"); no verb
    // is made that way.
    if (/^\p{L}-\p{L}{3,}$/u.test(word.text) && has(word, 'Verb')) {
      word.tags = new Set(['Noun', /[^s]s$/.test(word.lower) ? 'Plural' : 'Singular']);
      return;
    }
    // "order your Christmas cakes": after a possessive, or a holiday's name after one, a word that may be a noun
    // is the thing owned, never a verb.
    const owner = has(before, 'Holiday') ? words[index - 2] : before;
    if (
      isPossessivePronoun(owner) &&
      !before!.endsPhrase &&
      has(word, 'PresentTense') &&
      canBeNoun[index] &&
      /s$/.test(word.lower)
    ) {
      retagAsNoun(word);
      word.tags.add('Plural');
      return;
    }
    // "we now stock raw dog food": after "we" or "I" (and a word saying when), a word read as a noun is the
    // verb a subject needs.
    const subjectAt =
      RECENCY_WORDS.has(before?.lower ?? '') || before?.lower === 'now' ? index - 2 : index - 1;
    if (
      /^(?:we|i|they)$/.test(words[subjectAt]?.lower ?? '') &&
      !words[subjectAt]!.endsPhrase &&
      !before!.endsPhrase &&
      has(word, 'Noun') &&
      has(word, 'Singular') &&
      !has(word, 'ProperNoun') &&
      !word.endsPhrase &&
      (isNoun(after) || has(after, 'Adjective') || has(after, 'Determiner'))
    ) {
      word.tags = new Set(['Verb', 'PresentTense', 'Infinitive']);
      return;
    }
    // "signed copies of The Midnight Library": a capital "The" inside a sentence opens a title, whose capitalised
    // words name it, whatever else the tagger reads them as (a time, a place).
    if (
      word.text === 'The' &&
      !!before &&
      !before.endsPhrase &&
      startsWithCapital(after) &&
      !word.endsPhrase
    ) {
      word.tags = new Set(['Determiner']);
      for (let at = index + 1; startsWithCapital(words[at]) && !has(words[at], 'Value'); at++) {
        words[at]!.tags = new Set(['Noun', 'ProperNoun', 'Singular']);
        if (words[at]!.endsPhrase) break;
      }
      return;
    }
    // "a post for our barbers in Leeds": a trade's plural right after "for our" names the shop ("the barbers",
    // "the opticians"); the people a post speaks to are words for an audience, listed apart.
    const isTradeShop =
      has(word, 'Actor') &&
      has(word, 'Plural') &&
      !PEOPLE.has(word.lower) &&
      isPossessivePronoun(before) &&
      words[index - 2]?.lower === 'for' &&
      !before!.endsPhrase &&
      (word.endsPhrase || after?.lower === 'in');
    if (isTradeShop) {
      word.tags = new Set(['Noun', 'Plural']);
      return;
    }
    // "walk ins welcome", "sign ups open": a plural particle written apart from its verb makes one plural noun
    // with it, as "walk-ins" does.
    if (
      /^(?:ins|ups|outs|offs)$/.test(word.lower) &&
      !!before &&
      !before.endsPhrase &&
      has(before, 'Singular')
    ) {
      word.tags = new Set(['Noun', 'Plural']);
      retagAsNoun(before);
      return;
    }
    // "Our café is now dog friendly!": a possessive capitalised to open a sentence names no organisation.
    if (POSSESSIVE_PRONOUNS.has(word.lower)) {
      for (const tag of ['ProperNoun', 'Organization', 'Person', 'Place']) word.tags.delete(tag);
      return;
    }
    // "first groom 50% off": a lowercase ordinal counts what follows; it is nobody's title, and a bare verb after
    // it is a noun ("first visit", "first groom").
    if (ORDINAL_WORDS.has(word.text)) {
      word.tags = new Set(['Value', 'TextValue', 'Ordinal']);
      // "our first ever market stall": "ever" only stresses the count; what follows it is counted.
      const isEver = after?.lower === 'ever' && !word.endsPhrase;
      if (isEver) after!.tags = new Set(['Adjective']);
      const counted = isEver && !after!.endsPhrase ? words[index + 2] : after;
      const isBare = has(counted, 'Verb') && !/(?:ed|ing)$/.test(counted?.lower ?? '');
      const isTitle =
        has(counted, 'Honorific') || (has(counted, 'Person') && counted!.text === counted!.lower);
      if (counted && !word.endsPhrase && (isBare || isTitle)) {
        counted.tags = new Set(['Noun', /s$/.test(counted.lower) ? 'Plural' : 'Singular']);
      }
      return;
    }
    // "on 9 May", "May 9", "on 3 March": a month that is also a verb, beside a day's number, is the month, not
    // the verb (or the bare noun) the tagger reads first.
    const isDayNumber = (other: Word | undefined) => /^\d{1,2}(?:st|nd|rd|th)?$/.test(other?.lower ?? '');
    if (
      (word.text === 'May' || word.text === 'March') &&
      ((isDayNumber(before) && !before!.endsPhrase) || (isDayNumber(after) && !word.endsPhrase))
    ) {
      word.tags = new Set(['Date', 'Month', 'Noun', 'ProperNoun', 'Singular']);
      return;
    }
    // "all families welcome", "dogs welcome": "welcome" after a plural says they are welcome; it names nothing.
    if (word.lower === 'welcome' && has(before, 'Plural') && !before!.endsPhrase) {
      word.tags = new Set(['Adjective']);
      return;
    }
    // ", cake stall and raffle": a bare verb opening a piece, before a bare noun that ends the piece or joins a
    // list, names a kind of that noun; a real instruction takes an article ("book a table"). So does a verb that
    // can be a noun itself before a bare noun anywhere ("flash sale on all records"): "bring water" cannot.
    if (
      !!before?.endsPhrase &&
      has(word, 'Imperative') &&
      !word.endsPhrase &&
      has(after, 'Singular') &&
      !has(after, 'Verb') &&
      (after!.endsPhrase || /^(?:and|&)$/.test(words[index + 2]?.lower ?? '') || canBeNoun[index])
    ) {
      retagAsNoun(word);
      return;
    }
    // "our charity 5k": a distance after a noun, ending it, is the run's name ("a 10k run" keeps its noun).
    if (
      /^\d+k$/i.test(word.text) &&
      isNoun(before) &&
      !before!.endsPhrase &&
      (word.endsPhrase || !isNoun(after))
    ) {
      word.tags = new Set(['Noun', 'Singular']);
      return;
    }
    // "what our bakery looks like": before "like", "looks" is the verb of the noun before it.
    if (
      /^(?:looks|sounds|feels|smells|tastes)$/.test(word.lower) &&
      after?.lower === 'like' &&
      !word.endsPhrase
    ) {
      word.tags = new Set(['Verb', 'PresentTense']);
      return;
    }
    // "new flavour salted caramel brownie", "our smoked salmon bagel": a past form between a word that opens a
    // noun phrase (an article, an owner, an adjective or a kind's label) and a noun describes that noun.
    const opensPhrase =
      has(before, 'Determiner') ||
      isPossessivePronoun(before) ||
      (has(before, 'Adjective') && !has(before, 'Comparative')) ||
      /^(?:flavou?r|scent|colou?r|shade|blend|roast)$/.test(before?.lower ?? '');
    if (
      has(word, 'PastTense') &&
      /ed$/.test(word.lower) &&
      opensPhrase &&
      !before!.endsPhrase &&
      !word.endsPhrase &&
      isNoun(after) &&
      !has(after, 'ProperNoun')
    ) {
      // Marked as a participle: a tag keeps it with its noun (#SaltedCaramel), as it keeps no other adjective.
      word.tags = new Set(['Adjective', 'Participle']);
      return;
    }
    // "skin fades £25", "gel nails £30": an "-s" word between a noun and a price is the plural priced, as a
    // price list writes it; a verb there would be one of costing ("a ticket costs £5").
    if (
      has(word, 'PresentTense') &&
      /[^s]s$/.test(word.lower) &&
      has(after, 'Money') &&
      isNoun(before) &&
      !before!.endsPhrase &&
      !word.endsPhrase &&
      !/^(?:costs|starts|runs|sells|goes|comes|pays|charges|begins|is|was)$/.test(word.lower)
    ) {
      retagAsNoun(word);
      return;
    }
    // "a thank you", "a big thank you": after an article or adjective, "thank you" is one noun.
    if (
      word.lower === 'thank' &&
      after?.lower === 'you' &&
      (has(before, 'Determiner') || has(before, 'Adjective')) &&
      !before!.endsPhrase
    ) {
      retagAsNoun(word);
      after.tags = new Set(['Noun', 'Singular']);
      return;
    }
    // "iPhones", "eBay": a word with a capital inside, after a small first letter, is a brand's name.
    if (/^\p{Ll}+\p{Lu}/u.test(word.text)) {
      retagAsNoun(word);
      word.tags.add('ProperNoun');
      return;
    }
    // "Crumb & Co", "Marks & Spencer": between two names "&" makes one name; elsewhere it is "and".
    if (word.lower === '&') {
      const inName = has(before, 'ProperNoun') && !!after && /^\p{Lu}/u.test(after.text);
      word.tags = new Set(inName ? ['Noun', 'ProperNoun', 'Singular'] : ['Conjunction']);
      if (inName) after!.tags = new Set(['Noun', 'ProperNoun', 'Singular']);
      return;
    }
    // "Urban Threads", "Taco Loco": inside a line, a capitalised word after a name goes on with the name.
    const isNameGoingOn =
      !!before &&
      !before.endsPhrase &&
      has(before, 'ProperNoun') &&
      /^\p{Lu}\p{Ll}/u.test(before.text) &&
      /^\p{Lu}\p{Ll}/u.test(word.text) &&
      !has(word, 'Date') &&
      !has(word, 'Place');
    if (isNameGoingOn && has(word, 'Verb')) {
      word.tags = new Set(['Noun', 'ProperNoun', word.lower.endsWith('s') ? 'Plural' : 'Singular']);
      return;
    }
    if (isNameGoingOn) word.tags.add('ProperNoun');
    // "Series A", "Plan B": a lone capital after a capitalised noun ends the name; it is no article.
    if (
      /^\p{Lu}$/u.test(word.text) &&
      before &&
      before.lower !== 'gen' &&
      !before.endsPhrase &&
      has(before, 'Noun') &&
      /^\p{Lu}/u.test(before.text) &&
      !isNoun(after) &&
      !has(after, 'Adjective')
    ) {
      word.tags = new Set(['Noun', 'ProperNoun', 'Singular']);
      return;
    }
    // "summer special $40", "our weekend special, …": after a noun, a time or an owner, "special" that ends its
    // piece or comes before a price is the offer itself, a noun.
    const isOwnerOrKind =
      isNoun(before) || has(before, 'Date') || has(before, 'Possessive') || has(before, 'Determiner');
    if (
      /^specials?$/.test(word.lower) &&
      isOwnerOrKind &&
      !before!.endsPhrase &&
      (word.endsPhrase || has(after, 'Money'))
    ) {
      word.tags = new Set(['Noun', word.lower.endsWith('s') ? 'Plural' : 'Singular']);
      return;
    }
    // "we've hit £1M", "we've won": after the poster's "we've", a word of news is its verb, never a noun.
    if (
      /^(?:we've|i've|we|i)$/.test(before?.lower ?? '') &&
      !before!.endsPhrase &&
      /^(?:hit|won|raised|reached|passed|crossed|topped|signed|closed|joined|launched|opened|finished)$/.test(
        word.lower,
      ) &&
      !has(word, 'Verb')
    ) {
      word.tags = new Set(['Verb', 'PastTense']);
      return;
    }
    // "book fair", "book club": before the occasion or place it names, "book" is the noun, not "book now".
    if (
      word.lower === 'book' &&
      !word.endsPhrase &&
      /^(?:fair|fairs|club|clubs|signing|signings|launch|sale|swap|festival|fest|shop|store|tour|week|drive|bundle)$/.test(
        after?.lower ?? '',
      )
    ) {
      word.tags = new Set(['Noun', 'Singular']);
      return;
    }
    // "our CLI", "the MIX": a word of capitals after a determiner or an owner is an acronym, never a Roman
    // number ("CLI" is 151 to the tagger).
    if (has(word, 'RomanNumeral') && (isPossessivePronoun(before) || has(before, 'Determiner'))) {
      word.tags = new Set(['Noun', 'Acronym', 'Singular']);
      return;
    }
    // "best-selling", "top-rated", "award-winning": a word of praise joined to a participle describes what
    // follows, as an adjective does; read as nouns they became a tag of their own (#BestSelling).
    const isPraise =
      word.hyphenated &&
      /^(?:best|top|award|highest|fan|crowd|chart)$/.test(word.lower) &&
      !!after &&
      /^(?:selling|rated|winning|loved|reviewed|favourite|favorite|pleasing|topping)$/.test(after.lower);
    if (isPraise) {
      word.tags = new Set(['Adjective']);
      after!.tags = new Set(['Adjective']);
      return;
    }
    // "London Tech Week", "Fashion Week": a capitalised time word right after a capitalised name ends the name.
    const isNameEnd =
      /^(?:week|weekend|night|month|year|summit|fest)$/.test(word.lower) &&
      /^\p{Lu}/u.test(word.text) &&
      !!before &&
      !before.endsPhrase &&
      /^\p{Lu}/u.test(before.text) &&
      isNoun(before) &&
      !has(before, 'Date') &&
      !has(word, 'Holiday');
    if (isNameEnd) {
      word.tags = new Set(['Noun', 'ProperNoun', 'Singular']);
      return;
    }
    // "early bird price", "late checkout": before a noun, a time adverb that is also an adjective describes it,
    // unless a verb before it is what it modifies ("open late tonight").
    if (
      TIME_DESCRIBERS.has(word.lower) &&
      has(word, 'Adverb') &&
      !word.endsPhrase &&
      isNoun(after) &&
      !has(after, 'Date') &&
      !(has(before, 'Verb') && !before!.endsPhrase)
    ) {
      word.tags = new Set(['Adjective']);
      return;
    }
    // "first 50 bowls", "first lesson": an ordinal before a number or a noun counts it; it is no date.
    if (has(word, 'Ordinal') && !word.endsPhrase && (has(after, 'Value') || isNoun(after))) {
      word.tags.delete('Date');
    }
    // "fades for $25", "haircuts at €20", "pitches £10", "designs from £50": a word opening a piece before the
    // price it costs is what is sold.
    const pricedNext =
      (/^(?:for|at|from)$/.test(after?.lower ?? '') && has(words[index + 2], 'Money')) ||
      (has(after, 'Money') && !has(after, 'Percent'));
    if (
      pricedNext &&
      (!before || before.endsPhrase) &&
      has(word, 'PresentTense') &&
      /s$/.test(word.lower) &&
      !word.endsPhrase
    ) {
      retagAsNoun(word);
      return;
    }
    // "$2 slices every Wednesday", "€5 cocktails": an -s word right after a price is what the price buys, not a
    // verb of the amount, when nothing it could act on follows.
    const isPricedThing =
      has(before, 'Money') &&
      !has(before, 'Percent') &&
      !before!.endsPhrase &&
      has(word, 'PresentTense') &&
      /[^s]s$/.test(word.lower) &&
      (word.endsPhrase || !after || has(after, 'Date') || has(after, 'Preposition'));
    if (isPricedThing) {
      retagAsNoun(word);
      return;
    }
    // "featuring interviews", "including drinks": these participles work as prepositions.
    if (PREPOSITIONAL_PARTICIPLES.has(word.lower)) {
      word.tags = new Set(['Preposition']);
      return;
    }
    // "24/7 access", "3 rooms": after a count, a bare verb is what is counted.
    const afterCount =
      has(before, 'Value') && !has(before, 'Money') && !has(before, 'Percent') && !has(before, 'Date');
    if (afterCount && !before!.endsPhrase && has(word, 'Infinitive') && !has(word, 'Auxiliary')) {
      retagAsNoun(word);
      return;
    }
    // "spring garden sale": between a singular noun and a noun, a bare verb is a noun; as a verb after a singular
    // noun it would need an -s.
    const isBetweenNouns =
      has(word, 'Infinitive') &&
      !has(word, 'Imperative') &&
      !has(word, 'Auxiliary') &&
      has(before, 'Singular') &&
      !has(before, 'Plural') &&
      !has(before, 'Pronoun') &&
      !has(before, 'ProperNoun') &&
      !before!.endsPhrase &&
      !word.endsPhrase &&
      isNoun(after);
    if (isBetweenNouns) {
      retagAsNoun(word);
      return;
    }
    // "our ramen shop in Shoreditch": after an owner's noun, a bare word that can be a noun, before a preposition
    // or the piece's end, is the noun it goes on with; a verb there would need an -s ("our ramen sells out").
    const afterOwnersNoun =
      isPossessivePronoun(words[index - 2]) &&
      isNoun(before) &&
      !before!.endsPhrase &&
      !has(before, 'Actor') &&
      switches[index] === 'Noun|Verb' &&
      has(word, 'Verb') &&
      !/s$/.test(word.lower);
    if (afterOwnersNoun && (word.endsPhrase || has(after, 'Preposition'))) {
      retagAsNoun(word);
      return;
    }
    // "farmers market stall", "kids menu": after a word for people, a word that can be a noun names a thing.
    const afterPeople =
      !!before && !before.endsPhrase && has(before, 'Actor') && has(before, 'Plural') && before.lower !== 'z';
    // So does one before when or where it is ("farmers market this Saturday at the old station").
    const whenOrWhereNext = has(after, 'Date') || /^(?:at|in|on)$/.test(after?.lower ?? '');
    // "the reading challenge for kids starts July 12": a verb of starting before a date is the verb it is.
    const startsOnDate =
      /^(?:starts|begins|opens|ends|closes|returns|runs|kicks)$/.test(word.lower) && whenOrWhereNext;
    if (
      afterPeople &&
      canBeNoun[index] &&
      has(word, 'Verb') &&
      !startsOnDate &&
      (word.endsPhrase || isNoun(after) || whenOrWhereNext)
    ) {
      retagAsNoun(word);
      return;
    }
    // "Habitly hit #1", "Lumen passed 1,000 users": between a name and a number, a word is the name's verb. A
    // word saying when it happened ("Founders Table just hit 50,000 downloads") stands between them too.
    const isWhenWord = RECENCY_WORDS.has(before?.lower ?? '') && !before!.endsPhrase;
    const name = isWhenWord ? words[index - 2] : before;
    const isNamesVerb =
      !isNameGoingOn &&
      !!name &&
      !name.endsPhrase &&
      has(name, 'ProperNoun') &&
      /Verb/.test(switches[index] ?? '') &&
      has(after, 'Value') &&
      !has(after, 'Money');
    if (isNamesVerb) {
      word.tags = new Set(['Verb', 'PastTense']);
      return;
    }
    // "our workshop last night": "last" with a part of the day is a date gone by, as "last Sunday" is; "the last
    // night of the festival" keeps its article, and "last day" is a day counted, not a date.
    const isPastDayPart =
      before?.lower === 'last' &&
      !before.endsPhrase &&
      word.lower !== 'day' &&
      !has(words[index - 2], 'Determiner') &&
      !isPossessivePronoun(words[index - 2]);
    if (COMPOUND_TIMES.has(word.lower) && isPastDayPart) {
      before!.tags = new Set(['Date']);
      word.tags = new Set(['Date', 'Time']);
      return;
    }
    // "author night", "coffee morning": after a noun, a time of day names the occasion. So it does after "open"
    // or "fun": "open day", "fun day".
    const isOccasionLead = /^(?:open|fun)$/.test(before?.lower ?? '');
    if (
      COMPOUND_TIMES.has(word.lower) &&
      before &&
      !before.endsPhrase &&
      (isNoun(before) || isOccasionLead)
    ) {
      word.tags = new Set(['Noun', 'Singular']);
      if (isOccasionLead) before.tags = new Set(['Noun', 'Singular']);
      return;
    }
    if (PEOPLE.has(word.lower)) {
      retagAsNoun(word);
      word.tags.add('Actor');
      // "NHS staff": a word for a whole group of people counts them all.
      if (word.lower === 'staff') {
        word.tags.delete('Singular');
        word.tags.add('Plural');
      }
      return;
    }
    const previous = before;
    const next = words[index + 1];
    // "tune-ups", "pop-up shop", "check-ins": a verb and its particle joined by a hyphen make a noun.
    if (
      before?.hyphenated &&
      PARTICLES.test(word.lower) &&
      (word.lower.endsWith('s') ||
        isNoun(next) ||
        has(next, 'Preposition') ||
        has(next, 'Date') ||
        word.endsPhrase ||
        !next)
    ) {
      retagAsNoun(before);
      retagAsNoun(word);
      return;
    }
    if (word.lower === 'gen' && !word.endsPhrase && next && GENERATIONS.has(next.lower)) {
      for (const each of [word, next]) each.tags = new Set(['Noun', 'ProperNoun', 'Actor', 'Plural']);
      return;
    }
    if (previous?.lower === 'gen' && has(word, 'Actor')) return;
    // "What do millennials in Spain look for…": after "do" and its subject, a word that can be a verb is the verb.
    if (/^(?:do|does|did)$/.test(word.lower) && has(word, 'Verb')) {
      asksWithDo = true;
      return;
    }
    const isAskedVerb =
      asksWithDo &&
      has(word, 'Infinitive') &&
      (isNoun(previous) || has(previous, 'Place')) &&
      !has(previous, 'Pronoun');
    if (isAskedVerb) {
      asksWithDo = false;
      return;
    }
    // "How can mortgage brokers…": after a question word and its modal comes the modal's subject, so a bare verb
    // there, before a noun, describes that noun.
    const isAfterAskingModal =
      has(previous, 'Modal') && has(words[index - 2], 'QuestionWord') && !previous!.endsPhrase;
    if (isAfterAskingModal && has(word, 'Infinitive') && !word.endsPhrase && isNoun(next)) {
      retagAsNoun(word);
      return;
    }
    // "Which risks face…", "What trends shape…": after a question word comes its noun, then the verb.
    if (has(previous, 'QuestionWord') && /Plural/.test(switches[index] ?? '') && has(word, 'Verb')) {
      retagAsNoun(word);
      return;
    }
    const isAgreeingVerb =
      has(previous, 'Plural') &&
      isNoun(previous) &&
      has(word, 'Noun') &&
      !word.lower.endsWith('s') &&
      /Verb/.test(switches[index] ?? '') &&
      (has(next, 'Adjective') ||
        has(next, 'Determiner') ||
        isPossessivePronoun(next) ||
        // "our store hours change to 9am-5pm": a change said of a plural, with where it goes.
        (/^(?:change|move|switch|shift|return)$/.test(word.lower) && next?.lower === 'to'));
    if (isAgreeingVerb) {
      for (const tag of ['Noun', 'Singular']) word.tags.delete(tag);
      word.tags.add('Verb');
      word.tags.add('Infinitive');
      return;
    }
    const isDoVerb =
      asksWithDo &&
      has(word, 'Noun') &&
      /Verb/.test(switches[index] ?? '') &&
      (isNoun(previous) || has(previous, 'Place')) &&
      (has(next, 'Preposition') || has(next, 'Determiner'));
    if (isDoVerb) {
      for (const tag of ['Noun', 'Singular', 'Plural']) word.tags.delete(tag);
      word.tags.add('Verb');
      word.tags.add('Infinitive');
      asksWithDo = false;
      return;
    }
    // "recycled packaging", "email marketing": a gerund ending a phrase after a describing word is a noun.
    const describes =
      has(previous, 'Adjective') ||
      has(previous, 'PastTense') ||
      has(previous, 'Determiner') ||
      isNoun(previous);
    // "strawberry picking opens this weekend": a verb right after it has it for its subject, so it ends there.
    const isSubjectOfVerb =
      has(next, 'PresentTense') && !has(next, 'Gerund') && !has(next, 'Infinitive') && !has(next, 'Noun');
    const endsHere =
      word.endsPhrase ||
      !next ||
      isSubjectOfVerb ||
      has(next, 'Preposition') ||
      has(next, 'Particle') ||
      has(next, 'Conjunction') ||
      has(next, 'Date');
    // After an adjective ("free engraving") a gerund can only be a noun, whatever the tagger lists it as; so
    // after a singular noun that ends the phrase with it ("dog walking in London", "window cleaning").
    const isAfterAdjective = has(previous, 'Adjective') || previous?.lower === 'free';
    const isAfterSingular =
      isNoun(previous) &&
      has(previous, 'Singular') &&
      !has(previous, 'ProperNoun') &&
      !isProgressive(words, index);
    const isNounGerund = (canBeNoun[index] && describes) || isAfterAdjective || isAfterSingular;
    if (has(word, 'Gerund') && isNounGerund && !previous!.endsPhrase && endsHere) {
      retagAsNoun(word);
      word.tags.delete('Gerund');
      word.tags.delete('PhrasalVerb');
      // "walking in London": with no verb before it, the particle is a preposition again.
      if (has(next, 'Particle')) next!.tags = new Set(['Preposition']);
      return;
    }
    if (
      !has(word, 'Verb') ||
      ['Copula', 'Auxiliary', 'Modal', 'Gerund', 'PastTense'].some((tag) => has(word, tag))
    ) {
      return;
    }
    if (!previous || previous.endsPhrase) return;
    // "European e-bikes", "electric scooters": after an adjective an -s word is a plural noun, not a verb.
    const afterAdjective = has(previous, 'Adjective') || has(previous, 'Demonym');
    if (
      afterAdjective &&
      has(word, 'PresentTense') &&
      /s$/.test(word.lower) &&
      (word.endsPhrase || !isNoun(next))
    ) {
      retagAsNoun(word);
      return;
    }
    const afterNoun = isNoun(previous) || (has(previous, 'Money') && !has(previous, 'Percent'));
    if (!afterNoun) return;
    // "in Target stores nationwide": an adjective closing the piece after it describes where, not what it does.
    const beforeOk =
      word.endsPhrase ||
      !next ||
      isNoun(next) ||
      (has(next, 'Adjective') && next.endsPhrase && has(previous, 'ProperNoun')) ||
      has(next, 'Preposition') ||
      has(next, 'Conjunction') ||
      has(next, 'QuestionWord') ||
      (has(next, 'Date') && !has(next, 'Value'));
    if (!beforeOk) return;
    // "Tom Reyes retires after 30 years": a person's name is no kind of thing for a plural to follow, so an -s
    // word the tagger reads as a verb after it is what the person does.
    if (has(previous, 'Person') && !has(previous, 'Organization') && has(word, 'PresentTense')) return;
    // "gyms charge for": a bare verb after a plural noun agrees with it, so it stays a verb.
    if (has(word, 'Infinitive') && has(previous, 'Plural')) return;
    // "hair salons in Manchester attract Gen Z": a place after a preposition only says where the plural before
    // it is, so a bare verb after the place still agrees with that plural and stays its verb.
    if (has(word, 'Infinitive') && isPlaceAfterPlural(words, index - 1)) return;
    // "reminding customers that our online shop ships to the EU": after "that" a singular noun phrase opens a
    // clause, so an -s word after it is the phrase's verb, not a plural going on with it.
    if (
      has(word, 'PresentTense') &&
      has(previous, 'Singular') &&
      /s$/.test(word.lower) &&
      isAfterThat(words, index - 1)
    )
      return;
    const bareAfterSingular = has(word, 'Infinitive') && !has(previous, 'Plural');
    // "for small law [firms] in the EU": the nouns after a preposition are its object, which takes no verb, so
    // an -s word closing them is a plural noun.
    let lead = index - 1;
    while (lead >= 0 && !words[lead]!.endsPhrase && (isNoun(words[lead]) || has(words[lead], 'Adjective')))
      lead--;
    const closesObject =
      has(words[lead], 'Preposition') &&
      !words[lead]!.endsPhrase &&
      has(word, 'PresentTense') &&
      /[^s]s$/.test(word.lower);
    if (canBeNoun[index] || bareAfterSingular || closesObject) retagAsNoun(word);
  });
}

/**
 * "subscription box companies in the US reduce churn", "which age groups buy": a word the lexicon lists as a
 * verb is one where only a verb fits (after a plural and its place), and a noun where only a word describing a
 * noun fits (after a question word, before a plural and that plural's verb), whatever the tagger read.
 */
function readVerbsAfterPlaces(words: Word[], nlp: Nlp) {
  const lexicon = lexiconOf(nlp);
  words.forEach((word, index) => {
    const isListedVerb = lexicon[word.lower] === 'Infinitive';
    // "in Hyde Park": a capital goes on with the place's name.
    const isAfterPlace = !startsWithCapital(word) && isPlaceAfterPlural(words, index - 1);
    if (isListedVerb && isNoun(word) && !has(word, 'Verb') && isAfterPlace) {
      word.tags = new Set(['Verb', 'PresentTense', 'Infinitive']);
      return;
    }
    // "our dental clinic in Manchester offering free check-ups": a word in -ing after a town's name, before
    // what it takes, is what the business there does; a name goes on in capitals.
    const place = words[index - 1];
    const isDoneThere =
      /ing$/.test(word.text) &&
      isNoun(word) &&
      has(place, 'Place') &&
      !place!.endsPhrase &&
      !word.endsPhrase &&
      (has(words[index + 1], 'Adjective') || has(words[index + 1], 'Determiner') || isNoun(words[index + 1]));
    if (isDoneThere) {
      word.tags = new Set(['Verb', 'PresentTense', 'Gerund']);
      return;
    }
    const after = words[index + 1];
    const isModifierOfAsked =
      isListedVerb &&
      has(words[index - 1], 'QuestionWord') &&
      !word.endsPhrase &&
      has(after, 'Plural') &&
      !after!.endsPhrase &&
      has(words[index + 2], 'Verb');
    if (isModifierOfAsked) word.tags = new Set(['Noun', 'Singular']);
  });
}

/** True when the place ending at `at` follows a preposition after a plural noun: "salons in Manchester". */
function isPlaceAfterPlural(words: Word[], at: number): boolean {
  let lead = at;
  while (lead >= 0 && has(words[lead], 'Place') && !words[lead]!.endsPhrase) lead--;
  // "companies in the US reduce churn": the place's "the" stands between it and the preposition.
  if (lead < at && words[lead]?.lower === 'the' && !words[lead]!.endsPhrase) lead--;
  if (lead === at || !has(words[lead], 'Preposition') || words[lead]!.endsPhrase) return false;
  return has(words[lead - 1], 'Plural') && !words[lead - 1]!.endsPhrase;
}

/** The words of a text, tagged; positions refer to the prepared text. */
export function tagWords(nlp: Nlp, prepared: string): Word[] {
  const words: Word[] = [];
  const switches: string[] = [];
  const sentences = nlp(prepared).json({ offset: true }) as { terms: TermJson[] }[];
  for (const sentence of sentences) {
    sentence.terms.forEach((term, index) => {
      // Contractions add words that were never written ("'s" read as "is"); they have no text of their own.
      if (!term.text || term.offset.length === 0) return;
      const start = term.offset.start;
      const end = start + term.offset.length;
      const text = prepared.slice(start, end);
      // "!!!" or "—" standing alone is punctuation, not a word.
      if (!/[\p{L}\p{N}]/u.test(text) && text !== '&') return;
      const post = term.post;
      words.push({
        text,
        lower: text.toLowerCase().replace(/’/g, "'"),
        tags: new Set(term.tags),
        start,
        end,
        endsPhrase: index === sentence.terms.length - 1 || /[,:;.!?()[\]"“”—–…/|]|\s-+\s/.test(post),
        hyphenated: /^[-‐‑]$/.test(post),
      });
      switches.push(term.switch ?? '');
    });
  }
  // The tagger can fold punctuation into a term ("10-2," as a range); the text between words says where a
  // piece ends.
  words.forEach((word, index) => {
    const next = words[index + 1];
    const gap = next ? prepared.slice(word.end, next.start) : '';
    // "your .edu email": a dot joined to the word after it opens a domain; it ends nothing.
    const isDomainDot = /^\s+\.$/.test(gap);
    if (next && !isDomainDot && /[,:;.!?()[\]"“”—–…/|]|\s-+\s/.test(gap)) word.endsPhrase = true;
    // "Dr. Amara Osei": the full stop of a title before a name marks the short form, not the end of a piece.
    if (
      has(word, 'Honorific') &&
      /^\.\s+$/.test(prepared.slice(word.end, next?.start)) &&
      has(next, 'ProperNoun')
    )
      word.endsPhrase = false;
  });
  readTextedWords(words);
  readMonthNames(words);
  readIntroductoryPhrases(words);
  readJoinedClauses(words);
  joinHyphenChains(words);
  readHyphenatedParticles(words);
  joinTitlesWithOfThe(words);
  readDemonyms(words, lexiconOf(nlp));
  correctTags(words, switches);
  readShortForms(words);
  readItAsTechnology(words);
  readLowerCasePersons(words);
  readNounModifiers(words);
  readProgrammeSeasons(words);
  readEarlyBirds(words);
  readHeadsBeforeNowStates(words);
  readOwnedGerunds(words);
  readHeadsBeforeVerbs(words);
  readHeadsBeforeCopulas(words);
  readHeadsAfterSeasons(words);
  readNounsAfterVerbs(words, nlp);
  readPluralObjectHeads(words);
  readOwnedNouns(words);
  readNounsAfterDo(words);
  readGerundsBeforeOwners(words);
  readPraisedDeeds(words);
  readHowToVerbs(words);
  readFreeAsPrice(words);
  readWeekdayOccasions(words, switches);
  readNameOpeners(words);
  readNamesWithThe(words);
  readHeadlineVerbs(words);
  readMovingVerbs(words);
  readCountVerbs(words);
  readSpanVerbs(words);
  readLengths(words);
  readHolidayPeriods(words);
  readNamedDays(words);
  readBackAsAdverb(words);
  readNowOpenAsState(words);
  readVerbsAfterAudiences(words);
  readDatedNouns(words, switches);
  readNamedHours(words);
  readBusinessNames(words, switches);
  readTopicNouns(words, switches);
  readListedMembers(words, prepared);
  readVerbsAfterPlaces(words, nlp);
  readBareVerbsAfterObjects(words, nlp);
  readNeedingVerbs(words);
  return words;
}

/**
 * "our charity shop needs volunteers", "our sale runs until Sunday": between a thing and the people it wants, or
 * when it goes on to, "needs" and "runs" are its verbs, though the tagger may read them as plural nouns of the
 * name before them; "Christmas cake orders close on 15 December": an -s word between a thing and a verb that opens
 * or closes is the thing's plural head, though the tagger may read it as a verb; "offering" between whoever offers
 * and what is offered is a verb, as is an -ing word right after what was learned. Read last, once no other pass
 * can name them again.
 */
function readNeedingVerbs(words: Word[]) {
  words.forEach((word, index) => {
    const before = words[index - 1];
    const after = words[index + 1];
    if (!isNoun(before) || before!.endsPhrase || word.endsPhrase) return;
    const isHeadBeforeVerb =
      has(word, 'PresentTense') &&
      !has(word, 'Noun') &&
      /^\p{Ll}{3,}[^s]s$/u.test(word.text) &&
      /^(?:close|open|end|start|begin|reopen)$/.test(after?.lower ?? '');
    if (isHeadBeforeVerb) word.tags = new Set(['Noun', 'Plural']);
    if (!has(word, 'Noun')) return;
    const isNeeding =
      /^(?:needs|wants|seeks)$/.test(word.lower) &&
      (isPeople(after) || has(after, 'Plural') || has(after, 'Adjective'));
    const isRunningUntil =
      /^(?:runs|ends|lasts|continues|starts|opens|closes|finishes)$/.test(word.lower) &&
      /^(?:until|till|til|through|from|on|at|this|next|tomorrow|tonight|for)$/.test(after?.lower ?? '');
    if (isNeeding || isRunningUntil) word.tags = new Set(['Verb', 'PresentTense']);
    // "photographer offering autumn mini sessions": between whoever offers and what is offered, "offering" is
    // the verb, not an offering of theirs.
    // So is "showing" or "featuring" between the business a clip is for and what it shows.
    const isOffering =
      /^(?:offering|showing|featuring)$/.test(word.lower) &&
      !has(before, 'Determiner') &&
      (isNoun(after) ||
        has(after, 'Adjective') ||
        has(after, 'Date') ||
        has(after, 'Value') ||
        isPossessivePronoun(after));
    if (isOffering) word.tags = new Set(['Verb', 'Gerund']);
  });
  // "5 things I learned launching a podcast": an -ing word right after what was learned is what was being done.
  words.forEach((word, index) => {
    const before = words[index - 1];
    if (!/^(?:learned|learnt|discovered|realised|realized)$/.test(before?.lower ?? '') || before!.endsPhrase)
      return;
    if (/^\p{Ll}{3,}ing$/u.test(word.text) && has(word, 'Noun')) word.tags = new Set(['Verb', 'Gerund']);
  });
}

export type Phrase = {
  /** Indexes into the word list, inclusive. */
  from: number;
  to: number;
  /** The phrase as written, from its first word to its last. */
  text: string;
};

/** Words for one kind of thing made of what comes before them: "flavour", "blend", "combo". */
const KIND_HEADS = wordSet('flavour flavor blend combo pairing recipe edition mix topping filling sauce');
/** "flavour", "blend": a word for one kind of thing, named by the words around it. */
export const isKindHead = (word: Word | undefined) => !!word && KIND_HEADS.has(word.lower);

const POSSESSIVE_PRONOUNS = wordSet('our my your their his her its');
/** Words that join two nouns into one name: "cup of coffee", "pastel de nata", "Kaffee und Kuchen". */
const NAME_JOINERS = wordSet('of de del della di du la le von van da y und et &');
export const isNameJoiner = (word: Word | undefined) =>
  !!word && word.lower !== '&' && NAME_JOINERS.has(word.lower);

/** "our", "your"; but the "your" of "pick-your-own" is a part of one describing word, whose it says of no one. */
export const isPossessivePronoun = (word: Word | undefined) =>
  !!word && POSSESSIVE_PRONOUNS.has(word.lower) && !has(word, 'Hyphenated');

/** A participle or gerund describing the noun after it: "refurbished cameras", "baking class". */
/** What a fundraiser raises or collects: the object of its verb, never a kind of thing the verb names. */
const RAISED = wordSet('money funds cash awareness donations');

function isVerbModifier(words: Word[], index: number): boolean {
  const word = words[index]!;
  const next = words[index + 1];
  const previous = words[index - 1];
  if (!has(word, 'PastTense') && !has(word, 'Gerund') && !has(word, 'Hyphenated')) return false;
  if (word.endsPhrase || !next || !(isNoun(next) || has(next, 'Adjective'))) return false;
  // Between two nouns a gerund names a kind: "dog grooming salon", "coffee tasting event"; after a name it is
  // the name's verb: "Crumb & Co winning Best Bakery".
  // Before a name it is a verb taking the name: "our team winning Startup of the Year".
  if (has(word, 'Gerund') && isNoun(previous) && !previous!.endsPhrase && isNoun(next)) {
    // "our bake sale raising money for the shelter": money or awareness raised is what the verb takes.
    if (RAISED.has(next!.lower)) return false;
    return !has(previous, 'ProperNoun') && !(has(next, 'ProperNoun') && startsWithCapital(next));
  }
  // What people are praised for doing takes what follows as its object: "on shipping version 2.0".
  if (has(word, 'Deed')) return false;
  // After a preposition, before a name, it is a verb taking the name: "on winning Engineer of the Year".
  if (
    has(word, 'Gerund') &&
    has(previous, 'Preposition') &&
    word.text === word.lower &&
    startsWithCapital(next)
  )
    return false;
  // After "we" or a word saying when, it is the clause's verb: "we just launched vegan croissants"; after a
  // percentage it says how: "by 40% using route optimisation".
  if (has(previous, 'Pronoun') || (RECENCY_WORDS.has(previous?.lower ?? '') && !previous!.endsPhrase))
    return false;
  if (has(previous, 'Percent') && !previous!.endsPhrase) return false;
  // After a noun it is the verb of a clause: "Fernweh raised funding"; after "our" it describes ("our
  // kickboxing gym").
  if (isPossessivePronoun(previous) || has(previous, 'Determiner')) return true;
  return !previous || previous.endsPhrase || !(has(previous, 'Noun') || has(previous, 'Pronoun'));
}

/** A word a noun phrase may hold; `isNoun` ones can also end it. */
/**
 * "our gym's new 6am bootcamp", "the 7pm show": a time between a word that describes a thing (or its owner) and
 * the thing's noun says which one it is, as part of its name; it is no date of the post.
 */
export function isTimeInName(words: Word[], index: number): boolean {
  const word = words[index]!;
  const previous = words[index - 1];
  const next = words[index + 1];
  return (
    has(word, 'Time') &&
    !!previous &&
    !!next &&
    !previous.endsPhrase &&
    !word.endsPhrase &&
    (has(previous, 'Adjective') || isPossessivePronoun(previous) || /['’]s$/.test(previous.text)) &&
    !has(previous, 'Date') &&
    isNoun(next) &&
    !has(next, 'Date')
  );
}

/** Words numbered as one of a series: "version 2.0", "season 3", "volume 2". */
export const NUMBERED_PARTS = wordSet('version release season volume edition issue series episode chapter');

/** "2.0" of "version 2.0": a number that names one of a series, as a noun would. */
const isPartNumber = (words: Word[], index: number) =>
  /^v?\d+(?:\.\d+)*$/i.test(words[index]?.text ?? '') &&
  NUMBERED_PARTS.has(words[index - 1]?.lower ?? '') &&
  !words[index - 1]!.endsPhrase;

function canBeInPhrase(words: Word[], index: number): boolean {
  const word = words[index]!;
  if (isTimeInName(words, index)) return true;
  if (has(word, 'Date')) {
    // "summer sale", "Black Friday deals": date words naming a kind of thing, not when it happens.
    if (has(word, 'Determiner') || has(word, 'Preposition') || has(word, 'Time')) return false;
    let after = index + 1;
    while (has(words[after], 'Date') && !words[after - 1]!.endsPhrase && !has(words[after], 'Time')) after++;
    // "autumn mini sessions": words that describe the noun may stand between.
    while (has(words[after], 'Adjective') && !isNoun(words[after]) && !words[after - 1]!.endsPhrase) after++;
    return !words[after - 1]!.endsPhrase && isNoun(words[after]);
  }
  if (isNoun(word) || isPossessivePronoun(word)) return true;
  // "our most requested design", "the most popular flavour": "most" grades the word after it.
  if (word.lower === 'most' && !word.endsPhrase && has(words[index + 1], 'Adjective')) return true;
  if (has(word, 'Adjective') || has(word, 'Determiner')) return !has(word, 'QuestionWord');
  if (has(word, 'Value')) return !has(word, 'Percent');
  return isVerbModifier(words, index);
}

/**
 * "our vintage clothing store's 50% off": a common noun's "'s" with nothing it owns in the phrase after it marks
 * the owner of what follows, so the phrase names the owner alone. A name keeps it ("Smoky Joe's" is the shop).
 */
function ownerMarkLength(word: Word): number {
  if (!has(word, 'Possessive') || startsWithCapital(word)) return 0;
  return /['’]s$/.test(word.text) ? 2 : 0;
}

/**
 * Noun phrases: runs of determiners, adjectives, modifiers and nouns that end in a noun. `available` leaves out
 * words already read as something else (the request's frame, a date, an offer).
 */
export function nounPhrases(words: Word[], text: string, available: (index: number) => boolean): Phrase[] {
  const phrases: Phrase[] = [];
  let index = 0;
  while (index < words.length) {
    if (!available(index) || !canBeInPhrase(words, index)) {
      index++;
      continue;
    }
    let last = index;
    let lastNoun = isNoun(words[index]) ? index : -1;
    for (let next = index + 1; next < words.length && !words[next - 1]!.endsPhrase; next++) {
      if (!available(next)) break;
      const word = words[next]!;
      // "the new issue of our zine": "of" also joins a possessive and the noun it owns.
      // So does "of the" before a title: "signed copies of The Salt Path", "Engineer of the Year".
      const isTitleAfter =
        words[next + 1]?.lower === 'the' &&
        has(words[next + 2], 'ProperNoun') &&
        (words[next + 1]!.text === 'The' ||
          (startsWithCapital(words[next - 1]) && startsWithCapital(words[next + 2])));
      const ownedAfter =
        word.lower === 'of' &&
        (isPossessivePronoun(words[next + 1]) || isTitleAfter) &&
        !words[next + 1]!.endsPhrase &&
        isNoun(words[next + 2]);
      // "Code for Kids", "Doctors without Borders": a small word between two capitalised words inside a name.
      const isCapitalised = (at: number) => /^\p{Lu}/u.test(words[at]?.text ?? '') && isNoun(words[at]);
      const joinsName =
        /^(?:for|without|on|in)$/.test(word.text) &&
        has(words[next - 1], 'ProperNoun') &&
        isCapitalised(next - 1) &&
        isCapitalised(next + 1) &&
        !has(words[next + 1], 'Place') &&
        !has(words[next + 1], 'Date');
      const isJoiner =
        (NAME_JOINERS.has(word.lower) || word.lower === 'and' || joinsName) &&
        (isNoun(words[next - 1]) || isPartNumber(words, next - 1)) &&
        !word.endsPhrase &&
        available(next + 1) &&
        (isNoun(words[next + 1]) || has(words[next + 1], 'Adjective') || ownedAfter);
      // A determiner or possessive starts a new phrase ("our cafe our latte"), except after "of".
      const startsAnother =
        (has(word, 'Determiner') || isPossessivePronoun(word)) && !NAME_JOINERS.has(words[next - 1]!.lower);
      // "mistakes beginners make", "tools founders use": people after a plural, before a verb, are the subject
      // of a clause that describes the plural; they start no part of its name.
      const isClauseSubject =
        has(words[next - 1], 'Plural') &&
        // "Gen Alpha kids", "Gen Z shoppers": people after people or a name are one group.
        !has(words[next - 1], 'Actor') &&
        !has(words[next - 1], 'ProperNoun') &&
        isPeopleBeforeVerb(words, next);
      if (isClauseSubject) break;
      if (!isJoiner && (startsAnother || !canBeInPhrase(words, next))) break;
      last = next;
      if (isNoun(word) || isPartNumber(words, next)) lastNoun = next;
    }
    if (lastNoun >= index) {
      phrases.push({
        from: index,
        to: lastNoun,
        text: text.slice(words[index]!.start, words[lastNoun]!.end - ownerMarkLength(words[lastNoun]!)),
      });
      index = lastNoun + 1;
    } else {
      index = last + 1;
    }
  }
  return phrases;
}

/**
 * "beginners make", "new candle makers make": people, maybe described by words before them, and then a verb
 * they do, starting at `from`.
 */
function isPeopleBeforeVerb(words: Word[], from: number): boolean {
  // "3 things nobody tells you": a word for anyone at all before its verb opens a clause too.
  const isAnyone = /^(?:nobody|everyone|everybody|someone|somebody|anyone|anybody)$/.test(
    words[from]?.lower ?? '',
  );
  if (isAnyone && !words[from]!.endsPhrase && has(words[from + 1], 'Verb')) return true;
  let at = from;
  while (
    at < from + 3 &&
    !words[at]?.endsPhrase &&
    !has(words[at], 'Plural') &&
    (has(words[at], 'Adjective') || (isNoun(words[at]) && !has(words[at], 'ProperNoun')))
  )
    at++;
  const people = words[at];
  return (
    has(people, 'Actor') &&
    has(people, 'Plural') &&
    !people!.endsPhrase &&
    has(words[at + 1], 'Verb') &&
    !has(words[at + 1], 'Gerund')
  );
}

const EVERYONE = wordSet('everyone everybody anyone');

/** A word for people as a group: "neighbours", "Gen Z", "everyone". */
export const isPeople = (word: Word | undefined) =>
  !!word &&
  (EVERYONE.has(word.lower) || (has(word, 'Actor') && (has(word, 'Plural') || has(word, 'ProperNoun'))));

export type PlaceName = { from: number; to: number; text: string };

function titleCase(text: string): string {
  return text.replace(/\p{L}[\p{L}'’-]*/gu, (word) =>
    ['the', 'of', 'and'].includes(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
  );
}

/** "St" of "St Mary's Church" is tagged a place, but it only starts a name. */
const isPlaceWord = (word: Word | undefined) =>
  has(word, 'Place') && !has(word, 'Organization') && !has(word, 'Date') && !has(word, 'Abbreviation');

/**
 * "Baker Street", "new york": a place word after a place goes on with its name when written as the name is;
 * "our Thai street food stall" is no place "Thai street", as its "street" is a common noun.
 */
const isPlaceGoingOn = (place: Word, next: Word | undefined) =>
  isPlaceWord(next) && (startsWithCapital(next) || !startsWithCapital(place));

export const isKnownPlaceWord = (word: Word | undefined) =>
  ['City', 'Country', 'Region'].some((tag) => has(word, tag));

/** Cities, regions and countries ("Berlin", "the UK", "New York"), and names after "in" ("in Kreuzberg"). */
export function placesIn(words: Word[], text: string): PlaceName[] {
  const places: PlaceName[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    // "in the EU": a capitalised acronym after "in the" is a region, whatever else the tagger calls it.
    const isRegionAfterIn =
      words[index - 1]?.lower === 'the' &&
      words[index - 2]?.lower === 'in' &&
      has(word, 'Acronym') &&
      /^\p{Lu}{2,3}$/u.test(word.text);
    if (isRegionAfterIn) {
      places.push({ from: index, to: index, text: `the ${word.text}` });
      continue;
    }
    const isNameAfterIn =
      words[index - 1]?.lower === 'in' &&
      has(word, 'ProperNoun') &&
      /^\p{Lu}/u.test(word.text) &&
      !has(word, 'Date') &&
      !has(word, 'Organization') &&
      !has(word, 'Person');
    if ((!isPlaceWord(word) && !isNameAfterIn) || has(word, 'Quoted')) continue;
    // "street", "market": a common word for a kind of place, in lower case, names none.
    if (!startsWithCapital(word) && !isKnownPlaceWord(word) && words[index - 1]?.lower !== 'in') continue;
    // "our library Fastq": a name right after a common noun names that thing, unless it is a known place.
    const previous = words[index - 1];
    const isKnownPlace = isKnownPlaceWord(word);
    // "Club Havana": a city right after a capitalised name word that is no place ends that name.
    const endsName =
      !!previous &&
      !previous.endsPhrase &&
      has(previous, 'ProperNoun') &&
      /^\p{Lu}/u.test(previous.text) &&
      !isPlaceWord(previous) &&
      !has(previous, 'Date') &&
      !has(previous, 'Organization');
    if (endsName) continue;
    if (
      !isKnownPlace &&
      previous &&
      !previous.endsPhrase &&
      isNoun(previous) &&
      !has(previous, 'ProperNoun')
    ) {
      while (index + 1 < words.length && !words[index]!.endsPhrase && has(words[index + 1], 'ProperNoun'))
        index++;
      continue;
    }
    let to = index;
    while (
      !words[to]!.endsPhrase &&
      (isPlaceGoingOn(words[to]!, words[to + 1]) ||
        (isNameAfterIn && has(words[to + 1], 'ProperNoun') && !has(words[to + 1], 'Date')))
    ) {
      to++;
    }
    // "Noodle Bar Kyo", "Target stores": a name that goes on into another word names that thing, not a place.
    // A known city before a common noun stays a place: "our Berlin cafe".
    const after = words[to + 1];
    const goesOn =
      !words[to]!.endsPhrase &&
      isNoun(after) &&
      !isPlaceGoingOn(words[to]!, after) &&
      (!isPlaceWord(word) || has(after, 'ProperNoun') || (isPlaceWord(after) && !isKnownPlaceWord(word)));
    if (goesOn) {
      index = to;
      continue;
    }
    // "Austin, Texas": a city and its state or country after a comma are one place.
    const region = words[to + 1];
    if (
      words[to]!.endsPhrase &&
      text.slice(words[to]!.end, region?.start ?? 0).trim() === ',' &&
      isKnownPlaceWord(region) &&
      startsWithCapital(region) &&
      (region!.endsPhrase || to + 2 === words.length)
    )
      to++;
    let name = text.slice(word.start, words[to]!.end);
    if (name === name.toLowerCase()) name = titleCase(name);
    if (words[index - 1]?.lower === 'the') name = `the ${name}`;
    places.push({ from: index, to, text: name });
    index = to;
  }
  return places;
}

/**
 * A text being read: its tagged words, and which of them a reading has used already, so that each word plays
 * one part (the date is not also the subject).
 */
export class TaggedText {
  /** The prepared text, which `Word` positions refer to. */
  readonly text: string;
  readonly words: Word[];
  readonly used: boolean[];

  constructor(
    readonly nlp: Nlp,
    /** As typed: a code keeps its capitals even in a request typed in capitals. */
    readonly original: string,
  ) {
    const parted = prepareText(original);
    this.words = tagWords(nlp, parted);
    const prepared = readEmojiInsidePhrases(this.words, parted, emojiPartings(original));
    const lexicon = lexiconOf(nlp);
    const names = [
      ...(isShouted(original) ? [] : readNamesInCapitals(this.words, original)),
      ...(hasShoutedWords(original) ? [] : lowerCaseBusinessNames(this.words, lexicon)),
    ];
    // "mother's day" is a holiday's name however it is typed.
    const days = possessiveDayNames(this.words);
    for (const index of days) {
      this.words[index]!.tags.add('ProperNoun');
      this.words[index]!.tags.add('Holiday');
    }
    for (const index of newYearNames(this.words))
      this.words[index]!.tags = new Set(['Noun', 'ProperNoun', 'Date', 'Holiday', 'Singular']);
    const places = [
      ...names.filter((index) => this.words[index]!.lower !== '&'),
      ...days,
      ...lowerCasePlaces(this.words, lexicon),
    ];
    this.text = capitaliseCalendarNames(
      hasShoutedWords(original) ? restoreNameCapitals(prepared, this.words, original, nlp) : prepared,
      this.words,
      places,
    );
    // The words of a quoted title make one name: "our free webinar "Scaling SaaS in Europe"".
    for (const match of original.matchAll(QUOTED)) {
      const from = match.index + 1;
      const to = match.index + match[0].length - 1;
      const inside = this.words.filter((word) => word.start >= from && word.end <= to);
      inside.forEach((word, offset) => {
        word.tags = new Set(['Noun', 'ProperNoun', 'Singular', 'Quoted']);
        if (offset < inside.length - 1) word.endsPhrase = false;
      });
    }
    this.used = this.words.map(() => false);
  }

  word(index: number): Word | undefined {
    return this.words[index];
  }

  free = (index: number) => index >= 0 && index < this.words.length && !this.used[index];

  use(from: number, to = from) {
    for (let index = from; index <= to; index++) this.used[index] = true;
  }

  /** The words from `from` to `to`, as the text writes them; an owner's "'s" at the end goes (see ownerMarkLength). */
  slice(from: number, to: number): string {
    return this.text.slice(this.words[from]!.start, this.words[to]!.end - ownerMarkLength(this.words[to]!));
  }

  originalSlice(from: number, to: number): string {
    return this.original.slice(this.words[from]!.start, this.words[to]!.end);
  }

  /** The noun phrases among the words not used yet. */
  phrases(): Phrase[] {
    return nounPhrases(this.words, this.text, this.free);
  }

  phraseFrom(index: number): Phrase | undefined {
    return this.phrases().find((phrase) => phrase.from === index);
  }

  /** "hoodies", "sourdough and croissants". */
  isPlural(from: number, to: number): boolean {
    // "signed copies of The Salt Path" is as many as its head; "Code for Kids" is one name.
    const of = this.words.findIndex((word, index) => index > from && index < to && word.lower === 'of');
    if (of > 0) return this.isPlural(from, of - 1);
    const isName =
      to - from >= 2 &&
      /^\p{Lu}/u.test(this.words[to]!.text) &&
      /^\p{Lu}/u.test(this.words[to - 2]!.text) &&
      /^\p{Ll}/u.test(this.words[to - 1]!.text);
    // "Urban Threads", "Taco Loco": two capitalised names make one business.
    const isTwoNames =
      to > from &&
      has(this.words[to], 'ProperNoun') &&
      has(this.words[to - 1], 'ProperNoun') &&
      /^\p{Lu}/u.test(this.words[to]!.text) &&
      /^\p{Lu}/u.test(this.words[to - 1]!.text);
    if (isName || isTwoNames) return false;
    const last = this.words[to];
    // The tagger reads "ramen" as the plural of "raman": a plural without an -s is one for people only.
    const isPluralWord = has(last, 'Plural') && (/s$/i.test(last!.text) || has(last, 'Actor'));
    // "fig and honey flavour", "salt and pepper combo": "and" between the words before a word for one kind of
    // thing says what the one thing is made of; it joins no two things.
    // So does "and" before the word in front of a place of business: "our fish and chip shop" is one shop.
    const isOnePlace =
      !has(last, 'Plural') &&
      BUSINESS_HEADS.test(last!.lower) &&
      !/^(?:and|&)$/.test(this.words[to - 1]?.lower ?? '');
    const isOneKind = (!has(last, 'Plural') && KIND_HEADS.has(last!.lower)) || isOnePlace;
    return (
      isPluralWord ||
      (!isOneKind &&
        this.words.slice(from, to).some((word) => /^(?:and|&)$/.test(word.lower) && !has(word, 'ProperNoun')))
    );
  }
}
