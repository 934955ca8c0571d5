/**
 * "free nail trims", "fresh paint jobs": between an adjective and the noun it describes, a word stands as a noun
 * naming the kind of thing ("nail trims"); a verb cannot stand there, since an adjective before a verb has no
 * noun to describe. The tagger reads some such words as bare verbs ("nail", "paint"), and the phrase loses them
 * and its adjective: "free nail trims" became "trims". So does a word right after a discount's "off"
 * or after "and" in a list of things.
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;

export function readNounModifiers(words: Word[]): void {
  words.forEach((word, index) => {
    const before = words[index - 1];
    const after = words[index + 1];
    if (!has(word, 'Infinitive') || has(word, 'Gerund') || has(word, 'PastTense') || word.endsPhrase) return;
    // "60% off garden furniture": what a discount is off is a thing, so the word after "off" names its kind too;
    // so does one after "and" between two things ("peonies and garden roses").
    const isOffWhat = before?.lower === 'off' && has(words[index - 2], 'Value');
    const isListed =
      /^(?:and|or|&)$/.test(before?.lower ?? '') &&
      has(words[index - 2], 'Noun') &&
      !has(words[index - 2], 'Pronoun') &&
      !words[index - 2]!.endsPhrase;
    if (!before || before.endsPhrase || before.lower === 'all') return;
    // "new autumn nail colours": a season describing what follows stands where an adjective would.
    const isSeason = has(before, 'Season') && !has(words[index - 2], 'Preposition');
    if (!has(before, 'Adjective') && !isOffWhat && !isListed && !isSeason) return;
    if (!has(after, 'Noun') || has(after, 'Pronoun') || has(after, 'Date')) return;
    word.tags = new Set(['Noun', 'Singular']);
  });
}

/** Words that open a noun phrase: an article or an owner. */
const OPENERS = /^(?:the|this|that|these|those|our|my|your|their|his|her|its)$/;

/**
 * "our winter stout is back", "our accounting firm has merged": a word after an opener and a word naming the
 * kind, right before "is" or a helping verb ("has", "will"), is the thing the sentence is about, a noun; the
 * tagger may read it as the adjective it can also be ("stout", "firm"), and the sentence loses its subject.
 */
export function readHeadsBeforeVerbs(words: Word[]): void {
  words.forEach((word, index) => {
    const kind = words[index - 1];
    const verb = words[index + 1];
    if (!has(word, 'Adjective') || has(word, 'Noun') || word.endsPhrase) return;
    if (!has(verb, 'Copula') && !has(verb, 'Auxiliary')) return;
    if (!kind || kind.endsPhrase || !(has(kind, 'Season') || has(kind, 'Noun')) || has(kind, 'Pronoun'))
      return;
    if (has(kind, 'Possessive') || !OPENERS.test(words[index - 2]?.lower ?? '')) return;
    word.tags = new Set(['Noun', 'Singular']);
  });
}

/**
 * "pumpkin soup and apple crumble are back", "our Christmas hampers can be ordered": a word the tagger reads as a
 * verb ("crumble", "hampers"), after a thing's name and right before "is", "are" or a modal ("can", "will"), is
 * the thing's head, a noun; no verb stands before a verb of being or a modal, nor before "just" and a deed.
 */
export function readHeadsBeforeCopulas(words: Word[]): void {
  words.forEach((word, index) => {
    const before = words[index - 1];
    const verb = words[index + 1];
    if (!has(word, 'Verb') || has(word, 'Noun') || word.endsPhrase) return;
    // "new glaze colours just dropped": so is one before "just" and the verb the news happened by.
    const isBeforeDeed =
      /^(?:just|finally|officially)$/.test(verb?.lower ?? '') &&
      !verb!.endsPhrase &&
      has(words[index + 2], 'PastTense');
    if (!has(verb, 'Copula') && !has(verb, 'Modal') && !isBeforeDeed) return;
    if (has(word, 'Gerund') || has(word, 'PastTense') || has(word, 'Copula') || has(word, 'Auxiliary'))
      return;
    if (has(word, 'Modal') || !has(before, 'Singular') || has(before, 'Pronoun') || before!.endsPhrase)
      return;
    if (has(before, 'Possessive') || has(before, 'ProperNoun')) return;
    word.tags = new Set(['Noun', /[^s]s$/.test(word.lower) ? 'Plural' : 'Singular']);
  });
}

/**
 * "Christmas fair Saturday 2-4pm", "our summer special is back": a word after a holiday or a season, with no noun
 * after it, is the thing they name, a noun; the tagger may read it as the adjective it can also be ("fair"),
 * and the occasion loses its head.
 */
export function readHeadsAfterSeasons(words: Word[]): void {
  words.forEach((word, index) => {
    const season = words[index - 1];
    const next = words[index + 1];
    if (!has(word, 'Adjective') || has(word, 'Noun') || !season || season.endsPhrase) return;
    if (!has(season, 'Holiday') && !has(season, 'Season')) return;
    const endsHere =
      word.endsPhrase || !next || has(next, 'Date') || has(next, 'Preposition') || has(next, 'Copula');
    if (endsHere) word.tags = new Set(['Noun', 'Singular']);
  });
}

/**
 * "last weekend's wedding", "Sarah's opening": a word in "-ing" right after an owner's "'s" is the thing owned,
 * a noun; the tagger may read it as a verb, and the owner's thing is lost.
 */
export function readOwnedGerunds(words: Word[]): void {
  words.forEach((word, index) => {
    const owner = words[index - 1];
    if (!has(word, 'Gerund') || !owner || owner.endsPhrase || !/['’]s$/.test(owner.text)) return;
    if (!has(owner, 'Noun') || has(owner, 'Pronoun')) return;
    word.tags = new Set(['Noun', 'Singular']);
  });
}

/**
 * "Studio Ghibli season all of January", "our Hitchcock season": "season" right after a name is a programme of
 * that name's work, a thing people come to; the tagger reads it as a stretch of the year, and the programme
 * loses its head ("Studio Ghibli").
 */
export function readProgrammeSeasons(words: Word[]): void {
  words.forEach((word, index) => {
    const name = words[index - 1];
    if (word.lower !== 'season' || !name || name.endsPhrase) return;
    // "our podcast's new season", "the show's second season": a season of something owned is its run of
    // episodes.
    const isRunOf =
      /^(?:new|next|second|third|fourth|fifth|final|latest|first)$/.test(name.lower) &&
      /['’]s$/.test(words[index - 2]?.text ?? '');
    if (isRunOf) {
      word.tags = new Set(['Noun', 'Singular']);
      return;
    }
    if (!has(name, 'ProperNoun') || has(name, 'Date') || !/^\p{Lu}/u.test(name.text)) return;
    word.tags = new Set(['Noun', 'Singular']);
  });
}

/**
 * "early bird tickets", "early bird offer": "early bird" is the name of a price for those who buy first, one noun;
 * the tagger reads "early" as an adjective, which a tag then drops (#BirdTickets).
 */
export function readEarlyBirds(words: Word[]): void {
  words.forEach((word, index) => {
    const bird = words[index + 1];
    if (word.lower !== 'early' || word.endsPhrase || bird?.lower !== 'bird') return;
    word.tags = new Set(['Noun', 'Singular']);
    if (!bird.endsPhrase) bird.tags = new Set(['Noun', 'Singular']);
  });
}

/** States a headline gives with "now" and no "is": "now available", "now open". */
const NOW_STATES = /^(?:available|open|live|bookable|taking|on)$/;

/**
 * "repotting service now available", "gift wrapping now available": a headline leaves out the "is" before "now
 * available", and the tagger reads the thing's head ("service") as a verb and the word before it as one doing
 * it. Before "now" and a state, they are the thing's name: nouns.
 */
export function readHeadsBeforeNowStates(words: Word[]): void {
  words.forEach((word, index) => {
    const now = words[index + 1];
    if (!has(word, 'Verb') || has(word, 'Noun') || word.endsPhrase || now?.lower !== 'now' || now.endsPhrase)
      return;
    if (!NOW_STATES.test(words[index + 2]?.lower ?? '')) return;
    if (has(word, 'PastTense') || has(word, 'Gerund') || has(word, 'Copula') || has(word, 'Modal')) return;
    const before = words[index - 1];
    if (
      !before ||
      before.endsPhrase ||
      !(has(before, 'Noun') || has(before, 'Gerund')) ||
      has(before, 'Pronoun')
    )
      return;
    word.tags = new Set(['Noun', /[^s]s$/.test(word.lower) ? 'Plural' : 'Singular']);
    if (has(before, 'Gerund')) before.tags = new Set(['Noun', 'Singular']);
    now.tags = new Set(['Adverb']);
  });
}
