import { randomUUID } from 'node:crypto';
import { INSUFFICIENT_CREDITS_CODE, type CreditsCharged } from '@shared/ai';
import type { Feature } from '@shared/credits';
import { HttpError } from '../http';
import { isAiError } from '../integrations/ai/engine';
import type { Logger } from '../logger';
import type { CreditsService } from './credits';

export type PaidRequest = CreditsCharged & { requestId: string };

/**
 * Spends the cost before any model call (spec: "The credit is deducted before generation starts"). A refusal is
 * a 402 with the feature's own message, and nothing runs.
 */
export async function payForRequest(
  credits: CreditsService,
  input: { userId: string; feature: Feature; cost: number; noCreditsMessage: string },
): Promise<PaidRequest> {
  const requestId = `${input.feature}:${randomUUID()}`;
  const result = await credits.spendCredits({
    userId: input.userId,
    feature: input.feature,
    cost: input.cost,
    requestId,
  });
  if (!result.success) throw new HttpError(402, INSUFFICIENT_CREDITS_CODE, input.noCreditsMessage);
  return { requestId, creditsUsed: result.credits_used, dailyFreeUsed: result.daily_free_used };
}

/**
 * A paid request that did not deliver its answer — the model failed, timed out or answered nothing, the
 * answer could not be stored, or the client went away first — gives its credits back, exactly once (the
 * ledger's unique refund row). Returns the user-safe message for the `error` event.
 */
export async function refundFailedRequest(
  deps: { credits: CreditsService; logger: Logger },
  paid: PaidRequest,
  error: unknown,
  fallbackMessage: string,
): Promise<{ message: string; refunded: boolean }> {
  const aiError = isAiError(error) ? error : undefined;
  if (aiError?.kind === 'aborted') deps.logger.info({ requestId: paid.requestId }, 'AI request cancelled');
  else deps.logger.warn({ err: error, requestId: paid.requestId }, 'AI request failed');
  let refunded = false;
  try {
    refunded = (await deps.credits.refundCredits(paid.requestId)).refunded;
  } catch (refundError) {
    deps.logger.error({ err: refundError, requestId: paid.requestId }, 'refund failed');
  }
  return { message: aiError?.message ?? fallbackMessage, refunded };
}
