/**
 * Calls to action for each platform, and the plain calls and emoji of a notice that asks readers' patience.
 */
import type { Platform } from '@shared/platforms';
import type { RequestReading } from './request-reading';
import { isOpenStatement, isOrderCutoff } from './caption-bodies';
import { isCaseStudy } from './caption-format-variants';
import { isRestored } from './caption-state-variants';
import type { Template } from './caption-words';

export const CALLS_TO_ACTION: Record<Platform | 'any', Template[]> = {
  instagram: [
    () => 'Double-tap if you agree and tag a friend who needs to see this.',
    () => 'Save this post for later and share it with someone who would love it.',
    () => 'Tell us in the comments: what do you think?',
    () => 'Tap the link in bio to find out more.',
    () => 'Tag someone who needs to see this.',
  ],
  tiktok: [
    // A series asks readers to follow for its next part; a clip that is no series promises none.
    (w) => {
      const part = [w.reading.subject?.text ?? '', ...w.reading.notes]
        .map((line) => /\bpart (\d{1,2})\b/i.exec(line)?.[1])
        .find(Boolean);
      return part ? `Follow for part ${Number(part) + 1}!` : 'Follow for more!';
    },
    () => 'Comment your take below.',
    () => 'Save this for later.',
    () => 'Send this to someone who needs it.',
    () => 'Watch till the end.',
  ],
  facebook: [
    () => 'What do you think? Tell us in the comments.',
    () => 'Share this with someone who would love it.',
    () => 'Follow our page for more updates.',
    () => "Hit like if you're in!",
    () => 'Tag a friend who should know.',
  ],
  twitter: [
    () => 'Thoughts?',
    () => 'Reply with your take.',
    () => 'Repost if you agree.',
    () => "Who's in?",
    () => 'More soon. Stay tuned.',
  ],
  linkedin: [
    (w) =>
      // A case study is the poster's own story: nobody else has experience of it.
      // So is anything the poster owns or publishes ("our latest newsletter").
      w.reading.kind === 'general' &&
      w.reading.subject &&
      !isCaseStudy(w.reading) &&
      !w.reading.subject.isPerson &&
      !/^(?:our|my)$/.test(w.reading.subject.determiner) &&
      !w.reading.pieceTitle
        ? `What is your experience with ${w.subject}? ${w.reading.isFirstPersonSingular ? 'I' : 'We'} would love to hear your thoughts in the comments.`
        : '',
    () => 'If this resonates, share it with your network.',
    // News is the poster's own: there is nothing for readers to approach.
    (w) => (w.reading.kind === 'news' ? '' : 'How are you approaching this? Let us discuss in the comments.'),
    () => 'Feel free to reach out if you would like to learn more.',
    () => 'Share this with someone in your network who should see it.',
  ],
  any: [
    () => 'Tell us what you think in the comments.',
    () => 'Share this with someone who would love it.',
    () => 'Follow for more.',
    () => 'Save this for later.',
    () => "What's your take?",
  ],
};

/**
 * A notice that asks patience ("closed for repairs", "down for maintenance"), or says the trouble is over, is
 * passed on plainly: no party emoji, and a call to pass it on rather than to like it or say who is in.
 */
export const NOTICE_CALLS: Template[] = [
  () => 'Please pass this on to anyone it affects.',
  () => 'Questions? Send us a message.',
  () => 'Follow us for updates.',
];
export const NOTICE_EMOJI = ['📢', '🙏', '📌'];
export const isPatienceNotice = (reading: RequestReading) =>
  // A last day to order asks for orders; nobody is asked to be patient.
  (reading.kind === 'notice' && !isOpenStatement(reading.statement) && !isOrderCutoff(reading.statement)) ||
  (reading.kind === 'general' && isRestored(reading));
