import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import {
  PRODUCT_NAME,
  SESSION_MAX_AGE_SECONDS,
  PASSWORD_MAX,
  PASSWORD_MIN_SIGNUP,
  MAIL_PER_ADDRESS_PER_HOUR,
} from '@shared/constants';
import { PAGE_PATHS } from '@shared/routes';
import type { Database } from './db/client';
import { authSchema } from './db/schema';
import type { Env } from './env';
import type { Logger } from './logger';
import { withoutSqlParams } from './db/sql-params';
import type { MailMessage } from './integrations/mail/mailer';
import { existingAccountMail, resetPasswordMail, verifyEmailMail } from './integrations/mail/templates';
import type { RateLimiter } from './services/rate-limit';
import type { MailKind, MailOutbox } from './services/mail-outbox';

export type AuthDeps = {
  env: Env;
  db: Database;
  mail: MailOutbox;
  secret: string;
  logger: Logger;
  limiter: RateLimiter;
};

/** Where the confirmation link lands; the login page shows "Your email is confirmed" (or the link's error). */
export const VERIFIED_CALLBACK = `${PAGE_PATHS.login}?verified=1`;

/** How long a confirmation link works; its mail is not sent after that. */
const VERIFICATION_TOKEN_SECONDS = 24 * 3600;
/** How long a password-reset link works; its mail is not sent after that. */
const RESET_TOKEN_SECONDS = 3600;

export function createAuth({ env, db, mail, secret, logger, limiter }: AuthDeps) {
  const googleEnabled = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

  /**
   * At most a few auth mails per address and hour, so the forms cannot be used to flood someone's inbox. The mail
   * is queued (the request does not wait for the mail server); a link's mail carries the link's lifetime.
   */
  async function sendAuthMail(
    to: string,
    message: Omit<MailMessage, 'to'>,
    options: { kind: MailKind; validForSeconds?: number },
  ) {
    const { allowed } = await limiter.hit(`mail:${to.toLowerCase()}`, MAIL_PER_ADDRESS_PER_HOUR, 3600);
    if (!allowed) {
      logger.warn({ to }, 'auth mail not sent: hourly limit for this address reached');
      return;
    }
    await mail.queue({
      to,
      ...message,
      kind: options.kind,
      // No key from the link's token: a confirmation asked for again within the same second carries the same
      // token (its signature covers whole seconds), and the user is still owed the mail they asked for.
      validForSeconds: options.validForSeconds,
    });
  }

  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [env.APP_URL],
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_SIGNUP,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const url = `${env.APP_URL}${PAGE_PATHS.resetPassword}?token=${encodeURIComponent(token)}`;
        await sendAuthMail(user.email, resetPasswordMail(user.name, url), {
          kind: 'reset',
          validForSeconds: RESET_TOKEN_SECONDS,
        });
      },
      async onExistingUserSignUp({ user }) {
        await sendAuthMail(user.email, existingAccountMail(user.name, `${env.APP_URL}${PAGE_PATHS.login}`), {
          kind: 'existing-account',
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_TOKEN_SECONDS,
      async sendVerificationEmail({ user, token }) {
        // The landing page is decided here, not by the browser's callbackURL.
        const url = `${env.APP_URL}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK)}`;
        await sendAuthMail(user.email, verifyEmailMail(user.name, url), {
          kind: 'verification',
          validForSeconds: VERIFICATION_TOKEN_SECONDS,
        });
      },
    },
    session: {
      // Absolute 24 h lifetime: never extended by activity. API requests check sessions with session-reader.ts,
      // which relies on this (no refresh, no cookie cache): see docs/decisions/012.
      expiresIn: SESSION_MAX_AGE_SECONDS,
      updateAge: SESSION_MAX_AGE_SECONDS,
      disableSessionRefresh: true,
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    socialProviders: googleEnabled
      ? {
          google: {
            clientId: env.GOOGLE_CLIENT_ID!,
            clientSecret: env.GOOGLE_CLIENT_SECRET!,
            // Google sign-in is only for accounts that already signed up with email and password.
            disableSignUp: true,
          },
        }
      : {},
    // Sign-in failures and mail volume are limited by our own limiter (per address, not per IP).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: env.isHttps,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure: env.isHttps },
      // A session and its user in one query (drizzle relations in db/schema.ts).
      database: { joins: true },
    },
    // OAuth failures (forged state, denied consent) land on the login page, which says "Google login failed".
    onAPIError: { errorURL: `${env.APP_URL}${PAGE_PATHS.login}` },
    telemetry: { enabled: false },
    // Optional TOTP second factor, set up from the profile page; sign-in then asks for a code.
    plugins: [twoFactor({ issuer: PRODUCT_NAME, totpOptions: { period: 30, digits: 6 } })],
    logger: {
      level: 'warn',
      // Errors go through the logger's error serializer; no SQL parameters reach the log.
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        logger[level](err ? { err } : {}, withoutSqlParams(String(message)));
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
