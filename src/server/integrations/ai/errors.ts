export type AiErrorKind = 'timeout' | 'provider' | 'empty' | 'aborted';

/** Safe to show to the user: they never carry provider details, URLs or keys. */
export const AI_ERROR_MESSAGES: Record<AiErrorKind, string> = {
  timeout: 'The AI service took too long to answer. Please try again.',
  provider: 'The AI service could not answer right now. Please try again.',
  empty: 'The AI service returned an empty answer. Please try again.',
  aborted: 'The request was cancelled.',
};

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
