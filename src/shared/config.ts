import type { BillingMode } from './plans';

/** What the server tells every visitor about its configuration (`GET /api/config`). No secrets. */
export type PublicConfig = {
  googleEnabled: boolean;
  /** The local outbox viewer (/dev/mailbox) is available: embedded mail on a local run. */
  hasDevMailbox: boolean;
  /** Which engine answers the AI features, so the pages can say so ("Offline engine"). */
  aiEngine: { kind: 'offline' | 'gemini' | 'openai-compatible'; label: string };
  /** A web search provider is configured: research reports cite real sources. */
  hasWebSearch: boolean;
  /** Which billing runs; with `off`, the pricing pages show upgrades as unavailable. */
  billing: BillingMode;
};
