/**
 * "Threads post asking followers what feature they want next in our budgeting app": a post that asks its readers
 * something is the question itself, put to them directly ("What feature do you want next in our budgeting
 * app?"). The words reported about the readers turn to "you"; the poster's own ("our", "we") stay. Asking them
 * "to" do something is put as a request ("Vote for your favourite design!"), and asking "for their favourite"
 * thing as a question about theirs.
 */
import type { Nlp } from './compromise-loader';
import { asSentence, linesFrom, pieceEnd } from './piece-sentences';
import { has, isPeople, isPossessivePronoun, type TaggedText, type Word } from './tagged-words';
import { READERS_AT_LARGE } from './readers-at-large';

export type AskedQuestion = {
  /** The question or request as a sentence: "What feature do you want next in our budgeting app?". */
  text: string;
  /** True when readers are asked to do something rather than to answer. */
  isRequest: boolean;
  /** The request's pieces after the question, as sentences: "Link in bio." */
  lines?: string[];
  /**
   * Where the asking and whoever is asked end ("asking followers"): words that name nothing to tag
   * (#AskingFollowers).
   */
  askingTo?: number;
};

const ASKING = new Set(['asking', 'ask', 'asks']);
/** Verbs that ask readers to play along: "rate my…", "guess the…". */
const PLAYED_ASKS = new Set(['rate', 'guess']);
const QUESTION_WORDS = new Set(['what', 'which', 'how', 'where', 'when', 'who', 'why']);
/** Most words between a question word and the one who would answer: "what kind of coffee they". */
const MAX_WORDS_TO_ASKED = 4;
/** The readers as the question's subject, and who they are once asked directly. */
const ASKED: Record<string, string> = Object.assign(Object.create(null), {
  they: 'you',
  people: 'you',
  you: 'you',
  we: 'we',
  i: 'I',
});
/** "they're" and its kind: the verb the contraction holds, put before the subject when asked. */
const CONTRACTED: Record<string, [string, string]> = Object.assign(Object.create(null), {
  "they're": ['are', 'you'],
  "they'd": ['would', 'you'],
  "they've": ['have', 'you'],
  "they'll": ['will', 'you'],
  "we're": ['are', 'we'],
  "we'd": ['would', 'we'],
  "we've": ['have', 'we'],
  "we'll": ['will', 'we'],
});
const AUXILIARIES = new Set(
  'would will can could should might may must are were have has had do does did is was shall'.split(' '),
);
/** The readers' own words, said to them. */
const TO_READERS: Record<string, string> = Object.assign(Object.create(null), {
  their: 'your',
  theirs: 'yours',
  them: 'you',
  themselves: 'yourselves',
  they: 'you',
  "they're": "you're",
  "they've": "you've",
  "they'd": "you'd",
  "they'll": "you'll",
});
/** What readers are asked "for" that is their view of something: "for feedback on our new menu". */
const VIEWS = new Set(['feedback', 'thoughts', 'opinions', 'opinion', 'views', 'input']);

type Piece = { text: string; gap: string };

/**
 * The question the request asks its readers, right after the frame; null when it asks none. Its words are left
 * to the rest of the reading, which finds the names and things in it to tag.
 */
export function readAskedQuestion(tagged: TaggedText): AskedQuestion | null {
  const { words } = tagged;
  const at = words.findIndex((_, index) => tagged.free(index));
  if (at < 0 || words[at]!.endsPhrase) return null;
  // "help us name our new alpaca!": readers asked to help choose answer as a question's readers do.
  // The asking words of the frame may have taken "help us" already.
  const helpAt = words[at]!.lower === 'help' ? at : words[at - 2]?.lower === 'help' ? at - 2 : -1;
  const isHelpChoosing =
    helpAt >= 0 &&
    words[helpAt + 1]?.lower === 'us' &&
    /^(?:name|choose|pick|decide)$/.test(words[helpAt + 2]?.lower ?? '') &&
    !words[helpAt + 1]!.endsPhrase &&
    (helpAt === at || !words[helpAt - 1] || words[helpAt - 1]!.endsPhrase);
  if (isHelpChoosing) return askedAsWritten(tagged, helpAt, helpAt + 2);
  // "rate my sourdough scoring from 1 to 10", "guess the new flavour": a game readers are asked to play opens the
  // request and is the whole ask, said to them as written.
  // "guess which flavour is coming back": before a question word, "guess" asks, whatever the tagger reads.
  const isPlayed =
    PLAYED_ASKS.has(words[at]!.lower) &&
    (has(words[at], 'Verb') || QUESTION_WORDS.has(words[at + 1]?.lower ?? ''));
  if (isPlayed) return askedAsWritten(tagged, at, at);
  if (!ASKING.has(words[at]!.lower)) return null;
  let next = at + 1;
  // Whoever is asked: "followers", "our community", "all our customers".
  while (
    next < words.length - 1 &&
    !words[next]!.endsPhrase &&
    (has(words[next], 'Determiner') || isPossessivePronoun(words[next]) || words[next]!.lower === 'all')
  )
    next++;
  if (isReaders(words[next]) && !words[next]!.endsPhrase) next++;
  const lead = words[next];
  if (!lead) return null;
  const end = pieceEnd(tagged, next);
  const asked = directly(tagged.nlp, words, piecesOf(tagged, next, end), next);
  return asked && { ...asked, lines: linesFrom(tagged, end + 1), askingTo: next - 1 };
}

/**
 * The piece from `from` asked as written ("Rate my sourdough scoring from 1 to 10!"): readers' answers are asked
 * for, as a question asks them; the asking words up to `askingTo` ("Rate", "help us name") tag nothing.
 */
function askedAsWritten(tagged: TaggedText, from: number, askingTo: number): AskedQuestion {
  const end = pieceEnd(tagged, from);
  return {
    text: sentence(piecesOf(tagged, from, end), '!'),
    isRequest: false,
    lines: linesFrom(tagged, end + 1),
    askingTo,
  };
}

const isReaders = (word: Word | undefined) =>
  !!word && (READERS_AT_LARGE.has(word.lower) || (isPeople(word) && !has(word, 'ProperNoun')));

/** The words `from`…`to` with the spacing and marks between them, as the request writes them. */
function piecesOf(tagged: TaggedText, from: number, to: number): Piece[] {
  const { words } = tagged;
  return words.slice(from, to + 1).map((word, offset) => ({
    text: word.text,
    gap: offset === 0 ? '' : tagged.text.slice(words[from + offset - 1]!.end, word.start),
  }));
}

function directly(nlp: Nlp, words: Word[], pieces: Piece[], from: number): AskedQuestion | null {
  const lead = words[from]!.lower;
  const lowers = pieces.map((piece) => piece.text.toLowerCase());
  // "who's coming to our open mic night": a question word joined to its verb asks as written.
  if (/^(?:who|what|where|how)['’]s$/.test(lead) && pieces.length > 1) {
    return { text: sentence(toReaders(pieces), '?'), isRequest: false };
  }
  if (QUESTION_WORDS.has(lead)) {
    const asked = lowers.findIndex((word, at) => at > 0 && at <= MAX_WORDS_TO_ASKED && isAsked(word));
    // "what makes them smile": the question word is the subject, and the order stays.
    const order = asked < 0 ? pieces : inverted(nlp, words, pieces, from, asked);
    return order && { text: sentence(order, '?'), isRequest: false };
  }
  if ((lead === 'whether' || lead === 'if') && isAsked(lowers[1] ?? '')) {
    const order = inverted(nlp, words, pieces, from, 1);
    return order && { text: sentence(order.slice(1), '?'), isRequest: false };
  }
  // "for their favourite pasta shape": what is theirs is asked about.
  if (lead === 'for' && /^(?:their|your)$/.test(lowers[1] ?? '') && pieces.length > 2) {
    return {
      text: sentence([{ text: "What's", gap: '' }, ...toReaders(pieces.slice(1))], '?'),
      isRequest: false,
    };
  }
  // "for feedback on our new menu": their view of something.
  if (lead === 'for' && VIEWS.has(lowers[1] ?? '') && /^(?:on|about|of)$/.test(lowers[2] ?? '')) {
    const about = toReaders(pieces.slice(3));
    if (!about.length) return null;
    const opening = [
      { text: 'What do you think of', gap: '' },
      { ...about[0]!, gap: ' ' },
    ];
    return { text: sentence([...opening, ...about.slice(1)], '?'), isRequest: false };
  }
  // "for recommendations for a good bookkeeper in Bristol": a recommendation asked for is asked directly.
  if (
    lead === 'for' &&
    /^(?:recommendations?|recs|suggestions?)$/.test(lowers[1] ?? '') &&
    /^(?:for|on)$/.test(lowers[2] ?? '') &&
    pieces.length > 3
  ) {
    const wanted = toReaders(pieces.slice(3));
    return {
      text: sentence(
        [{ text: 'Can you recommend', gap: '' }, { ...wanted[0]!, gap: ' ' }, ...wanted.slice(1)],
        '?',
      ),
      isRequest: false,
    };
  }
  // "to vote for their favourite design": a request to do something.
  if (lead === 'to' && has(words[from + 1], 'Verb') && pieces.length > 2) {
    return { text: sentence(toReaders(pieces.slice(1)), '!'), isRequest: true };
  }
  return null;
}

const isAsked = (word: string) => !!ASKED[word] || !!CONTRACTED[word];

/**
 * "what feature they want" → "what feature do you want"; "which charity we should support" → "which charity
 * should we support". The piece at `asked` is the one who answers; what is done goes around it as a question
 * puts it.
 */
function inverted(nlp: Nlp, words: Word[], pieces: Piece[], from: number, asked: number): Piece[] | null {
  const before = pieces.slice(0, asked);
  const subject = pieces[asked]!;
  const lower = subject.text.toLowerCase();
  const contracted = CONTRACTED[lower];
  if (contracted) {
    const [verb, who] = contracted;
    return [
      ...before,
      { text: verb, gap: subject.gap },
      { text: who, gap: ' ' },
      ...toReaders(pieces.slice(asked + 1)),
    ];
  }
  const verb = pieces[asked + 1];
  const verbWord = words[from + asked + 1];
  if (!verb || !verbWord) return null;
  const who = { text: ASKED[lower]!, gap: ' ' };
  const rest = toReaders(pieces.slice(asked + 2));
  if (AUXILIARIES.has(verb.text.toLowerCase())) {
    return [...before, { text: verb.text.toLowerCase(), gap: subject.gap }, who, ...rest];
  }
  if (!has(verbWord, 'Verb')) return null;
  const isPast = has(verbWord, 'PastTense');
  const base = isPast ? nlp(verbWord.lower).verbs().toInfinitive().text() || verbWord.lower : verbWord.lower;
  return [
    ...before,
    { text: isPast ? 'did' : 'do', gap: subject.gap },
    who,
    { text: base, gap: ' ' },
    ...rest,
  ];
}

/** The readers' words turned to them: "their" → "your", "them" → "you". */
const toReaders = (pieces: Piece[]): Piece[] =>
  pieces.map((piece) => ({ ...piece, text: TO_READERS[piece.text.toLowerCase()] ?? piece.text }));

function sentence(pieces: Piece[], mark: '?' | '!'): string {
  const text = pieces.map((piece, index) => (index === 0 ? piece.text : piece.gap + piece.text)).join('');
  return asSentence(text, mark);
}
