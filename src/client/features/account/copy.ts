/**
 * The profile page's own words: its headings, labels, notices after a change and empty values.
 * Each word is its own export, read through a namespace import (`import * as PROFILE_COPY from …`),
 * so the build writes in only the words a page renders (docs/architecture.md).
 */

export const title = 'Profile Management';
export const subtitle = 'Manage your account, security and subscription.';
export const accountTitle = 'Account Information';
export const accountIntro = 'Your personal details.';
export const editProfile = 'Edit Profile';
export const editFormLabel = 'Edit profile';
export const name = 'Name';
export const email = 'Email';
export const createdAt = 'Account Created';
export const save = 'Save Changes';
export const saving = 'Saving...';
export const cancel = 'Cancel';
export const changePasswordTitle = 'Change password';
export const currentPassword = 'Current password';
export const newPassword = 'New password';
export const confirmNewPassword = 'Confirm new password';
export const changePasswordIntro = 'Other devices are signed out when you change it.';
export const changePassword = 'Change password';
export const changingPassword = 'Changing password...';
export const changePasswordFailed = 'Could not change the password. Please try again.';
export const twoFactorTitle = 'Two-factor authentication';
export const twoFactorIsOn = 'On: signing in needs a code from your authenticator app.';
export const twoFactorIsOff = 'Off: add a code from an authenticator app to every sign-in.';
export const turnOn = 'Turn on two-factor';
export const turnOff = 'Turn off';
export const confirmPasswordLabel = 'Confirm your password';
export const checking = 'Checking...';
export const continueLabel = 'Continue';
export const confirmTurnOff = 'Turn off two-factor';
export const passwordRefused = 'That password did not work.';
export const scanStep = '1. Scan this QR code with your authenticator app';
export const qrCodeAlt = 'QR code to add Copilot to your authenticator app';
export const keyIntro = 'Or enter this key:';
export const backupStep = '2. Save your backup codes';
export const backupIntro = 'Each code signs you in once if you lose your phone. Keep them somewhere safe.';
export const backupCodesLabel = 'Backup codes';
export const copyCodes = 'Copy codes';
export const codesCopied = 'Backup codes copied';
export const copyFailed = 'Failed to copy to clipboard. Please copy manually.';
export const confirmSetupLabel = 'Confirm two-factor setup';
export const codeStep = '3. Enter the 6-digit code from the app';
export const codeLabel = 'Authentication code';
export const verifying = 'Verifying...';
export const codeRefused = 'That code did not work. Please try again.';
export const accessDenied = 'Access Denied - Please log in to manage your profile.';
export const notProvided = 'Not provided';
export const updatedTitle = 'Profile updated';
export const updatedBody = 'Your profile has been successfully updated.';
export const updateFailed = 'Failed to update profile. Please try again.';
export const passwordChangedTitle = 'Password changed';
export const passwordChangedBody = 'Other devices have been signed out.';
export const twoFactorOnTitle = 'Two-factor authentication is on';
export const twoFactorOnBody = 'Next time you sign in, we will ask for a code from your authenticator app.';
export const twoFactorOff = 'Two-factor authentication is off';
