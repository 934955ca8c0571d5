/** What the server tells every visitor about its configuration (`GET /api/config`). No secrets. */
export type PublicConfig = {
  googleEnabled: boolean;
  /** The local outbox viewer (/dev/mailbox) is available: embedded mail on a local run. */
  hasDevMailbox: boolean;
};
