/**
 * How a caption's parts are dressed and laid out: the platform's emoji, the request's hashtags, the poster's own
 * voice ("I" or "we"), and each platform's layout within its length limit.
 */
import { type Platform, platformProfile } from '@shared/platforms';
import { hashtagsFor, hashtagsFrom } from './hashtags';
import type { RequestReading } from './request-reading';
import { pick } from './caption-words';

/** Tags for a post whose request gives no phrase to tag, by what kind of post it is. */
const FALLBACK_HASHTAGS: Record<RequestReading['kind'], string[]> = {
  launch: ['#NewPost', '#ComingSoon'],
  notice: ['#Update', '#PleaseNote'],
  news: ['#News', '#Update'],
  event: ['#Event', '#SaveTheDate'],
  sale: ['#Sale', '#Offer'],
  hiring: ['#Hiring', '#JoinOurTeam'],
  tip: ['#Tips', '#HowTo'],
  call: ['#GetInvolved'],
  general: ['#NewPost'],
};
const CALENDAR_WORDS =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|september|october|november|december)$/i;
/** "closed on Boxing Day": a holiday the date names is what people search for when nothing else is tagged. */
const holidayTags = (reading: RequestReading) =>
  [...(reading.when?.text ?? '').matchAll(/\p{Lu}[\p{L}'’]+(?: \p{Lu}[\p{L}'’]+)*/gu)]
    .map((match) => match[0])
    .filter((name) => !name.split(' ').every((word) => CALENDAR_WORDS.test(word)))
    .map((name) => `#${name.replace(/['’\s]/g, '')}`);

export const EMOJI = ['✨', '🚀', '🔥', '💡', '🎉', '🙌', '📣', '🌟', '👀', '💬'];

/** The templates' "we" in the first person singular, most specific first so "we are" does not become "I are". */
const SINGULAR_FORMS: [RegExp, string][] = [
  // "Let us discuss" asks readers to talk together; said by one person it becomes a question to them.
  [/\bLet us discuss in the comments\b/g, 'Tell me in the comments'],
  [/\bLet us\b/g, 'Let me'],
  [/\b[Ww]e are\b/g, 'I am'],
  [/\b[Ww]e're\b/g, "I'm"],
  [/\b[Ww]e've\b/g, "I've"],
  [/\b[Ww]e'd\b/g, "I'd"],
  [/\b[Ww]e'll\b/g, "I'll"],
  [/\b[Ww]e\b/g, 'I'],
  [/\bus\b/g, 'me'],
  [/\bours\b/g, 'mine'],
  [/\bour\b/g, 'my'],
  [/\bOur\b/g, 'My'],
];

/**
 * The templates speak as "we", as a business or a team posts ("We're proud to share some news."), so a request
 * that says "our" or names no one is never answered in a voice of its own choosing ("I'm proud…").
 * A post by one person ("I just opened my own clinic") speaks as "I" throughout: the lines the templates add say
 * "I" and "my" rather than "we" and "our", so the caption does not switch voice. The request's own words hold no
 * "we" in such a post, so only the templates' change.
 */
function inOwnVoice(text: string, reading: RequestReading): string {
  if (!reading.isFirstPersonSingular) return text;
  return SINGULAR_FORMS.reduce((voiced, [plural, singular]) => voiced.replace(plural, singular), text);
}

function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > limit / 2 ? atWord : cut}…`;
}

export type CaptionParts = { hook: string; facts?: string; body: string; cta: string; tags: string[] };

/**
 * Lays the parts out the platform's way and keeps the caption within its limit, giving up the least important
 * part first: the body, then spare hashtags, then the call to action. The facts go last of all, with the hook.
 */
export function layOutCaption(platform: Platform | null, parts: CaptionParts, limit: number): string {
  const render = ({ hook, facts = '', body, cta, tags }: CaptionParts) => {
    const hashtags = tags.join(' ');
    switch (platform) {
      case 'tiktok':
        // TikTok captions sit over the video: short lines, no paragraph of colour.
        return [[hook, facts, cta].filter(Boolean).join('\n'), hashtags].filter(Boolean).join('\n\n');
      case 'twitter':
        return [[hook, facts, body].filter(Boolean).join(' '), [cta, hashtags].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join('\n\n');
      default:
        return [hook, facts, body, cta, hashtags].filter(Boolean).join('\n\n');
    }
  };
  const attempts: CaptionParts[] = [
    parts,
    { ...parts, body: '' },
    { ...parts, body: '', tags: parts.tags.slice(0, 1) },
    { ...parts, body: '', cta: '', tags: parts.tags.slice(0, 1) },
  ];
  for (const attempt of attempts) {
    const text = render(attempt);
    if (text.length <= limit) return text;
  }
  const tag = parts.tags[0] ?? '';
  const lead = [parts.hook, parts.facts].filter(Boolean).join(' ');
  return tag ? `${truncate(lead, limit - tag.length - 2)}\n\n${tag}` : truncate(lead, limit);
}

/** A caption's parts with the platform's emoji, the request's hashtags and the platform's layout. */
export function dressed(
  reading: RequestReading,
  variation: number,
  index: number,
  parts: { hook: string; facts: string; body: string; cta: string },
  emoji: string[] = EMOJI,
): string {
  const { platform } = reading;
  const profile = platformProfile(platform);
  let { hook, cta } = parts;
  if (profile.suitsEmoji) {
    hook = platform === 'instagram' ? `${pick(emoji, index)} ${hook}` : `${hook} ${pick(emoji, index)}`;
    if (platform === 'instagram' || platform === 'tiktok') cta = `${cta} ${pick(emoji, index + 3)}`;
  }
  const candidates = hashtagsFrom(reading.tagPhrases);
  const holidays = candidates.length > 0 ? [] : holidayTags(reading);
  const tags = hashtagsFor(
    candidates.length > 0 ? candidates : holidays.length > 0 ? holidays : FALLBACK_HASHTAGS[reading.kind],
    profile.typicalHashtags,
    variation,
  );
  return layOutCaption(
    platform,
    {
      hook: inOwnVoice(hook, reading),
      facts: inOwnVoice(parts.facts, reading),
      body: inOwnVoice(parts.body, reading),
      cta: inOwnVoice(cta, reading),
      tags,
    },
    profile.captionLimit,
  );
}
