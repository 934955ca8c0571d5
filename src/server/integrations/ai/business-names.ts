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

/**
 * "our data analytics firm NORTHSTAR", "our law firm HARPER LEGAL": in a request typed in lower and upper case
 * alike, words typed all in capitals right after an owner and the words naming the kind of business are the
 * business's name, the way its owner styles it. The tagger reads them as common words (a run of them is read in
 * lower case, as shouting), and a word of the kind before them as a verb ("firm"), so the business became "our
 * data analytics" and its name was lost. The kind's last word is read again as the noun it is between an owner's
 * words and a name. `typed` is the request as typed. Returns the indexes of the name's words.
 */
const KIND_WORDS = 4;
const isInCapitals = (typed: string) => /^\p{Lu}{2,}$/u.test(typed) && /[AEIOUY]/.test(typed);

export function readNamesInCapitals(words: Word[], typed: string): number[] {
  const names: number[] = [];
  const inCapitals = words.map((word) => isInCapitals(typed.slice(word.start, word.end)));
  words.forEach((word, index) => {
    if (!inCapitals[index] || inCapitals[index - 1] || words[index - 1]?.endsPhrase) return;
    let from = index - 1;
    while (
      from > index - 1 - KIND_WORDS &&
      words[from] &&
      !words[from]!.endsPhrase &&
      !POSSESSIVES.has(words[from]!.lower) &&
      (has(words[from], 'Noun') || has(words[from], 'Adjective') || has(words[from], 'Verb')) &&
      !has(words[from], 'Pronoun')
    )
      from--;
    if (from === index - 1 || !POSSESSIVES.has(words[from]?.lower ?? '')) return;
    for (let at = index; at === index || (inCapitals[at] && !words[at - 1]!.endsPhrase); at++) {
      words[at]!.tags = new Set(['Noun', 'Singular', 'ProperNoun']);
      names.push(at);
    }
    const kind = words[index - 1]!;
    if (!has(kind, 'Noun')) kind.tags = new Set(['Noun', /[^s]s$/.test(kind.lower) ? 'Plural' : 'Singular']);
  });
  return names;
}
