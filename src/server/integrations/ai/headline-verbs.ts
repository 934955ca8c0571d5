/**
 * Headlines drop their articles ("NEW MENU drops Friday", "summer collection lands on Monday"), and a sentence
 * tagger then reads the verb as the second noun of a compound ("menu drops"). A verb of arrival right after a
 * singular noun and right before the date it arrives on is that noun's verb: a compound noun is not followed by
 * a bare date, and a singular noun agrees with the verb's "-s". The list holds only verbs that say something
 * arrives, so "coffee drinks this summer" stays a noun phrase.
 */
import type { Word } from './tagged-words';

const ARRIVAL_VERBS = new Set(
  'drops lands launches opens arrives returns debuts premieres starts begins'.split(' '),
);

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
/** A common or proper noun, not a pronoun ("it"), a possessive ("our") or a date ("Friday"). */
const isNoun = (word: Word | undefined) =>
  has(word, 'Noun') && !has(word, 'Pronoun') && !has(word, 'Possessive') && !has(word, 'Date');

const isDateWord = (word: Word | undefined) => has(word, 'Date') && !has(word, 'Value');

export function readHeadlineVerbs(words: Word[]): void {
  words.forEach((word, index) => {
    const before = words[index - 1];
    const after = words[index + 1];
    if (!ARRIVAL_VERBS.has(word.lower) || !before || before.endsPhrase || word.endsPhrase) return;
    if (!isNoun(before) || !has(before, 'Singular')) return;
    const datedNext =
      isDateWord(after) || (/^(?:on|this|next)$/.test(after?.lower ?? '') && isDateWord(words[index + 2]));
    if (!datedNext) return;
    word.tags = new Set(['Verb', 'PresentTense']);
  });
}

/**
 * "our pumpkin bread back in stock this weekend", "iced lattes back for summer": a headline's "back" right after
 * a noun says the thing returns; the tagger may read it as the last noun of a compound ("bread back"). Only
 * where a noun may not go on (the end of a piece, a preposition, a date) is it the adverb.
 */
export function readBackAsAdverb(words: Word[]): void {
  words.forEach((word, index) => {
    if (word.lower !== 'back' || has(word, 'Adverb')) return;
    const before = words[index - 1];
    const after = words[index + 1];
    // "…, back Tuesday": opening a piece before a date, it says the poster returns then; it names no thing.
    if ((!before || before.endsPhrase) && has(after, 'Date') && !word.endsPhrase) {
      word.tags = new Set(['Adverb']);
      return;
    }
    if (!before) return;
    if (before.endsPhrase || !has(before, 'Noun') || has(before, 'Possessive') || has(before, 'Pronoun'))
      return;
    // The tagger may read "back in" as one phrasal verb: its "in" is then the preposition of "in stock".
    const isLink = /^(?:in|on|for|at|to|from)$/.test(after?.lower ?? '');
    if (!word.endsPhrase && after && !isLink && !has(after, 'Date')) return;
    word.tags = new Set(['Adverb']);
    if (isLink) after!.tags = new Set(['Preposition']);
  });
}

/**
 * "our bakery now open on Mondays": a headline leaves out the "is" before "now open", where the tagger reads "now"
 * as a conjunction and "open" as the verb; the bakery is open, it opens nothing.
 */
export function readNowOpenAsState(words: Word[]): void {
  words.forEach((word, index) => {
    const before = words[index - 1];
    const after = words[index + 1];
    if (word.lower !== 'now' || word.endsPhrase || !/^(?:open|closed)$/.test(after?.lower ?? '')) return;
    if (!before || before.endsPhrase || !has(before, 'Noun') || has(before, 'Pronoun')) return;
    word.tags = new Set(['Adverb']);
    after!.tags = new Set(['Adjective']);
  });
}

/** Verbs of moving somewhere: "the farmers market moves to the church car park". */
const MOVING_VERBS = new Set('moves relocates heads switches shifts returns goes'.split(' '));

/**
 * "the Oakwood farmers market moves to the church car park": a verb of moving right after a singular noun and
 * right before "to" and the place it moves to is that noun's verb; the tagger reads "market moves" as a compound.
 */
export function readMovingVerbs(words: Word[]): void {
  words.forEach((word, index) => {
    const before = words[index - 1];
    const after = words[index + 1];
    if (!MOVING_VERBS.has(word.lower) || !before || before.endsPhrase || word.endsPhrase) return;
    if (!isNoun(before) || !has(before, 'Singular') || after?.lower !== 'to' || after.endsPhrase) return;
    const place = words[index + 2];
    const isPlaceNext =
      /^(?:the|our|a|an|its|their)$/.test(place?.lower ?? '') ||
      (has(place, 'ProperNoun') && !has(place, 'Date'));
    if (!isPlaceNext) return;
    word.tags = new Set(['Verb', 'PresentTense']);
  });
}

/**
 * "the learner pool remains open", "the café stays closed": "remains" or "stays" between a thing and a state is
 * its verb; the tagger reads "pool remains" as a compound (#LearnerPoolRemains).
 */
export function readRemainingVerbs(words: Word[]): void {
  words.forEach((word, index) => {
    const before = words[index - 1];
    const state = words[index + 1];
    if (!/^(?:remains|stays)$/.test(word.lower) || !before || before.endsPhrase || word.endsPhrase) return;
    if (!isNoun(before) || !/^(?:open|closed|available|unchanged|the|as|in|on)$/.test(state?.lower ?? ''))
      return;
    word.tags = new Set(['Verb', 'PresentTense']);
  });
}

/** Verbs of news told after "just": "just hit", "just crossed", "just launched". */
const JUST_DONE = new Set(
  'hit reached crossed passed launched opened won got made turned raised sold signed closed completed released joined'.split(
    ' ',
  ),
);

/**
 * "our podcast just hit 100 episodes": "just" between a thing and a verb of news makes the verb the thing's deed;
 * the tagger reads "just" as an adjective and "hit" as a noun ("our podcast just hit" as one phrase).
 */
export function readJustDone(words: Word[]): void {
  words.forEach((word, index) => {
    const before = words[index - 1];
    const verb = words[index + 1];
    if (!/^(?:just|finally|officially)$/.test(word.lower) || word.endsPhrase || !verb || verb.endsPhrase)
      return;
    if (!before || before.endsPhrase || !isNoun(before) || !JUST_DONE.has(verb.lower)) return;
    if (
      !has(words[index + 2], 'Value') &&
      !has(words[index + 2], 'Determiner') &&
      !has(words[index + 2], 'Possessive')
    )
      return;
    word.tags = new Set(['Adverb']);
    verb.tags = new Set(['Verb', 'PastTense']);
  });
}
