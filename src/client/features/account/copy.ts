/** The profile page's own words: its notices after a change and its empty values. */
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
