/**
 * Captions without a language model: a hook, a body and a call to action built around the description's topic,
 * shaped per platform, kept within its limit, with hashtags made from the description's keywords.
 */
import { platformProfile, type Platform } from '@shared/platforms';
import { extractKeywords, toHashtag } from './keywords';

/** `first`, `second` and `list` are empty when the description has no content words beyond the fallback. */
type Words = { topic: string; first: string; second: string; list: string };
/** Returns '' when it needs keywords that are missing; the next template is used instead. */
type Template = (words: Words) => string;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Ten hooks per register, so up to CAPTION_VARIATIONS_MAX variations never share one.
const HOOKS: Template[] = [
  ({ topic }) => `${capitalise(topic)} just got even better.`,
  ({ topic }) => `Ever wondered what makes ${topic} so special?`,
  ({ topic }) => `Let's talk about ${topic}.`,
  ({ topic }) => `This is your sign to check out ${topic}.`,
  ({ topic }) => `Nobody talks enough about ${topic}.`,
  ({ topic }) => `Big news: ${topic}!`,
  ({ topic }) => `All eyes on ${topic} today.`,
  ({ topic }) => `Here's why ${topic} deserves your attention.`,
  ({ topic }) => `Plot twist: ${topic} is even better than you think.`,
  ({ topic }) => `If ${topic} is on your list, read this.`,
];

const PROFESSIONAL_HOOKS: Template[] = [
  ({ topic }) => `A few thoughts on ${topic}.`,
  ({ topic }) => `What ${topic} taught us about doing good work.`,
  ({ topic }) => `${capitalise(topic)}: what we have learned so far.`,
  ({ topic }) => `Why ${topic} matters more than ever.`,
  ({ topic }) => `Lessons from ${topic} worth sharing.`,
  ({ topic }) => `I'm excited to share an update on ${topic}.`,
  ({ topic }) => `The story behind ${topic}.`,
  ({ topic }) => `${capitalise(topic)} is changing how we work.`,
  ({ topic }) => `Here is what makes ${topic} work.`,
  ({ topic }) => `Behind the scenes of ${topic}.`,
];

const BODIES: Template[] = [
  ({ list }) => list && `Every detail of ${list} was made with care, and it shows.`,
  ({ first, second }) =>
    first !== second ? `From ${first} to ${second}, there's something here for everyone.` : '',
  () => `We can't wait for you to see it for yourself.`,
  ({ second }) => second && `Made for everyone who loves ${second}.`,
  ({ first }) => first && `Behind it all is a simple idea: ${first}, done right.`,
  ({ list }) => list && `It's all about ${list}.`,
];

const PROFESSIONAL_BODIES: Template[] = [
  ({ first, second }) =>
    first !== second
      ? `The key takeaway: ${first} works best when it is planned with ${second} in mind.`
      : '',
  ({ list }) => list && `What stood out most was how much ${list} matter to the people we serve.`,
  ({ first }) => first && `It is a reminder that consistent work on ${first} compounds over time.`,
  () => 'Thank you to everyone who made this possible.',
  ({ first }) => first && `The results so far show the value of investing in ${first}.`,
  ({ second }) => second && `It has changed how we think about ${second}.`,
];

const CALLS_TO_ACTION: Record<Platform | 'any', Template[]> = {
  instagram: [
    () => 'Double-tap if you agree and tag a friend who needs to see this.',
    () => 'Save this post for later and share it with someone who would love it.',
    () => 'Tell us in the comments: what do you think?',
    ({ first }) => first && `Follow for more ${first} inspiration.`,
    () => 'Tap the link in bio to find out more.',
  ],
  tiktok: [
    () => 'Follow for part 2!',
    () => 'Comment your take below.',
    () => 'Save this for later.',
    () => 'Send this to someone who needs it.',
    () => 'Watch till the end.',
  ],
  facebook: [
    () => 'What do you think? Tell us in the comments.',
    () => 'Share this with someone who would love it.',
    () => 'Follow our page for more updates.',
    ({ first }) => first && `Have you tried ${first}? Let us know below.`,
    () => "Hit like if you're in!",
  ],
  twitter: [
    () => 'Thoughts?',
    () => 'Reply with your take.',
    () => 'Repost if you agree.',
    () => "Who's in?",
    () => 'More soon. Stay tuned.',
  ],
  linkedin: [
    ({ first }) =>
      first && `What is your experience with ${first}? I would love to hear your thoughts in the comments.`,
    () => 'If this resonates, share it with your network.',
    ({ first }) => first && `Follow for more insights on ${first}.`,
    () => 'How are you approaching this? Let us discuss in the comments.',
    () => 'Feel free to reach out if you would like to learn more.',
  ],
  any: [
    () => 'Tell us what you think in the comments.',
    () => 'Share this with someone who would love it.',
    () => 'Follow for more.',
    () => 'Save this for later.',
    () => "What's your take?",
  ],
};

const EMOJI = ['✨', '🚀', '🔥', '💡', '🎉', '🙌', '📣', '🌟', '👀', '💬'];

/** When nothing in the description is a content word, the caption still needs something to be about. */
const FALLBACK_TOPIC = 'our latest post';
const FALLBACK_HASHTAGS = ['#NewPost', '#ComingSoon'];
const MAX_HASHTAG_LENGTH = 40;

/** FNV-1a: the same description always picks the same templates, different ones usually pick others. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text.toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const pick = <T>(items: T[], index: number): T => items[index % items.length]!;

/** The template at `index`, or the next one that has all the words it needs. */
function write(templates: Template[], index: number, words: Words): string {
  for (let offset = 0; offset < templates.length; offset++) {
    const text = pick(templates, index + offset)(words);
    if (text) return text;
  }
  return '';
}

function joinList(words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The topic as a phrase, then each keyword, then neighbouring keyword pairs; deduplicated. */
function hashtagCandidates(topic: string, keywords: string[]): string[] {
  const phrases = [topic.includes(' ') ? topic : '', ...keywords];
  for (let index = 0; index + 1 < keywords.length; index++) {
    phrases.push(`${keywords[index]} ${keywords[index + 1]}`);
  }
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const phrase of phrases) {
    const tag = phrase ? toHashtag(phrase) : '';
    const key = tag.toLowerCase();
    if (tag.length < 3 || tag.length > MAX_HASHTAG_LENGTH || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The leading tag stays; the rest rotate so each variation shows a different mix when there are spare tags. */
function hashtagsFor(candidates: string[], count: number, variation: number): string[] {
  if (candidates.length <= count) return candidates;
  const [lead, ...rest] = candidates;
  const shift = variation % rest.length;
  return [lead!, ...rest.slice(shift), ...rest.slice(0, shift)].slice(0, count);
}

function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > limit / 2 ? atWord : cut}…`;
}

export type CaptionParts = { hook: string; body: string; cta: string; tags: string[] };

/**
 * Lays the parts out the platform's way and keeps the caption within its limit, giving up the least important
 * part first: the body, then spare hashtags, then the call to action.
 */
export function layOutCaption(platform: Platform | null, parts: CaptionParts, limit: number): string {
  const render = ({ hook, body, cta, tags }: CaptionParts) => {
    const hashtags = tags.join(' ');
    switch (platform) {
      case 'tiktok':
        // TikTok captions sit over the video: hook and call to action only, no paragraph.
        return [[hook, cta].filter(Boolean).join('\n'), hashtags].filter(Boolean).join('\n\n');
      case 'twitter':
        return [[hook, body].filter(Boolean).join(' '), [cta, hashtags].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join('\n\n');
      default:
        return [hook, body, cta, hashtags].filter(Boolean).join('\n\n');
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
  return tag ? `${truncate(parts.hook, limit - tag.length - 2)}\n\n${tag}` : truncate(parts.hook, limit);
}

export function offlineCaption(
  description: string,
  platform: Platform | null,
  variation: number,
  seed = seedOf(description),
): string {
  const profile = platformProfile(platform);
  const { topic: foundTopic, keywords } = extractKeywords(description);
  const topic = foundTopic || FALLBACK_TOPIC;
  const topicWords = new Set(topic.toLowerCase().split(/\s+/));
  const others = keywords.filter((word) => !topicWords.has(word.toLowerCase()));
  const details = others.length > 0 ? others : keywords;
  const words: Words = {
    topic,
    first: details[0] ?? '',
    second: details[1] ?? details[0] ?? '',
    list: joinList(details.slice(0, 3)),
  };
  const isProfessional = platform === 'linkedin';
  const index = seed + variation;
  let hook = write(isProfessional ? PROFESSIONAL_HOOKS : HOOKS, index, words);
  let cta = write(CALLS_TO_ACTION[platform ?? 'any'], index, words);
  const body = write(isProfessional ? PROFESSIONAL_BODIES : BODIES, index, words);
  if (profile.suitsEmoji) {
    hook = platform === 'instagram' ? `${pick(EMOJI, index)} ${hook}` : `${hook} ${pick(EMOJI, index)}`;
    if (platform === 'instagram' || platform === 'tiktok') cta = `${cta} ${pick(EMOJI, index + 3)}`;
  }
  const candidates = hashtagCandidates(foundTopic, keywords);
  const tags = hashtagsFor(
    candidates.length > 0 ? candidates : FALLBACK_HASHTAGS,
    profile.typicalHashtags,
    variation,
  );
  return layOutCaption(platform, { hook, body, cta, tags }, profile.captionLimit);
}

/** The whole answer as a model would give it: a numbered list when more than one caption is wanted. */
export function offlineCaptions(description: string, platform: Platform | null, count: number): string {
  const seed = seedOf(description.trim());
  const captions = Array.from({ length: count }, (_, variation) =>
    offlineCaption(description, platform, variation, seed),
  );
  if (captions.length === 1) return captions[0]!;
  return captions.map((caption, index) => `${index + 1}. ${caption}`).join('\n\n');
}
