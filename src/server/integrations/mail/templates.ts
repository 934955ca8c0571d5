import { PRODUCT_NAME } from '@shared/constants';
import type { MailMessage } from './mailer';

type Template = Omit<MailMessage, 'to'>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One layout for every message: a greeting, a paragraph, a button with its link also written out. */
function layout(options: {
  name: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}): string {
  const url = escapeHtml(options.url);
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
<p>Hi ${escapeHtml(options.name)},</p>
<p>${escapeHtml(options.intro)}</p>
<p><a href="${url}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(options.action)}</a></p>
<p style="font-size:13px;color:#555">Or paste this link into your browser:<br><a href="${url}">${url}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(options.outro)}</p>
<p style="font-size:13px;color:#555">— ${PRODUCT_NAME}</p>
</body></html>`;
}

export function verifyEmailMail(name: string, url: string): Template {
  const intro = `Welcome to ${PRODUCT_NAME}! Please confirm your email address to finish creating your account.`;
  const outro = 'The link is valid for 24 hours. If you did not sign up, you can ignore this email.';
  return {
    subject: `Confirm your ${PRODUCT_NAME} account`,
    text: `Hi ${name},\n\n${intro}\n\nConfirm your email: ${url}\n\n${outro}\n\n— ${PRODUCT_NAME}\n`,
    html: layout({ name, intro, action: 'Confirm email', url, outro }),
  };
}

export function resetPasswordMail(name: string, url: string): Template {
  const intro = 'We received a request to reset your password. Choose a new one with the link below.';
  const outro = 'The link is valid for 1 hour. If you did not ask for this, you can ignore this email.';
  return {
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `Hi ${name},\n\n${intro}\n\nReset your password: ${url}\n\n${outro}\n\n— ${PRODUCT_NAME}\n`,
    html: layout({ name, intro, action: 'Reset password', url, outro }),
  };
}

/** Sent instead of a second account: the sign-up form itself never reveals that an email is registered. */
export function existingAccountMail(name: string, loginUrl: string): Template {
  const intro = `Someone tried to create a ${PRODUCT_NAME} account with this email address, but you already have one. Sign in instead, or use "Forgot password?" on the sign-in page.`;
  const outro = 'If this was not you, no action is needed: your account is unchanged.';
  return {
    subject: `You already have a ${PRODUCT_NAME} account`,
    text: `Hi ${name},\n\n${intro}\n\nSign in: ${loginUrl}\n\n${outro}\n\n— ${PRODUCT_NAME}\n`,
    html: layout({ name, intro, action: 'Sign in', url: loginUrl, outro }),
  };
}
