/**
 * "our ramen bar Noodle Box", "my tattoo studio Ink Well": between the possessive's noun and the business's
 * name, a word that can be a noun is the head of the kind of business. A verb cannot stand between an owner's
 * noun and a name that follows without a break, yet the tagger reads one there when it takes the first noun as
 * a plural ("ramen" as the plural of "raman"), and the business becomes "our ramen".
 */
import type { Word } from './tagged-words';

const has = (word: Word | undefined, tag: string) => word?.tags.has(tag) ?? false;
const POSSESSIVES = new Set(['our', 'my', 'their', 'his', 'her']);

export function readBusinessNames(words: Word[], switches: string[]): void {
  words.forEach((word, index) => {
    if (!has(word, 'Verb') || !/Noun/.test(switches[index] ?? '') || word.endsPhrase) return;
    const before = words[index - 1];
    const after = words[index + 1];
    if (!before || before.endsPhrase || !has(before, 'Noun') || has(before, 'ProperNoun')) return;
    if (!POSSESSIVES.has(words[index - 2]?.lower ?? '') || words[index - 2]!.endsPhrase) return;
    if (!has(after, 'ProperNoun') || !/^\p{Lu}/u.test(after!.text)) return;
    for (const tag of ['Verb', 'PresentTense', 'Infinitive', 'Imperative']) word.tags.delete(tag);
    word.tags.add('Noun');
    word.tags.add('Singular');
  });
}
