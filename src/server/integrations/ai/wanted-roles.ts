/**
 * "we're looking for a part-time bookkeeper in Leeds": one person looked for by the job they would do is a hire,
 * told as a job post is ("We are hiring a part-time bookkeeper."). People looked for in the plural ("looking for
 * beta testers") are wanted as an audience instead, and "looking for a new home for our cat" names no job.
 */
import { has, type TaggedText } from './tagged-words';

const LOOKING = new Set(['looking', 'searching']);
/** "our job opening for a marketing manager", "a vacancy for a chef": a post for a job names the role after it. */
const OPENINGS = new Set(['opening', 'openings', 'vacancy', 'vacancies', 'position']);
/** Roles the lexicon does not mark as people: "a technical co-founder", "a marketing intern". */
const ROLES = new Set([
  'co-founder',
  'cofounder',
  'founder',
  'intern',
  'apprentice',
  'freelancer',
  'contractor',
]);
/** Words for the terms of a job: "part-time", "senior", "freelance". */
const TERMS = new Set(['junior', 'senior', 'freelance', 'trainee', 'experienced', 'qualified', 'permanent']);
const isTermOfWork = (words: TaggedText['words'], at: number) =>
  TERMS.has(words[at]!.lower) ||
  (words[at]!.hyphenated && /^(?:part|full)$/.test(words[at]!.lower) && words[at + 1]?.lower === 'time');

/** Most words between the article and the job's noun: "a part-time senior bookkeeper". */
const MAX_ROLE_WORDS = 4;

/** Where the "for" before the role stands, with the words that ask for it marked used; -1 when there is none. */
export function readWantedRole(tagged: TaggedText): number {
  const { words } = tagged;
  const at = words.findIndex(
    (word, index) =>
      (LOOKING.has(word.lower) || OPENINGS.has(word.lower)) &&
      tagged.free(index) &&
      words[index + 1]?.lower === 'for' &&
      /^(?:a|an)$/.test(words[index + 2]?.lower ?? '') &&
      !word.endsPhrase &&
      !words[index + 1]!.endsPhrase,
  );
  if (at < 0) return -1;
  // "part-time" is one word of the role, though written as two.
  let last = at + 2 + MAX_ROLE_WORDS;
  for (let head = at + 3; head <= last && head < words.length; head++) {
    const word = words[head]!;
    if (word.hyphenated) last++;
    const isSingular = has(word, 'Singular') && !has(word, 'Plural');
    // "a barista to join our team": whoever is looked for to join the poster is hired, whatever the job; so is
    // one looked for on terms of work ("a part-time barista", "a senior baker").
    const isOnTerms = words.slice(at + 3, head).some((each, offset) => isTermOfWork(words, at + 3 + offset));
    if (
      isSingular &&
      (has(word, 'Actor') ||
        ROLES.has(word.lower) ||
        (has(word, 'Noun') && isOnTerms) ||
        (has(word, 'Noun') && joinedAfter(tagged, lastNounFrom(tagged, head)) > 0))
    ) {
      // "we're looking for", "we are looking for", "our new job opening for": the asking is the frame.
      let from = at;
      while (
        from > 0 &&
        /^(?:we're|we|are|i'm|i|am|our|my|a|an|new|job|open)$/.test(words[from - 1]!.lower) &&
        !words[from - 1]!.endsPhrase
      )
        from--;
      tagged.use(from, at);
      const joined = joinedAfter(tagged, lastNounFrom(tagged, head));
      if (joined > 0) tagged.use(lastNounFrom(tagged, head) + 1, joined);
      return at + 1;
    }
    if (word.endsPhrase || !(has(word, 'Adjective') || has(word, 'Noun') || word.hyphenated)) return -1;
  }
  return -1;
}

/** "a junior data analyst": the job's noun may be the first of several; the last one's position. */
function lastNounFrom(tagged: TaggedText, head: number): number {
  const { words } = tagged;
  let end = head;
  while (
    !words[end]!.endsPhrase &&
    has(words[end + 1], 'Noun') &&
    !has(words[end + 1], 'Pronoun') &&
    !has(words[end + 1], 'ProperNoun')
  )
    end++;
  return end;
}

/** What one joins when hired: "to join us", "to join our growing team". */
const JOINED =
  /^(?:team|crew|family|squad|staff|company|business|practice|studio|kitchen|agency|office|clinic)$/;
const MAX_JOINED_WORDS = 3;

/**
 * "a junior data analyst to join our team": joining the hirer is what any hire does, so the words name nothing
 * the post is about (the hirer stays where the job is: "in Dublin" after them is still read). Where those words
 * end, right after the role's last noun at `end`; -1 when they do not follow it.
 */
function joinedAfter(tagged: TaggedText, end: number): number {
  const { words } = tagged;
  const to = end + 1;
  if (words[end]!.endsPhrase || words[to]?.lower !== 'to' || words[to + 1]?.lower !== 'join') return -1;
  if (words[to + 2]?.lower === 'us') return to + 2;
  if (!/^(?:our|the|my)$/.test(words[to + 2]?.lower ?? '')) return -1;
  for (let at = to + 3; at <= to + 2 + MAX_JOINED_WORDS && at < words.length; at++) {
    if (JOINED.test(words[at]!.lower)) return at;
    if (words[at]!.endsPhrase) return -1;
  }
  return -1;
}
