/**
 * The AI features' contract between the browser and the server: request schemas, the streamed events, the
 * stored generations and the user-facing texts of both features.
 */
import * as z from 'zod/mini';
import type { Complexity } from './credits';
import type { Platform } from './platforms';
import { TEXT_MESSAGES } from './messages';
import { UPGRADE_OFFER } from './plan-table';
import { storableText } from './text';

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

/** A refund is said so, since the user just saw the balance go down. */
export const REFUND_NOTE = 'Your credits were refunded.';

export const captionRequestSchema = z.object({
  description: z
    .string({ error: CAPTION_MESSAGES.emptyDescription })
    .check(
      storableText('description'),
      z.trim(),
      z.minLength(1, CAPTION_MESSAGES.emptyDescription),
      z.maxLength(CAPTION_DESCRIPTION_MAX, CAPTION_MESSAGES.tooLong),
    ),
  /** Ids from `POST /api/uploads`; files the user does not own are ignored like missing ones. */
  attachmentIds: z._default(
    z
      .array(
        z
          .string()
          .check(
            storableText('attachment id'),
            z.maxLength(ATTACHMENT_ID_MAX, TEXT_MESSAGES.tooLong('attachment id', ATTACHMENT_ID_MAX)),
          ),
      )
      .check(z.maxLength(CAPTION_ATTACHMENTS_MAX, CAPTION_MESSAGES.tooManyAttachments)),
    [],
  ),
});
export type CaptionRequest = z.input<typeof captionRequestSchema>;

export const researchRequestSchema = z.object({
  question: z
    .string({ error: RESEARCH_MESSAGES.emptyQuestion })
    .check(
      storableText('question'),
      z.trim(),
      z.minLength(1, RESEARCH_MESSAGES.emptyQuestion),
      z.maxLength(RESEARCH_QUESTION_MAX, RESEARCH_MESSAGES.tooLong),
    ),
});
export type ResearchRequest = z.input<typeof researchRequestSchema>;

/** What a request cost: the credits taken and whether they came from the daily free allowance. */
export type CreditsCharged = { creditsUsed: number; dailyFreeUsed: boolean };

export type CaptionGeneration = {
  id: string;
  description: string;
  platform: Platform | null;
  captions: string[];
  /** The engine's label, e.g. "Offline engine" or "Google Gemini". */
  engine: string;
  creditsUsed: number;
  createdAt: string;
};

/** A research source card: url, title, character count and position, plus the host shown on the card. */
export type ResearchSource = { url: string; host: string; title: string; chars: number; index: number };

export type ResearchReport = {
  id: string;
  question: string;
  complexity: Complexity;
  queries: string[];
  sources: ResearchSource[];
  /** Markdown with the six sections. */
  report: string;
  engine: string;
  creditsUsed: number;
  createdAt: string;
};

/**
 * `POST /api/captions` answers with newline-delimited JSON (`application/x-ndjson`), one event per line:
 * `start` once the credit is spent, `delta` for each piece of text, then `done` or `error`. A request refused
 * before spending (validation, no credits) is an ordinary JSON error with a 4xx status instead.
 */
export type CaptionEvent =
  | ({ type: 'start'; platform: Platform | null; count: number; engine: string } & CreditsCharged)
  | { type: 'delta'; text: string }
  | { type: 'done'; generation: CaptionGeneration }
  | { type: 'error'; message: string; refunded: boolean };

/** `POST /api/research`, in the same format: `start`, `sources` (after the search step), `delta`…, `done`. */
export type ResearchEvent =
  | ({ type: 'start'; complexity: Complexity; engine: string } & CreditsCharged)
  | { type: 'sources'; queries: string[]; sources: ResearchSource[] }
  | { type: 'delta'; text: string }
  | { type: 'done'; research: ResearchReport }
  | { type: 'error'; message: string; refunded: boolean };

export const NDJSON_CONTENT_TYPE = 'application/x-ndjson';

/** The error code of a refused spend (HTTP 402). */
export const INSUFFICIENT_CREDITS_CODE = 'INSUFFICIENT_CREDITS';
