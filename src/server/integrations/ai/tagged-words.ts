/**
 * A request as tagged words and the noun phrases they form. compromise tags the words; a few corrections follow,
 * because requests are headline-like fragments ("oat-milk coffee drinks among Gen Z", "our Lisbon surf school")
 * where a tagger trained on sentences reads nouns as verbs.
 */
import { lexiconOf, type Nlp } from './compromise-loader';
import { readBusinessNames, readNamesInCapitals } from './business-names';
import { BUSINESS_HEADS } from './business-heads';
import { readDatedNouns } from './dated-nouns';
import { readEmojiInsidePhrases } from './emoji-inside-phrases';
import { readFreeAsPrice } from './free-as-price';
import { readGerundsBeforeOwners, readPraisedDeeds } from './gerunds-before-owners';
import {
  readBackAsAdverb,
  readHeadlineVerbs,
  readMovingVerbs,
  readNowOpenAsState,
  readJustDone,
  readRemainingVerbs,
} from './headline-verbs';
import { readNameOpeners } from './name-openers';
import { readListedMembers } from './listed-members';
import { readLowerCasePersons } from './lower-case-persons';
import { lowerCaseBusinessNames } from './lower-case-business-names';
import { lowerCasePlaces } from './lower-case-places';
import { newYearNames, possessiveDayNames } from './shouted-names';
import { readHowToVerbs } from './how-to-verbs';
import { readHyphenatedParticles } from './hyphenated-particles';
import { readCountVerbs } from './count-verbs';
import { readLengths } from './lengths';
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
import { readNamesInRoles } from './names-in-roles';
import { readDemonyms } from './demonyms';
import { joinHyphenChains } from './hyphen-chains';
import { capitaliseCalendarNames, restoreNameCapitals } from './name-capitals';
import { readNeedingVerbs } from './needing-verbs';
import { KIND_HEADS, nounPhrases, ownerMarkLength, type Phrase } from './noun-phrases';
import { emojiPartings, hasShoutedWords, isShouted, prepareText, QUOTED } from './prepared-text';
import { correctTags } from './tag-corrections';
import { joinTitlesWithOfThe } from './titles-with-of-the';
import { readVerbsAfterPlaces } from './verbs-after-places';
import { has, type Word } from './word-tags';

export type { Word } from './word-tags';
export {
  wordSet,
  has,
  isNoun,
  startsWithCapital,
  RECENCY_WORDS,
  isPossessivePronoun,
  isPeople,
} from './word-tags';
export { isShouted, hasShoutedWords, emojiPartings, prepareText } from './prepared-text';
export { restoreNameCapitals, capitaliseCalendarNames } from './name-capitals';
export { withDroppedLettersRestored } from './dropped-letters';
export type { Phrase } from './noun-phrases';
export {
  describedNounAt,
  isCountAfterHead,
  isKindHead,
  isNameJoiner,
  isTimeInName,
  NUMBERED_PARTS,
  nounPhrases,
} from './noun-phrases';
export type { PlaceName } from './place-names';
export { isKnownPlaceWord, placesIn } from './place-names';

/** A word as compromise gives it; `switch` lists what an ambiguous word can be ("Noun|Verb"). */
type TermJson = {
  text: string;
  post: string;
  tags: string[];
  switch?: string;
  offset: { start: number; length: number };
};

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
  readNamesInRoles(words);
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
  readJustDone(words);
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
  readRemainingVerbs(words);
  return words;
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
