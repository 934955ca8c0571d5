/**
 * Captions without a language model: a hook that names the subject, the facts the request gives (when, where,
 * the offer and its code, who it is for, what to bring), a line of colour and a call to action, shaped per
 * platform and kept within its limit, with hashtags made from the request's noun phrases, names and places.
 */
import { BUSINESS_HEADS } from './business-heads';
import { withPersonByFirstName, withSubjectAsIt, withSubjectAsWe } from './repeated-subjects';
import type { PostKind, RequestReading } from './request-reading';
import { askedCaption, instructedCaption, isInstructionsOnly } from './caption-asks';
import { BODIES, PROFESSIONAL_BODIES } from './caption-bodies';
import { FACILITIES } from './caption-businesses';
import { CALLS_TO_ACTION, isPatienceNotice, NOTICE_CALLS, NOTICE_EMOJI } from './caption-calls';
import { factsFor, openingOf } from './caption-facts';
import { giveawayCaption, greetingCaption, isGiveaway } from './caption-greetings-and-giveaways';
import {
  generalHooks,
  HOOKS,
  NOTICE_STATEMENT_HOOKS,
  PROFESSIONAL_STATEMENT_HOOKS,
  STATEMENT_HOOKS,
} from './caption-hooks';
import { dressed, EMOJI } from './caption-layout';
import { isCollecting, isGivingAway, isLookBack, isRecruiting } from './caption-news-variants';
import { shapedCaption } from './caption-shapes';
import { VARIANTS } from './caption-variants';
import { isApology, isTakingBookings } from './caption-state-variants';
import { isColleagueTenure } from './caption-people-variants';
import { mentions, pick, wordsOf, write, type Words } from './caption-words';
export { layOutCaption, type CaptionParts } from './caption-layout';

/** Words for one person by their role at the business: "CEO", "head chef", "founder". */
const PERSON_ROLES =
  /\b(?:ceo|cto|cfo|coo|cmo|founder|co-founder|cofounder|director|manager|chef|owner|president|chair)$/i;

/** FNV-1a: the same description always picks the same templates, different ones usually pick others. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text.toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** "Share this with someone…" then "share it with your network": one ask to share is enough. */
const asksToShare = (text: string) => /\bshare (?:this|it)\b/i.test(text);
/** "…, while they last." then "Get yours while stocks last.": one limit is enough. */
const saysLimit = (text: string) => /\bwhile (?:they|stocks|supplies) last\b/i.test(text);

/** "our our", "at at": a request's own words next to a template's can repeat one; the repeat goes. */
function withoutRepeats(text: string): string {
  return text.replace(/\b(\p{L}+)(?:\s+\1\b)+/giu, '$1');
}

export function offlineCaption(reading: RequestReading, variation: number, seed: number): string {
  if (reading.shape) return shapedCaption(reading, reading.shape, variation, seed);
  if (reading.greeting) return greetingCaption(reading, reading.greeting, variation, seed);
  if (reading.asked) return askedCaption(reading, reading.asked, variation, seed);
  if (reading.command || isInstructionsOnly(reading)) return instructedCaption(reading, variation, seed);
  if (isGiveaway(reading)) return giveawayCaption(reading, variation, seed);
  const { platform } = reading;
  const words = wordsOf(reading);
  const isProfessional = platform === 'linkedin';
  const index = seed + variation;
  const isStatementOnly =
    !reading.subject && (reading.kind === 'news' || reading.kind === 'notice') && !!reading.statement;
  const kind = reading.subject || isStatementOnly ? reading.kind : 'general';
  // Some readings have hooks, and often lines of colour, of their own; the first that applies is used.
  const variant = VARIANTS.find((each) => each.applies(reading, kind));
  // A giveaway, a collection or a call for members told only in the poster's sentence still opens as one.
  const hooks =
    isStatementOnly &&
    !isGivingAway(reading) &&
    !isCollecting(reading) &&
    !isRecruiting(reading) &&
    !isApology(reading) &&
    !isColleagueTenure(reading) &&
    !isTakingBookings(reading) &&
    !isLookBack(reading)
      ? kind === 'notice'
        ? NOTICE_STATEMENT_HOOKS
        : isProfessional
          ? PROFESSIONAL_STATEMENT_HOOKS
          : STATEMENT_HOOKS
      : (variant?.hooks ??
        // "we just published our 2026 sustainability report…": news the poster tells of a thing they made
        // leads with their own sentence; the thing alone ("Our sustainability report: a moment we will
        // remember.") tells no news.
        (kind === 'news' && /^We\b/.test(reading.statement) && !reading.subject?.isAgent
          ? isProfessional
            ? PROFESSIONAL_STATEMENT_HOOKS
            : STATEMENT_HOOKS
          : kind === 'general'
            ? generalHooks(words, isProfessional)
            : HOOKS[kind][isProfessional ? 'professional' : 'social']));
  const hook = write(hooks, index, words);
  const allFacts = factsFor(words, hook, index, isProfessional).join(' ');
  const facts = withSubjectSaidOnce(reading, kind, words, hook, allFacts);
  // A post that looks for people ("new members for Saturday morning runs", "singers for our Christmas concert")
  // and makes no other news asks to be shared with them, as a job post does; lines praising goods ("Made with
  // care") or welcoming a crowd ("Everyone is welcome.") would not fit it.
  const bodyKind = (kind === 'general' || kind === 'event') && reading.isAudienceWanted ? 'hiring' : kind;
  const bodies =
    variant?.bodies ?? (isProfessional ? PROFESSIONAL_BODIES[bodyKind] : undefined) ?? BODIES[bodyKind];
  const cta = write(
    variant?.calls ?? (isPatienceNotice(reading) ? NOTICE_CALLS : CALLS_TO_ACTION[platform ?? 'any']),
    index,
    words,
  );
  // A line of colour that opens like a sentence already there ("Thank you to our customers!", "Share this
  // with…") would read as a repeat; another one is used, or none.
  const openings = [hook, facts, cta]
    .join(' ')
    .split(/(?<=[.!?])\s+/)
    .map(openingOf);
  const body =
    bodies
      .map((_, offset) => pick(bodies, index + offset)(words))
      .find(
        (text) =>
          text &&
          !openings.includes(openingOf(text)) &&
          !(asksToShare(text) && asksToShare(cta)) &&
          !(saysLimit(text) && saysLimit(facts)),
      ) ?? '';
  const parts = { hook: withoutRepeats(hook), facts: withoutRepeats(facts), body, cta };
  const emoji = variant?.emoji ?? (isPatienceNotice(reading) ? NOTICE_EMOJI : EMOJI);
  return dressed(reading, variation, index, parts, emoji);
}

/**
 * The facts with the subject the hook has just named said the way a copywriter says it the second time: the
 * poster's own business as "we", a thing or goods as "it" or "they", a person by their first name.
 */
function withSubjectSaidOnce(
  reading: RequestReading,
  kind: PostKind,
  words: Words,
  hook: string,
  facts: string,
): string {
  const { subject } = reading;
  // A named business that is the subject of a post ("Our food truck Smokestack, right here at Riverside Park. We
  // are at Riverside Park tonight…"): its name twice in a row reads as a list, not as a voice.
  const isNamedBusiness = !!reading.brand && mentions(words.subject, reading.brand);
  // "our store hours change…", "our students are performing…": things or people of the poster's, in the plural,
  // are no "we".
  const isPlural = !!subject?.plural;
  // "our CEO will speak at SaaStr": a person named by their role is no "we" either.
  const isRole = PERSON_ROLES.test(subject?.text ?? '');
  // "our car park will be closed on Monday": a part of the premises is no "we"; the business stays open.
  const isFacility = FACILITIES.test(subject?.text ?? '');
  // "our Christmas toy appeal is open": only the business itself is "we", never a thing it runs.
  const isNotUs = !!subject && !isNamedBusiness && !BUSINESS_HEADS.test(subject.text);
  // News and notices tell the poster's own sentence about itself; "our head chef Tom Reyes retires" is no "we".
  const isUs = !subject?.isPerson && !isPlural && !isRole && !isFacility && !isNotUs;
  if (isUs && (kind === 'news' || kind === 'notice' || (kind === 'general' && isNamedBusiness)))
    return withSubjectAsWe(hook, facts, words.subject);
  if (kind === 'launch') return withSubjectAsIt(hook, facts, words.newSubject, isPlural);
  // "Balayage appointments just got easier to love. They are available this week.": goods the hook names.
  if ((kind === 'sale' || kind === 'general') && !subject?.isPerson)
    return withSubjectAsIt(hook, facts, words.subject, isPlural);
  // "Proud moment for our podcast! It just hit 100 episodes.": one thing of the poster's own is "it" after.
  const isOwnThing =
    isNotUs && !isPlural && !isRole && !subject?.isPerson && /^(?:our|my)$/i.test(subject?.determiner ?? '');
  if ((kind === 'news' || kind === 'notice') && isOwnThing)
    return withSubjectAsIt(hook, facts, words.subject, false);
  // "Catch our founder Lena Hart on stage! Lena will be speaking…"
  if (subject?.isPerson) return withPersonByFirstName(hook, facts, words.subject);
  return facts;
}

/** The whole answer as a model would give it: a numbered list when more than one caption is wanted. */
export function offlineCaptions(reading: RequestReading, description: string, count: number): string {
  const seed = seedOf(description.trim());
  const captions = Array.from({ length: count }, (_, variation) => offlineCaption(reading, variation, seed));
  if (captions.length === 1) return captions[0]!;
  return captions.map((caption, index) => `${index + 1}. ${caption}`).join('\n\n');
}
