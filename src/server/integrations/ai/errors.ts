import { AI_ERROR_MESSAGES } from '@shared/ai-messages';

export type AiErrorKind = keyof typeof AI_ERROR_MESSAGES;

/**
 * Every failure of a model call, typed so the routes can refund the credits and show the failure toast with
 * `message`. The provider's own error stays in `cause`, for the logs only.
 */
export class AiError extends Error {
  override readonly name = 'AiError';

  constructor(
    readonly kind: AiErrorKind,
    options?: { cause?: unknown },
  ) {
    super(AI_ERROR_MESSAGES[kind], options);
  }
}

export function isAiError(error: unknown): error is AiError {
  return error instanceof AiError;
}
