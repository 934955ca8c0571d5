import { Hono } from 'hono';
import { z } from 'zod';
import { resetPasswordPayloadSchema } from '@shared/auth';
import { validate } from '../http';
import type { ResetTokenCheck } from '../services/reset-token';

/** Account helpers that better-auth has no endpoint for. */
export function accountRoutes(isResetTokenLive: ResetTokenCheck) {
  return new Hono().get(
    '/reset-token',
    validate('query', z.object({ token: resetPasswordPayloadSchema.shape.token })),
    async (c) => {
      // The reset page asks first, so an expired link shows "Invalid Reset Link" instead of a form.
      c.header('Cache-Control', 'no-store');
      return c.json({ valid: await isResetTokenLive(c.req.valid('query').token) });
    },
  );
}
