/**
 * The AI tools' limits and the texts users see, each tool's under its own name; ai-tool-schemas.ts builds the
 * request schemas from them, and each tool's server service refuses and fails with its `noCredits` and `failed`.
 */
import { UPGRADE_OFFER } from './plan-table';

/** Long enough for a detailed brief, short enough to keep a prompt (and its cost) bounded. */
export const CAPTION_DESCRIPTION_MAX = 2_000;
export const RESEARCH_QUESTION_MAX = 1_000;
/** Files one caption request may attach. */
export const CAPTION_ATTACHMENTS_MAX = 5;
/** Upload ids are UUIDs; anything longer is not one of ours. */
export const ATTACHMENT_ID_MAX = 64;
/** Recent generations listed beside the caption generator. */
export const RECENT_GENERATIONS_LIMIT = 10;

export const CAPTION_MESSAGES = {
  emptyDescription: 'Error: Please enter a description for your social media caption',
  tooLong: `The description must be at most ${CAPTION_DESCRIPTION_MAX} characters.`,
  tooManyAttachments: `Attach at most ${CAPTION_ATTACHMENTS_MAX} files.`,
  noCredits: "You don't have enough credits to generate a caption",
  proSuggestion: `Upgrade to ${UPGRADE_OFFER.label} for ${UPGRADE_OFFER.credits.perPeriod} credits`,
  dailyReset: 'or wait for your daily free credits to reset at midnight.',
  failedTitle: 'Generation Failed',
  failed: 'Failed to generate caption. Please try again.',
  generatedTitle: 'Caption Generated!',
  generated: 'Your social media caption is ready to use.',
  unknown: 'An unknown error occurred',
  copied: 'Caption copied to clipboard!',
  copyFailed: 'Failed to copy caption',
  copyManually: 'Failed to copy to clipboard. Please copy manually.',
  postFailed: 'Failed to open social media platform. Please copy the caption manually.',
} as const;

/** Messages of every paid, streamed AI request, whatever the tool. */
export const PAID_REQUEST_MESSAGES = {
  serverRestarting: 'The server restarted before your answer was finished. Please try again in a moment.',
} as const;

export const RESEARCH_MESSAGES = {
  emptyQuestionTitle: 'Error',
  emptyQuestion: 'Please enter your research question',
  tooLong: `The question must be at most ${RESEARCH_QUESTION_MAX} characters.`,
  failed: 'Failed to generate market research',
  noCredits: `You don't have enough credits for market intelligence research. Upgrade to ${UPGRADE_OFFER.label} for ${UPGRADE_OFFER.credits.perPeriod} credits!`,
  completeTitle: 'Research Complete',
  complete: (creditsUsed: number) => `Used ${creditsUsed} credit${creditsUsed === 1 ? '' : 's'}`,
  copiedTitle: 'Copied',
  copied: 'Research summary copied to clipboard',
} as const;

/**
 * Why a model call failed, as the user reads it: never the provider's details, URLs or keys, which stay in the
 * server's logs.
 */
export const AI_ERROR_MESSAGES = {
  timeout: 'The AI service took too long to answer. Please try again.',
  provider: 'The AI service could not answer right now. Please try again.',
  empty: 'The AI service returned an empty answer. Please try again.',
  aborted: 'The request was cancelled.',
} as const;

/** A refund is said so, since the user just saw the balance go down. */
export const REFUND_NOTE = 'Your credits were refunded.';
