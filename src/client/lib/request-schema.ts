import type { AI_TOOL_REQUEST_SCHEMAS } from '@shared/ai-tool-schemas';

type ToolKey = keyof typeof AI_TOOL_REQUEST_SCHEMAS;

/**
 * An AI tool's request schema, loaded on first use: the validators and the schema library under them (about
 * 8 kB gzip) are needed when the user sends a request, not to show the page, which keeps each tool's page within
 * its JavaScript budget. Call it early (the field's focus) so the send does not wait.
 */
export function loadRequestSchema<K extends ToolKey>(tool: K): Promise<(typeof AI_TOOL_REQUEST_SCHEMAS)[K]> {
  return import('@shared/ai-tool-schemas').then((module) => module.AI_TOOL_REQUEST_SCHEMAS[tool]);
}
