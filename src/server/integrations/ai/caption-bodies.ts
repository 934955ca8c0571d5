/**
 * Lines of colour for each post kind, social and professional: how readers take in a new thing, what a notice
 * promises for afterwards, and thanks where thanks are due.
 */
import type { PostKind, RequestReading } from './request-reading';
import { FACILITIES_IN, isBusinessSale, isOwnBusinessSubject } from './caption-businesses';
import type { Template, Words } from './caption-words';
import { isMoveStatement } from './moves';

// ——— Colour and calls to action: optional, and the first to go when space is short. ———

/**
 * "we're open late this Friday", "our beer garden reopens this Friday": a notice that tells readers they can
 * come, not that they must wait.
 */
export const isOpenStatement = (statement: string) =>
  /\b(?:open|reopens|reopening)\b/i.test(statement) && !/\bclosed\b/i.test(statement);
const isOpenNotice = (w: Words) => isOpenStatement(w.reading.statement);

/** "5 lessons from bootstrapping…", "mistakes we made", "what we learned": a tip that is the poster's experience. */
const isLearnedLesson = (w: Words) => /\b(?:lessons|mistakes|learned|learnt)\b/i.test(w.subject);

/** "apply for our accelerator programme", "enter our competition": a call to apply rather than to help. */
const isApplyCall = (w: Words) => /^(?:apply|enter|submit|nominate)\b/i.test(w.reading.subject?.text ?? '');

/** News that something was won, reached or passed: a result a team and partners worked for. */
const isAchievement = (w: Words) =>
  /\b(?:won|wins|award\w*|raised|hit|reached|shipped|launched|released|completed|finished|turn(?:s|ed)?|celebrat\w*|milestones?|anniversary|named|shortlisted|finalists?|passed|certified|customers|downloads|followers|subscribers|members)\b|\b\d[\d,.]*\s+(?!(?:minutes|hours|days|weeks|months|years)\b)\p{L}+s\b/iu.test(
    `${w.reading.statement} ${w.reading.subject?.text ?? ''}`,
  );

/** How a new thing is taken in: an episode is listened to, a report read, a film watched; goods are tried. */
function enjoyedBy(w: Words): string {
  // "new blog post on how to price your work": the head comes before what the thing is about.
  // So does "by" and its maker: "a vegan cookbook by chef Maya Ortiz".
  const named = (w.reading.subject?.text ?? '').split(/\s+(?:on|about|with|for|of|from|to|after|by)\s+/)[0]!;
  // "our podcast episode 42": a number after the head only counts it; "our new single Midnight Drive": a
  // capitalised name after it only names it.
  const head =
    /(?<!\p{L})(\p{Ll}+)(?:\s+(?:#?\d+|\p{Lu}[\p{L}'’]*(?:\s+\p{Lu}[\p{L}'’]*)*))?$/u
      .exec(named)?.[1]
      ?.toLowerCase() ?? '';
  if (/^(?:episodes?|podcasts?|albums?|singles?|songs?|playlists?|mixe?s?)$/.test(head)) return 'hear';
  // "our podcast's new season": a season is taken in as what it is a season of.
  if (/^seasons?$/.test(head) && /\bpodcast/i.test(named)) return 'hear';
  if (/^seasons?$/.test(head)) return 'watch';
  if (
    /^(?:reports?|guides?|books?|cookbooks?|novels?|memoirs?|antholog(?:y|ies)|comics?|poems?|ebooks?|articles?|posts?|newsletters?|issues?|editions?|studies|study|papers?|zines?)$/.test(
      head,
    )
  )
    return 'read';
  if (/^(?:videos?|films?|trailers?|documentar(?:y|ies)|series|shows?|vlogs?)$/.test(head)) return 'watch';
  // Places and looks are seen: "our new shopfront", "the new garden room".
  if (
    /^(?:shopfronts?|storefronts?|spaces?|rooms?|interiors?|premises|offices?|shops?|stores?|studios?|gardens?|terraces?|patios?|looks?|logos?|signs?|websites?|sites?|murals?)$/.test(
      head,
    )
  )
    return 'see';
  return 'try';
}

/**
 * "our online shop closes for orders on 20 December", "last orders for Christmas delivery", "Christmas orders
 * close 15 December": a last day to order.
 */
export const isOrderCutoff = (statement: string) =>
  /\b(?:closes?|closing|closed) for orders\b|\blast orders\b|\borders close\b/i.test(statement);

/**
 * How a notice promises things will be again: a place closed welcomes people back, a service down is running
 * again, a pause or a postponement ends; anything else only thanks for understanding.
 */
function noticeReturn(statement: string): string {
  // "we're closing our Leeds shop": a place closing for good thanks people; nobody is welcomed back to it.
  if (/\bclosing (?:our|my|the)\b/i.test(statement)) return 'Thank you for all your support.';
  // A pop-up that closes has had its run: readers are asked to come before it goes.
  if (/\bpop-?ups?\b[^.]*\bclos/i.test(statement)) return 'Come and see us before we go.';
  // "our online shop closes for orders on 20 December": a last day for orders asks for them before it.
  if (isOrderCutoff(statement)) return "Don't leave it too late.";
  // A part of the premises closed is open again; the business itself never closed.
  if (/\b(?:closed|closing|closes)\b/i.test(statement))
    return FACILITIES_IN.test(statement)
      ? "We'll let you know when it's open again."
      : "We can't wait to welcome you back.";
  // "our website was down yesterday": a service that was down is working again; thanks are what is left.
  if (/\bwas down\b/i.test(statement)) return 'Thank you for bearing with us.';
  if (/\bdown\b/i.test(statement)) return "We'll be back up and running as soon as we can.";
  if (/\b(?:paused|pausing|break|hiatus)\b/i.test(statement)) return "We'll be back soon.";
  // "postponed to 3 May" gives its new date already.
  if (/\bpostponed (?:to|until|till)\b/i.test(statement)) return 'We hope to see you on the new date.';
  if (/\bpostponed\b/i.test(statement)) return "We'll share the new date soon.";
  return 'Thank you for your understanding.';
}

/** "free bike safety checks": the subject is what the business gives free. */
const isFreeSubject = (reading: RequestReading) =>
  reading.offer?.kind === 'free' && /^free\b/i.test(reading.subject?.text ?? '');

export const BODIES: Record<PostKind, Template[]> = {
  general: [
    // An episode is heard and a report read; anything else is seen for oneself. A business is visited, and so
    // is one for what it gives free ("free bike safety checks").
    (w) =>
      isOwnBusinessSubject(w.reading) || isFreeSubject(w.reading)
        ? "We can't wait to see you."
        : /^(?:hear|read|watch)$/.test(enjoyedBy(w))
          ? `We can't wait for you to ${enjoyedBy(w)} ${w.agree('it', 'them')}.`
          : `We can't wait for you to see ${w.agree('it', 'them')} for yourself.`,
    () => 'There is more to come, so stay tuned.',
    // Things are made with care; a business is not made, it is come to, and something free is come for.
    (w) =>
      isOwnBusinessSubject(w.reading)
        ? 'Come and say hello soon.'
        : isFreeSubject(w.reading)
          ? 'Come and see us.'
          : 'Made with care, down to the last detail.',
  ],
  // Lessons and mistakes are the poster's own, learned: the reader is asked for theirs, not told to try them.
  tip: [
    (w) => (isLearnedLesson(w) ? 'What would you add?' : 'Small changes add up.'),
    (w) =>
      isLearnedLesson(w)
        ? "Learned the hard way, shared so you don't have to."
        : 'Try it this week and tell us how it goes.',
  ],
  launch: [
    (w) => `We can't wait for you to ${enjoyedBy(w)} ${w.agree('it', 'them')}.`,
    () => 'It has been a long time in the making.',
    () => 'Made with care, down to the last detail.',
  ],
  // "…, all welcome" is said already; it is not said twice.
  event: [
    () => 'Bring a friend or two.',
    (w) => (/\bwelcome\b/i.test(w.reading.notes.join(' ')) ? 'Come as you are.' : 'Everyone is welcome.'),
    () => "We'd love to see you there.",
  ],
  // People asked to apply or enter are wished luck; those asked to help are thanked.
  call: [
    (w) =>
      isApplyCall(w) ? "We can't wait to read your application." : 'Every pair of hands makes a difference.',
    (w) =>
      isApplyCall(w) ? 'Know someone who should apply? Send this their way.' : 'Bring a friend or two.',
    (w) => (isApplyCall(w) ? 'Good luck!' : 'Thank you!'),
  ],
  // Goods are stocked up on; a tour or a class is booked.
  sale: [
    (w) =>
      isBusinessSale(w)
        ? "We can't wait to see you."
        : w.reading.isOccasion
          ? 'Places go fast, so book early.'
          : 'Stock up while it lasts.',
    (w) =>
      isBusinessSale(w)
        ? 'Treat yourself, you deserve it.'
        : w.reading.isOccasion
          ? 'Bring a friend or two.'
          : 'The perfect excuse for a treat.',
  ],
  news: [
    () => 'Thank you to everyone who made this possible.',
    () => 'This is only the beginning.',
    // News of the team itself thanks no team of its own; news that is no achievement ("our new pizza oven is
    // finally fired up") thanks no one for it.
    (w) =>
      /\b(?:team|staff|crew|volunteers|people)$/.test(w.reading.subject?.text ?? '')
        ? "We're so proud of everyone involved."
        : isAchievement(w)
          ? 'We could not have done it without our team and our partners.'
          : 'More to share soon.',
  ],
  // A notice that the doors are open ("we're open late this Friday") asks no patience of anyone.
  notice: [
    // A last day for orders asks for them; nobody waits on it.
    (w) =>
      isOpenNotice(w)
        ? "We'd love to see you."
        : isOrderCutoff(w.reading.statement)
          ? 'Get your orders in before then!'
          : isMoveStatement(w.reading.statement)
            ? 'Same friendly faces, new address.'
            : 'Thank you for your patience.',
    (w) =>
      isOpenNotice(w)
        ? 'See you soon!'
        : /\b(?:moving|moves|relocating)\b/i.test(w.reading.statement) || isMoveStatement(w.reading.statement)
          ? // "moving online only": there is no new spot to come to.
            /\bonline\b/i.test(w.reading.statement)
            ? 'See you online!'
            : "We can't wait to see you at the new spot."
          : noticeReturn(w.reading.statement),
  ],
  hiring: [
    () => 'Share this with someone who would be a great fit.',
    () => 'We would love to hear from you.',
  ],
};

export const PROFESSIONAL_BODIES: Partial<Record<PostKind, Template[]>> = {
  general: [
    () => 'Thank you to everyone who made this possible.',
    () => 'We would love to hear your thoughts.',
    () => 'More on this soon.',
  ],
  launch: [
    () => 'It has been a long time in the making, and we are proud of the result.',
    () => 'Thank you to everyone who helped us get here.',
  ],
};
