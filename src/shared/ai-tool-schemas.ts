/**
 * Each AI tool's contract with the browser: its request schema, by the same keys as AI_TOOLS, and the types of
 * its request, its streamed events and its stored answer. The server validates every request with the schema, and
 * the tool's page checks its form with it. Kept out of ai-tools.ts and ai-messages.ts so that the app shell, which
 * lists the tools on every page, and the pages, which show the texts, do not load the validators.
 */
import * as z from 'zod/mini';
import type { CreditsCharged } from './ai';
import type { AiToolKey } from './ai-tools';
import type { Complexity } from './credits';
import type { Platform } from './platforms';
import {
  ATTACHMENT_ID_MAX,
  CAPTION_ATTACHMENTS_MAX,
  CAPTION_DESCRIPTION_MAX,
  CAPTION_MESSAGES,
  RESEARCH_MESSAGES,
  RESEARCH_QUESTION_MAX,
} from './ai-messages';
import { TEXT_MESSAGES } from './messages';
import { storableText } from './text';

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

export const AI_TOOL_REQUEST_SCHEMAS = {
  caption: captionRequestSchema,
  research: researchRequestSchema,
} satisfies Record<AiToolKey, unknown>;
