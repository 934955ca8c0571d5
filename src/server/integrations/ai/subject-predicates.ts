/**
 * "pumpkin spice lattes are back", "Christmas trees now in stock", "enrolment for spring term is open",
 * "Valentine's bouquets can be pre-ordered now": what a request says of its subject after a copula, or with the
 * copula left out as a headline leaves it, is told in the request's words; a state goods are in is then the post's
 * news, and no deed to announce.
 */
import { sentenceOf } from './request-facts';
import { wordSet, has, isNoun, type TaggedText, type Word, type Phrase } from './tagged-words';

/** What people sign up by: "enrolment", "bookings", "applications" are open. */
const SIGN_UPS = wordSet(
  `enrolment enrolments enrollment enrollments registration registrations booking bookings application
  applications entries submissions sign-ups signups preorders pre-orders nominations tickets seats places`,
);

/**
 * Words for the state goods are in: "in stock", "back in stock", "now available", "sold out"; a release's:
 * "out now", "now live"; and places running short: "filling fast", "almost gone". A business's welcome is one too:
 * "now dog friendly".
 */
const STATE_AHEAD =
  /^(?:(?:now|back|finally|still|all)\s+)*(?:in stock|in season|in bloom|on tap|available|sold out|on sale|back|out now|out today|live|bookable|(?:filling|selling|going|booking) (?:up )?(?:fast|quickly|out)|almost gone|nearly (?:full|gone|sold out))\b|^(?:(?:is|are)\s+)?now open\b|^now\s+(?:[a-z]+\s+)?friendly\b/;

/** True when the words from `at` tell a state with its "is" left out: "now in stock", "back in stock". */
export function isStateAhead(words: Word[], at: number): boolean {
  // "Christmas trees now in, from £35": "in" that ends the piece is "in stock".
  const isNowIn =
    words[at]?.lower === 'now' &&
    !words[at]!.endsPhrase &&
    words[at + 1]?.lower === 'in' &&
    (words[at + 1]!.endsPhrase || at + 1 === words.length - 1);
  if (isNowIn) return true;
  // "signed copies … are in, only 30 available": "in" that ends the piece after "are" is "in stock" too; so is
  // "here" of "our autumn collection is here", and "out" of "version 3.0 is out".
  const isIn =
    /^(?:in|here|out)$/.test(words[at]?.lower ?? '') &&
    has(words[at - 1], 'Copula') &&
    (words[at]!.endsPhrase || at === words.length - 1);
  if (isIn) return true;
  const ahead = words
    .slice(at, at + 4)
    .map((word) => word.lower)
    .join(' ');
  return STATE_AHEAD.test(ahead);
}

/**
 * What the request says of its subject, as written: "our studio apartment in Lisbon is available on Airbnb from
 * June", "our taco truck is at Union Square today from 11 to 3". A copula after the subject (and its place) makes
 * the rest of the piece a sentence; "is out" alone says too little to repeat.
 */
export function predicateOf(
  tagged: TaggedText,
  subject: Phrase,
  {
    told,
    inPlace,
    origin,
    colourway = null,
  }: {
    told: boolean[];
    inPlace: (index: number) => boolean;
    origin: { from: number; to: number } | null;
    colourway?: { from: number; to: number } | null;
  },
): { text: string; from: number; to: number; isState?: boolean } | null {
  const { words } = tagged;
  // "for our bakery, now open on Mondays": a headline's state set off by a comma is the subject's too.
  const isStateApart =
    /^(?:now|back)$/.test(words[subject.to + 1]?.lower ?? '') && isStateAhead(words, subject.to + 1);
  if (words[subject.to]!.endsPhrase && !isStateApart) return null;
  let verb = subject.to + 1;
  // "guest artist Mika from Tokyo is with us": where someone is from goes with them.
  if (origin && origin.from === verb && !words[origin.to]!.endsPhrase) verb = origin.to + 1;
  // "our linen shirts in sage and sand are back": the colours they come in go with them.
  // So do they before a restock set off by a comma: "merino yarn in forest green, restocked today".
  const isRestockAt = (at: number) => /^(?:restock|restocked)$/.test(words[at]?.lower ?? '');
  if (
    colourway &&
    colourway.from === verb &&
    (!words[colourway.to]!.endsPhrase || isRestockAt(colourway.to + 1))
  )
    verb = colourway.to + 1;
  // "our podcast episode with chef Nadia Hussain is out now": who or what comes with the subject goes with it,
  // and so does what they speak on ("with Dr Maya Chen on sleep science").
  if (words[verb]?.lower === 'with' && !words[verb]!.endsPhrase) {
    const nounsFrom = (start: number) => {
      let end = start;
      while (end < start + 4 && isNoun(words[end]) && !words[end]!.endsPhrase) end++;
      return end;
    };
    let end = nounsFrom(verb + 1);
    const isTopic = /^(?:on|about)$/.test(words[end]?.lower ?? '') && !words[end]!.endsPhrase;
    if (end > verb + 1 && isTopic && nounsFrom(end + 1) > end + 1) end = nounsFrom(end + 1);
    if (end > verb + 1 && has(words[end], 'Copula')) verb = end;
  }
  if (words[verb]?.lower === 'in' && inPlace(verb + 1)) {
    verb++;
    while (inPlace(verb) && !words[verb]!.endsPhrase) verb++;
    if (inPlace(verb)) return null;
  }
  // "enrolment for spring term is open": what people sign up for goes with the signing up.
  const forAt = words.findIndex((word, at) => at > subject.from && at <= subject.to && word.lower === 'for');
  const isSignUp = SIGN_UPS.has(words[forAt > 0 ? forAt - 1 : subject.to]!.lower);
  // "for the spring term": the tagger may take "the" for part of a date, so the phrase is found after it too.
  const signedFor =
    isSignUp && words[verb]?.lower === 'for'
      ? (tagged.phraseFrom(verb + 1) ??
        (has(words[verb + 1], 'Determiner') ? tagged.phraseFrom(verb + 2) : undefined))
      : undefined;
  if (signedFor && !words[signedFor.to]!.endsPhrase) verb = signedFor.to + 1;
  // "tickets for our conference DevDays 2027 are live": the edition's year goes with the name.
  if (signedFor && /^\d{4}$/.test(words[verb]?.text ?? '') && !words[verb]!.endsPhrase) verb++;
  // "our vintage denim jackets restock, sizes XS to XL": a restock named after the goods, as a headline names
  // it, is their being back in stock.
  // "…, restocked today": a day that ends the piece says when it came back.
  const restockDay =
    !words[verb]?.endsPhrase && /^(?:today|yesterday|this morning)$/.test(words[verb + 1]?.lower ?? '')
      ? verb + 1
      : -1;
  const isRestock =
    isRestockAt(verb) &&
    (words[verb]!.endsPhrase || verb === words.length - 1 || restockDay > 0) &&
    !told[verb];
  if (isRestock) {
    const to = Math.max(verb, restockDay);
    tagged.use(subject.from, to);
    const be = tagged.isPlural(subject.from, subject.to) ? 'are' : 'is';
    const day = restockDay > 0 ? ` ${words[restockDay]!.lower}` : '';
    // The colours it comes in stay with it: "merino yarn in forest green is back in stock".
    const named = tagged.slice(subject.from, colourway?.to === verb - 1 ? colourway.to : subject.to);
    const text = sentenceOf(`${named} ${be} back in stock${day}`);
    return { text, from: subject.from, to, isState: true };
  }
  // "wedding season bookings open for 2027": sign-ups that open are open from now on, for what they say.
  const isOpening =
    isSignUp && /^(?:open|opens|reopen|reopens)$/.test(words[verb]?.lower ?? '') && !told[verb] && !signedFor;
  if (isOpening) {
    let end = verb;
    while (end + 1 < words.length && !words[end]!.endsPhrase && !told[end + 1]) end++;
    tagged.use(subject.from, end);
    const be = tagged.isPlural(subject.from, subject.to) ? 'are' : 'is';
    const rest = end > verb ? ` ${tagged.slice(verb + 1, end)}` : '';
    const text = sentenceOf(`${tagged.slice(subject.from, subject.to)} ${be} now open${rest}`);
    return { text, from: subject.from, to: end, isState: true };
  }
  // "Christmas trees now in stock": a headline leaves out the "are" before the state goods are in.
  const isImplied = !has(words[verb], 'Copula') && isStateAhead(words, verb);
  // "our food truck will be at the festival all weekend": where it will be is said as well as where it is.
  const isToBe = words[verb]?.lower === 'will' && words[verb + 1]?.lower === 'be';
  // "Valentine's bouquets can be pre-ordered now": what buyers can do with it from now on is its state.
  const canBe = canBeOrderedAt(words, verb) || hasArrivedAt(words, verb);
  // "tickets for A Christmas Carol go on sale Monday": going on sale, or live, is a state from then on.
  const isGoing =
    /^(?:go|goes)$/.test(words[verb]?.lower ?? '') &&
    /^(?:on sale|live)\b/.test(
      words
        .slice(verb + 1, verb + 3)
        .map((word) => word.lower)
        .join(' '),
    );
  if ((!has(words[verb], 'Copula') && !isImplied && !isToBe && !canBe && !isGoing) || words[verb]!.endsPhrase)
    return null;
  let end = verb;
  while (end + 1 < words.length && !words[end]!.endsPhrase) end++;
  // "birria tacos are back this friday only, $3 each": a return stands told in its one word when the date after
  // it goes with the offer.
  const isBackBeforeTold =
    words[verb + 1]?.lower === 'back' && !told[verb + 1] && told.slice(verb + 2, end + 1).some(Boolean);
  if (isBackBeforeTold) end = verb + 1;
  if (isImplied) {
    if (told.slice(verb, end + 1).some(Boolean)) return null;
    tagged.use(subject.from, end);
    const be = tagged.isPlural(subject.from, subject.to) ? 'are' : 'is';
    const text = sentenceOf(`${tagged.slice(subject.from, subject.to)} ${be} ${tagged.slice(verb, end)}`);
    return { text, from: subject.from, to: end, isState: true };
  }
  // "pumpkin spice lattes are back": a thing's return is the news of the post though it is told in one word;
  // any other single word after "is" only says how the subject is.
  // So is "enrolment is open": people can sign up from now on.
  const opensSignUp =
    isSignUp &&
    /^(?:now )?(?:open|live)\b/.test(
      words
        .slice(verb + 1, verb + 3)
        .map((word) => word.lower)
        .join(' '),
    );
  // So is "signed copies are in": goods come in are in stock.
  const isReturn =
    end === verb + 1 && (words[end]!.lower === 'back' || opensSignUp || isStateAhead(words, end));
  // An offer or a code in it is told by its own sentence.
  if ((end - verb < 2 && !isReturn && !canBe) || told.slice(verb, end + 1).some(Boolean)) return null;
  tagged.use(subject.from, end);
  return {
    text: sentenceOf(tagged.slice(subject.from, end)),
    from: subject.from,
    to: end,
    // "our bookshop will be open late every Thursday": the hours a business will keep are its state too.
    isState:
      isGoing ||
      isReturn ||
      opensSignUp ||
      isStateAhead(words, verb + 1) ||
      canBe ||
      (isToBe && /^(?:open|closed)$/.test(words[verb + 2]?.lower ?? '')),
  };
}

/**
 * True when the words from `at` say goods "have arrived" or "have landed", ending the piece: they are in now. What
 * arrived somewhere or with something ("has landed in Leeds") is news of its own.
 */
export function hasArrivedAt(words: Word[], at: number): boolean {
  // "have arrived", "have just landed", "just arrived": the helper or "just" may be left out, but not both.
  let verbAt = at;
  if (/^(?:has|have)$/.test(words[verbAt]?.lower ?? '') && !words[verbAt]!.endsPhrase) verbAt++;
  if (/^(?:just|finally)$/.test(words[verbAt]?.lower ?? '') && !words[verbAt]!.endsPhrase) verbAt++;
  const verb = words[verbAt];
  return (
    verbAt > at &&
    /^(?:arrived|landed)$/.test(verb?.lower ?? '') &&
    (verb!.endsPhrase || verbAt === words.length - 1)
  );
}

/** What buyers do to get a thing: "ordered", "pre-ordered", "booked". */
const ORDERED = wordSet('ordered pre-ordered preordered booked reserved bought purchased');

/** True when the words from `at` say a thing "can (now) be ordered": "can be pre-ordered now", "can now be booked". */
export function canBeOrderedAt(words: Word[], at: number): boolean {
  if (words[at]?.lower !== 'can') return false;
  let be = at + 1;
  if (words[be]?.lower === 'now') be++;
  const isRun = words.slice(at, be + 1).every((word) => !word.endsPhrase);
  return isRun && words[be]?.lower === 'be' && ORDERED.has(words[be + 1]?.lower ?? '');
}
