/**
 * "we're back from Monday with fresh sourdough", "our barbershop reopening on Monday after renovations": a
 * business saying it is back, or that it reopens, tells readers it is open again. That is a notice about the
 * business, not a thing called "back" or a "barbershop reopening" to show off. The piece is kept as a sentence
 * with the business (its venue, brand or the place before "reopening") as the subject: "Our barbershop reopens
 * on Monday after renovations." Where the business is ("we're at the night market every Friday") is told the same
 * way: "Our taco truck is at the night market every Friday."
 */
import { has, isPossessivePronoun, type Word } from './tagged-words';

/** "we're", "we are", "I'm", "I am": the poster as the one who is back. */
const SPEAKER_IS = /^(?:we['’]re|i['’]m)$/;
const SPEAKER = /^(?:we|i)$/;
const IS = /^(?:are|am)$/;

export type Comeback = {
  /** The first word the comeback takes from the request: the speaker, or "reopening". */
  from: number;
  /** "back" or "reopening": what follows it is told as written. */
  word: number;
  to: number;
  reopens: boolean;
  /** "we're at the Riverside Night Market every Friday": where the business is, rather than its return. */
  isPresence?: boolean;
};

const pieceEnd = (words: Word[], from: number) => {
  let to = from;
  while (to + 1 < words.length && !words[to]!.endsPhrase) to++;
  return to;
};

/**
 * "our barbershop reopening", "our ice cream parlour reopens": "reopening" or "reopens" right after a place the
 * poster owns is what that place does.
 */
function isOwnedReopening(words: Word[], index: number): boolean {
  if (!/^(?:reopening|reopens)$/.test(words[index]!.lower) || words[index + 1]?.lower === 'of') return false;
  let at = index - 1;
  while (at >= 0 && has(words[at], 'Noun') && !isPossessivePronoun(words[at]) && !words[at]!.endsPhrase) at--;
  return at < index - 1 && isPossessivePronoun(words[at]);
}

/** The comeback the request tells, or null when there is none. */
export function readComeback(words: Word[]): Comeback | null {
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    if (isOwnedReopening(words, index))
      return { from: index, word: index, to: pieceEnd(words, index), reopens: true };
    const isSpeakerIs = SPEAKER_IS.test(word.lower) && !word.endsPhrase;
    const isSpeakerThenIs =
      SPEAKER.test(word.lower) && !word.endsPhrase && IS.test(words[index + 1]?.lower ?? '');
    const back = index + (isSpeakerThenIs ? 2 : 1);
    if (!(isSpeakerIs || isSpeakerThenIs) || words[back - 1]!.endsPhrase) continue;
    // "we're at the Riverside Night Market every Friday": where the poster's business can be found.
    if (words[back]?.lower === 'at' && index > 0 && words[index - 1]!.endsPhrase)
      return { from: index, word: back - 1, to: pieceEnd(words, back), reopens: false, isPresence: true };
    if (words[back]?.lower !== 'back') continue;
    return { from: index, word: back, to: pieceEnd(words, back), reopens: false };
  }
  return null;
}
