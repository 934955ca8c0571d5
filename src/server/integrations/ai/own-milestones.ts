/**
 * "celebrating 1,000 followers, thank you all! giveaway of a £50 voucher", "we just hit 5,000 followers": a
 * request that opens on a count of the poster's own followers (or subscribers, members…) reached is that
 * milestone. The post says it and thanks the people counted, then tells the rest in the request's words; read
 * for a subject, the count would be a thing "we're celebrating giveaway of…". So is a count of years in
 * business: "we're celebrating 5 years in business with a party at the shop on Saturday".
 */
import { asSentence, freePiecesFrom } from './piece-sentences';
import { asThanks } from './thank-yous';
import type { OpeningShape } from './opening-shapes';
import { has, wordSet, type TaggedText } from './tagged-words';

/** Words that may lead the count: "we just hit", "we've reached", "finally passed". */
const LEADS = wordSet(
  "we we've we're have just finally officially now hit hits reached reach passed crossed",
);
/** What a poster counts of their own audience. */
const COUNTED = wordSet(
  'followers subscribers members fans listeners readers downloads customers clients students users orders',
);
/** "1,000 followers on our app": a count "on" or "at" a named business is that business's milestone. */
const OWNED_BY_ANOTHER = wordSet('on at of for with in');
/** "giveaway of a £50 voucher", "a giveaway: a £50 voucher". */
const GIVEAWAY = /^(?:a\s+)?(?:giveaway|give-away)(?:\s+of\s+|\s*:\s*)(.+)$/i;

/** The milestone the request opens on, and the lines after it; null when it opens on none. */
export function readFollowerMilestone(tagged: TaggedText): OpeningShape | null {
  const { words } = tagged;
  const start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0) return null;
  let at = start;
  while (LEADS.has(words[at]?.lower ?? '') && !words[at]!.endsPhrase) at++;
  const count = words[at];
  const unit = words[at + 1];
  const isCount =
    has(count, 'Value') &&
    !has(count, 'Money') &&
    !has(count, 'Percent') &&
    !has(count, 'Ordinal') &&
    !/^\d{4}$/.test(count!.text);
  if (!isCount || count!.endsPhrase || !COUNTED.has(unit?.lower ?? '')) return null;
  if (!unit!.endsPhrase && OWNED_BY_ANOTHER.has(words[at + 2]?.lower ?? '')) return null;
  // The leading words must hold a verb of reaching, or none at all ("celebrating 1,000 followers").
  const lead = words.slice(start, at).map((word) => word.lower);
  if (lead.length && !lead.some((word) => /^(?:hit|hits|reached|reach|passed|crossed)$/.test(word)))
    return null;
  // "1k followers giveaway": the word after the count is what the post is.
  const end = unit!.endsPhrase
    ? at + 1
    : /^(?:giveaway|milestone)$/.test(words[at + 2]?.lower ?? '')
      ? at + 2
      : -1;
  if (end < 0) return null;
  tagged.use(start, end);
  const lines = freePiecesFrom(tagged, end + 1).map((piece) =>
    asThanks(asSentence(giveawaySaid(tagged.slice(piece.from, piece.to)), '.')),
  );
  const isGiveaway = words[end]!.lower === 'giveaway';
  return {
    kind: 'milestone',
    headline: tagged.slice(at, at + 1),
    lines: isGiveaway ? ["To celebrate, we're running a giveaway.", ...lines] : lines,
    tags: isGiveaway ? ['Giveaway'] : [],
    from: -1,
    to: -1,
  };
}

/** "giveaway of a £50 voucher" said as "To celebrate, we're giving away a £50 voucher"; else as written. */
function giveawaySaid(piece: string): string {
  const given = GIVEAWAY.exec(piece);
  return given ? `To celebrate, we're giving away ${given[1]}` : piece;
}

/** Words that may lead years in business: "we're celebrating", "we've been". */
const YEARS_LEADS = wordSet("we we're we've are have been celebrating marking just officially now");

/**
 * Where "5 years old today" or "5 years today" ends, from the count at `at`; 0 when no day of the poster's years
 * follows it.
 */
function birthdayEnd(words: TaggedText['words'], at: number): number {
  if (!/^\d{1,3}$/.test(words[at]?.text ?? '') || words[at]!.endsPhrase) return 0;
  let end = at + 1;
  if (/^years?$/.test(words[end]?.lower ?? '') && !words[end]!.endsPhrase) end++;
  if (words[end]?.lower === 'old' && !words[end]!.endsPhrase) end++;
  if (words[end]?.lower !== 'today' || end === at + 1) return 0;
  return end;
}

/** The years in business the request opens on, and the lines after it; null when it opens on none. */
export function readYearsInBusiness(tagged: TaggedText): OpeningShape | null {
  const { words } = tagged;
  const start = words.findIndex((_, index) => tagged.free(index));
  if (start < 0) return null;
  let at = start;
  while (YEARS_LEADS.has(words[at]?.lower ?? '') && !words[at]!.endsPhrase) at++;
  const isYears =
    has(words[at], 'Value') &&
    !words[at]!.endsPhrase &&
    /^years?$/.test(words[at + 1]?.lower ?? '') &&
    !words[at + 1]!.endsPhrase &&
    words[at + 2]?.lower === 'in' &&
    words[at + 3]?.lower === 'business';
  // "we're 5 years old today!", "we're celebrating 5 years today": the poster's own years, on their day.
  const isOwnBirthday =
    !isYears &&
    at > start &&
    /^(?:we're|we|celebrating)$/.test(words[at - 1]!.lower) &&
    birthdayEnd(words, at) > 0;
  if (!isYears && !isOwnBirthday) return null;
  const end = isYears ? at + 3 : birthdayEnd(words, at);
  if (isOwnBirthday) {
    tagged.use(start, end);
    const years = `${words[at]!.text} ${Number(words[at]!.text) === 1 ? 'year' : 'years'}`;
    const lines = freePiecesFrom(tagged, end + 1).map((piece) =>
      asThanks(asSentence(tagged.slice(piece.from, piece.to), '.')),
    );
    return { kind: 'years', headline: years, lines, tags: [], from: -1, to: -1 };
  }
  tagged.use(start, end);
  // "… with a party at the shop on Saturday": how the years are celebrated is an invitation to it.
  const pieces = freePiecesFrom(tagged, end + 1);
  const lines = pieces.map((piece, index) => {
    const said = tagged.slice(piece.from, piece.to);
    const isHow = index === 0 && piece.from === end + 1 && !words[end]!.endsPhrase && /^with\b/i.test(said);
    return asThanks(asSentence(isHow ? `Join us for ${said.replace(/^with\s+/i, '')}` : said, '.'));
  });
  return { kind: 'years', headline: tagged.slice(at, end), lines, tags: [], from: -1, to: -1 };
}
