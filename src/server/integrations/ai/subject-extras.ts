/**
 * "our new feature: AI-powered invoice scanning", "my own consultancy, Northwind Advisory", "with oat latte
 * specials", "featuring Sally Rooney": what stands beside the subject (a label before a colon, a name set off by a
 * comma, what comes with it) is told with the subject, rather than read as a second subject or a note of its own.
 */
import { has, type Phrase, isPeople, isNoun, type TaggedText } from './tagged-words';
import { samePhrase } from './noun-cores';
import { SALE_NOUNS, EXTRA_LINKS } from './reading-words';

/** The name in a piece of its own right after `to`, set off by a comma: ", Northwind Advisory". */
export function nameAfter(tagged: TaggedText, to: number): { from: number; to: number } | null {
  const { words, text } = tagged;
  if (!words[to]?.endsPhrase || text.slice(words[to]!.end, words[to + 1]?.start).trim() !== ',') return null;
  let end = to + 1;
  while (
    end < words.length &&
    tagged.free(end) &&
    has(words[end], 'ProperNoun') &&
    !has(words[end], 'Place')
  ) {
    if (words[end]!.endsPhrase) return { from: to + 1, to: end };
    end++;
  }
  return end === words.length && end > to + 1 ? { from: to + 1, to: end - 1 } : null;
}

/**
 * "announcing our new feature: AI-powered invoice scanning": a phrase that ends at a colon, right before another,
 * labels it. The subject is the phrase after the colon; the label says whether it is new.
 */
export function labelled(
  tagged: TaggedText,
  phrases: Phrase[],
  first: Phrase | undefined,
): Phrase | undefined {
  if (!first) return undefined;
  const { words, text } = tagged;
  const gap = text.slice(words[first.to]!.end, words[first.to + 1]?.start ?? text.length);
  const next = phrases.find((phrase) => phrase.from === first.to + 1);
  // "our 2026 impact report: 40 tonnes of CO2 saved…": a report before a colon is the subject, and what follows
  // is what it found.
  if (REPORTS.test(words[first.to]!.lower)) return undefined;
  return gap.trim() === ':' && next && !isPeople(words[next.to]) ? next : undefined;
}

/** Things that hold findings, which a colon after them lists: "impact report", "year in review". */
const REPORTS = /^(?:report|reports|review|recap|results|highlights|wrapped|roundup|round-up|numbers|stats)$/;

/** What comes with the subject: "with oat latte specials", "featuring Sally Rooney", a sale "on shoes". */
export function readExtras(
  tagged: TaggedText,
  phrases: Phrase[],
  subject: Phrase | undefined,
  venue: Phrase | undefined,
): Phrase[] {
  const { words } = tagged;
  const extras = phrases.filter((phrase) => {
    if (samePhrase(phrase, subject) || samePhrase(phrase, venue) || !tagged.free(phrase.from)) return false;
    if (subject && phrase.from >= subject.from && phrase.to <= subject.to) return false;
    // "with friends" names no one; "with 40 local makers" counts who takes part.
    const isCounted = has(words[phrase.from], 'Value') && !has(words[phrase.from], 'Date');
    if (isPeople(words[phrase.to]) && !has(words[phrase.to], 'Person') && !isCounted) return false;
    const link = words[phrase.from - 1]?.lower ?? '';
    // "personalised with initials", "engraved with your name": what a thing is made with is said with the
    // making, in the request's own words; "Featuring initials" loses it.
    if (link === 'with' && /(?:ised|ized|ed)$/.test(words[phrase.from - 2]?.lower ?? '')) return false;
    // "…! first episode out now with chef Asma Khan": a piece that says something of its own before "with" keeps
    // whom it is with, as a note; the subject's own piece gives its extras.
    let pieceStart = phrase.from - 1;
    while (pieceStart > 0 && !words[pieceStart - 1]!.endsPhrase) pieceStart--;
    const isSubjectsPiece = !!subject && subject.from >= pieceStart && subject.to < phrase.from;
    const saysOwn = words
      .slice(pieceStart, phrase.from - 1)
      .some((word, offset) => tagged.free(pieceStart + offset) && (isNoun(word) || has(word, 'Verb')));
    if (link === 'with' && saysOwn && !isSubjectsPiece) return false;
    const isSaleScope =
      link === 'on' &&
      !!subject &&
      phrase.from - 2 === subject.to &&
      SALE_NOUNS.has(words[subject.to]!.lower);
    return EXTRA_LINKS.has(link) || isSaleScope;
  });
  // "interviews with 5 local artists": what comes with the subject keeps whom or what it is with.
  // "with guest Priya Rao, founder of Bloom Skincare": who a guest is, set off by a comma, stays with them.
  const withWhoTheyAre = (phrase: Phrase): Phrase => {
    const gap = tagged.text.slice(words[phrase.to]!.end, words[phrase.to + 1]?.start ?? tagged.text.length);
    if (!has(words[phrase.to], 'ProperNoun') || gap.trim() !== ',') return phrase;
    let end = phrase.to + 1;
    while (end + 1 < words.length && !words[end]!.endsPhrase) end++;
    const piece = words.slice(phrase.to + 1, end + 1);
    const isRole =
      piece.length >= 2 &&
      isNoun(piece[0]) &&
      !has(piece[0], 'ProperNoun') &&
      piece.some((word) => word.lower === 'of') &&
      !piece.some((word) => has(word, 'Verb')) &&
      piece.every((_, offset) => tagged.free(phrase.to + 1 + offset));
    if (!isRole) return phrase;
    tagged.use(phrase.to + 1, end);
    return { from: phrase.from, to: end, text: tagged.slice(phrase.from, end) };
  };
  // "with a tombola, cake stall and dog show": a list after "with" is one extra, whole.
  const withListAfter = (phrase: Phrase): Phrase => {
    let end = phrase.to;
    for (;;) {
      const gap = tagged.text.slice(words[end]!.end, words[end + 1]?.start ?? tagged.text.length);
      if (gap.trim() !== ',') break;
      let next = end + 1;
      while (next + 1 < words.length && !words[next]!.endsPhrase) next++;
      const piece = words.slice(end + 1, next + 1);
      const isItem =
        piece.length <= 5 &&
        piece.every(
          (word, offset) =>
            tagged.free(end + 1 + offset) &&
            !has(word, 'Date') &&
            !has(word, 'ProperNoun') &&
            (isNoun(word) ||
              has(word, 'Adjective') ||
              has(word, 'Determiner') ||
              /^(?:and|&)$/.test(word.lower)),
        ) &&
        isNoun(piece.at(-1));
      if (!isItem) break;
      end = next;
      if (piece.some((word) => /^(?:and|&)$/.test(word.lower))) break;
    }
    if (end === phrase.to) return phrase;
    tagged.use(phrase.to + 1, end);
    return { from: phrase.from, to: end, text: tagged.slice(phrase.from, end) };
  };
  return extras
    .map(withWhoTheyAre)
    .map(withListAfter)
    .map((phrase) => {
      const link = words[phrase.to + 1]?.lower ?? '';
      const next = tagged.phraseFrom(phrase.to + 2);
      const isThanks = words[phrase.to]?.lower === 'you' && words[phrase.to - 1]?.lower === 'thank';
      // "a new mushroom pie and mulled cider": a second thing after "and", ending the piece, comes too.
      const isAndLast =
        link === 'and' &&
        !!next &&
        tagged.free(next.from) &&
        (words[next.to]!.endsPhrase || next.to === words.length - 1);
      const isFollowed =
        (/^(?:with|of|on|about|from|by)$/.test(link) || (isThanks && link === 'to') || isAndLast) &&
        !words[phrase.to]!.endsPhrase &&
        !!next;
      return isFollowed && next
        ? { from: phrase.from, to: next.to, text: tagged.slice(phrase.from, next.to) }
        : phrase;
    });
}
