/**
 * "order your Christmas cakes by December 10", "book your table for Mother's Day now": a request that opens by
 * telling readers what to do with something of theirs is itself the post's call, said as written. Read as a
 * thing to praise it would become "This is your sign to check out your Christmas cakes."
 */
import { has, type TaggedText } from './tagged-words';

/** The opening command as a sentence, or '' when the request's content opens on none. */
export function readCommand(tagged: TaggedText): string {
  const { words } = tagged;
  const at = words.findIndex((_, index) => tagged.free(index));
  const verb = words[at];
  if (!verb || verb.endsPhrase || words[at + 1]?.lower !== 'your') return '';
  if (!has(verb, 'Imperative') && !has(verb, 'Infinitive')) return '';
  if (has(verb, 'Noun') || has(verb, 'ProperNoun')) return '';
  let end = at + 1;
  while (end < words.length - 1 && !words[end]!.endsPhrase) end++;
  const text = tagged.slice(at, end).replace(/[\s,;:.!?]+$/u, '');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
