/**
 * The tagger's reading corrected word by word where a request differs from the sentences it was trained on:
 * nouns read as verbs after a noun, months, money, occasions, people and more, each settled by the words on
 * either side; with the word lists those corrections go by.
 */
import { isEventNoun } from './occasion-nouns';
import { isGroupWord } from './group-words';
import { isPlaceAfterPlural } from './verbs-after-places';
import { isSurface } from './surface-venues';
import {
  has,
  isNoun,
  isPeople,
  isPossessivePronoun,
  POSSESSIVE_PRONOUNS,
  RECENCY_WORDS,
  startsWithCapital,
  type Word,
  wordSet,
} from './word-tags';

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
  audiences players seekers jobseekers applicants candidates singers tenors basses sopranos altos baritones
  drummers guitarists dancers`,
);
/** Nouns the tagger reads as adjectives before another noun: "rental market", "repair shop". */
const NOUNS_BEFORE_NOUNS = wordSet('rental rentals repair repairs delivery subscription');
/** Participles that link a phrase to what comes with it: "featuring Sally Rooney", "including drinks". */
const PREPOSITIONAL_PARTICIPLES = wordSet('featuring including starring excluding');
/** The second half of "tune-ups", "pop-up", "check-ins". */
const PARTICLES = /^(?:up|ups|in|ins|on|ons|out|outs|off|offs|down|downs|over|overs)$/;
/** Times of day that name an occasion after a noun: "author night", "coffee morning". */
const COMPOUND_TIMES = wordSet('night morning evening afternoon weekend day');
/** Nouns that end in "-ing" and are never a verb in a request: "wedding season", "clothing store". */
const NOUNS_IN_ING = wordSet(
  'wedding weddings clothing building buildings pudding puddings stuffing ceiling sibling',
);
/** Ordinals written as words; compromise can read a lowercase "first" before a noun as a person's title. */
const ORDINAL_WORDS = wordSet('first second third fourth fifth sixth seventh eighth ninth tenth');
/** "Gen Z", "Gen Alpha": a generation's name is one noun, although compromise reads "Gen" as an honorific. */
const GENERATIONS = new Set(['z', 'x', 'y', 'alpha']);

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
 * A verb right after a noun, before another noun, a preposition or the end of the phrase, is a noun when the
 * word can be one: "coffee [drinks] among", "the Oxfam [campaign]", "a €2M [seed] round", "our Lisbon [surf] school".
 * A singular noun cannot be the subject of a bare verb ("school surf"), so bare forms after one are nouns too.
 */
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

const SENT_IN = /^(?:(?:pre-?)?orders|(?:pre-?)?bookings|entries|applications|registrations|submissions)$/;

/** Where the orders or bookings before `at` are, right before it or before what they are for; -1 if none. */
function sentInBefore(words: Word[], at: number): number {
  if (SENT_IN.test(words[at - 1]?.lower ?? '')) return at - 1;
  for (let index = at - 2; index >= Math.max(1, at - 5); index--) {
    if (words[index]!.endsPhrase) return -1;
    if (words[index]!.lower === 'for') return SENT_IN.test(words[index - 1]!.lower) ? index - 1 : -1;
  }
  return -1;
}

export function correctTags(words: Word[], switches: string[]) {
  const canBeNoun = switches.map((each) => /Noun|Plural|Singular/.test(each));
  let asksWithDo = false;
  words.forEach((word, index) => {
    const before = words[index - 1];
    const after = words[index + 1];
    // "january offer": a month typed in lower case is the month, never a person's name. "may" and "march" are
    // verbs as often, and are read beside a day's number below.
    // "bouncy castle, face painting and a raffle": in a list, a word that can be a noun before an "-ing" word
    // that ends the item is what the activity is done to ("face painting", "wreath making"), not a command.
    if (
      has(word, 'Imperative') &&
      canBeNoun[index] &&
      (!before || before.endsPhrase) &&
      has(after, 'Gerund') &&
      (after!.endsPhrase || /^(?:and|&)$/.test(words[index + 2]?.lower ?? ''))
    ) {
      word.tags = new Set(['Noun', 'Singular']);
      after!.tags = new Set(['Noun', 'Singular']);
      return;
    }
    // "Christmas orders close 15 December", "bookings open Monday": what customers send in, then the verb that
    // starts or stops it before its date.
    // So do orders for something: "orders for Christmas cakes close 20 December".
    const sentIn = sentInBefore(words, index);
    if (
      /^(?:close|open)$/.test(word.lower) &&
      sentIn >= 0 &&
      (has(after, 'Date') ||
        has(after, 'Value') ||
        word.endsPhrase ||
        /^(?:for|from|until|now)$/.test(after?.lower ?? ''))
    ) {
      words[sentIn]!.tags = new Set(['Noun', 'Plural']);
      word.tags = new Set(['Verb', 'PresentTense']);
      return;
    }
    // "includes brake check and gear tune": after a verb of what a thing holds, a bare verb cannot follow; a word
    // the tagger read as one before a noun is a noun naming what is held.
    if (
      has(word, 'Infinitive') &&
      /^(?:includes?|including|featuring|features)$/.test(before?.lower ?? '') &&
      !before!.endsPhrase &&
      !word.endsPhrase &&
      isNoun(after)
    ) {
      word.tags = new Set(['Noun', 'Singular']);
      return;
    }
    // "our partnership with the NHS to trial our sleep app": between "to" and whose thing it takes, a word is
    // the verb of a purpose, whatever else the tagger reads it as.
    if (
      before?.lower === 'to' &&
      !before.endsPhrase &&
      !word.endsPhrase &&
      word.text === word.lower &&
      (has(word, 'Adjective') || has(word, 'Noun')) &&
      !has(word, 'Pronoun') &&
      // "open to all the family": a word for how many is who something is open to, no verb.
      !/^(?:all|everyone|everybody|anyone|anybody|both|each|more|most|some|any|none)$/.test(word.lower) &&
      (isPossessivePronoun(after) || /^(?:the|a|an)$/.test(after?.lower ?? ''))
    ) {
      word.tags = new Set(['Verb', 'Infinitive']);
      return;
    }
    // "the Christmas lights switch-on": after "the" and a holiday, an "-s" word before more of the name is the
    // holiday's things, never a verb.
    if (
      has(word, 'PresentTense') &&
      /[^s]s$/.test(word.lower) &&
      (has(before, 'Holiday') || has(before, 'Season')) &&
      (has(words[index - 2], 'Determiner') || isPossessivePronoun(words[index - 2])) &&
      !before!.endsPhrase &&
      !word.endsPhrase &&
      (isNoun(after) || has(after, 'Hyphenated'))
    ) {
      word.tags = new Set(['Noun', 'Plural']);
      return;
    }
    // "washing up liquid": the British name of the soap, written open, names a thing; nothing is washed.
    if (
      word.lower === 'washing' &&
      after?.lower === 'up' &&
      !word.endsPhrase &&
      !after.endsPhrase &&
      /^(?:liquid|bowl|gloves?|brush)$/.test(words[index + 2]?.lower ?? '')
    ) {
      word.tags = new Set(['Noun', 'Singular']);
      after.tags = new Set(['Noun', 'Singular']);
      words[index + 2]!.tags = new Set(['Noun', 'Singular']);
      return;
    }
    // "afternoon tea for two": the meal's name, which says no time of day.
    if (word.lower === 'afternoon' && !word.endsPhrase && /^teas?$/.test(after?.lower ?? '')) {
      word.tags = new Set(['Noun', 'Singular']);
      return;
    }
    // "our village fete on the green": a place stood on, after "the" and before no noun, is that place.
    if (isSurface(word.lower) && before?.lower === 'the' && has(word, 'Adjective') && !isNoun(after)) {
      word.tags = new Set(['Noun', 'Singular']);
      return;
    }
    // "our Black Friday sale starts now": after a noun, "starts" or "ends" before when is the verb, never more
    // of the noun.
    if (
      /^(?:starts|ends|begins|continues|returns)$/.test(word.lower) &&
      isNoun(before) &&
      !before!.endsPhrase &&
      /^(?:now|today|tonight|tomorrow|at|on|this|next|in|soon)$/.test(after?.lower ?? '')
    ) {
      word.tags = new Set(['Verb', 'PresentTense']);
      if (after!.lower === 'now') after!.tags = new Set(['Adverb']);
      return;
    }
    // "the e-bike rental market", "a repair shop": words the tagger reads by their place before a noun that
    // are nouns in requests.
    if (NOUNS_BEFORE_NOUNS.has(word.lower) && has(word, 'Adjective')) {
      word.tags = new Set(['Noun', word.lower.endsWith('s') ? 'Plural' : 'Singular']);
      return;
    }
    // "classes for over 60s", "the under-5s": people by their age, never a decade.
    if (/^\d{1,2}s$/.test(word.text) && /^(?:over|under)$/.test(before?.lower ?? '')) {
      before!.tags = new Set(['Adjective']);
      word.tags = new Set(['Noun', 'Plural', 'Actor']);
      return;
    }
    // "Maria's 5 years": a figure after a name's "'s" counts what follows; the tagger takes it for a name.
    if (
      /^\d+$/.test(word.text) &&
      has(word, 'ProperNoun') &&
      has(before, 'Possessive') &&
      has(after, 'Noun')
    ) {
      word.tags = new Set(['Value', 'Cardinal', 'NumericValue']);
      return;
    }
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
    // "includes brakes and gears check": what is included is a thing, though the tagger reads a word in -s after
    // "includes" (and after "and" in its list) as a verb.
    const isIncludedThing =
      has(word, 'PresentTense') &&
      !has(word, 'Noun') &&
      /^\p{Ll}+[^s]s$/u.test(word.text) &&
      !before?.endsPhrase &&
      (/^(?:includes|including|include|incl|plus)$/.test(before?.lower ?? '') ||
        (/^(?:and|&)$/.test(before?.lower ?? '') &&
          has(words[index - 2], 'Plural') &&
          isNoun(words[index - 2])));
    if (isIncludedThing) {
      word.tags = new Set(['Noun', 'Plural']);
      return;
    }
    // "£45 including mince pies": after "including", a word before a plural names what kind; it is no verb.
    if (
      /^(?:including|incl|plus)$/.test(before?.lower ?? '') &&
      !before!.endsPhrase &&
      has(word, 'Infinitive') &&
      !word.endsPhrase &&
      has(after, 'Plural') &&
      isNoun(after)
    ) {
      word.tags = new Set(['Noun', 'Singular']);
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
    // "record fair this Sunday", "craft market": a word opening a piece before a word for an occasion names the
    // occasion's kind; it asks readers to do nothing.
    const isKindOfOccasion =
      (!before || before.endsPhrase) &&
      has(word, 'Infinitive') &&
      canBeNoun[index] &&
      !word.endsPhrase &&
      isEventNoun(after?.lower ?? '') &&
      !has(after, 'Verb');
    if (isKindOfOccasion) {
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
    // "How do pet insurance customers choose…": after a question's "do", a word before a noun and a plural is
    // the first noun of who is asked about, never a second verb.
    const isAskedPeoplesKind =
      /^(?:do|does|did)$/.test(before?.lower ?? '') &&
      has(words[index - 2], 'QuestionWord') &&
      has(word, 'Infinitive') &&
      canBeNoun[index] &&
      !word.endsPhrase &&
      isNoun(after) &&
      (has(after, 'Plural') || has(words[index + 2], 'Plural'));
    if (isAskedPeoplesKind) {
      word.tags = new Set(['Noun', 'Singular']);
      return;
    }
    // "30% growth in revenue": what a percentage counts is a thing, never a verb.
    if (has(before, 'Percent') && !before!.endsPhrase && has(word, 'Infinitive') && canBeNoun[index]) {
      retagAsNoun(word);
      return;
    }
    // "kids aged 8-12": "aged" before a number says how old; it is no verb of a clause.
    if (word.lower === 'aged' && has(after, 'Value') && !word.endsPhrase) {
      word.tags = new Set(['Adjective']);
      return;
    }
    // "book yours for £35": "yours" stands for the reader's own; the word before it is what they are asked to do.
    if (/^(?:yours|mine|ours|theirs)$/.test(word.lower)) {
      word.tags = new Set(['Pronoun', 'Noun']);
      if (before && !before.endsPhrase && (!words[index - 2] || words[index - 2]!.endsPhrase))
        before.tags = new Set(['Verb', 'PresentTense', 'Infinitive', 'Imperative']);
      return;
    }
    // "How do independent gyms retain members?": after who a question asks about, a word of winning or keeping
    // before what they win is the question's verb, never a noun of their name.
    const isAskedDoing =
      /^(?:retain|attract|keep|win|find|reach|grow|sell|market|price|compete|manage|reduce|increase|use)$/.test(
        word.lower,
      ) &&
      has(before, 'Plural') &&
      !before!.endsPhrase &&
      words
        .slice(Math.max(0, index - 6), index)
        .some((each) => /^(?:do|does|did|can|should)$/.test(each.lower)) &&
      !has(word, 'Verb');
    if (isAskedDoing) {
      word.tags = new Set(['Verb', 'PresentTense', 'Infinitive']);
      return;
    }
    // "what is the competition like for hair salons": "like" after a noun and before where or whom compares;
    // it names nothing.
    if (
      word.lower === 'like' &&
      isNoun(before) &&
      !before!.endsPhrase &&
      /^(?:for|in|among|at|with|across)$/.test(after?.lower ?? '')
    ) {
      word.tags = new Set(['Preposition']);
      return;
    }
    // "all year round": "round" after "year" says for how long, as the year does; it is no thing.
    if (word.lower === 'round' && before?.lower === 'year' && !before.endsPhrase) {
      word.tags = new Set(['Date', 'Adverb']);
      return;
    }
    if (NOUNS_IN_ING.has(word.lower) && has(word, 'Verb')) {
      retagAsNoun(word);
      return;
    }
    // "salary £80k-£95k": a currency sign before a figure makes an amount of money, whatever follows it.
    if (/^[£$€¥]\d/.test(word.text) && !has(word, 'Money')) {
      word.tags = new Set(['Value', 'Money']);
      return;
    }
    // "our farm shop now stocks local honey": after a thing and "now", a word in -s before what it takes is what
    // the thing does from now on.
    const isNowDoing =
      before?.lower === 'now' &&
      !before.endsPhrase &&
      has(words[index - 2], 'Singular') &&
      isNoun(words[index - 2]) &&
      !words[index - 2]!.endsPhrase &&
      has(word, 'Plural') &&
      /^\p{Ll}+[^s]s$/u.test(word.text) &&
      !word.endsPhrase &&
      (isNoun(after) || has(after, 'Adjective') || has(after, 'Determiner') || isPossessivePronoun(after));
    if (isNowDoing) {
      word.tags = new Set(['Verb', 'PresentTense']);
      before.tags = new Set(['Adverb']);
      return;
    }
    // "spring deep clean offer", "book a deep clean": a clean that is deep is a job done, a noun.
    if (word.lower === 'clean' && before?.lower === 'deep' && !before.endsPhrase) {
      before.tags = new Set(['Adjective']);
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
    // is the thing owned, never a verb; after the holiday, any word in -s is ("our Christmas lights").
    const owner = has(before, 'Holiday') ? words[index - 2] : before;
    if (
      isPossessivePronoun(owner) &&
      !before!.endsPhrase &&
      has(word, 'PresentTense') &&
      (canBeNoun[index] || has(before, 'Holiday')) &&
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
    // "my own consultancy, Harbour Advisory": a capitalised word after a comma, before a name, starts that name;
    // the tagger reads a word that is also a verb ("Harbour") as one.
    const startsName =
      has(word, 'Verb') &&
      /^\p{Lu}\p{Ll}/u.test(word.text) &&
      !!before &&
      before.endsPhrase &&
      !word.endsPhrase &&
      has(after, 'ProperNoun') &&
      /^\p{Lu}\p{Ll}/u.test(after!.text) &&
      isNoun(after);
    if (startsName) {
      word.tags = new Set(['Noun', 'ProperNoun', 'Singular']);
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
    // "bring-a-friend week", "crate-digging night": so does one after a hyphenated word that names its kind.
    const isKindNamed =
      has(before, 'Hyphenated') && (COMPOUND_TIMES.has(word.lower) || word.lower === 'week');
    if (
      (COMPOUND_TIMES.has(word.lower) || isKindNamed) &&
      before &&
      !before.endsPhrase &&
      (isNoun(before) || isOccasionLead || isKindNamed)
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
