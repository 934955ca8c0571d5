import type { AiToolKey } from '@shared/ai-tools';
import type { Database } from '../db/client';
import type { AiEngine } from '../integrations/ai/engine';
import type { WebSearch } from '../integrations/search/web-search';
import type { Logger } from '../logger';
import { createCaptionsService } from './captions';
import type { PaidStreams } from './paid-stream';
import { createResearchService } from './research';
import type { UploadsService } from './uploads';

/** Everything a tool's service may be built from; each tool takes the part it needs. */
export type AiToolServiceDeps = {
  db: Database;
  paidStreams: PaidStreams;
  ai: AiEngine;
  uploads: UploadsService;
  /** Absent when no SEARCH_PROVIDER is configured. */
  webSearch?: WebSearch;
  logger: Logger;
};

/**
 * Each AI tool's service, by its key in AI_TOOLS: the routes of every tool are mounted from this one map, so a
 * new tool is a line here and nowhere else on the server's wiring. The compiler refuses a registry tool left out.
 */
const AI_TOOL_SERVICE_FACTORIES = {
  caption: createCaptionsService,
  research: createResearchService,
} satisfies Record<AiToolKey, (deps: AiToolServiceDeps) => unknown>;

export type AiToolServices = {
  [K in AiToolKey]: ReturnType<(typeof AI_TOOL_SERVICE_FACTORIES)[K]>;
};

const AI_TOOL_KEYS = Object.keys(AI_TOOL_SERVICE_FACTORIES) as AiToolKey[];

/** Builds every tool's service from the runtime's dependencies. */
export function createAiToolServices(deps: AiToolServiceDeps): AiToolServices {
  // Object.fromEntries cannot keep the key-to-service pairing in its type; the map above fixes it.
  return Object.fromEntries(
    AI_TOOL_KEYS.map((key) => [key, AI_TOOL_SERVICE_FACTORIES[key](deps)]),
  ) as AiToolServices;
}
