import { Hono, type Context } from 'hono';
import type { ZodType } from 'zod';
import { z } from 'zod';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordPayloadSchema,
  signupPayloadSchema,
} from '@shared/auth';
import { SIGN_IN_LOCKOUT_SECONDS, SIGN_IN_MAX_FAILURES } from '@shared/constants';
import { AUTH_ERRORS } from '@shared/messages';
import { PAGE_PATHS } from '@shared/routes';
import type { Auth } from '../auth';
import { clientAddress, errorBody, jsonError } from '../http';
import type { RateLimiter } from '../services/rate-limit';

/** better-auth's error codes that users see, in the product's words. */
const FRIENDLY_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_ERRORS.invalidCredentials,
  EMAIL_NOT_VERIFIED: AUTH_ERRORS.emailNotVerified,
  INVALID_TOKEN: AUTH_ERRORS.resetLinkExpired,
  PROVIDER_NOT_FOUND: AUTH_ERRORS.googleNotConfigured,
};

/**
 * Rewrites better-auth's error bodies (`{ code, message }`) into the API's one error shape, keeping the
 * status and headers (cookies) of the original response.
 */
async function inApiShape(response: Response): Promise<Response> {
  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (response.status < 400 || !isJson) return response;
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const code = body.code ?? (response.status >= 500 ? API_ERROR_CODES.internal : API_ERROR_CODES.badRequest);
  const message = FRIENDLY_MESSAGES[code] ?? body.message ?? AUTH_ERRORS.unexpected;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
}

/** The same request with a validated, normalised JSON body (trimmed, lower-cased email). */
function withBody(request: Request, body: unknown): Request {
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) });
}

async function readBody<T extends ZodType>(c: Context, schema: T) {
  const raw: unknown = await c.req.json().catch(() => undefined);
  if (raw === undefined)
    return { error: jsonError(c, 400, API_ERROR_CODES.badRequest, 'Malformed JSON in request body') };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid request';
    return { error: jsonError(c, 400, API_ERROR_CODES.validation, message) };
  }
  return { data: parsed.data as z.output<T> };
}

const socialSignInSchema = z.object({ provider: z.literal('google') });

export function authRoutes(auth: Auth, limiter: RateLimiter) {
  const forward = async (request: Request) => inApiShape(await auth.handler(request));

  return (
    new Hono()
      // Validation with the spec's messages happens here, before better-auth sees the request.
      .post('/sign-up/email', async (c) => {
        const { data, error } = await readBody(c, signupPayloadSchema);
        return error ?? forward(withBody(c.req.raw, data));
      })
      .post('/sign-in/email', async (c) => {
        const { data, error } = await readBody(c, loginSchema);
        if (error) return error;
        // Failures are counted per address and client, so one attacker cannot lock out everyone.
        const key = `sign-in-failures:${clientAddress(c)}:${data.email}`;
        const gate = await limiter.peek(key, SIGN_IN_MAX_FAILURES);
        if (!gate.allowed) {
          c.header('Retry-After', String(gate.retryAfterSeconds));
          return jsonError(c, 429, API_ERROR_CODES.tooManyRequests, AUTH_ERRORS.tooManyAttempts);
        }
        const response = await forward(withBody(c.req.raw, data));
        if (response.status === 401) await limiter.hit(key, SIGN_IN_MAX_FAILURES, SIGN_IN_LOCKOUT_SECONDS);
        if (response.ok) await limiter.reset(key);
        return response;
      })
      .post('/sign-in/social', async (c) => {
        const { data, error } = await readBody(c, socialSignInSchema);
        if (error) return error;
        const redirects = {
          callbackURL: PAGE_PATHS.dashboard,
          errorCallbackURL: PAGE_PATHS.login,
          disableRedirect: true,
        };
        return forward(withBody(c.req.raw, { provider: data.provider, ...redirects }));
      })
      .post('/request-password-reset', async (c) => {
        const { data, error } = await readBody(c, forgotPasswordSchema);
        return (
          error ?? forward(withBody(c.req.raw, { email: data.email, redirectTo: PAGE_PATHS.resetPassword }))
        );
      })
      .post('/reset-password', async (c) => {
        const { data, error } = await readBody(c, resetPasswordPayloadSchema);
        return error ?? forward(withBody(c.req.raw, data));
      })
      .on(['GET', 'POST'], '/*', (c) => forward(c.req.raw))
  );
}
