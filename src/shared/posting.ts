/**
 * Posting a caption: which page of each platform opens, and whether the caption travels in its address or
 * through the clipboard.
 */
import { PLATFORMS, type Platform } from './platforms';

/** The copy button says "Copied!" for 2 s. */
export const COPY_FEEDBACK_MS = 2_000;
/** The posting message clears after 3 s. */
export const POSTING_MESSAGE_MS = 3_000;

/** The order of the post buttons. */
export const POSTING_PLATFORMS: readonly Platform[] = [
  'twitter',
  'linkedin',
  'tiktok',
  'instagram',
  'facebook',
];

/**
 * X and LinkedIn prefill their compose page from the address. TikTok's upload page and the Instagram and
 * Facebook sites take no text, so the caption is copied first for the user to paste.
 */
const POSTING_PAGES: Record<Platform, (text: string) => string> = {
  twitter: (text) => `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`,
  linkedin: (text) => `https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent(text)}`,
  tiktok: () => 'https://www.tiktok.com/upload',
  instagram: () => 'https://www.instagram.com/',
  facebook: () => 'https://www.facebook.com/',
};

/** The page that opens when the user posts `text` to `platform`. */
export function postingUrl(platform: Platform, text: string): string {
  return POSTING_PAGES[platform](text);
}

/** True when the platform's page cannot take the text, so the caption goes to the clipboard before it opens. */
export function copiesBeforePosting(platform: Platform): boolean {
  return platform !== 'twitter' && platform !== 'linkedin';
}

export const POSTING_MESSAGES = {
  opening: (platform: Platform) => `Opening ${PLATFORMS[platform].name}...`,
  copiedAndOpening: (platform: Platform) =>
    `Caption copied. Paste it into ${PLATFORMS[platform].name} when the page opens.`,
} as const;
