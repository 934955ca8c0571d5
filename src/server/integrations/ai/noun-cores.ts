/**
 * "our new oat-milk matcha latte", "our agency Brightside", "a talk on remote team rituals": a noun phrase is told
 * by its core (its words without the determiner and "new"), its head noun and any name set beside it. The core
 * gives a subject its text, article and number, the head says what kind of thing it is, and the name is tagged on
 * its own (#Brightside), so every part of the reading speaks of a phrase in the same way.
 */
import type { HashtagPhrases } from './hashtags';
import { isSelectionsPeriod } from './request-facts';
import { isMassNoun } from './mass-nouns';
import { isRoleWord } from './names-in-roles';
import { isEventNoun, isEventPhrase } from './occasion-nouns';
import { isPlatformWord } from './platform-words';
import {
  isPossessivePronoun,
  has,
  isNoun,
  isKnownPlaceWord,
  isKindHead,
  type TaggedText,
  type Phrase,
  type Word,
} from './tagged-words';
import { AGE_WORDS, RELATIONAL_NOUNS } from './reading-words';
import type { Subject } from './request-reading-types';

export const samePhrase = (one: Phrase | undefined, other: Phrase | undefined) =>
  !!one && !!other && one.from === other.from && one.to === other.to;

export function joinNames(names: string[]): string {
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
export function coreOf(tagged: TaggedText, phrase: Phrase, forTags = false): Core {
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
    // "all-you-can-eat sushi": an "all" joined by a hyphen is part of the word.
    else if (
      !has(word, 'Determiner') &&
      (word.lower !== 'all' || word.hyphenated) &&
      !has(word, 'Superlative')
    )
      break;
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
  // "early bird tickets for our design conference" are tickets.
  const forAt = words.findIndex((word, at) => at > core.from && at < core.to && word.lower === 'for');
  if (forAt > 0 && isNoun(words[forAt - 1])) return forAt - 1;
  // "croissants au beurre" are croissants.
  const au = words.findIndex((word, at) => at > core.from && at < core.to && /^(?:au|aux)$/.test(word.lower));
  if (au > 0) return au - 1;
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

export function subjectOf(tagged: TaggedText, core: Core, isAgent = false): Subject {
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
    // "Record Store Day", "Small Business Saturday": a day the whole trade keeps is named, and no one's own.
    isTitledDay(words.slice(core.from, head + 1)) ||
    // "New Year's Eve party" is no one's: a holiday's name in the possessive owns nothing.
    words.slice(core.from, head).some((word) => /['’]s$/.test(word.text) && !has(word, 'Holiday')) ||
    // "version 3.0 of our CLI": a version with its number is named by it, as a name is.
    (/^(?:version|v)$/i.test(words[core.from]!.lower) &&
      /^\d+(?:\.\d+)*$/.test(words[core.from + 1]?.text ?? ''));
  // "sunrise yoga" written bare stays bare: a mass noun takes no article of ours.
  return {
    text,
    determiner:
      core.determiner ||
      (isName ||
      plural ||
      isMassNoun(words[head]) ||
      has(words[head], 'WeeklyOccasion') ||
      // "live flamenco", "live music": music played live is named bare, as a mass noun is.
      /^live\s/i.test(text)
        ? ''
        : 'the'),
    plural,
    isAgent,
    isPerson:
      (has(words[head], 'Person') || isNamedInRole(words, core.from, head)) &&
      !has(words[head], 'Organization'),
  };
}

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
  return role < head && isRoleWord(word);
}

/** Two or more words, each capitalised, ending in a word for a day, week or month: a day's name. */
const isTitledDay = (words: Word[]) =>
  words.length >= 2 &&
  words.every((word) => /^\p{Lu}/u.test(word.text)) &&
  /^(?:day|week|month|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/.test(
    words.at(-1)!.lower,
  );

/** "our agency Brightside" → "Brightside": a name set beside the noun that says what it is. */
export function appositionName(tagged: TaggedText, phrase: Phrase): { from: number; text: string } | null {
  const { words } = tagged;
  // "our library Fastq": a name the tagger guessed to be a place is still a name; a known city is not.
  // "our new CTO Priya Shah": a role's acronym says who the person is, and is no part of their name.
  const isRoleAcronym = (word: Word | undefined) =>
    /^\p{Lu}{2,}$/u.test(word?.text ?? '') && isRoleWord(word);
  const isName = (index: number) =>
    has(words[index], 'ProperNoun') &&
    !isRoleAcronym(words[index]) &&
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
  if (
    from <= phrase.from ||
    !describes ||
    (has(before, 'ProperNoun') && !isRoleAcronym(before)) ||
    isPartOfName
  )
    return null;
  return { from, text: tagged.slice(from, phrase.to).replace(/['’]s$/, '') };
}

/** Hashtags from a phrase; "our design studio Northlight" gives #Northlight and #DesignStudio. */
export function tagPhrase(tagged: TaggedText, tags: HashtagPhrases, phrase: Phrase) {
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

/** The noun a phrase is about: "screening" in "rooftop cinema screening of Amelie", "run" in "run for cancer research". */
export function headOf(tagged: TaggedText, phrase: Phrase): string {
  // "our free webinar "Scaling SaaS in Europe"": the noun before a name says what it is.
  const name = appositionName(tagged, phrase);
  if (name) return withKindOfGame(tagged.words, name.from - 1);
  const words = tagged.words.slice(phrase.from, phrase.to + 1);
  // "croissants au beurre", "pain au chocolat": French "au" joins a dish to what it is made with.
  // The "on" of "switch-on" is half of a hyphenated word, no preposition.
  const of = words.findIndex(
    (word, offset) =>
      offset > 0 && /^(?:of|for|on|with|about|au|aux)$/.test(word.lower) && !words[offset - 1]!.hyphenated,
  );
  const at = of > 0 ? of - 1 : words.length - 1;
  // "our church's Christmas carol service": a service of worship is a ceremony people come to; a cleaning
  // service is a business.
  if (/^services?$/.test(words[at]!.lower) && WORSHIP.test(words[at - 1]?.lower ?? '')) return 'ceremony';
  // "beach clean-up": a head written with a hyphen is one word.
  if (at > 0 && words[at - 1]!.hyphenated) return `${words[at - 1]!.lower}-${words[at]!.lower}`;
  return withKindOfGame(words, at);
}

/** "board game", "video game": a game made to be played at home is a thing sold, not a match to come to. */
const GAME_KINDS = /^(?:board|video|card|dice|party|computer|mobile|tabletop)$/;
function withKindOfGame(words: Word[], at: number): string {
  const head = words[at]!.lower;
  const kind = words[at - 1];
  return /^games?$/.test(head) && kind && !kind.endsPhrase && GAME_KINDS.test(kind.lower)
    ? `${kind.lower} ${head}`
    : head;
}

const WORSHIP =
  /^(?:carol|carols|church|memorial|remembrance|communion|worship|prayer|candlelight|christmas|eve|easter|sunday|evening|morning|funeral|thanksgiving|healing|baptism|vigil|midnight|advent|nativity)$/;

/** "our workshop", "our charity bake sale": a phrase naming an occasion, by its head or as a whole. */
export const isOccasionPhrase = (tagged: TaggedText, phrase: Phrase) =>
  isEventNoun(headOf(tagged, phrase)) || isEventPhrase(tagged.slice(phrase.from, phrase.to));
