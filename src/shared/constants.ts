/** Business constants: sessions, input limits, abuse limits. One source for server and browser. */

export const PRODUCT_NAME = 'Copilot';

export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;
export const RESET_REDIRECT_DELAY_MS = 3_000;

export const PASSWORD_MIN_LOGIN = 6;
export const PASSWORD_MIN_SIGNUP = 8;
/** better-auth hashes with scrypt; cap the input so a huge password cannot be used to burn CPU. */
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 50;
/** The longest address SMTP can deliver to (RFC 5321). */
export const EMAIL_MAX = 254;
/** Reset tokens are short random strings; a longer value cannot be one. */
export const RESET_TOKEN_MAX = 200;

/** Sign-in failures allowed per email and client address before further attempts get 429. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_LOCKOUT_SECONDS = 15 * 60;
/**
 * Sign-in failures allowed per email from all client addresses together, in the same window: bounds a guessing
 * attack spread over many addresses (ten addresses' worth) without letting one address lock the owner out.
 */
export const SIGN_IN_ACCOUNT_MAX_FAILURES = 50;
/** Mails (verification, reset) one address may be sent in an hour: stops mail-bombing a victim. */
export const MAIL_PER_ADDRESS_PER_HOUR = 5;

/** JSON request bodies larger than this are refused with 413; uploads have their own limit. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
/** Provider events (Stripe) can be larger than our own requests. */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

export const MOBILE_BREAKPOINT_PX = 768;
