/** The sign-in, sign-up and password pages' own words. Errors the server also sends live in `@shared/messages`. */
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
