/**
 * "I'm speaking at Web Summit … about accessible design": a speaker's post is about the talk, and what the talk
 * is about is its topic, not the subject of the post ("Why the accessible design matters"). A verb of speaking
 * before a phrase that "about" or "on" leads makes that phrase a talk's topic; the request never writes the word
 * "talk", so the reading names it ("my talk on accessible design").
 */
import type { Phrase, TaggedText } from './tagged-words';

const SPEAKING = new Set(['speaking', 'presenting', 'talking', 'keynoting', 'speak', 'present', 'speaks']);
const TOPIC_LINKS = new Set(['about', 'on']);

export function isTalkTopic(tagged: TaggedText, phrase: Phrase): boolean {
  const { words } = tagged;
  if (!TOPIC_LINKS.has(words[phrase.from - 1]?.lower ?? '')) return false;
  // The topic follows its verb in the same sentence; venue, place and date may come between them.
  for (let index = phrase.from - 2; index >= 0; index--) {
    const word = words[index]!;
    if (/[.!?]/.test(tagged.text.slice(word.end, words[index + 1]!.start))) return false;
    if (SPEAKING.has(word.lower) && word.tags.has('Verb')) return true;
  }
  return false;
}
