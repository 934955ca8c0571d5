/**
 * The caption page's own words (headings, presets, tips). Messages the server also sends live in
 * `@shared/ai`. This file has no React so the end-to-end tests can import it too.
 */
import { AI_TOOLS } from '@shared/ai-tools';
import * as UI_COPY from '@/components/copy';

export type QuickStartIdea = { label: string; description: string };

/** Five presets, one per platform, so each shows what detection does (the second is TikTok). */
export const QUICK_START_IDEAS: readonly QuickStartIdea[] = [
  {
    label: 'Summer menu',
    description: 'Instagram post announcing our new summer smoothie menu at the café',
  },
  {
    label: 'Morning routine',
    description: 'TikTok video showing my quick 30-second morning skincare routine',
  },
  {
    label: 'Team milestone',
    description: 'LinkedIn post celebrating our team reaching 10,000 happy customers',
  },
  {
    label: 'App launch',
    description: "A tweet about the launch of our productivity app's new dark mode",
  },
  {
    label: 'Grand opening',
    description: "Facebook post inviting neighbours to our bakery's grand opening this Saturday",
  },
];

export const CAPTION_TIPS: readonly string[] = [
  'Name the platform (Instagram, TikTok, LinkedIn, Facebook or a tweet) to get captions shaped for it.',
  'Say who the post is for and the feeling you want: playful, professional, urgent.',
  'Mention the key details: product, offer, date or place.',
  'Ask for a number of variations, e.g. "5 captions", to get more or fewer than three.',
  'Attach an image or a document to give the AI more context.',
];

export const TIKTOK_TIPS: readonly string[] = [
  'Hook viewers in the first 3 seconds; the caption backs up the hook on screen.',
  'Keep the caption short: it sits over your video.',
  'Use 3 to 5 hashtags, mixing a trending one with niche ones.',
  'Pair the post with a trending sound and post when your audience is active.',
];

export const CAPTION_COPY = {
  title: AI_TOOLS.caption.label,
  subtitle: AI_TOOLS.caption.description,
  engineBadge: 'AI engine:',
  engine: (label: string) => `Answered by: ${label}`,
  descriptionLabel: 'Describe your post',
  descriptionPlaceholder:
    'e.g. An Instagram post announcing our new summer smoothie menu, fun and upbeat, with emojis',
  descriptionHint: 'Press Enter to generate, Shift+Enter for a new line.',
  detectedPlatform: (name: string) => `Detected platform: ${name}`,
  noPlatform: 'No platform named: captions will suit any platform (280 characters).',
  generate: 'Generate Caption',
  generating: 'Generating...',
  stop: 'Stop',
  regenerate: 'Regenerate',
  attach: 'Attach file',
  attachmentsLabel: 'Attached files',
  uploading: (name: string) => `Uploading ${name}...`,
  removeAttachment: (name: string) => `Remove ${name}`,
  quickStartTitle: 'Quick Start Ideas',
  outputTitle: 'Your caption',
  streamingLabel: 'Writing your captions...',
  stopped: 'Generation stopped.',
  resultTitle: 'Generated Captions',
  variation: (index: number) => `Variation ${index + 1}`,
  copy: 'Copy',
  copied: 'Copied!',
  characterCount: (length: number, limit: number, platformName: string) =>
    `${length} / ${limit} characters (${platformName})`,
  overLimit: (excess: number) => `${excess} over the limit`,
  postTitle: 'Copy & Post',
  postDescription:
    'Open a platform with your caption. TikTok, Instagram and Facebook get it from your clipboard.',
  captionToPost: 'Caption to post',
  postTo: (name: string) => `Post to ${name}`,
  opensInNewTab: UI_COPY.opensInNewTab,
  tiktokTitle: 'TikTok Optimization',
  tiktokDescription: 'Your description mentions TikTok. Make the most of it:',
  tipsTitle: 'Tips for better captions',
  recentTitle: 'Recent Generations',
  recentEmpty: 'Your generated captions will appear here.',
  recentFailed: 'Could not load your recent generations.',
  recentLoading: 'Loading recent generations...',
  announceDone: (count: number) => `Caption generated: ${count} variation${count === 1 ? '' : 's'}.`,
  announceStopped: 'Generation stopped.',
  announceFailed: (message: string) => `Generation failed. ${message}`,
} as const;
