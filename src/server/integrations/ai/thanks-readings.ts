/**
 * "thanking the 120 volunteers who planted trees at Riverside Park": a post that thanks people makes them its
 * subject and tells them what they did ("for your feedback", never "for their feedback"); what the request says
 * after its thanks is kept as written.
 */
import type { HashtagPhrases } from './hashtags';
import { sentenceOf } from './request-facts';
import { type ThankYou, visitedOccasion } from './thank-yous';
import { isNoun, nounPhrases, type TaggedText } from './tagged-words';
import { pieceEnd, asSentence } from './piece-sentences';
import { subjectOf, coreOf, tagPhrase } from './noun-cores';
import type { Subject } from './request-reading-types';

/**
 * "thank you to everyone who voted for us in the Best Cafe awards, we came second!": what the request says after
 * its thanks is told too, each piece as written, with its own "!" where it had one.
 */
export function piecesAfterThanks(tagged: TaggedText, thankYou: ThankYou): string[] {
  const { words, text } = tagged;
  const notes: string[] = [];
  for (let from = pieceEnd(tagged, Math.max(thankYou.to, thankYou.deedTo)) + 1; from < words.length;) {
    const to = pieceEnd(tagged, from);
    const mark = text.slice(words[to]!.end, words[to + 1]?.start ?? text.length).includes('!') ? '!' : '.';
    notes.push(asSentence(tagged.slice(from, to), mark));
    from = to + 1;
  }
  return notes;
}

/** Words for the people thanked, as said to them: "their" is "your", "they" is "you". */
const SAID_TO_THEM: Record<string, string> = {
  their: 'your',
  theirs: 'yours',
  them: 'you',
  they: 'you',
  themselves: 'yourselves',
  "they're": "you're",
  "they've": "you've",
};

/** A deed of the people thanked, said to them. */
const toThoseThanked = (deed: string) =>
  deed.replace(/\b(?:their|theirs|them|they|themselves|they['’]re|they['’]ve)\b/gi, (word) => {
    const said = SAID_TO_THEM[word.toLowerCase().replace('’', "'")] ?? word;
    return /^\p{Lu}/u.test(word) ? said.charAt(0).toUpperCase() + said.slice(1) : said;
  });

/**
 * The people a post thanks are its subject, named as the request names them; what they did is told to them.
 * Their own word leads the tags ("#Volunteers"), before the phrases of what they did.
 */
export function thankedReading(
  tagged: TaggedText,
  thankYou: ThankYou,
  tags: HashtagPhrases,
): { subject: Subject; statement: string } {
  const { words } = tagged;
  const people = { from: thankYou.from, to: thankYou.to, text: tagged.slice(thankYou.from, thankYou.to) };
  const subject = { ...subjectOf(tagged, coreOf(tagged, people)), isPerson: true };
  // "@greenleafcoffee", "Greenleaf Coffee": a handle or a name takes no article.
  if (/^@\w|^\p{Lu}/u.test(subject.text) && subject.determiner === 'the') subject.determiner = '';
  if (subject.text.startsWith('the ') && !subject.determiner) {
    subject.text = subject.text.slice(4);
    subject.determiner = 'the';
  }
  if (isNoun(words[thankYou.to]) && !/^(?:everyone|everybody|all)$/.test(words[thankYou.to]!.lower))
    tags.name(words[thankYou.to]!.text);
  if (thankYou.deedFrom < 0) return { subject, statement: '' };
  const inDeed = (index: number) => index >= thankYou.deedFrom && index <= thankYou.deedTo;
  for (const phrase of nounPhrases(words, tagged.text, inDeed)) tagPhrase(tagged, tags, phrase);
  // The deed is told to the people thanked: "for their feedback" is "for your feedback".
  const deed = toThoseThanked(tagged.slice(thankYou.deedFrom, thankYou.deedTo));
  const visited = thankYou.isFor ? null : visitedOccasion(tagged, thankYou);
  if (visited) return { subject, statement: `It was so good to see you at ${visited}.` };
  return { subject, statement: sentenceOf(thankYou.isFor ? `Thank you for ${deed}` : `You ${deed}`) };
}
