/**
 * The frame of a caption request: the words that ask for a post ("Please write a catchy Instagram caption
 * about…", "tweet announcing…") rather than say what it is about. These rules are ours, not the tagger's: platform
 * names, the formats a post takes and the verbs people use to ask for one.
 */
import { lexiconOf } from './compromise-loader';
import { isOwnPlaceOpeningAt } from './place-openings';
import { isPlatformWord, PLATFORM_WORDS } from './platform-words';
import { READERS_AT_LARGE } from './readers-at-large';
import {
  has,
  isNoun,
  isPeople,
  isPossessivePronoun,
  wordSet,
  type TaggedText,
  type Word,
} from './tagged-words';

/**
 * What kind of post the request is for; each kind is written differently. A "call" asks people to come and do
 * something ("volunteers to help clean up the park").
 */
export type PostKind =
  'launch' | 'event' | 'call' | 'sale' | 'news' | 'notice' | 'hiring' | 'tip' | 'general';
/** "announcing" says a post tells news, without saying which kind. */
export type Intent = PostKind | 'announce';

/** "threads" names the platform only beside a format or after "on": "a Threads post", "on Threads". */
const isThreadsPlatform = (words: Word[], index: number) =>
  words[index]!.lower === 'threads' &&
  ((!words[index]!.endsPhrase && FORMAT_WORDS.has(words[index + 1]?.lower ?? '')) ||
    words[index - 1]?.lower === 'on');
const FORMAT_WORDS = wordSet(
  `post posts caption captions tweet tweets thread video videos reel reels story stories clip clips carousel ad ads
  update announcement page account feed channel content copy blurb status pin pins short shorts description
  descriptions reminder text texts`,
);
const VARIATION_WORDS = wordSet('variation variations version versions option options idea ideas');
/**
 * What a caption is posted under: "caption for a photo of our new storefront", "a 30 second video of our barista
 * making latte art". The picture or the footage is no subject; what it shows is.
 */
// "lay" is the photo of a "flat lay", "flatlay" its one-word spelling.
// "a sneak peek of our spring collection", "a first look at…": a look ahead shows what it is of, too.
const MEDIA_WORDS = wordSet(
  'photo picture pic image selfie snapshot footage timelapse time-lapse montage gif boomerang video clip reel lay flatlay peek preview teaser glimpse',
);
/** Words between the media and what it shows: "a photo of", "a reel showing", "a selfie with". */
const MEDIA_LINKS = wordSet('of showing featuring with from');
/** Words of asking: they lead to the frame ("write a catchy…"), but only verbs and pronouns may follow it. */
const ASKING_WORDS = wordSet(
  'please write create make draft generate give craft compose need want help suggest can could would you me us i',
);
const DESCRIBING_WORDS = wordSet(
  `some few quick short long catchy engaging fun funny witty viral creative punchy cool nice good great
  professional casual simple flat satisfying relaxing calming aesthetic throwback sneak`,
);
/** Words between the frame and the content: "post about", "caption for", "video of", "post with". */
// "tweet from our bike shop: …": whom the post comes from is its label, as whom it is for is.
const FRAME_LINKS = wordSet('about for from on of to regarding that this featuring showing with');
/** Frame words long enough to be recognised through a typo ("instagam post abut…"). */
const TYPO_TARGETS = [
  'instagram',
  'facebook',
  'linkedin',
  'tiktok',
  'twitter',
  'caption',
  'captions',
  'about',
  'announcing',
  'celebrating',
  'inviting',
  'promoting',
];

/**
 * The word tables below have no prototype: a request's word looked up in them ("constructor") finds nothing but
 * their own entries.
 */
/** Verbs that say what the post does, and so its kind. They are never part of what the post is about. */
const INTENT_VERBS: Record<string, Intent> = Object.assign(Object.create(null), {
  announcing: 'announce',
  announce: 'announce',
  sharing: 'announce',
  launching: 'launch',
  launch: 'launch',
  introducing: 'launch',
  introduce: 'launch',
  unveiling: 'launch',
  revealing: 'launch',
  teasing: 'launch',
  opening: 'launch',
  inviting: 'event',
  invite: 'event',
  invitation: 'event',
  celebrating: 'news',
  celebrate: 'news',
  congratulating: 'news',
  welcoming: 'news',
  promoting: 'sale',
  promote: 'sale',
  advertising: 'sale',
  hiring: 'hiring',
});

/** A verb that says what the post does ("announcing", "welcoming"), in its "-ing" form. */
export const isIntentGerund = (word: Word | undefined) =>
  !!word && !!INTENT_VERBS[word.lower] && word.lower.endsWith('ing');

/** "We're proud to announce that…": the poster's feelings about the news frame it; they are not the news. */
const FEELINGS = wordSet('proud excited thrilled happy delighted pleased honoured honored glad');
const FEELING_LEADS = wordSet("we i we're i'm are am is so very really super beyond");

function readFeeling(tagged: TaggedText, intents: Set<Intent>) {
  const { words } = tagged;
  const at = words.findIndex(
    (word, index) =>
      FEELINGS.has(word.lower) && words[index + 1]?.lower === 'to' && has(words[index + 2], 'Verb'),
  );
  if (at < 0) return;
  let from = at;
  while (from > 0 && FEELING_LEADS.has(words[from - 1]!.lower) && !words[from - 1]!.endsPhrase) from--;
  // Only when the feeling opens the content: "…our pride to announce" is left alone.
  if (from > 0 && tagged.free(from - 1) && !words[from - 1]!.endsPhrase) return;
  let to = at + 2;
  if (words[to + 1]?.lower === 'that') to++;
  tagged.use(from, to);
  intents.add(INTENT_VERBS[words[at + 2]!.lower] ?? 'announce');
}

/** Verbs of passing something on to people: "reminding members that…", "letting customers know that…". */
const TELLING_VERBS = wordSet('remind reminding tell telling inform informing notify notifying let letting');
/** Most words the people told may take: "all our members". */
const MAX_TOLD_WORDS = 4;

/**
 * "reminding members that the pool is closed": telling people that something is so frames the post, as
 * "announcing that" does; the news is what follows "that". Only right after the frame, with a "that" (or
 * "know that") within reach, so "tell your friends about our sale" keeps its words.
 */
function readTelling(tagged: TaggedText, intents: Set<Intent>): string {
  const { words } = tagged;
  const at = words.findIndex((word, index) => tagged.free(index) && TELLING_VERBS.has(word.lower));
  if (at < 0 || (at > 0 && tagged.free(at - 1))) return '';
  for (let that = at + 1; that <= at + MAX_TOLD_WORDS + 2 && that < words.length; that++) {
    if (words[that - 1]!.endsPhrase) return '';
    // "reminding customers the shop is closed": the "that" may be left out after the people told.
    // "let customers know our phone lines are closed": the people are let "know".
    const told =
      /^let(?:ting)?$/.test(words[at]!.lower) && words[that - 1]!.lower === 'know' ? that - 1 : that;
    const isThatLeftOut =
      told > at + 1 &&
      isPeople(words[told - 1]) &&
      (has(words[that], 'Determiner') ||
        isPossessivePronoun(words[that]) ||
        /^(?:we|we're|i|i'm)$/.test(words[that]!.lower));
    if (words[that]!.lower !== 'that' && !isThatLeftOut) continue;
    tagged.use(at, isThatLeftOut ? that - 1 : that);
    intents.add('announce');
    // "reminding parents that…": people named by who they are, not as the readers at large ("customers",
    // "members"), are whom the post is for.
    const people = words[told - 1]!;
    const isAudience = told > at + 1 && isPeople(people) && !READERS_AT_LARGE.has(people.lower);
    return isAudience ? tagged.slice(at + 1, told - 1) : '';
  }
  return '';
}

/**
 * "inviting the community to our library's summer reading challenge": who is invited "to" the occasion frames
 * the post, and the occasion is what it is about. People by their word ("inviting parents to…") stay, to be read
 * as its audience.
 */
function readInvited(tagged: TaggedText, verb: number) {
  const { words } = tagged;
  if (words[verb]!.endsPhrase) return;
  const invited = tagged.phraseFrom(verb + 1);
  if (!invited || words[invited.to]!.endsPhrase || words[invited.to + 1]?.lower !== 'to') return;
  if (isPeople(words[invited.to]) || !tagged.phraseFrom(invited.to + 2)) return;
  tagged.use(invited.from, invited.to + 1);
}

/**
 * "TikTok showing behind the scenes at our candle studio": a look behind the scenes is a format of post, as a
 * video or a reel is, so it names nothing the post is about. Right after the frame it joins it, with an "of" that
 * follows ("behind the scenes of our bakery"); an "at" stays, as it leads the venue.
 */
function readBehindTheScenes(tagged: TaggedText, from: number) {
  const { words } = tagged;
  const phrase = words.slice(from, from + 3).map((word) => word.lower);
  if (phrase.join(' ') !== 'behind the scenes' && phrase.join(' ') !== 'behind-the scenes') return;
  const to = words[from + 3]?.lower === 'of' && !words[from + 2]!.endsPhrase ? from + 3 : from + 2;
  tagged.use(from, to);
}

/**
 * "a before and after of a kitchen renovation", "before-and-after photos of…": a transformation shown side by side
 * is a format of post, as a look behind the scenes is. The words of the format from `at`, with the media and the
 * "of" after them, or -1 when none stands there.
 */
export function beforeAndAfterEnd(words: Word[], at: number): number {
  const phrase = words.slice(at, at + 3);
  if (phrase.map((word) => word.lower).join(' ') !== 'before and after') return -1;
  if (phrase.slice(0, 2).some((word) => word.endsPhrase)) return -1;
  let end = at + 2;
  const isMedia = /^(?:photos?|pics?|pictures?|images?|shots?|videos?|reels?|clips?)$/;
  if (!words[end]!.endsPhrase && isMedia.test(words[end + 1]?.lower ?? '')) end++;
  if (!words[end]!.endsPhrase && /^(?:of|showing)$/.test(words[end + 1]?.lower ?? '')) end++;
  return end;
}

/** "behind the scenes video", "behind-the-scenes reel": a look behind the scenes that describes a clip. */
export function isBehindTheScenesAt(words: Word[], at: number): boolean {
  const phrase = words.slice(at, at + 3);
  return (
    phrase.map((word) => word.lower).join(' ') === 'behind the scenes' &&
    phrase.every((word) => !word.endsPhrase) &&
    MEDIA_WORDS.has(words[at + 3]?.lower ?? '')
  );
}

/**
 * True when the frame ends on a picture or a clip and what it shows: "caption for a photo of…", "a reel
 * showing…", "a TikTok of…" (a TikTok is a clip). A clip "for" a business is made for it and shows nothing named.
 */
export function isShownMedia(words: Word[], framed: boolean[]): boolean {
  let start = framed.findIndex((isFramed) => !isFramed);
  // "a video of us icing 200 cupcakes": the poster shown at work stands between the link and the deed.
  if (/^(?:us|me)$/.test(words[start - 1]?.lower ?? '')) start--;
  const link = words[start - 1];
  const media = words[start - 2];
  // "TikTok: trying every flavour…": a clip's platform alone before a colon shows what follows.
  const isClipPlatformColon =
    start === 1 && !!link && /^(?:tiktok|reel|reels|shorts)$/.test(link.lower) && link.endsPhrase;
  if (isClipPlatformColon) return true;
  if (start < 2 || !link || !media) return false;
  const isMedia = MEDIA_WORDS.has(media.lower) || /^tiktoks?$/.test(media.lower);
  // "reel caption: our head baker Sam shaping croissants": a clip's caption set off by a colon shows what follows.
  const isCaptionOf = /^captions?$/.test(link.lower) && link.endsPhrase && isMedia;
  // "Instagram reel: packing an order…": a clip's word before a colon shows what follows too.
  const isClipColon = MEDIA_WORDS.has(link.lower) && link.endsPhrase;
  // "behind the scenes of packing 500 orders": a look behind the scenes shows what follows, as a clip does.
  const isBehindScenes =
    (link.lower === 'scenes' && media.lower === 'the') ||
    (link.lower === 'of' && media.lower === 'scenes' && words[start - 4]?.lower === 'behind');
  // "Instagram post showing our barista team making latte art": whatever post shows something shows a scene.
  const isShowing = link.lower === 'showing';
  // "tiktok caption for packing 200 orders": a clip's caption for a deed shows the deed.
  const isClipCaptionFor =
    link.lower === 'for' &&
    /^captions?$/.test(media.lower) &&
    /^(?:tiktoks?|reels?|shorts|youtube)$/.test(words[start - 3]?.lower ?? '') &&
    has(words[start], 'Gerund');
  return (
    isCaptionOf ||
    isClipColon ||
    isBehindScenes ||
    isShowing ||
    isClipCaptionFor ||
    (MEDIA_LINKS.has(link.lower) && isMedia)
  );
}

/**
 * Headline kickers that open a request's content ("last chance!", "BIG NEWS!", "heads up:", "PSA:"): they set
 * the tone of a post and name nothing it is about. Only a whole piece made of one counts, so "last chance to
 * book" keeps its words. News kickers tell that the post announces something.
 */
const KICKERS: Record<string, Intent | null> = Object.assign(Object.create(null), {
  'last chance': null,
  'final call': null,
  'final hours': null,
  hurry: null,
  "don't miss out": null,
  'dont miss out': null,
  'heads up': null,
  psa: null,
  reminder: null,
  'friendly reminder': null,
  'quick reminder': null,
  'just a reminder': null,
  update: null,
  'quick update': null,
  'important update': null,
  'please note': null,
  attention: null,
  'big news': 'announce',
  'exciting news': 'announce',
  'some news': 'announce',
  'good news': 'announce',
  'great news': 'announce',
  'breaking news': 'announce',
  breaking: 'announce',
  announcement: 'announce',
  'just in': 'announce',
  // "NEW IN!! linen shirts…": goods just arrived are launched.
  'new in': 'launch',
  'just landed': 'launch',
  'new arrivals': 'launch',
  // "new drop! handmade silver rings": a drop is the kind of news; the goods after it are launched.
  'new drop': 'launch',
  'new release': 'launch',
  'new collection': 'launch',
  'guess what': 'announce',
  // "restock alert, our linen shirts are back", "new feature alert, you can now…": an alert names the kind of
  // news, never what it is about.
  'restock alert': null,
  restock: null,
  restocked: null,
  'sale alert': null,
  'giveaway alert': null,
  'feature alert': 'announce',
  'new feature alert': 'announce',
  'new product alert': 'announce',
  'new arrival alert': 'announce',
  'new arrivals alert': 'announce',
  'save the date': 'event',
  'mark your calendars': 'event',
  'mark your calendar': 'event',
});
const MAX_KICKER_WORDS = 3;

function readKicker(tagged: TaggedText, intents: Set<Intent>) {
  const { words } = tagged;
  const start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0) return;
  // "reminder that our store hours change…": a kicker before "that" leads the news after it.
  const that = words.findIndex(
    (word, index) => index > start && index - start <= MAX_KICKER_WORDS && word.lower === 'that',
  );
  const lead = words
    .slice(start, that)
    .map((word) => word.lower)
    .join(' ');
  if (that > start && lead in KICKERS && words.slice(start, that + 1).every((word) => !word.endsPhrase)) {
    tagged.use(start, that);
    const intent = KICKERS[lead];
    if (intent) intents.add(intent);
    return;
  }
  // "last chance to shop our summer sale": a kicker with what it urges leads what is urged.
  for (let to = start + 1; to < start + MAX_KICKER_WORDS && to + 2 < words.length; to++) {
    const kicker = words
      .slice(start, to + 1)
      .map((word) => word.lower)
      .join(' ');
    const isUrged =
      words[to + 1]!.lower === 'to' &&
      has(words[to + 2], 'Verb') &&
      words.slice(start, to + 3).every((word) => !word.endsPhrase);
    if (kicker in KICKERS && isUrged) {
      tagged.use(start, to + 2);
      return;
    }
  }
  let end = start;
  while (end < words.length - 1 && !words[end]!.endsPhrase && end - start < MAX_KICKER_WORDS) end++;
  if (!words[end]!.endsPhrase || end === words.length - 1) return readLaterKickers(tagged, intents, start);
  const phrase = words
    .slice(start, end + 1)
    .map((word) => word.lower.replace(/[’]/g, "'"))
    .join(' ');
  if (!(phrase in KICKERS)) return readLaterKickers(tagged, intents, start);
  tagged.use(start, end);
  const intent = KICKERS[phrase];
  if (intent) intents.add(intent);
}

/**
 * "Come along to our craft fair. Save the date: Sunday 10am-2pm": a kicker before a colon later in the request
 * leads what follows it as one at the start does, and is no piece of its own to repeat.
 */
function readLaterKickers(tagged: TaggedText, intents: Set<Intent>, start: number) {
  const { words, text } = tagged;
  for (let from = start + 1; from < words.length - 1; from++) {
    if (!words[from - 1]!.endsPhrase || !tagged.free(from)) continue;
    let end = from;
    while (end < words.length - 1 && !words[end]!.endsPhrase && end - from < MAX_KICKER_WORDS) end++;
    const isBeforeColon = text.slice(words[end]!.end, words[end + 1]?.start ?? text.length).trim() === ':';
    const phrase = words
      .slice(from, end + 1)
      .map((word) => word.lower.replace(/[’]/g, "'"))
      .join(' ');
    if (!isBeforeColon || !(phrase in KICKERS)) continue;
    tagged.use(from, end);
    const intent = KICKERS[phrase];
    if (intent) intents.add(intent);
  }
}

const isFrameWord = (word: Word) =>
  PLATFORM_WORDS.has(word.lower) || FORMAT_WORDS.has(word.lower) || VARIATION_WORDS.has(word.lower);

/**
 * A frame word that is not the first half of a noun: "our video game launch" and "our photo booth" are about a
 * game and a booth, not a video or a photo of them.
 */
function isFrameAt(words: Word[], index: number): boolean {
  const word = words[index]!;
  if (isThreadsPlatform(words, index)) return true;
  if (!isFrameWord(word) && !MEDIA_WORDS.has(word.lower)) return false;
  // "story text for…": the text of a format frames the post; "Text us to book" asks readers to text.
  const before = words[index - 1];
  if (/^texts?$/.test(word.lower) && !(before && isFrameWord(before))) return false;
  const next = words[index + 1];
  // "version 3.0 of our CLI": a version with its number is a release, no variation of the post.
  if (word.lower === 'version' && !word.endsPhrase && /^v?\d+(?:\.\d+)*$/.test(next?.text ?? ''))
    return false;
  const isCompound =
    !word.endsPhrase &&
    !!next &&
    (FORMAT_WORDS.has(word.lower) || MEDIA_WORDS.has(word.lower)) &&
    !isFrameWord(next) &&
    !MEDIA_WORDS.has(next.lower) &&
    !FRAME_LINKS.has(next.lower) &&
    // "post reminding customers…", "tweet asking people…": a verb of the frame is no noun, whatever the tagger
    // says.
    !TELLING_VERBS.has(next.lower) &&
    !/^ask(?:ing|s)?$/.test(next.lower) &&
    !INTENT_VERBS[next.lower] &&
    has(next, 'Noun') &&
    !has(next, 'ProperNoun') &&
    !has(next, 'Pronoun') &&
    !has(next, 'Date') &&
    !has(next, 'Value') &&
    !isPossessivePronoun(next);
  return !isCompound;
}

/** One letter added, dropped, changed, or two swapped. */
function isOneEditAway(typed: string, target: string): boolean {
  if (typed === target || Math.abs(typed.length - target.length) > 1) return false;
  let start = 0;
  while (start < typed.length && typed[start] === target[start]) start++;
  const rest = (text: string, skip: number) => text.slice(start + skip);
  return (
    rest(typed, 1) === rest(target, 1) ||
    rest(typed, 0) === rest(target, 1) ||
    rest(typed, 1) === rest(target, 0) ||
    (typed[start] === target[start + 1] &&
      typed[start + 1] === target[start] &&
      rest(typed, 2) === rest(target, 2))
  );
}

/** Short forms people type for the frame's words: "insta post abt our new donuts", "pls write". */
const SHORT_FORMS: Record<string, string> = Object.assign(Object.create(null), {
  abt: 'about',
  bout: 'about',
  pls: 'please',
  plz: 'please',
});

/** Reads the frame's own words through a typo, so "instagam post abut" is not taken for the subject. */
function correctTypos(tagged: TaggedText) {
  const lexicon = lexiconOf(tagged.nlp);
  for (const word of tagged.words) {
    const spelled = SHORT_FORMS[word.lower];
    if (spelled) {
      word.lower = spelled;
      continue;
    }
    // Only words the tagger does not know: "captain" is not a mistyped "caption".
    if (word.lower.length < 4 || lexicon[word.lower] || has(word, 'ProperNoun')) continue;
    const target = TYPO_TARGETS.find((candidate) => isOneEditAway(word.lower, candidate));
    if (target) word.lower = target;
  }
}

/** True when the words from `index` reach a platform or format word through leading words only. */
function leadsToFrame(words: Word[], index: number): boolean {
  for (let at = index; at < words.length; at++) {
    const word = words[at]!;
    if (isFrameAt(words, at) || beforeAndAfterEnd(words, at) >= 0) return true;
    if (isBehindTheScenesAt(words, at)) {
      at += 2;
      continue;
    }
    const isLeading =
      ASKING_WORDS.has(word.lower) ||
      DESCRIBING_WORDS.has(word.lower) ||
      has(word, 'Determiner') ||
      isPossessivePronoun(word) ||
      has(word, 'Value') ||
      // "a 30 second video": the length of the footage.
      has(word, 'Unit') ||
      FRAME_LINKS.has(word.lower);
    if (!isLeading || word.endsPhrase) return false;
  }
  return false;
}

/**
 * "Christmas post for our bakery: …", "Black Friday reel about our sale": a holiday before the format names the
 * post's occasion. The format and its link are the frame's; the holiday stays with what the post is about.
 */
function holidayFrame(words: Word[], from: number): number[] {
  let at = from;
  while (has(words[at], 'Holiday') && !words[at]!.endsPhrase) at++;
  if (at === from || !FORMAT_WORDS.has(words[at]?.lower ?? '') || !isFrameAt(words, at)) return [];
  // The tagger reads "Christmas post" as a newspaper's name ("Washington Post"): the holiday is the date again.
  for (const word of words.slice(from, at)) {
    word.tags.delete('Organization');
    word.tags.delete('ProperNoun');
  }
  const isLinked = !words[at]!.endsPhrase && FRAME_LINKS.has(words[at + 1]?.lower ?? '');
  return isLinked ? [at, at + 1] : [at];
}

/**
 * Marks the frame's words as used and returns what the post does. The frame leads the request: "Please write a
 * catchy Instagram caption about", "tweet announcing", "Give me 5 captions for a tiktok about". Determiners,
 * numbers and adjectives belong to it only when a platform or format word follows them, so "a quick weeknight
 * pasta recipe" keeps its "quick". A platform named later ("… for Instagram") and intent verbs anywhere go too.
 */
export function readFrame(tagged: TaggedText): { intents: Set<Intent>; toldTo: string } {
  correctTypos(tagged);
  const { words } = tagged;
  let end = -1;
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    // "post reflecting on what we learned…": the post's own act of looking back frames what it looks back on.
    const isReflecting =
      /^(?:reflecting|reflect|reflects)$/.test(word.lower) &&
      words[index + 1]?.lower === 'on' &&
      end === index - 1;
    const isFrame = isFrameAt(words, index) || !!INTENT_VERBS[word.lower] || isReflecting;
    // "I" or "you" ask only when a verb of asking follows ("I need…", "can you write…"), not in "I just got…".
    const isPronoun = /^(?:i|you|we|me|us)$/.test(word.lower);
    const asksNext = ASKING_WORDS.has(words[index + 1]?.lower ?? '') && !isPronoun;
    const isAsking =
      (ASKING_WORDS.has(word.lower) &&
        index <= end + 1 &&
        (!isPronoun || asksNext || /^(?:me|us)$/.test(word.lower))) ||
      ((ASKING_WORDS.has(word.lower) || DESCRIBING_WORDS.has(word.lower)) && leadsToFrame(words, index));
    const isLead =
      (has(word, 'Determiner') || isPossessivePronoun(word) || has(word, 'Value') || has(word, 'Unit')) &&
      leadsToFrame(words, index);
    const isMediaLink = MEDIA_LINKS.has(word.lower) && MEDIA_WORDS.has(words[index - 1]?.lower ?? '');
    const isLink = (FRAME_LINKS.has(word.lower) || isMediaLink) && end >= 0 && end === index - 1;
    // "a behind the scenes video of…": the look behind the scenes describes the clip, as "short" would.
    if (index === end + 1 && isBehindTheScenesAt(words, index)) {
      end = index + 2;
      index += 2;
      continue;
    }
    // "a before and after of…": the format joins the frame, with what shows it.
    const beforeAndAfter = index === end + 1 ? beforeAndAfterEnd(words, index) : -1;
    if (beforeAndAfter >= 0) {
      end = beforeAndAfter;
      index = beforeAndAfter;
      continue;
    }
    if (!isFrame && !isAsking && !isLead && !isLink) break;
    end = index;
    if (isLink && word.endsPhrase) break;
  }
  if (end >= 0) tagged.use(0, end);
  for (const at of holidayFrame(words, end + 1)) tagged.use(at);
  readBehindTheScenes(tagged, end + 1);

  const intents = new Set<Intent>();
  readKicker(tagged, intents);
  readFeeling(tagged, intents);
  const toldTo = readTelling(tagged, intents);
  words.forEach((word, index) => {
    const intent = INTENT_VERBS[word.lower];
    // "mistakes founders make when hiring": after "when" or "before" the verb is the topic, not the post's aim.
    // So is one a tip is "for" or "on": "tips for hiring your first employee", and one lessons come "from":
    // "3 lessons I learned from launching my first product".
    // So is one told "about" to someone: "3 things nobody tells you about opening a coffee shop".
    // So is one right after what was learned or found: "5 things I learned launching a podcast".
    const isTopic =
      /^(?:when|before|after|while|without|from)$/.test(words[index - 1]?.lower ?? '') ||
      (/^(?:learned|learnt|discovered|realised|realized|noticed)$/.test(words[index - 1]?.lower ?? '') &&
        has(word, 'Gerund')) ||
      (words[index - 1]?.lower === 'about' && /^(?:you|me|us|them)$/.test(words[index - 2]?.lower ?? '')) ||
      (/^(?:for|on|about)$/.test(words[index - 1]?.lower ?? '') &&
        /^(?:tips?|advice|guide|lessons|mistakes|ideas|ways|checklist)$/.test(words[index - 2]?.lower ?? ''));
    // "our bakery chain Flourish opening its tenth store": right after a name and before "its" or "their", the
    // verb tells what the named business did with its own thing; it is the news's verb, not the post's aim.
    const isNamesDoing =
      has(words[index - 1], 'ProperNoun') &&
      !isFrameWord(words[index - 1]!) &&
      !words[index - 1]!.endsPhrase &&
      /^(?:its|their)$/.test(words[index + 1]?.lower ?? '');
    // "our yoga studio is introducing a sunrise class": after "is" the verb is what the business does, the news's
    // verb; a post's aim is never told with "is".
    // A business that "is hiring" still makes a post that hires.
    const isSubjectDoing =
      intent === 'launch' &&
      has(words[index - 1], 'Copula') &&
      !words[index - 1]!.endsPhrase &&
      isNoun(words[index - 2]) &&
      !/^(?:we|i|it|this)$/.test(words[index - 2]!.lower);
    // "congratulating our intern Leo on his first app launch": once the post's aim is said, "launch" after a noun
    // is a kind of thing in the news, not a second aim.
    const previous = words[index - 1];
    const isNounOfKind =
      word.lower === 'launch' &&
      intents.size > 0 &&
      !!previous &&
      !previous.endsPhrase &&
      (has(previous, 'Noun') || has(previous, 'Adjective')) &&
      !isFrameWord(previous) &&
      !isPossessivePronoun(previous);
    // "congratulating our client Greenleaf on opening their third store": what people are congratulated on is
    // their news, not the post's own aim.
    const isCongratulatedOn =
      words[index - 1]?.lower === 'on' &&
      words.slice(0, index).some((each) => /^congratulat/.test(each.lower));
    // "10% off pints on launch night": "launch" before an occasion's word names the occasion.
    const isLaunchOccasion =
      /^(?:launch|opening)$/.test(word.lower) &&
      !word.endsPhrase &&
      /^(?:night|party|event|day|weekend|week|offer|special|price|deal)$/.test(words[index + 1]?.lower ?? '');
    // "our summer opening hours": "opening" before "hours" or "times" names the hours, and opens nothing.
    // "we're opening our first office": the poster's own opening is the news's verb.
    // "our job opening for a marketing manager": an opening for someone is a job, and opens nothing; a "late
    // opening" is hours kept.
    const isHoursWord =
      (word.lower === 'opening' && /^(?:hours|times)$/.test(words[index + 1]?.lower ?? '')) ||
      (word.lower === 'opening' && /^(?:job|late)$/.test(words[index - 1]?.lower ?? '')) ||
      isOwnPlaceOpeningAt(words, index);
    // "we're expanding to Dublin and opening our first office": a verb joined to the poster's own doing is more
    // of it.
    const isJoinedDoing =
      has(word, 'Gerund') &&
      previous?.lower === 'and' &&
      !previous.endsPhrase &&
      isPosterDoingBefore(words, index - 1);
    if (
      intent &&
      !isTopic &&
      !isJoinedDoing &&
      !isNamesDoing &&
      !isSubjectDoing &&
      !isNounOfKind &&
      !isHoursWord &&
      !isCongratulatedOn &&
      !isLaunchOccasion
    ) {
      intents.add(intent);
      tagged.use(index);
      // "announcing that our restaurant got a Michelin star": the "that" only leads the news.
      if (words[index + 1]?.lower === 'that' && !word.endsPhrase) tagged.use(index + 1);
      if (intent === 'event') readInvited(tagged, index);
    }
    const isNearPlatform = isPlatformWord(words[index - 1]) || isPlatformWord(words[index + 1]);
    if (
      isPlatformWord(word) ||
      isThreadsPlatform(words, index) ||
      (FORMAT_WORDS.has(word.lower) && isNearPlatform)
    ) {
      tagged.use(index);
      if (/^(?:for|on|via)$/.test(words[index - 1]?.lower ?? '')) tagged.use(index - 1);
    }
  });
  return { intents, toldTo };
}

/** "we're expanding …" before `at`, in the same piece: the poster telling what they are doing. */
function isPosterDoingBefore(words: Word[], at: number): boolean {
  for (let index = at - 1; index > 0 && !words[index]!.endsPhrase; index--) {
    if (has(words[index], 'Gerund') && /^(?:we're|i'm|are|am)$/.test(words[index - 1]!.lower)) return true;
  }
  return false;
}
