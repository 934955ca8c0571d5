/**
 * Noun phrases among tagged words: which words a phrase may hold (nouns, the words describing them, a time or
 * number naming one of a series), which words join two nouns into one name ("cup of coffee"), which head one
 * kind of thing ("flavour", "blend"), and where a phrase ends.
 */
import {
  has,
  isNoun,
  isPossessivePronoun,
  RECENCY_WORDS,
  startsWithCapital,
  type Word,
  wordSet,
} from './word-tags';

export type Phrase = {
  /** Indexes into the word list, inclusive. */
  from: number;
  to: number;
  /** The phrase as written, from its first word to its last. */
  text: string;
};

/** Words for one kind of thing made of what comes before them: "flavour", "blend", "combo". */
export const KIND_HEADS = wordSet(
  'flavour flavor blend combo pairing recipe edition mix topping filling sauce',
);
/** "flavour", "blend": a word for one kind of thing, named by the words around it. */
export const isKindHead = (word: Word | undefined) => !!word && KIND_HEADS.has(word.lower);
/** Words that join two nouns into one name: "cup of coffee", "pastel de nata", "Kaffee und Kuchen". */
const NAME_JOINERS = wordSet('of de del della di du la le von van da y und et &');
export const isNameJoiner = (word: Word | undefined) =>
  !!word && word.lower !== '&' && NAME_JOINERS.has(word.lower);

/** What a fundraiser raises or collects: the object of its verb, never a kind of thing the verb names. */
const RAISED = wordSet('money funds cash awareness donations');

/** A participle or gerund describing the noun after it: "refurbished cameras", "baking class". */
function isVerbModifier(words: Word[], index: number): boolean {
  const word = words[index]!;
  const next = words[index + 1];
  const previous = words[index - 1];
  if (!has(word, 'PastTense') && !has(word, 'Gerund') && !has(word, 'Hyphenated')) return false;
  if (word.endsPhrase || !next || !(isNoun(next) || has(next, 'Adjective'))) return false;
  // Between two nouns a gerund names a kind: "dog grooming salon", "coffee tasting event"; after a name it is
  // the name's verb: "Crumb & Co winning Best Bakery".
  // Before a name it is a verb taking the name: "our team winning Startup of the Year".
  // So it does after a date word naming a kind: "Christmas pampering packages".
  const namesKind =
    isNoun(previous) || (has(previous, 'Date') && has(previous, 'Noun') && !has(previous, 'Time'));
  if (has(word, 'Gerund') && namesKind && !previous!.endsPhrase && isNoun(next)) {
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

/**
 * "new tasting menu 7 courses": a count after a common noun, before a plural, counts what the thing holds ("a
 * tasting menu of 7 courses").
 */
export function isCountAfterHead(words: Word[], index: number): boolean {
  const head = words[index - 1];
  return (
    /^\d+$/.test(words[index]?.text ?? '') &&
    isNoun(head) &&
    /^\p{Ll}/u.test(head!.text) &&
    !head!.endsPhrase &&
    !head!.hyphenated &&
    !NUMBERED_PARTS.has(head!.lower) &&
    has(words[index + 1], 'Plural') &&
    isNoun(words[index + 1])
  );
}

/** Words numbered as one of a series: "version 2.0", "season 3", "volume 2". */
export const NUMBERED_PARTS = wordSet('version release season volume edition issue series episode chapter');

/** "2.0" of "version 2.0": a number that names one of a series, as a noun would. */
const isPartNumber = (words: Word[], index: number) =>
  /^v?\d+(?:\.\d+)*$/i.test(words[index]?.text ?? '') &&
  NUMBERED_PARTS.has(words[index - 1]?.lower ?? '') &&
  !words[index - 1]!.endsPhrase;

/** A word a noun phrase may hold; `isNoun` ones can also end it. */
function canBeInPhrase(words: Word[], index: number): boolean {
  const word = words[index]!;
  if (isTimeInName(words, index)) return true;
  if (has(word, 'Date')) {
    // "summer sale", "Black Friday deals": date words naming a kind of thing, not when it happens.
    if (has(word, 'Determiner') || has(word, 'Preposition') || has(word, 'Time')) return false;
    let after = index + 1;
    while (has(words[after], 'Date') && !words[after - 1]!.endsPhrase && !has(words[after], 'Time')) after++;
    if (words[after - 1]!.endsPhrase) return false;
    return isNoun(words[describedNounAt(words, after)]);
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
export function ownerMarkLength(word: Word): number {
  if (!has(word, 'Possessive') || startsWithCapital(word)) return 0;
  return /['’]s$/.test(word.text) ? 2 : 0;
}

/**
 * Where the noun that words from `at` describe would stand: past adjectives and gerunds naming a kind ("autumn
 * mini sessions", "Christmas pampering packages"), within one phrase.
 */
export function describedNounAt(words: Word[], at: number): number {
  const describes = (index: number) =>
    !!words[index] &&
    !words[index]!.endsPhrase &&
    ((has(words[index], 'Adjective') && !isNoun(words[index])) ||
      (has(words[index], 'Gerund') && isNoun(words[index + 1])));
  let index = at;
  while (describes(index)) index++;
  return index;
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
        // "of our handmade leather wallet": words describing the owned noun may come first.
        (isNoun(words[next + 2]) ||
          (has(words[next + 2], 'Adjective') && isNoun(words[describedNounAt(words, next + 2)])));
      // "Code for Kids", "Doctors without Borders": a small word between two capitalised words inside a name; a
      // title's small words may be capitalised too ("Small Things Like These").
      const isCapitalised = (at: number) => /^\p{Lu}/u.test(words[at]?.text ?? '') && isNoun(words[at]);
      const isTitledSmallWord =
        startsWithCapital(word) &&
        has(word, 'ProperNoun') &&
        ['Preposition', 'Conjunction', 'Determiner'].some((tag) => has(word, tag));
      const joinsName =
        (/^(?:for|without|on|in)$/.test(word.text) || isTitledSmallWord) &&
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
