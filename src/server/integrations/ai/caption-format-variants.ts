/**
 * Hooks and lines of colour for posts that show something or share a piece: a scene, a point-of-view clip, a
 * deed, work shown, a before and after, how the poster works, a review, a customer's photo, a throwback, a
 * resource, a titled piece and a case study. What is shown is the post; nothing in it is launched or sold.
 */
import { BUSINESS_HEADS } from './business-heads';
import type { RequestReading } from './request-reading';
import { capitalise } from './request-facts';
import { lowerFirst, mentions, type Template, type Words } from './caption-words';

/**
 * A picture or a clip of someone at work ("our barista making latte art") opens on what it shows: the scene is
 * the post, and the people in it are no product to check out.
 */
export const SCENE_HOOKS: Template[] = [
  (w) => `${w.agree("Here's", 'Here are')} ${w.reading.scene}.`,
  (w) => `Caught on camera: ${w.reading.scene}.`,
  (w) => `A moment we love: ${w.reading.scene}.`,
];

/** A point-of-view clip opens on its own line, as written: "POV: you finally found a barber…". */
export const POINT_OF_VIEW_HOOKS: Template[] = [
  (w) => `${w.reading.scene}.`,
  (w) => `${w.reading.scene}. We've all been there.`,
  (w) => `${w.reading.scene}. Tell us we're not the only ones.`,
];

export const isPointOfView = (reading: RequestReading) => /^POV: /.test(reading.scene);

/**
 * A clip of a deed with no one named ("roasting our Ethiopian beans") is the poster at work: "Here's roasting…"
 * would not read, so the deed stands after a label of its own.
 */
export const DEED_HOOKS: Template[] = [
  (w) =>
    w.reading.isBehindTheScenes
      ? `Behind the scenes${sceneSetting(w)}: ${w.reading.scene}.`
      : `Caught on camera: ${w.reading.scene}.`,
  (w) => `A moment we love${sceneSetting(w)}: ${w.reading.scene}.`,
  // "rating every croissant in Paris so you don't have to": a deed done for the viewer is a try-out, shown.
  (w) =>
    w.reading.isBehindTheScenes
      ? `A peek behind the scenes${sceneSetting(w)}: ${w.reading.scene}.`
      : /\bso (?:you|we) don'?t have to\b/i.test(w.reading.scene)
        ? `We tried it: ${w.reading.scene}.`
        : `Here's what ${w.reading.scene} looks like.`,
];

/** "behind the scenes at our bakery: shaping…": where the scene is set, when the deed does not say it. */
function sceneSetting(w: Words): string {
  const place = w.reading.subject && !w.reading.subject.isPerson ? w.subject : '';
  return place && !mentions(w.reading.scene, w.reading.subject!.text) ? ` at ${place}` : '';
}
/**
 * "our webinar recording on SEO for small businesses, watch it free": something made to be read, watched or
 * used is shared as available, with a word on who it helps; it changed nobody's thinking.
 */
// "our new whitepaper on AI in healthcare": what the resource is on follows its head.
export const isResource = (reading: RequestReading) =>
  /\b(?:recordings?|e-?books?|guides?|reports?|whitepapers?|white papers?|templates?|checklists?|toolkits?|playbooks?|slides|workbooks?)$/i.test(
    (reading.subject?.text ?? '').replace(/\s+(?:on|about|for|to)\s.+$/i, ''),
  );
export const RESOURCE_HOOKS: Template[] = [
  (w) => `Now available: ${w.subject}.`,
  (w) => `In case you missed it: ${w.subject}.`,
  // A report of results is news of its own; something to use is offered for the week.
  (w) =>
    /\b(?:impact|annual|results)\b/i.test(w.reading.subject?.text ?? '')
      ? `Out now: ${w.subject}.`
      : `Something useful for your week: ${w.subject}.`,
];
export const RESOURCE_BODIES: Template[] = [
  (w) => `Take a look and tell ${w.reading.isFirstPersonSingular ? 'me' : 'us'} what you think.`,
  () => 'We hope you find it useful.',
  () => 'Thank you to everyone who made it happen.',
];

/** A customer's words are quoted and thanked for; they are no goods to check out. */
const quoted = (w: Words) => `“${capitalise(w.reading.review ?? '')}.”`;
export const REVIEW_HOOKS: Template[] = [
  (w) => `${quoted(w)} Words like these make our day.`,
  (w) => `Kind words from a customer: ${quoted(w)}`,
  (w) => `This review made our week: ${quoted(w)}`,
];
export const REVIEW_BODIES: Template[] = [
  () => 'Thank you for taking the time to share it.',
  () => 'Reviews like this keep us going.',
  () => 'We love hearing from you.',
];
/** A customer's photo of the poster's goods is shown off and thanked for; the goods are not launched. */
export const CUSTOMER_PHOTO_HOOKS: Template[] = [
  (w) => `We love seeing ${w.subject} out in the world!`,
  (w) => `Spotted: ${w.subject}, in one of your photos.`,
  (w) => `Your photos make our day: ${w.subject}.`,
];
export const CUSTOMER_PHOTO_BODIES: Template[] = [
  () => 'Share yours and tag us: we might feature it next.',
  () => 'Nothing makes us happier than seeing it in real life.',
  () => 'Keep the photos coming!',
];
/** A look back at the poster's past: "Throwback to our first market stall in 2015." */
const inYear = (w: Words) => (w.reading.throwback?.year ? ` in ${w.reading.throwback.year}` : '');
export const THROWBACK_HOOKS: Template[] = [
  (w) => `Throwback to ${w.subject}${inYear(w)}.`,
  (w) => `Where it all began: ${w.subject}${inYear(w)}.`,
  (w) => `A trip down memory lane: ${w.subject}${inYear(w)}.`,
];
export const THROWBACK_BODIES: Template[] = [
  () => "Look how far we've come.",
  () => 'Thank you for being part of the journey.',
  () => 'Some things never get old.',
];
/** A piece published under its title names both: the title is what readers come for. */
const titleOf = (w: Words) => w.reading.pieceTitle ?? '';
export const TITLED_PIECE_HOOKS: Template[] = [
  (w) => `${capitalise(w.subject)} is up: ${titleOf(w)}${/\?$/.test(titleOf(w)) ? '' : '.'}`,
  (w) => `Just published, ${w.subject}: ${titleOf(w)}${/\?$/.test(titleOf(w)) ? '' : '.'}`,
  (w) => `Fresh from us, ${w.subject}: ${titleOf(w)}${/\?$/.test(titleOf(w)) ? '' : '.'}`,
];
/** A day in the poster's life is shown from start to end; it is no thing to launch or to find somewhere. */
export const DAY_IN_THE_LIFE_HOOKS: Template[] = [
  (w) => `${capitalise(w.reading.scene)}.`,
  (w) => `Come along for ${w.reading.scene}.`,
  (w) => `Ever wondered what ${w.reading.scene} looks like?`,
];
export const DAY_IN_THE_LIFE_BODIES: Template[] = [
  () => 'From the first coffee to the last job of the day.',
  () => 'No two days are the same.',
  () => 'This is what it really takes.',
];

/**
 * "a behind-the-scenes video at our bakery": a look behind the scenes with no deed named shows the place or the
 * thing as readers never see it; it is no launch and no shop to check out. A business is looked "at", a thing
 * "of".
 */
const behindTheScenesOf = (w: Words) =>
  `behind the scenes ${BUSINESS_HEADS.test(w.reading.subject?.text ?? '') ? 'at' : 'of'} ${w.newSubject}`;
export const BEHIND_THE_SCENES_HOOKS: Template[] = [
  (w) => `${capitalise(behindTheScenesOf(w))}.`,
  (w) => `A peek ${behindTheScenesOf(w)}.`,
  (w) => `Ever wondered what goes on ${behindTheScenesOf(w)}?`,
];
export const BEHIND_THE_SCENES_BODIES: Template[] = [
  () => 'This is where the magic happens.',
  () => "Here's what you don't usually get to see.",
  () => 'A lot of love goes into every detail.',
];

/** How the poster makes or does something ("how our candles are hand-poured") is shown, not taught. */
export const PROCESS_HOOKS: Template[] = [
  (w) => `Here's ${w.subject}.`,
  (w) => `Ever wondered ${w.subject}?`,
  (w) => `Behind the scenes: ${w.subject}.`,
];
/** How the poster does a thing ("how we make sourdough", "how we cut our cloud costs") is about the work. */
export const PROCESS_BODIES: Template[] = [
  () => 'Every step matters.',
  () => 'It takes time, and it is worth it.',
  () => 'Here is what worked for us.',
];
export const isOwnProcess = (reading: RequestReading) =>
  /^how (?:we|our|my|i)\b/i.test(reading.subject?.text ?? '');

/** A transformation shown side by side: the post names it so, and the difference is its point. */
export const BEFORE_AND_AFTER_HOOKS: Template[] = [
  (w) => `Before and after: ${w.subject}.`,
  (w) => `The transformation: ${w.subject}.`,
  (w) => `From start to finish: ${w.subject}.`,
];
export const BEFORE_AND_AFTER_BODIES: Template[] = [
  () => 'What a difference!',
  () => 'We love how this one turned out.',
  () => 'See the difference for yourself.',
];

/** Work shown from an occasion gone by ("our bride's bouquet … from last weekend's wedding") is a moment shown. */
export const SHOWN_WORK_HOOKS: Template[] = [
  (w) => `${w.agree("Here's", 'Here are')} ${w.subject}.`,
  (w) => `A closer look at ${w.subject}.`,
  (w) => `One of our favourites: ${w.subject}.`,
];

/** Work shown from an occasion gone by ("from last weekend's wedding") or done by the poster ("we did"). */
export const isShownWork = (reading: RequestReading) =>
  /\bfrom (?:last|this|yesterday|our|the)\b|\b(?:we|I) (?:\p{L}+ed|did|made|built|drew|grew|shot|took|wrote)\b/iu.test(
    reading.subject?.text ?? '',
  );

export const isDeedScene = (reading: RequestReading) => /^\p{Ll}+ing\b/u.test(reading.scene);

/** A scene's line of colour speaks of the moment, not of goods ("Made with care") or of what is to come. */
export const SCENE_BODIES: Template[] = [
  () => 'Moments like this are why we love what we do.',
  () => 'This is what a good day looks like.',
  () => 'Little moments make the best memories.',
];

/**
 * "our case study: how we helped GreenCart reduce delivery costs by 30%": a case study is told by the story it
 * tells, as its title; it matters for what was done, not "more than ever".
 */
export const isCaseStudy = (reading: RequestReading) =>
  /\bcase stud(?:y|ies)$/i.test(reading.subject?.text ?? '');
/** The story a case study tells, as the request titles it: "how we helped GreenCart…". */
const caseStory = (w: Words) => w.reading.notes.find((note) => /^(?:How|Why|What)\b/.test(note)) ?? '';
export const CASE_STUDY_HOOKS: Template[] = [
  (w) => (caseStory(w) ? `New case study: ${lowerFirst(caseStory(w))}` : `Our new case study is live.`),
  (w) =>
    caseStory(w) ? `Case study: ${lowerFirst(caseStory(w))}` : `A new case study, fresh off the press.`,
  (w) =>
    caseStory(w)
      ? `From our latest case study: ${lowerFirst(caseStory(w))}`
      : `We've just published a new case study.`,
];
export const CASE_STUDY_BODIES: Template[] = [
  () => 'Read the full story at the link.',
  () => "Here's what we did, and what changed.",
  () => 'The results speak for themselves.',
];
