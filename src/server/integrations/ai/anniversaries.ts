/**
 * "5 years of Bloom Florist", "our tattoo studio's 5th birthday", "celebrating 10,000 users on our app": a count of
 * the years a business has lived is its birthday, and a count of the people or things it has reached a milestone.
 * The business is the subject and the count its news ("Bloom Florist turns 5."); read as a phrase of its own, the
 * count would be a thing to launch or sell.
 */
import { sentenceOf } from './request-facts';
import type { Intent } from './request-frame';
import { wordSet, has, isPossessivePronoun, isNoun, type TaggedText, type Phrase } from './tagged-words';

type Anniversary = { agent: Phrase; count: string; unit: string; from: number; isMilestone?: boolean };

/** The links between a count and the business that reached it: "10,000 users on our app", "100 orders at Kumo". */
const MILESTONE_LINKS = wordSet('on of at for with in');

/**
 * "celebrating 10,000 users on our language learning app Lingo Leap": a count of people or things at a business
 * is a milestone it has reached ("Our language learning app Lingo Leap reaches 10,000 users."), in a post that
 * celebrates. The business is the subject; the count is its news.
 */
export function readMilestone(tagged: TaggedText, intents: Set<Intent>): Anniversary | null {
  if (!intents.has('news')) return null;
  const { words } = tagged;
  const start = words.findIndex((_, index) => tagged.free(index));
  const count = words[start];
  const counted = words[start + 1];
  const link = words[start + 2];
  const isCount =
    has(count, 'Value') && !has(count, 'Money') && !has(count, 'Percent') && !/^\d{4}$/.test(count!.text);
  if (!isCount || !has(counted, 'Plural') || count!.endsPhrase || counted!.endsPhrase) return null;
  if (!MILESTONE_LINKS.has(link?.lower ?? '') || /^(?:years?|months?|decades?)$/.test(counted!.lower))
    return null;
  const agent = tagged.phraseFrom(start + 3);
  const isBusiness =
    !!agent && (isPossessivePronoun(words[agent.from]) || has(words[agent.to], 'ProperNoun'));
  if (!agent || !isBusiness) return null;
  tagged.use(start, start + 2);
  return { agent, count: count!.text, unit: counted!.text, from: start, isMilestone: true };
}

/** Verbs that mark a span of time as a birthday: "celebrating 10 years", "marks 5 years". */
const MARKING = /^(?:celebrating|celebrates|marking|marks)$/;

/** The business whose years a verb of marking counts: "Spokes celebrating 10 years" gives "our bike shop Spokes". */
function celebratedBy(tagged: TaggedText, countIndex: number): Phrase | null {
  const { words } = tagged;
  if (!MARKING.test(words[countIndex - 1]?.lower ?? '')) return null;
  const agent = tagged.phrases().find((phrase) => phrase.to === countIndex - 2);
  const isBusiness =
    !!agent && (isPossessivePronoun(words[agent.from]) || has(words[agent.to], 'ProperNoun'));
  return isBusiness ? agent : null;
}

/**
 * "our tattoo studio's 5th birthday", "Kumo's 10th anniversary": a business's birthday counted by an ordinal is
 * its anniversary in years, as "turns 5" is.
 */
function readOwnBirthday(tagged: TaggedText): Anniversary | null {
  const { words } = tagged;
  const at = words.findIndex(
    (word, index) =>
      /^(?:birthday|anniversary)$/.test(word.lower) &&
      /^\d+(?:st|nd|rd|th)$/.test(words[index - 1]?.lower ?? '') &&
      /['’]s$/.test(words[index - 2]?.text ?? '') &&
      !words[index - 1]!.endsPhrase &&
      !words[index - 2]!.endsPhrase,
  );
  if (at < 0) return null;
  const owner = at - 2;
  let from = owner;
  while (
    from > 0 &&
    !words[from - 1]!.endsPhrase &&
    tagged.free(from - 1) &&
    (isNoun(words[from - 1]) || has(words[from - 1], 'Adjective') || isPossessivePronoun(words[from - 1]))
  )
    from--;
  if (!isPossessivePronoun(words[from]) && !has(words[owner], 'ProperNoun')) return null;
  tagged.use(owner + 1, at);
  const agent = { from, to: owner, text: tagged.slice(from, owner) };
  return { agent, count: /^\d+/.exec(words[at - 1]!.lower)![0], unit: 'years', from: owner + 1 };
}

/** "5 years of Bloom Florist", "10 years of our café": a count of years (or months) of a business is its birthday. */
export function readAnniversary(tagged: TaggedText): Anniversary | null {
  const birthday = readOwnBirthday(tagged);
  if (birthday) return birthday;
  const { words } = tagged;
  for (let index = 0; index + 3 < words.length; index++) {
    const count = words[index]!;
    const unit = words[index + 1]!;
    const isCount = has(count, 'Value') && !has(count, 'Money') && !has(count, 'Percent');
    if (!isCount || !/^(?:years?|months?|decades?)$/.test(unit.lower) || count.endsPhrase || unit.endsPhrase)
      continue;
    // "our bike shop Spokes celebrating 10 years": the business before the verb of marking is whose birthday
    // it is.
    const celebrated = celebratedBy(tagged, index);
    if (celebrated && tagged.free(index)) {
      tagged.use(index - 1, index + 1);
      return { agent: celebrated, count: count.text, unit: unit.lower, from: index };
    }
    if (words[index + 2]!.lower !== 'of' || !tagged.free(index)) continue;
    // "after 8 months of pilots" is a stretch of time, not a birthday.
    if (has(words[index - 1], 'Preposition')) continue;
    const agent = tagged.phraseFrom(index + 3);
    // Only a business has a birthday: a name, or "our café".
    const isBusiness =
      !!agent && (isPossessivePronoun(words[agent.from]) || has(words[agent.to], 'ProperNoun'));
    if (!agent || !isBusiness) continue;
    tagged.use(index, index + 2);
    return { agent, count: count.text, unit: unit.lower, from: index };
  }
  return null;
}

/** "Bloom Florist turns 5.", "Our café celebrates 6 months." */
export function anniversaryStatement(tagged: TaggedText, anniversary: Anniversary): string {
  const { agent, count, unit } = anniversary;
  const name = tagged.slice(agent.from, agent.to);
  if (anniversary.isMilestone) return sentenceOf(`${name} reaches ${count} ${unit}`);
  return sentenceOf(/^years?$/.test(unit) ? `${name} turns ${count}` : `${name} celebrates ${count} ${unit}`);
}
