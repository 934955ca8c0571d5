/**
 * Captions for posts of a shape of their own (a sell-out, something lost or found, a "what" clause, a part of a
 * series, a team to meet, last places, a milestone, years in business, an appeal): each opens on its headline as
 * written and adds lines that fit it.
 */
import type { OpeningShape, OpeningShapeKind } from './opening-shapes';
import type { RequestReading } from './request-reading';
import { capitalise } from './request-facts';
import { CALLS_TO_ACTION } from './caption-calls';
import { dressed } from './caption-layout';
import { lowerFirst, mentions, pick, wordsOf, write } from './caption-words';

type ShapeTemplates = {
  hooks: ((headline: string) => string)[];
  bodies: string[];
  /** Calls of its own, where the platform's ("Hit like if you're in!") would not fit. */
  calls?: string[];
  emoji?: string[];
};

/** A plea for help carries no party emoji. */
const SOBER_EMOJI = ['🙏', '📢', '❤️'];

/** Something lost or found asks readers for help: to keep an eye out and to share, not to like. */
const LOST_OR_FOUND: Omit<ShapeTemplates, 'hooks'> = {
  bodies: ['Every share helps.', 'Please keep an eye out.', 'Thank you for looking out.'],
  calls: ['Please share this post.', 'Share to help spread the word.', 'Please share with anyone nearby.'],
  emoji: SOBER_EMOJI,
};

/**
 * A post of its own kind says its opening as written, tells the request's other lines in its own words and
 * adds a line that fits it: selling out thanks the buyers, something lost asks to be shared, a team is met.
 */
const SHAPES: Record<OpeningShapeKind, ShapeTemplates> = {
  'sold-out': {
    // "Our pumpkin spice cookies sold out in 2 hours!": goods the request names are said as it says them.
    hooks: [
      (headline) => (headline ? `${capitalise(headline)}!` : 'Sold out!'),
      (headline) => (headline ? `Thank you! ${capitalise(headline)}.` : "We're sold out!"),
      (headline) => (headline ? `That's a sell-out: ${lowerFirst(headline)}!` : "That's a sell-out!"),
    ],
    bodies: [
      'We could not do this without you.',
      'Every order means the world to us.',
      'Keep an eye on this page so you do not miss the next one.',
    ],
  },
  lost: {
    ...LOST_OR_FOUND,
    hooks: [
      (headline) => `Please help: ${lowerFirst(headline)}.`,
      (headline) => `${capitalise(headline)}. Can you help?`,
      (headline) => `Please share: ${lowerFirst(headline)}.`,
    ],
  },
  // Something found needs its owner, not a search: readers are asked to pass it on.
  found: {
    ...LOST_OR_FOUND,
    bodies: ['Help us find the owner.', 'Every share helps.', 'Thank you for passing this on.'],
    hooks: [
      (headline) => `Is this yours? ${capitalise(headline)}.`,
      (headline) => `${capitalise(headline)}. Do you know the owner?`,
      (headline) => `Please share: ${lowerFirst(headline)}.`,
    ],
  },
  // A "what" clause is shown: the caption opens on it as written.
  what: {
    hooks: [
      (headline) => `Here's ${headline}.`,
      (headline) => `Ever wondered ${headline}?`,
      (headline) => `This is ${headline}.`,
    ],
    bodies: ['Which part surprised you most?', "We'd love to hear what you think.", 'More like this soon.'],
  },
  // One part of a series asks readers to follow along.
  series: {
    hooks: [
      (headline) => `${capitalise(headline)}.`,
      (headline) => `Follow along: ${headline}.`,
      (headline) => `Here's ${headline}.`,
    ],
    bodies: [
      'Follow along for the next part.',
      'What should we show you next?',
      'Stay tuned for the next one.',
    ],
  },
  team: {
    // "Meet the team behind our cafe!": where the team works, when the request says it.
    hooks: [
      (headline) => `Meet ${headline || 'the team'}!`,
      (headline) => `Say hello to ${headline || 'the team'}!`,
      (headline) => (headline ? `Time to meet ${headline}!` : 'Time to meet the people behind it all!'),
    ],
    bodies: [
      "We're lucky to have them.",
      'Come and say hello next time you visit.',
      'More faces to meet soon.',
    ],
  },
  'last-places': {
    hooks: [
      (headline) => `${capitalise(headline)}!`,
      (headline) => `Hurry: ${headline}!`,
      (headline) => `Don't miss out: ${headline}.`,
    ],
    bodies: ["Once they're gone, they're gone.", 'Book now to save yours.', "Don't wait too long."],
  },
  // A count of followers reached thanks the people counted.
  milestone: {
    hooks: [
      (headline) => `We've hit ${headline}!`,
      (headline) => `${capitalise(headline)}! Thank you for being here.`,
      (headline) => `We did it: ${headline}!`,
    ],
    bodies: [
      'Every like, comment and share got us here.',
      "We couldn't have done it without you.",
      "Here's to the next milestone.",
    ],
  },
  // A reward for the first to come urges readers to be early.
  'first-comers': {
    hooks: [
      (headline) => `Heads up: ${headline}!`,
      (headline) => `${capitalise(headline)}!`,
      (headline) => `Be quick: ${headline}!`,
    ],
    bodies: ['Set your alarm.', "Don't be late.", 'See you bright and early.'],
  },
  // Years in business thank the customers who came.
  years: {
    hooks: [
      (headline) => `${capitalise(headline)}!`,
      (headline) => `We're celebrating ${headline}!`,
      (headline) => `Here's to ${headline}!`,
    ],
    bodies: [
      'Thank you to every customer who has walked through our door.',
      "We couldn't have done it without you.",
      "Here's to the next chapter.",
    ],
  },
  // A first holiday or year is celebrated with those who came along.
  'first-occasion': {
    hooks: [
      (headline) => `It's ${headline}!`,
      (headline) => `${capitalise(headline)}!`,
      (headline) => `We're celebrating ${headline}!`,
    ],
    bodies: ['What a year it has been.', "We couldn't have done it without you.", "Here's to many more."],
  },
  // A day named by its mood sets the scene; what happened there is told after it.
  mood: {
    hooks: [
      (headline) => `${capitalise(headline)}!`,
      (headline) => `${capitalise(headline)}.`,
      (headline) => `A ${lowerFirst(headline)}.`,
    ],
    bodies: ['Days like this are the best.', 'Come and see us soon.', 'This is why we love what we do.'],
  },
  // A clip of the poster at work asks readers to stay to the end.
  watch: {
    hooks: [
      (headline) => `${capitalise(headline)}!`,
      (headline) => `Stick around: ${lowerFirst(headline)}.`,
      (headline) => `${capitalise(headline)}, start to finish.`,
    ],
    bodies: ['Wait for the reveal.', 'It was worth every minute.', 'Which part surprised you most?'],
  },
  // An appeal thanks givers and asks to be shared by those who cannot give.
  appeal: {
    hooks: [
      (headline) => `Can you help? We're asking for ${headline}.`,
      (headline) => `Your help is needed: ${headline}.`,
      (headline) => `We're appealing for ${headline}.`,
    ],
    bodies: ['Every donation makes a difference.', 'Thank you for your generosity.', 'Every little helps.'],
    calls: [
      "Can't give? Please share this post.",
      'Please share to help spread the word.',
      'Send us a message to arrange a drop-off.',
    ],
    emoji: SOBER_EMOJI,
  },
};

/** Two sentences that open on the same four words say the same thing. */
const sameOpening = (one: string, other: string) =>
  one.split(/\s+/).slice(0, 4).join(' ').toLowerCase() ===
  other.split(/\s+/).slice(0, 4).join(' ').toLowerCase();

/** The hook after a name it is said to: the headline in its own case ("our camp…"), a template's word lowered. */
const spokenAfterName = (hook: string, headline: string) =>
  headline && hook.startsWith(capitalise(headline))
    ? `${headline}${hook.slice(headline.length)}`
    : `${hook.charAt(0).toLowerCase()}${hook.slice(1)}`;

export function shapedCaption(
  reading: RequestReading,
  shape: OpeningShape,
  variation: number,
  seed: number,
): string {
  const index = seed + variation;
  const templates = SHAPES[shape.kind];
  const hook = pick(templates.hooks, index)(shape.headline);
  // "Parents, hurry: our summer camp has 5 spots left!": the people the post is for are spoken to first.
  const audience = reading.audience && !mentions(hook, reading.audience) ? reading.audience : '';
  const parts = {
    hook: audience ? `${capitalise(audience)}, ${spokenAfterName(hook, shape.headline)}` : hook,
    facts: shape.lines.join(' '),
    // "Thank you to every customer…" told by the request already is not said again as the line of colour.
    body:
      templates.bodies
        .map((_, offset) => pick(templates.bodies, index + offset))
        .find((body) => !shape.lines.some((line) => sameOpening(line, body))) ?? '',
    cta: templates.calls
      ? pick(templates.calls, index)
      : write(CALLS_TO_ACTION[reading.platform ?? 'any'], index, wordsOf(reading)),
  };
  return dressed(reading, variation, index, parts, templates.emoji);
}
