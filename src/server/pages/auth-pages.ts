import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  AUTH_FORM_SCHEMAS,
  AUTH_INTENT_FIELD,
  AUTH_INTENTS,
  NEXT_FIELD,
  authPageState,
  fieldErrorsOf,
  type AuthPageState,
  type TwoFactorMode,
} from '@shared/auth-pages';
import { isApiErrorBody } from '@shared/api-error';
import { AUTH_ERRORS } from '@shared/messages';
import { PAGE_PATHS, RETURN_TO_PARAM, returnPathFrom, type AuthPagePath } from '@shared/routes';
import type { ResetTokenCheck } from '../services/reset-token';
import { setFormFlash, takeFormFlash } from './form-flash';
import { serverOnlyPageDocument } from './page-document';
import { personalPageResponse } from './page-response';

/** Renders an auth page's markup (the browser build's server renderer). */
export type AuthPageRenderer = (url: string, state: AuthPageState) => string;

/** Sends a request through the whole app, as if the browser had sent it (limits, checks and logs apply). */
export type InProcessFetch = (request: Request, c: Context) => Response | Promise<Response>;

/** The request headers an API route judges a browser's request by, passed on from the form's post. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'accept-language'];

const TWO_FACTOR_REFUSED = 'That code did not work. Please try again.';

type FormFields = Record<string, string>;

/**
 * The sign-in, sign-up and password pages, rendered by the server without the app's code, and the server's side of
 * their forms. A form posts to its own page; its fields are checked with the same shared schema as in the browser,
 * then the same API route the app uses is called in-process, so its rate limits and messages apply unchanged.
 * Success answers a 303 to where the form leads (post, redirect, get: a reload never posts again), with a one-time
 * notice in a cookie when that page must say something; a refusal renders the page again with what was typed (never
 * a password), the field messages and the API's message, under the API's status.
 */
export function createAuthPages(deps: {
  template: string;
  /** What loads the pages' own script (the build's `auth` entry) once the page has painted. */
  scriptTags: string;
  render: AuthPageRenderer;
  fetchInProcess: InProcessFetch;
  isResetTokenLive: ResetTokenCheck;
  googleEnabled: boolean;
  appOrigin: string;
  secureCookies: boolean;
}) {
  function page(c: Context, state: Partial<AuthPageState>, status: ContentfulStatusCode = 200) {
    const html = serverOnlyPageDocument(
      deps.template,
      deps.render(c.req.url, authPageState({ googleEnabled: deps.googleEnabled, ...state })),
      deps.scriptTags,
    );
    return personalPageResponse(c, html, status);
  }

  /** A 303 to `location`, the API's cookies (a new session, Google's state) passed on to the browser. */
  function redirectTo(c: Context, location: string, apiResponse?: Response) {
    for (const cookie of apiResponse?.headers.getSetCookie() ?? [])
      c.header('Set-Cookie', cookie, { append: true });
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(location, 303);
  }

  async function callApi(c: Context, apiPath: string, body: unknown): Promise<Response> {
    const headers = new Headers({ 'content-type': 'application/json', origin: deps.appOrigin });
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    const url = new URL(apiPath, c.req.url);
    return deps.fetchInProcess(new Request(url, { method: 'POST', headers, body: JSON.stringify(body) }), c);
  }

  /** The API's message for a refusal (already written for users), else `fallback`. */
  async function refusal(response: Response, fallback: string) {
    const body: unknown = await response.json().catch(() => null);
    return {
      message: isApiErrorBody(body) && body.error.message ? body.error.message : fallback,
      status: response.status as ContentfulStatusCode,
    };
  }

  /** A refusal, with the API's cookies still passed on (a two-factor sign-in keeps its pending cookie). */
  async function pageAfterApi(c: Context, apiResponse: Response, state: Partial<AuthPageState>) {
    for (const cookie of apiResponse.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return page(c, state, apiResponse.ok ? 200 : (apiResponse.status as ContentfulStatusCode));
  }

  function nextPath(c: Context, fields: FormFields): string {
    return (
      returnPathFrom(fields[NEXT_FIELD]) ??
      returnPathFrom(c.req.query(RETURN_TO_PARAM)) ??
      PAGE_PATHS.dashboard
    );
  }

  async function logIn(c: Context, fields: FormFields): Promise<Response> {
    const next = nextPath(c, fields);
    const kept = { [NEXT_FIELD]: fields[NEXT_FIELD] ?? '' };
    const intent = fields[AUTH_INTENT_FIELD];
    const mode: TwoFactorMode = fields.mode === 'backup' ? 'backup' : 'totp';

    if (intent === AUTH_INTENTS.google) {
      if (!deps.googleEnabled) return page(c, { values: kept, message: AUTH_ERRORS.googleNotConfigured });
      const response = await callApi(c, '/api/auth/sign-in/social', { provider: 'google' });
      const answer = (await response.json().catch(() => null)) as { url?: unknown } | null;
      if (response.ok && typeof answer?.url === 'string') return redirectTo(c, answer.url, response);
      return page(c, { values: kept, message: AUTH_ERRORS.googleFailed }, 502);
    }

    if (intent === AUTH_INTENTS.twoFactorMode) {
      return page(c, { step: 'twoFactor', twoFactorMode: mode === 'totp' ? 'backup' : 'totp', values: kept });
    }

    if (intent === AUTH_INTENTS.twoFactor) {
      const checked = AUTH_FORM_SCHEMAS[mode].safeParse({ code: fields.code ?? '' });
      const twoFactor = { step: 'twoFactor', twoFactorMode: mode, values: kept } as const;
      if (!checked.success) {
        return page(c, { ...twoFactor, fieldErrors: fieldErrorsOf(checked.error.issues) }, 400);
      }
      const route = mode === 'backup' ? 'verify-backup-code' : 'verify-totp';
      const response = await callApi(c, `/api/auth/two-factor/${route}`, { code: checked.data.code });
      if (response.ok) return redirectTo(c, next, response);
      const { message, status } = await refusal(response, TWO_FACTOR_REFUSED);
      return page(c, { ...twoFactor, message }, status);
    }

    const values = { ...kept, email: fields.email ?? '' };
    const checked = AUTH_FORM_SCHEMAS.login.safeParse({
      email: fields.email ?? '',
      password: fields.password ?? '',
    });
    if (!checked.success) return page(c, { values, fieldErrors: fieldErrorsOf(checked.error.issues) }, 400);
    const response = await callApi(c, '/api/auth/sign-in/email', checked.data);
    if (!response.ok) {
      const { message, status } = await refusal(response, AUTH_ERRORS.loginFailed);
      return page(c, { values, message }, status);
    }
    const answer = (await response.json().catch(() => null)) as { twoFactorRedirect?: unknown } | null;
    if (answer?.twoFactorRedirect) return pageAfterApi(c, response, { step: 'twoFactor', values: kept });
    return redirectTo(c, next, response);
  }

  async function signUp(c: Context, fields: FormFields): Promise<Response> {
    const values = { name: fields.name ?? '', email: fields.email ?? '' };
    const checked = AUTH_FORM_SCHEMAS.signup.safeParse({
      ...values,
      password: fields.password ?? '',
      confirmPassword: fields.confirmPassword ?? '',
    });
    if (!checked.success) return page(c, { values, fieldErrors: fieldErrorsOf(checked.error.issues) }, 400);
    const { name, email, password } = checked.data;
    const response = await callApi(c, '/api/auth/sign-up/email', { name, email, password });
    if (!response.ok) {
      const { message, status } = await refusal(response, AUTH_ERRORS.signupFailed);
      return page(c, { values, message }, status);
    }
    setFormFlash(c, { path: PAGE_PATHS.login, notice: 'signupConfirm', email }, deps.secureCookies);
    return redirectTo(c, PAGE_PATHS.login);
  }

  async function requestReset(c: Context, fields: FormFields): Promise<Response> {
    const values = { email: fields.email ?? '' };
    if (fields[AUTH_INTENT_FIELD] === AUTH_INTENTS.editAgain) return page(c, { values });
    const checked = AUTH_FORM_SCHEMAS.forgotPassword.safeParse(values);
    if (!checked.success) return page(c, { values, fieldErrors: fieldErrorsOf(checked.error.issues) }, 400);
    // The answer is the same whether or not an account exists: nothing leaks about other users.
    const response = await callApi(c, '/api/auth/request-password-reset', checked.data);
    if (!response.ok) {
      const { message, status } = await refusal(response, AUTH_ERRORS.unexpected);
      return page(c, { values, message }, status);
    }
    setFormFlash(
      c,
      { path: PAGE_PATHS.forgotPassword, notice: 'resetSent', email: checked.data.email },
      deps.secureCookies,
    );
    return redirectTo(c, PAGE_PATHS.forgotPassword);
  }

  async function resetPassword(c: Context, fields: FormFields): Promise<Response> {
    const token = c.req.query('token') ?? '';
    const resetToken = { token, valid: true };
    const checked = AUTH_FORM_SCHEMAS.resetPassword.safeParse({
      password: fields.password ?? '',
      confirmPassword: fields.confirmPassword ?? '',
    });
    if (!checked.success) {
      return page(c, { resetToken, fieldErrors: fieldErrorsOf(checked.error.issues) }, 400);
    }
    const response = await callApi(c, '/api/auth/reset-password', {
      token,
      newPassword: checked.data.password,
    });
    if (!response.ok) {
      const { message, status } = await refusal(response, AUTH_ERRORS.unexpected);
      return page(c, { resetToken, message }, status);
    }
    // A reset ends every session of the account, this browser's included (the API clears its cookie).
    setFormFlash(c, { path: PAGE_PATHS.resetPassword, notice: 'passwordUpdated' }, deps.secureCookies);
    return redirectTo(c, PAGE_PATHS.resetPassword, response);
  }

  const actions: Record<AuthPagePath, (c: Context, fields: FormFields) => Promise<Response>> = {
    [PAGE_PATHS.login]: logIn,
    [PAGE_PATHS.signup]: signUp,
    [PAGE_PATHS.forgotPassword]: requestReset,
    [PAGE_PATHS.resetPassword]: resetPassword,
  };

  return {
    /** The page, with what the form before it left for it (a notice, the email to fill in). */
    async get(c: Context, pagePath: AuthPagePath): Promise<Response> {
      const flash = takeFormFlash(c, pagePath);
      const values: FormFields = flash?.email ? { email: flash.email } : {};
      if (pagePath === PAGE_PATHS.login) {
        return page(c, { values, notice: flash?.notice === 'signupConfirm' ? 'signupConfirm' : null });
      }
      if (pagePath === PAGE_PATHS.forgotPassword && flash?.notice === 'resetSent') {
        return page(c, { step: 'resetSent', values });
      }
      if (pagePath === PAGE_PATHS.resetPassword) {
        if (flash?.notice === 'passwordUpdated') return page(c, { step: 'passwordUpdated' });
        const token = c.req.query('error') ? '' : (c.req.query('token') ?? '');
        const valid = token ? await deps.isResetTokenLive(token) : false;
        return page(c, { resetToken: { token, valid } });
      }
      return page(c, { values });
    },

    /** A form of the page, sent by the browser itself. */
    async post(c: Context, pagePath: AuthPagePath): Promise<Response> {
      const body = await c.req.parseBody().catch(() => ({}));
      const fields: FormFields = {};
      for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
      return actions[pagePath](c, fields);
    },
  };
}

export type AuthPages = ReturnType<typeof createAuthPages>;
