/**
 * Each AI tool's request schema, by the same keys as AI_TOOLS: the server validates every request with it, and
 * the tool's page checks its form with it. Kept out of ai-tools.ts so that pages which only list the tools do
 * not load the validators.
 */
import { captionRequestSchema, researchRequestSchema } from './ai';
import type { AI_TOOLS } from './ai-tools';

export const AI_TOOL_REQUEST_SCHEMAS = {
  caption: captionRequestSchema,
  research: researchRequestSchema,
} satisfies Record<keyof typeof AI_TOOLS, unknown>;
