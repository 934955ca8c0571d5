import { Hono } from 'hono';
import { z } from 'zod';
import { resetPasswordPayloadSchema } from '@shared/auth';
import type { Auth } from '../auth';
import { validate } from '../http';

/** Account helpers that better-auth has no endpoint for. */
export function accountRoutes(auth: Auth) {
  return new Hono().get(
    '/reset-token',
    validate('query', z.object({ token: resetPasswordPayloadSchema.shape.token })),
    async (c) => {
      // The reset page asks first, so an expired link shows "Invalid Reset Link" instead of a form.
      const { token } = c.req.valid('query');
      const context = await auth.$context;
      const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
      const isValid = Boolean(verification && verification.expiresAt > new Date());
      c.header('Cache-Control', 'no-store');
      return c.json({ valid: isValid });
    },
  );
}
