/**
 * What every paid, streamed AI request shares, whatever the tool: the stream's format, the refused spend's code
 * and what a request cost. Each tool's own contract is in ai-tool-schemas.ts and its texts in ai-messages.ts;
 * both are re-exported here.
 */
export * from './ai-messages';
export * from './ai-tool-schemas';

/** What a request cost: the credits taken and whether they came from the daily free allowance. */
export type CreditsCharged = { creditsUsed: number; dailyFreeUsed: boolean };

export const NDJSON_CONTENT_TYPE = 'application/x-ndjson';

/** The error code of a refused spend (HTTP 402). */
export const INSUFFICIENT_CREDITS_CODE = 'INSUFFICIENT_CREDITS';
