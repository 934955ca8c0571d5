/**
 * Social platforms and caption rules (keywords, number of variations, splitting an answer), shared by the
 * caption page and the AI engine on the server.
 */

export type Platform = 'instagram' | 'facebook' | 'twitter' | 'linkedin' | 'tiktok';

export type PlatformProfile = {
  name: string;
  /** The platform's own maximum caption length, in characters. */
  captionLimit: number;
  /** How many hashtags a post on this platform typically carries. */
  typicalHashtags: number;
  /** LinkedIn's professional audience reads emoji as noise; the others expect them. */
  suitsEmoji: boolean;
};

export const PLATFORMS: Record<Platform, PlatformProfile> = {
  instagram: { name: 'Instagram', captionLimit: 2200, typicalHashtags: 8, suitsEmoji: true },
  facebook: { name: 'Facebook', captionLimit: 63_206, typicalHashtags: 2, suitsEmoji: true },
  twitter: { name: 'X (Twitter)', captionLimit: 280, typicalHashtags: 2, suitsEmoji: true },
  linkedin: { name: 'LinkedIn', captionLimit: 3000, typicalHashtags: 3, suitsEmoji: false },
  tiktok: { name: 'TikTok', captionLimit: 2200, typicalHashtags: 4, suitsEmoji: true },
};

/**
 * When no platform is named, captions must still be postable everywhere, so they keep to the strictest limit
 * (X's 280 characters) and stay emoji-free like the most formal platform.
 */
export const ANY_PLATFORM: PlatformProfile = {
  name: 'any platform',
  captionLimit: 280,
  typicalHashtags: 3,
  suitsEmoji: false,
};

export function platformProfile(platform: Platform | null): PlatformProfile {
  return platform ? PLATFORMS[platform] : ANY_PLATFORM;
}

/**
 * Each platform's keywords, in this order: the first platform named wins ("TikTok and Instagram" is TikTok).
 * Whole words only, so "fbi" or "netflix.com" name no platform; "ig" and "fb" count as words, and X is recognised
 * by its hosts (x.com, twitter.com), never by the bare letter.
 */
const PLATFORM_PATTERNS: [Platform, RegExp][] = [
  ['tiktok', /\btik\s?tok\b/i],
  ['instagram', /\b(?:instagram|insta|ig)\b/i],
  ['facebook', /\b(?:facebook|fb)\b/i],
  ['twitter', /\b(?:twitter|tweet(?:s|ed|ing)?)\b|(?<![\w.-])(?:www\.)?(?:x|twitter)\.com\b/i],
  ['linkedin', /\blinked\s?in\b/i],
];

export function detectPlatform(text: string): Platform | null {
  for (const [platform, pattern] of PLATFORM_PATTERNS) {
    if (pattern.test(text)) return platform;
  }
  return null;
}

/** 3 variations are requested, as a numbered list, when the user gives no count. */
export const CAPTION_VARIATIONS_DEFAULT = 3;
/** More than this would be a wall of text and an unbounded model answer. */
export const CAPTION_VARIATIONS_MAX = 10;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const COUNTED_NOUNS = 'captions?|variations?|versions?|options?|alternatives?|tweets?';
// A platform's name may stand before the noun ("2 Instagram captions"), and then "posts" counts too.
const PLATFORM_WORDS = 'tik\\s?tok|instagram|insta|ig|facebook|fb|twitter|x|linked\\s?in';
// Only a few filler words may sit between the number and the noun, so "10 tips for a caption" is no count.
const COUNT_PATTERN = new RegExp(
  `\\b(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})\\s+` +
    `(?:(?:different|unique|short|long|catchy|fun|funny|creative|more|new|alternative|possible|caption)\\s+){0,2}` +
    `(?:(?:${PLATFORM_WORDS})\\s+(?:posts?|${COUNTED_NOUNS})|${COUNTED_NOUNS})\\b`,
  'i',
);

/** The number of captions the user asked for ("5 captions", "two short variations"), capped; null when unsaid. */
export function requestedCaptionCount(description: string): number | null {
  const match = COUNT_PATTERN.exec(description);
  if (!match?.[1]) return null;
  const word = match[1].toLowerCase();
  const count = NUMBER_WORDS[word] ?? Number(word);
  if (!Number.isInteger(count) || count < 1) return null;
  return Math.min(count, CAPTION_VARIATIONS_MAX);
}

const BOLD = String.raw`(?:\*\*|__)?`;
/** "1.", "2)", "3:", "**1.**", "### 1." — a number followed by whitespace, so "1.5x" is not an item. */
const NUMBERED_ITEM = new RegExp(
  String.raw`^\s*(?:#{1,6}\s*)?${BOLD}\s*(\d{1,2})\s*${BOLD}\s*[.):]\s*${BOLD}(?=\s|$)`,
);
/** "Caption 1:", "**Option 2**", "Variation #3 -". */
const LABELLED_ITEM = new RegExp(
  String.raw`^\s*(?:#{1,6}\s*)?${BOLD}\s*(?:caption|option|variation|version)\s*#?(\d{1,2})\s*${BOLD}\s*[.):\-–—]?\s*${BOLD}(?=\s|$)`,
  'i',
);

function itemNumber(line: string): { number: number; rest: string } | null {
  const match = NUMBERED_ITEM.exec(line) ?? LABELLED_ITEM.exec(line);
  if (!match?.[1]) return null;
  return { number: Number(match[1]), rest: line.slice(match[0].length) };
}

const WRAPPERS: [string, string][] = [
  ['**', '**'],
  ['__', '__'],
  ['"', '"'],
  ['“', '”'],
  ["'", "'"],
];

function cleanCaption(text: string): string {
  let caption = text
    .split('\n')
    .filter((line) => !/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(line))
    .join('\n')
    .trim()
    // A short bold style label such as "**Playful:**" names the variation; it is not part of the caption.
    .replace(/^(?:\*\*|__)[^*_\n]{1,40}:(?:\*\*|__)\s+(?=\S)/, '')
    .replace(/^(?:\*\*|__)[^*_\n]{1,40}(?:\*\*|__):\s+(?=\S)/, '');
  for (let changed = true; changed;) {
    changed = false;
    for (const [open, close] of WRAPPERS) {
      const inner = caption.slice(open.length, caption.length - close.length);
      if (
        caption.length > open.length + close.length &&
        caption.startsWith(open) &&
        caption.endsWith(close) &&
        !inner.includes(open) &&
        !inner.includes(close)
      ) {
        caption = inner.trim();
        changed = true;
      }
    }
  }
  return caption;
}

/**
 * Splits a model's answer into captions on numbered items. Numbers must run 1, 2, 3… so a line such as
 * "3 reasons to visit" inside a caption does not start a new one. Text before the first item (a model's
 * "Here are 3 captions:") is dropped; an answer without numbering is one caption.
 */
export function splitCaptions(text: string): string[] {
  const items: string[][] = [];
  const preamble: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const item = itemNumber(line);
    if (item && item.number === items.length + 1) items.push([item.rest]);
    else (items.at(-1) ?? preamble).push(line);
  }
  if (items.length === 0) {
    const single = cleanCaption(preamble.join('\n'));
    return single ? [single] : [];
  }
  return items.map((lines) => cleanCaption(lines.join('\n'))).filter(Boolean);
}

/** The model is asked for 3-5 search queries; the first 3 are kept. */
export const RESEARCH_QUERIES_KEPT = 3;

/** The six sections of a market research report, in the order the prompt asks for them. */
export const RESEARCH_SECTIONS = [
  'Executive Summary',
  'Market Analysis',
  'Key Data Points',
  'Competitive Landscape',
  'Future Outlook',
  'Strategic Recommendations',
] as const;
export type ResearchSection = (typeof RESEARCH_SECTIONS)[number];
