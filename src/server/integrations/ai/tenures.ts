/**
 * "LinkedIn post celebrating 5 years at Deloitte": years counted "at" or "with" a company are someone's time
 * working there, told in their own sentence ("Today marks 5 years at Deloitte."), not news about the company. A
 * business's own years ("celebrating 10 years of our café") are its birthday, read elsewhere. Years "since" the
 * poster started something, or "as" what they are, are theirs, told the same way.
 */
import { has, type TaggedText } from './tagged-words';

const MARKING = new Set(['celebrating', 'celebrates', 'celebrate', 'marking', 'marks', 'mark']);
const SPANS = /^(?:years?|months?|decades?)$/;

/**
 * "celebrating our colleague Dan Webb's 20 years at the company": someone else's years, named by their owner, are
 * told of them ("Today our colleague Dan Webb marks 20 years at the company."), never as a thing of theirs
 * ("our colleague Dan Webb's").
 */
function colleagueTenure(tagged: TaggedText): string {
  const { words } = tagged;
  for (let at = 2; at + 3 < words.length; at++) {
    const owner = words[at - 1]!;
    const [count, span, link] = [words[at]!, words[at + 1]!, words[at + 2]!];
    if (!/['’]s$/.test(owner.text) || !has(owner, 'ProperNoun') || owner.endsPhrase) continue;
    // "Maria's 5 years": the tagger may take a figure after a name's "'s" for part of the name.
    const isCount = has(count, 'Value') || /^\d+$/.test(count.text);
    if (!isCount || has(count, 'Money') || !SPANS.test(span.lower)) continue;
    if (count.endsPhrase || span.endsPhrase || !/^(?:at|with)$/.test(link.lower) || link.endsPhrase) continue;
    let from = at - 1;
    while (from > 0 && !words[from - 1]!.endsPhrase && !MARKING.has(words[from - 1]!.lower)) from--;
    if (!MARKING.has(words[from - 1]?.lower ?? '')) continue;
    let end = at + 3;
    while (end + 1 < words.length && !words[end]!.endsPhrase) end++;
    const who = tagged.slice(from, at - 1).replace(/['’]s$/, '');
    tagged.use(from - 1, end);
    return `Today ${who} marks ${tagged.slice(at, end)}.`;
  }
  return '';
}

/** The tenure's sentence, with its counting words marked used; '' when the request counts no one's years at a company. */
export function tenureStatement(tagged: TaggedText): string {
  const { words } = tagged;
  const colleague = colleagueTenure(tagged);
  if (colleague) return colleague;
  for (let at = 1; at + 3 < words.length; at++) {
    const count = words[at]!;
    const span = words[at + 1]!;
    const link = words[at + 2]!;
    if (!MARKING.has(words[at - 1]!.lower) || !has(count, 'Value') || has(count, 'Money')) continue;
    if (!SPANS.test(span.lower) || count.endsPhrase || span.endsPhrase) continue;
    // "5 years since I started freelancing as a UX designer", "3 years as a freelance photographer": the
    // poster's own years, told as written to the end of their piece.
    if (/^(?:since|as)$/.test(link.lower) && !link.endsPhrase) {
      let end = at + 3;
      while (end + 1 < words.length && !words[end]!.endsPhrase) end++;
      tagged.use(at - 1, end);
      return `Today marks ${tagged.slice(at, end)}.`;
    }
    if (!/^(?:at|with)$/.test(link.lower)) continue;
    const company = tagged.phraseFrom(at + 3);
    if (!company || !has(words[company.to], 'ProperNoun')) continue;
    // The words that count the years are told in the sentence; the company is left to be tagged.
    tagged.use(at - 1, at + 2);
    return `Today marks ${count.text} ${span.lower} ${link.lower} ${tagged.slice(company.from, company.to)}.`;
  }
  return '';
}
