/** Messages both the browser and the server show (validation, auth errors, request refusals). */
export const VALIDATION = {
  email: 'Please enter a valid email address',
  loginPasswordMin: 'Password must be at least 6 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordsDontMatch: "Passwords don't match",
  nameMin: 'Name must be at least 2 characters',
  nameRequired: 'Name is required',
  nameMax: 'Name must be less than 50 characters',
  profileEmail: 'Invalid email address',
  currentPasswordRequired: 'Enter your current password.',
} as const;

export const AUTH_ERRORS = {
  /** An authenticator code is good once: a replayed code is refused even within its 30 seconds. */
  totpReused: 'This code has already been used. Wait for the next code and try again.',
  loginFailed: 'Login failed. Please check your credentials.',
  unexpected: 'An unexpected error occurred. Please try again.',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified:
    'Please confirm your email address first: open the link in the confirmation email we sent you.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyEmails: 'Too many emails were requested for this address. Please try again later.',
  signupFailed: 'An error occurred during signup',
  signupUnexpected: 'An unexpected error occurred',
  googleFailed: 'Google login failed',
  googleUnexpected: 'An unexpected error occurred with Google login.',
  googleNotConfigured: 'Google login is not configured',
  googleRedirecting: 'Redirecting to Google...',
  googleSignUpFirst: 'Please sign up using Google first.',
  resetLinkExpired: 'Invalid or expired reset link. Please request a new password reset.',
  resetLinkInvalid: 'Invalid reset link. Please request a new password reset.',
  verifyLinkInvalid: 'This confirmation link is invalid or has expired. Sign in to get a new one.',
  signedOut: 'You have been signed out.',
  invalidRedirect: 'This link is not valid. Please use the link from the app or from our email.',
} as const;

/** The dashboard's news and trends notices and errors. */
export const FEED_MESSAGES = {
  newsFallbackTitle: 'Using cached content',
  newsFallbackDetail: 'Live news temporarily unavailable',
  newsFailed: 'Failed to fetch news',
  trendsFallbackTitle: 'Using cached trends',
  trendsFallbackDetail: 'Live data temporarily unavailable',
  trendsFailed: 'Failed to fetch trending tweets',
} as const;

/** Refusals that concern the request itself rather than one feature. */
export const REQUEST_ERRORS = {
  signInRequired: 'Please sign in to continue.',
  malformedJson: 'Malformed JSON in request body',
  invalid: 'Invalid request',
  badRequest: 'Bad request',
  bodyTooLarge: 'The request body is too large.',
  internal: 'Something went wrong on our side. Please try again.',
  crossSite: 'This request came from another website and was refused. Open Copilot itself and try again.',
} as const;

/** Messages for any text field, naming the field in plain words ("description", "company name"). */
export const TEXT_MESSAGES = {
  unsavable: (field: string) =>
    `The ${field} contains characters that can't be saved. Remove them and try again.`,
  tooLong: (field: string, max: number) => `The ${field} must be at most ${max} characters.`,
} as const;

/** What the browser says when a request gets no usable answer from the server. */
export const CONNECTION_ERRORS = {
  unreachable: 'Could not reach the server. Check your connection and try again.',
  noAnswer: 'The server sent no answer.',
  failed: (status: number) => `Request failed (${status}).`,
} as const;
