/**
 * "walk-ins welcome", "all adoption fees waived", "…, starts 3 July": the pieces of a request that no other part of
 * the reading took are notes, told as the request words them. Dropped, they would lose facts the poster asked to
 * pass on; told as sentences of their own, they keep them without guessing at what they mean.
 */
import { capitalise, isBackAt, KINDS_COME_IN, sentenceOf } from './request-facts';
import type { Nlp } from './compromise-loader';
import { wordSet, has, type TaggedText, type Word } from './tagged-words';

/** "18+", "21+": a number with a plus sets an age limit, a fact the post must pass on though it holds no noun. */
const isAgeLimit = (word: Word) => /^\d{1,2}\+$/.test(word.text);

/** Words that only join a piece to the one before: ", and walk-ins welcome", ", plus free parking". */
const PIECE_LINKS = wordSet('and but plus also so');

/**
 * A note and the words it spans. `isParticiple` marks a piece that opens on a verb's "-ing" form ("…, cutting
 * emissions by 40%"): it goes on the sentence before it, as the request writes it.
 */
export type ReadNote = { text: string; from: number; to: number; isParticiple?: boolean };

/**
 * The pieces of the request (between commas, colons and full stops) that no part of the reading took, told as
 * the request words them. A piece is a note when none of its words went to the subject, the venue, the audience,
 * the offer, the code or an instruction, and it says something beyond a date or a place: "walk-ins welcome",
 * "all adoption fees waived", "remote-friendly". A date inside a note stays in it ("reformer classes start
 * Monday"); the captions then do not repeat it.
 */
export function readNotes(
  tagged: TaggedText,
  {
    framed,
    told,
    dated,
    inPlace,
  }: { framed: boolean[]; told: boolean[]; dated: boolean[]; inPlace: (index: number) => boolean },
): ReadNote[] {
  const { words } = tagged;
  const notes: (ReadNote & { isList?: boolean })[] = [];
  let from = 0;
  // "this week: how we priced our SaaS": a date before a colon heads the note after it.
  let heading: { from: number; to: number } | null = null;
  words.forEach((word, index) => {
    if (!word.endsPhrase && index < words.length - 1) return;
    const start = from;
    from = index + 1;
    const lead = heading;
    heading = null;
    const piece = words.slice(start, index + 1).map((_, offset) => start + offset);
    // The frame's words lead a piece ("Instagram post:"); they are no part of a note.
    let first = piece.find((at) => !framed[at]) ?? index + 1;
    while (first < index && PIECE_LINKS.has(words[first]!.lower)) first++;
    const rest = piece.filter((at) => at >= first);
    const says =
      rest.some(
        (at) =>
          tagged.free(at) &&
          !inPlace(at) &&
          !dated[at] &&
          (has(words[at], 'Noun') || has(words[at], 'Verb') || has(words[at], 'Adjective')),
      ) ||
      rest.some((at) => tagged.free(at) && (isAgeLimit(words[at]!) || isBackAt(words, at))) ||
      // "…, more tomorrow from 8am": more of what ran out, coming on a date, is a line of its own.
      (words[first]?.lower === 'more' && rest.length > 1 && rest.slice(1).every((at) => dated[at]));
    const isTaken = rest.some((at) => told[at] || (!tagged.free(at) && !dated[at]));
    const gap = tagged.text.slice(word.end, words[index + 1]?.start ?? tagged.text.length);
    if (rest.length > 0 && rest.every((at) => dated[at]) && gap.trim() === ':') {
      heading = { from: first, to: index };
      return;
    }
    if (isTaken && says) {
      // "available on Etsy for $12": where the thing is sold stays, though its price was read.
      const sold = soldWhere(tagged, first, index);
      if (sold)
        notes.push({ text: sentenceOf(tagged.slice(sold.from, sold.to)), from: sold.from, to: sold.to });
      if (sold) tagged.use(sold.from, sold.to);
      // "new single Midnight Drive out Friday on all streaming platforms": where a release comes out is where
      // readers find it.
      const released = sold ? null : releasedOn(tagged, first, index);
      if (released) {
        const where = tagged.slice(released.from, released.to);
        notes.push({ text: sentenceOf(`Available ${where}`), ...released });
        tagged.use(released.from, released.to);
      }
      return;
    }
    if (rest.length === 0 || !says) return;
    const noteFrom = lead ? lead.from : first;
    // "…, starts 3 July": a piece that opens on a verb with the "-s" of one thing doing it has left its subject
    // out, the thing the request is about; as a sentence of its own it says "it" ("It starts 3 July."). The
    // tagger takes such a word before a date for a plural noun ("starts"), so it is asked again after "it".
    const opener = words[first]!;
    const lacksSubject =
      !lead &&
      first < index &&
      (has(opener, 'PresentTense') || (has(opener, 'Plural') && dated[first + 1])) &&
      !has(opener, 'Infinitive') &&
      !has(opener, 'Copula') &&
      // "…, thanks so much for the love": thanks open a piece the poster says; no thing "thanks" anyone.
      opener.lower !== 'thanks' &&
      // "books open now": an "-s" word before a word of state is the plural the state is said of.
      !/^(?:open|closed|available|live|back|full|ready)$/.test(words[first + 1]?.lower ?? '') &&
      /^\p{Ll}+[^s]s$/u.test(opener.text) &&
      // "viewings this weekend": a plural of an "-ing" noun is the things themselves, never a verb.
      !/ings$/.test(opener.lower) &&
      // "eyes down 7:30", "doors open 7pm": a plural and its particle before a time is a call of its own.
      !(/^(?:down|up|off|open|in|out)$/.test(words[first + 1]?.lower ?? '') && !!dated[first + 2]) &&
      tagged.nlp(`it ${opener.lower}`).terms().last().has('#PresentTense');
    // "…! would love your support": a piece that opens on "would" or "will" and a verb has left out the poster
    // who says it; as a sentence of its own it says "we".
    const lacksPoster =
      !lead && /^(?:would|will)$/.test(opener.lower) && has(words[first + 1], 'Verb') && !opener.endsPhrase;
    // "we're a family-run bakery, baking fresh bread every morning since 1987": what the poster has done since a
    // year is said of them: "We've been baking fresh bread every morning since 1987."
    const isDoingSince =
      !lead &&
      has(opener, 'Gerund') &&
      words
        .slice(first, index + 1)
        .some(
          (word, offset) => word.lower === 'since' && /^\d{4}$/.test(words[first + offset + 1]?.text ?? ''),
        );
    // "…, 6 weeks, £60": how long it lasts, standing alone, is said of it: "It runs for 6 weeks."
    const isLength =
      !lead &&
      rest.length === 2 &&
      has(words[first], 'Value') &&
      !has(words[first], 'Money') &&
      has(words[first + 1], 'Duration') &&
      has(words[first + 1], 'Plural');
    // Where the capitalised name ending at `last` starts: "Riverbank Dental".
    const nameStart = (last: number) => {
      let from = last;
      while (
        from > 0 &&
        !words[from - 1]!.endsPhrase &&
        has(words[from - 1], 'ProperNoun') &&
        /^\p{Lu}/u.test(words[from - 1]!.text) &&
        // "our new CTO Priya Shah": a role's acronym before the name is no part of it.
        !/^\p{Lu}{2,}$/u.test(words[from - 1]!.text)
      )
        from--;
      return from;
    };
    // "our new shop dog Biscuit, a 2 year old cockapoo": a piece that only says what the name before it is
    // tells it of them: "Biscuit is a 2 year old cockapoo." So does "meet Luna, our shop cat".
    const named = words[first - 1];
    const isAppositive =
      !lead &&
      (/^(?:a|an)$/.test(words[first]!.lower) ||
        // "Sam, our new head chef" is someone new, welcomed as such.
        (/^(?:our|my)$/.test(words[first]!.lower) &&
          !/^(?:new|newest)$/.test(words[first + 1]?.lower ?? ''))) &&
      !!named &&
      named.endsPhrase &&
      has(named, 'ProperNoun') &&
      /^\p{Lu}/u.test(named.text) &&
      !has(named, 'Place') &&
      // "our new collab with Oatly: a limited edition oat latte": a name after "with" is a partner, and what
      // follows tells of the collab.
      !has(words[nameStart(first - 1) - 1], 'Preposition') &&
      !rest.some((at) => has(words[at], 'Verb'));
    // "Marcus Reid, who joins from Salesforce": the whole name, every capitalised word of it.
    const fullName = (last: number) => tagged.slice(nameStart(last), last);
    // "our sourdough starter, Doug, who turns 5 this week": "who" after a name is the name: "Doug turns 5…".
    const isNamedWho =
      !lead &&
      words[first]!.lower === 'who' &&
      !!named &&
      named.endsPhrase &&
      has(named, 'ProperNoun') &&
      /^\p{Lu}/u.test(named.text) &&
      (has(words[first + 1], 'Verb') || /^\p{Ll}+s$/u.test(words[first + 1]?.text ?? ''));
    // "…, tickets £8, members £6": a price after people is what they pay: "£6 for members".
    const isPeoplesPrice =
      !lead &&
      rest.length === 2 &&
      has(words[first], 'Actor') &&
      has(words[first], 'Plural') &&
      has(words[first + 1], 'Money');
    // "…, 6 scents, £18 each": a count of the kinds a thing comes in says it comes in them.
    const isKindsCount =
      !lead && rest.length === 2 && has(words[first], 'Value') && KINDS_COME_IN.test(words[first + 1]!.lower);
    // "…, thanking our clients in Leeds": thanks the poster gives, told as they give them, not as a fragment.
    const isThanking =
      !lead && opener.lower === 'thanking' && first < index && words[first + 1]!.lower !== 'you';
    const text = lead
      ? `${capitalise(tagged.slice(lead.from, lead.to))}: ${tagged.slice(first, index)}`
      : isThanking
        ? `thank you to ${tagged.slice(first + 1, index)}`
        : isKindsCount
          ? `available in ${tagged.slice(first, index)}`
          : isPeoplesPrice
            ? `${words[first + 1]!.text} for ${words[first]!.text}`
            : isNamedWho
              ? `${fullName(first - 1)} ${tagged.slice(first + 1, index)}`
              : `${lacksSubject ? 'it ' : lacksPoster ? 'we ' : isLength ? 'it runs for ' : isAppositive ? `${named!.text} is ` : isDoingSince ? "we've been " : ''}${tagged.slice(first, index)}`;
    // "raffle, mulled wine and a visit from Santa": a word or two standing alone is an item of a list, which
    // goes on in the next piece; they make one note.
    // A length told as "It runs for 20 minutes." is a sentence; what follows it is not its list.
    const isListItem =
      !isLength && (rest.length === 1 || (rest.length === 2 && !rest.some((at) => has(words[at], 'Verb'))));
    const previous = notes.at(-1);
    const afterComma = tagged.text.slice(words[start - 1]?.end ?? 0, words[start]!.start).trim() === ',';
    // The list goes on unless the next piece opens with a verb of its own.
    const isListGoingOn =
      !has(words[first], 'Verb') || has(words[first], 'Gerund') || has(words[first], 'PastTense');
    if (isListGoingOn && previous?.isList && previous.to === start - 1 && afterComma && !lead) {
      previous.text = `${previous.text.replace(/\.$/, '')}, ${text}.`;
      previous.to = index;
      // "…, cake stall and raffle": the item after "and" is the list's last.
      previous.isList = !rest.some((at) => /^(?:and|&)$/.test(words[at]!.lower));
    } else {
      // "can you guess the design?": a piece the request asks keeps its question mark.
      const isAsked = tagged.text
        .slice(words[index]!.end, words[index + 1]?.start ?? tagged.text.length)
        .includes('?');
      notes.push({
        text: sentenceOf(isAsked ? `${text}?` : text),
        from: noteFrom,
        to: index,
        isList: isListItem,
        isParticiple: !lead && afterComma && isDoing(tagged, first, index) && !isThanking && first === start,
      });
    }
    tagged.use(first, index);
  });
  return notes;
}

/**
 * "cutting emissions by 40%", "raising money for the hospice": a piece opening on a verb's "-ing" form and its
 * object. The tagger may call the word an adjective ("cutting"); with a figure after it, it is still done.
 */
function isDoing(tagged: TaggedText, from: number, to: number): boolean {
  const { words } = tagged;
  const opener = words[from]!;
  if (from >= to || !/^\p{Ll}{2,}ing$/u.test(opener.text)) return false;
  if (has(opener, 'Gerund')) return true;
  return has(opener, 'Adjective') && words.slice(from + 1, to + 1).some((word) => has(word, 'Value'));
}

/** "available on Etsy", "now available at Harrods": a free run from `from` naming where a thing is sold. */
function soldWhere(tagged: TaggedText, from: number, to: number): { from: number; to: number } | null {
  const { words } = tagged;
  let at = from;
  if (words[at]?.lower === 'now') at++;
  if (words[at]?.lower !== 'available' || !/^(?:on|at|from|in)$/.test(words[at + 1]?.lower ?? ''))
    return null;
  let end = at + 1;
  while (end < to && has(words[end + 1], 'ProperNoun') && tagged.free(end + 1)) end++;
  if (end === at + 1 || !tagged.free(from) || !tagged.free(at + 1)) return null;
  return { from, to: end };
}

/**
 * "out Friday on all streaming platforms", "live on Steam": the free run after "on" that ends a piece telling a
 * release, naming platforms or a capitalised store; null when the piece tells none.
 */
function releasedOn(tagged: TaggedText, from: number, to: number): { from: number; to: number } | null {
  const { words } = tagged;
  const on = words.findIndex((word, at) => at > from && at < to && word.lower === 'on' && tagged.free(at));
  if (on < 0 || !words.slice(from, on).some((word) => /^(?:out|live|available)$/.test(word.lower)))
    return null;
  if (!words.slice(on, to + 1).every((_, offset) => tagged.free(on + offset))) return null;
  const named =
    /^(?:platforms|stores|apps|services)$/.test(words[to]!.lower) ||
    (/^\p{Lu}/u.test(words[on + 1]!.text) && has(words[on + 1], 'ProperNoun') && !has(words[on + 1], 'Date'));
  return named ? { from: on, to } : null;
}

/**
 * A note said of "it" ("It includes a festive bandana.") when the request is about things in the plural: said of
 * them all ("They include a festive bandana."), and how long they last of each ("Each one runs for 20 minutes.").
 */
export function saidOfThemAll(nlp: Nlp, note: string): string {
  if (note.startsWith('It runs for ')) return note.replace(/^It /, 'Each one ');
  const match = /^It (\p{Ll}+s)\b/u.exec(note);
  if (!match) return note;
  const forms = nlp(`it ${match[1]}`).verbs().conjugate()[0] as {
    PresentTense?: string;
    Infinitive?: string;
  };
  if (forms?.PresentTense !== match[1] || !forms.Infinitive || match[1] === 'is') return note;
  return `They ${forms.Infinitive}${note.slice(match[0].length)}`;
}
