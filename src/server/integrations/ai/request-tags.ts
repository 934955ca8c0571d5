/**
 * "lost dog near Victoria Park", "order your Christmas cakes by December 10": a request read by the shape it opens
 * on, or as instructions alone, still names things to tag. Its tags come from the shape and its headline, or from
 * every noun phrase outside the frame, rather than from words of no one's request.
 */
import { HashtagPhrases, hashtagsFrom } from './hashtags';
import { has, nounPhrases, type TaggedText } from './tagged-words';
import type { OpeningShape } from './opening-shapes';
import { tagPhrase } from './noun-cores';

/**
 * The tags of a post of its own kind: the shape's own first ("#LostDog", "#MeetTheTeam"), then the things its
 * headline names, or else the request's; words for what is asked or running out ("donations", "spots") and
 * thanks tag nothing.
 */
export function shapeTags(tagged: TaggedText, shape: OpeningShape, requestTags: string[]): string[] {
  const tags = new HashtagPhrases(tagged);
  for (const tag of shape.tags) tags.name(tag);
  if (shape.from >= 0) {
    const inHeadline = (index: number) => index >= shape.from && index <= shape.to;
    for (const phrase of nounPhrases(tagged.words, tagged.text, inHeadline))
      tags.phrase(phrase.from, phrase.to);
    return tags.all();
  }
  const named = requestTags.filter(
    (tag) => !/^(?:donations?|spots?|places?|tickets?|seats?|slots?|thanks)$/i.test(tag),
  );
  return [...tags.all(), ...named];
}

/**
 * "order your Christmas cakes by December 10": a request read as instructions alone still names things to tag;
 * every noun phrase outside the frame gives one, rather than no tag of the request's own.
 */
export function anyTagPhrases(tagged: TaggedText, framed: boolean[]): string[] {
  const tags = new HashtagPhrases(tagged);
  // "our colleague Dan Webb" gives #DanWebb, as a name set beside its kind does anywhere.
  for (const phrase of nounPhrases(tagged.words, tagged.text, (index) => !framed[index]))
    tagPhrase(tagged, tags, phrase);
  // "for Small Business Saturday": a named day of several capitalised words is what people search for, though
  // it says when (#SmallBusinessSaturday).
  const { words } = tagged;
  for (let from = 0; from < words.length; from++) {
    if (framed[from] || !has(words[from], 'Holiday') || !/^\p{Lu}/u.test(words[from]!.text)) continue;
    let to = from;
    while (!words[to]!.endsPhrase && has(words[to + 1], 'Holiday') && /^\p{Lu}/u.test(words[to + 1]!.text))
      to++;
    if (to > from) tags.name(tagged.slice(from, to));
    from = to;
  }
  // "our staff are now working flexibly": with no thing named, a way of doing things is what the post is about
  // (#WorkingFlexibly).
  if (hashtagsFrom(tags.all()).length === 0) {
    const at = words.findIndex(
      (word, index) =>
        !framed[index] &&
        has(word, 'Gerund') &&
        !word.endsPhrase &&
        /ly$/.test(words[index + 1]?.lower ?? ''),
    );
    if (at >= 0) tags.name(tagged.slice(at, at + 1));
  }
  // "thank you for 5 years of support": thanks that name nothing else are tagged as thanks (#ThankYou).
  if (tags.all().length === 0 && /\bthank you\b/i.test(tagged.text)) tags.name('thank you');
  return tags.all();
}
