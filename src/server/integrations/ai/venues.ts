/**
 * "at Oakdale Library", "for our Lisbon surf school: …", "we're a family-run ice cream parlour in Whitby", "Club
 * Havana is hosting a salsa night": where a post's subject is found is a phrase after "at" or "in", the business
 * the request is written for, or whoever hosts its occasion. It is named as a caption names it, in the poster's
 * voice ("our craft brewery"), since "at a craft brewery" is nowhere a reader can find.
 */
import type { Offer } from './request-facts';
import { isEventNoun } from './occasion-nouns';
import { isIntentGerund } from './request-frame';
import {
  wordSet,
  has,
  isPossessivePronoun,
  isPeople,
  type TaggedText,
  type Phrase,
  type PlaceName,
} from './tagged-words';
import { isSurface } from './surface-venues';
import { isStateAhead } from './subject-predicates';
import { headOf, samePhrase } from './noun-cores';
import { HOSTING, EXTRA_LINKS, OPENING_VERBS, AGE_WORDS } from './reading-words';

/** Participles that lead to what a post shows: "showing our new spicy miso ramen". */
const SHOWING = wordSet('showing showcasing presenting');

/** The phrase that hosts an occasion named right after the verb; the verb is then taken. */
export function readHost(tagged: TaggedText, phrases: Phrase[]): Phrase | undefined {
  const { words } = tagged;
  for (const phrase of phrases) {
    if (words[phrase.to]!.endsPhrase) continue;
    // "our yoga teacher Priya is running a workshop": a person who runs an occasion leads it; no place is named.
    const isNamedRole =
      has(words[phrase.to], 'ProperNoun') &&
      /^\p{Lu}/u.test(words[phrase.to]!.text) &&
      words.slice(phrase.from, phrase.to).some((word) => has(word, 'Actor'));
    if (has(words[phrase.to], 'Person') || isNamedRole) continue;
    let verb = phrase.to + 1;
    while (has(words[verb], 'Copula') || has(words[verb], 'Auxiliary') || words[verb]?.lower === 'will')
      verb++;
    const occasion = HOSTING.has(words[verb]?.lower ?? '') ? tagged.phraseFrom(verb + 1) : undefined;
    // "is hosting a free repair cafe": what is hosted is an occasion whatever its name.
    const isHosted = /^(?:hosting|hosts|host|throwing|throws)$/.test(words[verb]?.lower ?? '');
    if (occasion && (isEventNoun(headOf(tagged, occasion)) || isHosted)) {
      tagged.use(phrase.to + 1, verb);
      return phrase;
    }
  }
  return undefined;
}

/** "in stock", "in person": a bare common noun after "in" is a state, not a place. */
export const isState = (tagged: TaggedText, phrase: Phrase) =>
  phrase.from === phrase.to &&
  tagged.words[phrase.from - 1]?.lower === 'in' &&
  !has(tagged.words[phrase.from], 'ProperNoun');

/**
 * The venue as a caption names it. "a post for a craft brewery in Portland" is written for the brewery, in its
 * voice: it is "our craft brewery", since "at a craft brewery" is nowhere a reader can find. A trade that names a
 * person ("for a wedding florist") is the poster themself, and no place at all.
 */
export function venueText(tagged: TaggedText, venue: Phrase): string {
  const { words } = tagged;
  const text = tagged.slice(venue.from, venue.to);
  const lead = words[venue.from - 1]?.lower ?? '';
  if ((lead !== 'for' && !SAYING_WHO.has(lead)) || !/^(?:a|an)$/.test(words[venue.from]!.lower)) return text;
  if (has(words[venue.to], 'Actor')) return '';
  return `our ${tagged.slice(venue.from + 1, venue.to)}`;
}

/** The poster saying who they are: "we're a family-run ice cream parlour". */
const SAYING_WHO = wordSet("we're i'm are am");

/**
 * "we're a family-run ice cream parlour in Whitby and our salted caramel scoop is back": the poster saying what
 * business they are, before the news, is where the news is found, in their voice ("our family-run ice cream
 * parlour"); it is no subject of the post. Only when news follows, after "and" or a comma.
 */
export function ownBusiness(
  tagged: TaggedText,
  phrases: Phrase[],
  inPlace: (index: number) => boolean,
): Phrase | undefined {
  const { words } = tagged;
  const first = phrases[0];
  if (!first || !/^(?:a|an)$/.test(words[first.from]!.lower)) return undefined;
  const lead = words[first.from - 1];
  const isSaid =
    /^(?:we're|i'm)$/.test(lead?.lower ?? '') ||
    (/^(?:are|am)$/.test(lead?.lower ?? '') && /^(?:we|i)$/.test(words[first.from - 2]?.lower ?? ''));
  // "I'm a photographer" is the poster; "we're a family-run butcher" is a business, as no group is one person.
  const isOnePerson = has(words[first.to], 'Actor') && !/^(?:we're|are)$/.test(lead!.lower);
  if (!isSaid || isOnePerson) return undefined;
  let end = first.to;
  if (words[end + 1]?.lower === 'in' && !words[end]!.endsPhrase && inPlace(end + 2)) {
    end += 2;
    while (inPlace(end + 1) && !words[end]!.endsPhrase) end++;
  }
  const isNewsAfter = words[end]!.endsPhrase || words[end + 1]?.lower === 'and';
  if (!isNewsAfter || !phrases.some((phrase) => phrase.from > end + 1)) return undefined;
  tagged.use(
    first.from - (/^(?:are|am)$/.test(lead!.lower) ? 2 : 1),
    words[end + 1]?.lower === 'and' ? end + 1 : end,
  );
  return first;
}

/** Words for a kind of post that may label its subject before a colon: "a quick recipe:". */
const POST_KINDS = wordSet('recipe recipes tutorial tutorials guide hack hacks review reviews');

/**
 * Where it happens: a phrase after "at" or "in", or the business a request names before a colon ("for our Lisbon
 * surf school: beginner lessons…") when something else follows to be the subject.
 */
export function readVenue(
  tagged: TaggedText,
  phrases: Phrase[],
  { offer, places, isNews }: { offer: Offer | null; places: PlaceName[]; isNews: boolean },
): Phrase | undefined {
  const { words, text } = tagged;
  const linkOf = (phrase: Phrase) => words[phrase.from - 1]?.lower ?? '';
  // "hand-poured in small batches": a bare plural after "in" says how, never where.
  // So does "in store": a bare "store" or "shop" after "in" is in person, no place of its own.
  const isManner = (phrase: Phrase) =>
    linkOf(phrase) === 'in' &&
    (has(words[phrase.to], 'Plural') ||
      (phrase.from === phrase.to && /^(?:store|shop|person)$/.test(words[phrase.to]!.lower))) &&
    !words.slice(phrase.from, phrase.to + 1).some((word) => has(word, 'ProperNoun')) &&
    !has(words[phrase.from], 'Determiner') &&
    !isPossessivePronoun(words[phrase.from]);
  const atPlace = phrases.find(
    (phrase) =>
      (/^(?:at|in)$/.test(linkOf(phrase)) ||
        (linkOf(phrase) === 'on' && isSurface(headOf(tagged, phrase)))) &&
      !isPeople(words[phrase.to]) &&
      !isState(tagged, phrase) &&
      !isManner(phrase),
  );
  // News names its agent first ("our agency Brightside: …"); that is not a venue.
  if (atPlace || isNews) return atPlace;
  const isScope = (phrase: Phrase) => !!offer?.scope && offer.scope.startsWith(phrase.text);
  const others = phrases.filter(
    (phrase) => !isScope(phrase) && !isPeople(words[phrase.to]) && !EXTRA_LINKS.has(linkOf(phrase)),
  );
  const first = phrases[0];
  // "for our plant shop: monstera cuttings £8": the business labels what its price sells, though the price has
  // taken the goods' words already.
  const labelsPricedGoods =
    !!first &&
    offer?.kind === 'price' &&
    !!offer.scope &&
    linkOf(first) === 'for' &&
    text.slice(words[first.to]!.end, words[first.to + 1]?.start ?? text.length).trim() === ':' &&
    text
      .slice(words[first.to + 1]?.start ?? text.length)
      .toLowerCase()
      .startsWith(offer.scope.toLowerCase());
  if (labelsPricedGoods) return first;
  if (!first || others.length < 2 || !samePhrase(first, others[0])) return undefined;
  // "for our dog grooming salon in Austin: …": the colon may follow the place.
  const place = places.find((name) => name.from === first.to + 2 && words[first.to + 1]?.lower === 'in');
  const last = place ? place.to : first.to;
  const gap = text.slice(words[last]!.end, words[last + 1]?.start ?? text.length);
  // The business the post is for: "for our Lisbon surf school:"; "our new feature:" only labels what follows.
  // Before a comma it is the venue only of a one-off occasion named after it: "for our record shop Spin City,
  // crate-digging night this Friday" is about the night. Classes "on Tuesdays" or classes that "start Monday"
  // describe the business, which stays the subject.
  // "strawberry picking opens this Saturday": the verb that starts an occasion may stand before its date.
  const isOccasion = (phrase: Phrase) => {
    if (!isEventNoun(headOf(tagged, phrase)) || words[phrase.to]!.endsPhrase) return false;
    const opens = OPENING_VERBS.has(words[phrase.to + 1]?.lower ?? '') && !words[phrase.to + 1]!.endsPhrase;
    if (/^(?:this|next|tonight|tomorrow|today|on)$/.test(words[phrase.to + (opens ? 2 : 1)]?.lower ?? ''))
      return true;
    // "trunk show with designer Emma Beaumont 14-16 March": a month later in its piece dates it as a one-off.
    for (let at = phrase.to + 1; at < words.length; at++) {
      if (has(words[at], 'Month')) return true;
      if (words[at]!.endsPhrase) return false;
    }
    return false;
  };
  // "for our barbershop, gift vouchers available for christmas": goods whose state follows them are what the
  // post is about, found at the business, as an occasion is.
  const isGoodsState = (phrase: Phrase) =>
    !words[phrase.to]!.endsPhrase &&
    isStateAhead(words, phrase.to + 1) &&
    !has(words[phrase.to + 1], 'Copula');
  const leadsOccasion =
    gap.trim() === ',' &&
    !isOccasion(first) &&
    others.slice(1).some((phrase) => isOccasion(phrase) || isGoodsState(phrase));
  // "Instagram post: our farm shop near York, …": the business may open the request's content, with no link.
  const opensContent = words.slice(0, first.from).every((_, at) => !tagged.free(at));
  const isLinked = /^(?:for|at|from)$/.test(linkOf(first)) || (leadsOccasion && opensContent);
  // "for our ramen bar Tonkotsu Joe in Leeds showing our new spicy miso ramen": what a video of the business
  // shows is what the post is about; the business is where it is found.
  // So does what the post announces, welcomes or promotes for the business: "for our gym announcing new spin
  // classes", "for our dental practice welcoming Dr. Priya Shah to the team".
  const leadsShown =
    !gap.trim() &&
    (SHOWING.has(words[last + 1]?.lower ?? '') || isIntentGerund(words[last + 1])) &&
    !words[last + 1]!.endsPhrase;
  // "for our new menu item: the smash burger": a new thing before a colon and an article labels what follows,
  // as "our new feature:" does; a business is not called new and then named again. So does a kind of post:
  // "for a quick recipe: 3-ingredient peanut butter cookies" is no place to find the cookies.
  const isLabel =
    (gap.trim() === ':' &&
      words.slice(first.from, first.to + 1).some((word) => AGE_WORDS.has(word.lower)) &&
      /^(?:the|a|an)$/.test(words[last + 1]?.lower ?? '')) ||
    (gap.trim() === ':' && POST_KINDS.has(words[first.to]!.lower));
  // "for our taqueria in Austin - taco tuesday is back": a spaced dash sets the business apart as a colon does.
  const isColon = gap.includes(':') || /\s[-–—]+\s/.test(gap);
  return (isColon || leadsOccasion || leadsShown) && isLinked && !isLabel ? first : undefined;
}
