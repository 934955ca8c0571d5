import { resetPasswordPayloadSchema } from '@shared/auth';
import type { Auth } from '../auth';

export type ResetTokenCheck = (token: string) => Promise<boolean>;

/**
 * Whether a password-reset link's token can still be used: well formed, issued by us, not yet used and not
 * expired. Asked before the reset form is shown, so an old link says so instead of offering a form that will fail.
 */
export function createResetTokenCheck(auth: Auth): ResetTokenCheck {
  return async (token) => {
    if (!resetPasswordPayloadSchema.shape.token.safeParse(token).success) return false;
    const context = await auth.$context;
    const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    return Boolean(verification && verification.expiresAt > new Date());
  };
}
