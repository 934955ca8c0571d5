import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  changePasswordPayloadSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordConfirmationSchema,
  profileSchema,
  resetPasswordPayloadSchema,
  signupPayloadSchema,
  totpCodeSchema,
} from '@shared/auth';
import { AUTH_ERRORS, REQUEST_ERRORS } from '@shared/messages';
import { PAGE_PATHS } from '@shared/routes';
import type { Auth } from '../auth';
import { clientAddress, errorBody, jsonError } from '../http';
import type { RateLimiter } from '../services/rate-limit';
import { beginSignInAttempt } from '../services/sign-in-limits';
import { forwardedInputProblem } from './forwarded-input';

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

/** Classic zod here, zod/mini in src/shared: `z.safeParse` runs either. */
async function readBody<T extends z.core.$ZodType>(c: Context, schema: T) {
  const raw: unknown = await c.req.json().catch(() => undefined);
  if (raw === undefined)
    return { error: jsonError(c, 400, API_ERROR_CODES.badRequest, REQUEST_ERRORS.malformedJson) };
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? REQUEST_ERRORS.invalid;
    return { error: jsonError(c, 400, API_ERROR_CODES.validation, message) };
  }
  return { data: parsed.data as z.output<T> };
}

const socialSignInSchema = z.object({ provider: z.literal('google') });
/** The forms' code rule, plus better-auth's option to remember the device. */
const verifyTotpSchema = z.object({ code: totpCodeSchema.shape.code, trustDevice: z.boolean().optional() });

/** The same response, but signed out: used when a second factor turns out to be a replayed code. */
function refusedAndSignedOut(response: Response, message: string): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const cookie of response.headers.getSetCookie()) {
    const name = cookie.split('=')[0]!;
    headers.append('set-cookie', `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
  }
  return new Response(JSON.stringify(errorBody('INVALID_CODE', message)), { status: 401, headers });
}

export function authRoutes(
  auth: Auth,
  limiter: RateLimiter,
  claimTotpCode: (userId: string, code: string) => Promise<boolean>,
) {
  const forward = async (request: Request) => inApiShape(await auth.handler(request));

  return (
    new Hono()
      // Validation with the shared schemas' messages happens here, before better-auth sees the request.
      .post('/sign-up/email', async (c) => {
        const { data, error } = await readBody(c, signupPayloadSchema);
        return error ?? forward(withBody(c.req.raw, data));
      })
      .post('/sign-in/email', async (c) => {
        const { data, error } = await readBody(c, loginSchema);
        if (error) return error;
        const attempt = await beginSignInAttempt(limiter, clientAddress(c), data.email);
        if (!attempt.allowed) {
          // Refused before better-auth sees it: the password is not checked at all.
          c.header('Retry-After', String(attempt.retryAfterSeconds));
          return jsonError(c, 429, API_ERROR_CODES.tooManyRequests, AUTH_ERRORS.tooManyAttempts);
        }
        const response = await forward(withBody(c.req.raw, data));
        await attempt.settle(response.status);
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
      .post('/update-user', async (c) => {
        // Only the name can be changed here; email changes are not offered.
        const { data, error } = await readBody(c, z.object({ name: profileSchema.shape.name }));
        return error ?? forward(withBody(c.req.raw, { name: data.name }));
      })
      .post('/change-password', async (c) => {
        const { data, error } = await readBody(c, changePasswordPayloadSchema);
        return error ?? forward(withBody(c.req.raw, { ...data, revokeOtherSessions: true }));
      })
      .post('/two-factor/verify-totp', async (c) => {
        const { data, error } = await readBody(c, verifyTotpSchema);
        if (error) return error;
        const response = await forward(withBody(c.req.raw, data));
        if (!response.ok) return response;
        const body = (await response.clone().json()) as { user?: { id?: string } };
        if (body.user?.id && !(await claimTotpCode(body.user.id, data.code))) {
          const token = (body as { token?: string }).token;
          if (token) await (await auth.$context).internalAdapter.deleteSession(token);
          return refusedAndSignedOut(response, AUTH_ERRORS.totpReused);
        }
        return response;
      })
      .post('/two-factor/enable', async (c) => {
        const { data, error } = await readBody(c, passwordConfirmationSchema);
        return error ?? forward(withBody(c.req.raw, data));
      })
      .post('/two-factor/disable', async (c) => {
        const { data, error } = await readBody(c, passwordConfirmationSchema);
        return error ?? forward(withBody(c.req.raw, data));
      })
      // Everything else better-auth serves (sessions, email confirmation, OAuth callbacks) goes through as is,
      // once nothing in it could fail in the database or in a redirect.
      .on(['GET', 'POST'], '/*', async (c) => {
        const problem = await forwardedInputProblem(c.req.raw);
        return problem ? jsonError(c, 400, API_ERROR_CODES.validation, problem) : forward(c.req.raw);
      })
  );
}
