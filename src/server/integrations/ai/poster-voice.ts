/**
 * "I", "my" and never "we": a request written in one person's voice is told in it, so the captions for someone
 * who works alone never speak as a team.
 */
import { wordSet, type TaggedText } from './tagged-words';

const SINGULAR_VOICE = wordSet("i i'm i've i'd i'll my mine myself");
const PLURAL_VOICE = wordSet("we we're we've we'd we'll our ours us ourselves");

/**
 * "I just opened my own physiotherapy clinic": a request that speaks of "I" and "my", and never of "we", is one
 * person's post. The words that ask for the post ("can you write me…") do not count.
 */
export function speaksAsOne(tagged: TaggedText, framed: boolean[]): boolean {
  const own = tagged.words.filter((_, index) => !framed[index]);
  return (
    own.some((word) => SINGULAR_VOICE.has(word.lower)) && !own.some((word) => PLURAL_VOICE.has(word.lower))
  );
}
