/** User-facing texts (validation, auth, errors). Imported by forms and server alike. */
import { UPGRADE_OFFER } from './plan-table';

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

export const AUTH_COPY = {
  loginIntro: 'Sign in to discuss with your AI Creator Copilot for your creative project',
  signupIntro: 'Join the product and start creating amazing content',
  signupConfirm: 'Please check your email and click the confirmation link to complete your registration.',
  emailVerified: 'Your email is confirmed. You can sign in now.',
  resetSentTitle: 'Check your email',
  resetSentBody: "We've sent password reset instructions to your email address.",
  resetSpamHint: "Didn't receive the email? Check your spam folder or",
  passwordUpdated: 'Password updated!',
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

export const PAGE_COPY = {
  notFoundTitle: 'Oops! Page not found',
  featureNotFound: 'Feature not found.',
  dashboardSubtitle: 'Your AI-powered content creation dashboard',
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

export const DASHBOARD_COPY = {
  newsTitle: "What's Happening Today",
  trendsTitle: 'Trending in Content Creation',
  searchPlaceholder: 'Search features...',
  searchEmpty: 'No results found.',
  upgradeTitle: 'Upgrade Now',
  upgradeButton: `Upgrade to ${UPGRADE_OFFER.label}`,
  upgradeBody: `${UPGRADE_OFFER.credits.perPeriod} credits and every ${UPGRADE_OFFER.label} feature for your content.`,
  tiktokComingSoon: 'TikTok Analytics Coming Soon',
} as const;

export const PROFILE_COPY = {
  accessDenied: 'Access Denied - Please log in to manage your profile.',
  notProvided: 'Not provided',
  updatedTitle: 'Profile updated',
  updatedBody: 'Your profile has been successfully updated.',
  updateFailed: 'Failed to update profile. Please try again.',
  passwordChangedTitle: 'Password changed',
  passwordChangedBody: 'Other devices have been signed out.',
  twoFactorOnTitle: 'Two-factor authentication is on',
  twoFactorOnBody: 'Next time you sign in, we will ask for a code from your authenticator app.',
  twoFactorOff: 'Two-factor authentication is off',
} as const;

/** Refusals that concern the request itself rather than one feature. */
export const REQUEST_ERRORS = {
  crossSite: 'This request came from another website and was refused. Open Copilot itself and try again.',
} as const;

/** Messages for any text field, naming the field in plain words ("description", "company name"). */
export const TEXT_MESSAGES = {
  unsavable: (field: string) =>
    `The ${field} contains characters that can't be saved. Remove them and try again.`,
  tooLong: (field: string, max: number) => `The ${field} must be at most ${max} characters.`,
} as const;
