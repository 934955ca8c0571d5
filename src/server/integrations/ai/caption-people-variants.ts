/**
 * Hooks and lines of colour for posts about people: someone introduced, welcomed, thanked, congratulated, said
 * farewell to or wished a happy birthday, someone appearing on a stage, an animal looking for a home, and people
 * wanted. People are spoken to and of as people, never urged on readers as goods are.
 */
import type { RequestReading } from './request-reading';
import { capitalise } from './request-facts';
import { afterColon, mentions, type Template, type Words } from './caption-words';

/** A person the post is about ("guest artist Mika") is introduced, never urged on readers as goods are. */
export const PERSON_HOOKS: Template[] = [
  (w) => `Meet ${w.subject}.`,
  (w) => `Say hello to ${w.subject}!`,
  (w) => `Introducing ${w.subject}.`,
];

export const PERSON_BODIES: Template[] = [
  () => 'Come and say hello.',
  () => "We're so excited about this one.",
  () => 'Tell your friends.',
];
/**
 * "our sourdough starter Gerald turns 10 this week": someone (or something named, as a pet is) turning a count of
 * years has a birthday, wished to them; it is no milestone to thank a team for.
 */
export const isBirthdayOf = (reading: RequestReading) =>
  !!reading.subject?.isPerson && /\bturns \d{1,3}\b/.test(reading.statement);
/** The name a birthday is wished to: "Gerald" of "our sourdough starter Gerald", or the whole subject. */
const birthdayName = (w: Words) =>
  /\b(\p{Lu}[\p{L}'’-]+)$/u.exec(w.reading.subject?.text ?? '')?.[1] ?? w.subject;
export const BIRTHDAY_HOOKS: Template[] = [
  (w) => `Happy birthday, ${birthdayName(w)}! ${w.reading.statement}`,
  (w) => `Cake time! ${w.reading.statement}`,
  (w) => `Someone special has a birthday: ${afterColon(w, w.reading.statement)}`,
];
export const BIRTHDAY_BODIES: Template[] = [
  () => "Here's to many more!",
  () => 'Join us in wishing them a very happy birthday.',
  () => 'Send your birthday wishes in the comments.',
];

/** Someone of the poster's appearing on a stage ("our CEO Ana Silva will speak at Web Summit") is to be caught. */
export const APPEARANCE_HOOKS: Template[] = [
  (w) => `Catch ${w.subject} on stage!`,
  (w) => `Save the date to see ${w.subject}.`,
  (w) => `Where to find ${w.subject} next:`,
];
export const APPEARANCE_BODIES: Template[] = [
  () => "Come and say hello if you're there.",
  () => "We'd love to see you in the audience.",
  () => 'Tag someone who should be there.',
];
/**
 * "our CTO … will speak at Web Summit", "our CTO … is speaking on a panel", "… will be on a panel": told as news or
 * as the person's note.
 */
export const isAppearance = (reading: RequestReading) =>
  [reading.statement, ...(reading.subject?.isPerson ? reading.notes.slice(0, 1) : [])].some((said) =>
    /\b(?:will (?:speak|present|perform|keynote)|(?:is|are|will be) (?:speaking|presenting|performing|keynoting|on (?:a|the) panel))\b/.test(
      said,
    ),
  );

/** An animal looking for a home ("Max, a terrier looking for his forever home") asks for a family, and shares. */
export const ADOPTION_HOOKS: Template[] = [
  (w) => `Meet ${w.subject}!`,
  (w) => `Could you give ${w.subject} a home?`,
  (w) => `${capitalise(w.subject)} is looking for a family.`,
];
export const ADOPTION_BODIES: Template[] = [
  () => 'Could it be you?',
  () => 'Every share helps.',
  () => 'Share to help find the perfect match.',
];
export const isAdoption = (reading: RequestReading) =>
  /\b(?:looking for (?:his|her|their|a) (?:forever|new|loving) home|needs? a (?:forever|new|loving|quiet|calm|quiet and loving) home|(?:up|ready) for adoption)\b/i.test(
    [reading.statement, ...reading.notes].join(' '),
  );

/**
 * "we're looking for singers for our Christmas concert": people wanted for an occasion of one's own are asked to
 * take part in it, not invited to come and watch ("Come along to our Christmas concert." would be the wrong ask).
 */
export const WANTED_FOR_OCCASION_HOOKS: Template[] = [
  (w) => `${capitalise(w.reading.audience)} wanted for ${w.subject}!`,
  (w) => `We're looking for ${w.reading.audience} for ${w.subject}.`,
  (w) => `Calling all ${w.reading.audience}: ${w.subject} ${w.agree('needs', 'need')} you!`,
];

/**
 * "our charity Open Shelf is looking for volunteer drivers": a post whose news is the people it looks for opens on
 * them, the ask, rather than on a line about the poster that says nothing yet. Only when the request's own
 * sentence, which follows, says who asks and where: without it the hook would be all the post says of the poster.
 */
export const asksInOwnWords = (reading: RequestReading) =>
  reading.isAudienceWanted && reading.notes.some((note) => mentions(note, reading.audience));
export const WANTED_HOOKS: Template[] = [
  (w) => `Wanted: ${w.reading.audience}.`,
  (w) => `${capitalise(w.reading.audience)} wanted.`,
  (w) => `We need ${w.reading.audience}.`,
];

/**
 * A farewell ("Mr. Tom Reyes retires after 30 years") is a tribute: the post thanks the person and tells the news
 * in the request's own sentence; it is no milestone of the team's.
 */
export const FAREWELL_HOOKS: Template[] = [
  (w) => `A heartfelt thank you to ${w.subject}.`,
  (w) => w.reading.statement && `Some news we share with mixed feelings. ${w.reading.statement}`,
  (w) => `Please join us in thanking ${w.subject}.`,
];

/** A farewell ends on thanks and good wishes, not on what comes next for the team. */
export const FAREWELL_BODIES: Template[] = [
  () => 'Thank you for everything, and enjoy every moment of what comes next.',
  () => 'You will be greatly missed.',
  () => 'Please share your best wishes in the comments.',
];

/**
 * A thank-you ("thanking the 120 volunteers who made our beach clean-up a success") speaks to the people thanked:
 * the hook thanks them, the facts tell them what they did, and the body adds only gratitude, never a result the
 * request did not give.
 */
export const THANK_YOU_HOOKS: Template[] = [
  (w) => `A huge thank you to ${w.subject}!`,
  (w) => `Please join us in thanking ${w.subject}.`,
  (w) => `We owe ${w.subject} a big thank you.`,
];

export const THANK_YOU_BODIES: Template[] = [
  // One name thanked ("@greenleafcoffee", "Greenleaf Coffee") is no crowd of "every one of you".
  (w) =>
    /^@?\p{Lu}|^@/u.test(w.reading.subject?.text ?? '') && !w.reading.subject?.plural
      ? 'We are so grateful to you.'
      : 'We are so grateful to every one of you.',
  () => 'Thank you, from all of us.',
  () => 'We could not be more grateful.',
];

/**
 * Someone new ("our new head of sales Priya Desai", "our newest resident, a rescue kitten called Mochi") is
 * welcomed: no milestone of the team's, nothing launched.
 */
export const WELCOME_HOOKS: Template[] = [
  (w) => w.reading.statement,
  (w) => `Everyone, ${w.reading.statement.replace(/^Please\b/, 'please')}`,
  (w) => `Say hello! ${w.reading.statement}`,
];

export const WELCOME_BODIES: Template[] = [
  () => "We're so happy to have them with us.",
  // Only a business people visit is somewhere to come and say hello; a LinkedIn welcome is to a colleague.
  (w) =>
    w.reading.platform === 'linkedin'
      ? "We can't wait to see what we build together."
      : 'Come and say hello soon.',
  () => 'Give them a warm welcome in the comments.',
];

export const isWelcome = (reading: RequestReading) => /^Please welcome\b/.test(reading.statement);

/** Someone new in a role ("our new head of research Maya Chen") is welcomed, never celebrated as a milestone. */
export const NEWCOMER_HOOKS: Template[] = [
  (w) => `Please welcome ${w.subject}!`,
  (w) => `A warm welcome to ${w.subject}.`,
  (w) => `We're delighted to welcome ${w.subject}.`,
];
export const NEWCOMER_BODIES: Template[] = [
  () => "We're so happy to have them on the team.",
  () => "We can't wait to see what we build together.",
  () => 'Join us in giving them a warm welcome.',
];
// "our new puppy Bella has joined the salon team": someone new who joins is welcomed too.
export const isNewcomer = (reading: RequestReading) =>
  !!reading.subject?.isPerson &&
  (/^(?:\S+'s? )?new\b/.test(reading.subject.text) ||
    (reading.isNew && /\b(?:has|have) joined\b/.test(reading.statement))) &&
  !isWelcome(reading);

/** Whom congratulations go to: the names the request gives them, or its subject ("our client GreenGrid"). */
// "our customer Jo who won our Halloween costume contest": whom the hook congratulates is named without the deed,
// which the request's own sentence tells after it.
const honoured = (w: Words) =>
  /^Congratulations to (.+?), the\b/.exec(w.reading.statement)?.[1] ??
  w.subject.replace(/,? (?:who|on|for) .+$/, '');

/** Congratulations are said to the person, in the request's sentence; no milestone of the team's. */
export const CONGRATULATION_HOOKS: Template[] = [
  (w) => w.reading.statement,
  (w) => `Please join us in congratulating ${honoured(w)}!`,
  (w) => `A big well done to ${honoured(w)}.`,
];
export const CONGRATULATION_BODIES: Template[] = [
  () => 'We are so proud of you.',
  () => 'Well deserved.',
  () => 'Share your congratulations in the comments.',
];

/**
 * News of someone the poster works with or trains ("Our client Northwind won Retailer of the Year.", "Our
 * apprentice Jade finished her apprenticeship.") is theirs to be congratulated on; it is no milestone of the
 * poster's team.
 */
export const OTHERS_NEWS_HOOKS: Template[] = [
  () => 'Huge congratulations are in order!',
  () => 'News we love to share!',
  () => 'Please join us in celebrating!',
];
export const OTHERS_NEWS_BODIES: Template[] = [
  () => 'Well deserved.',
  () => "We couldn't be prouder.",
  () => 'Share your congratulations in the comments.',
];
export const isOthersNews = (reading: RequestReading) =>
  /^Our (?:client|clients|customer|customers|partner|partners|supplier|suppliers|member|members|student|students|apprentice|apprentices|intern|interns|trainee|trainees|graduate|graduates)\b/.test(
    reading.statement,
  );

/**
 * "Today our head baker Maria marks 5 years with us.": a colleague's years with the poster are their work
 * anniversary, which thanks them; it is no milestone of the poster's ("This is only the beginning").
 */
const COLLEAGUE_TENURE = /^Today (?!marks\b).+? marks (\d+ \w+) (?:with|at)\b/;
export const isColleagueTenure = (reading: RequestReading) => COLLEAGUE_TENURE.test(reading.statement);
// The statement names the colleague; the hook does not name them again.
export const TENURE_HOOKS: Template[] = [
  () => 'Happy work anniversary!',
  (w) => `Here's to ${COLLEAGUE_TENURE.exec(w.reading.statement)?.[1] ?? 'you'}!`,
  () => 'A special day for our team.',
];
export const TENURE_BODIES: Template[] = [
  () => 'Thank you for everything you do.',
  () => "We're so lucky to have you.",
  () => "Here's to many more years together.",
];

export const isCongratulation = (reading: RequestReading) => /^Congratulations to\b/.test(reading.statement);

/**
 * "our beloved cafe cat Biscuit passed away last week": a death is shared with sorrow and thanks, never as news
 * to celebrate ("Big news", "Proud moment") or with a call to like it.
 */
export const isBereavement = (reading: RequestReading) =>
  /\b(?:passed away|has died|have died|died|sadly lost|rest in peace|RIP)\b/i.test(
    [reading.statement, ...reading.notes].join(' '),
  );
export const BEREAVEMENT_HOOKS: Template[] = [
  (w) =>
    w.reading.statement
      ? `It is with heavy hearts that we share this: ${afterColon(w, w.reading.statement)}`
      : `It is with heavy hearts that we say goodbye to ${w.subject}.`,
  (w) =>
    w.reading.statement ? `Some sad news. ${w.reading.statement}` : `Some sad news about ${w.subject}.`,
  (w) => `We will miss ${w.subject} so much.`,
];
export const BEREAVEMENT_BODIES: Template[] = [
  () => 'We are so grateful for all the love you have shown.',
  () => 'Our hearts are full of happy memories.',
  () => 'We will always remember the joy they brought.',
];
export const BEREAVEMENT_CALLS: Template[] = [
  () => 'Share a memory in the comments if you would like to.',
  () => 'Thank you for your kindness.',
  () => 'Your messages mean the world to us.',
];
export const BEREAVEMENT_EMOJI = ['❤️', '🕊️', '🤍'];
