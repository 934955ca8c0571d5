import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as z from 'zod/mini';

const FLASH_COOKIE = 'form_flash';
/** Long enough for the redirect it rides on, short enough that a later visit never shows it. */
const FLASH_MAX_AGE_SECONDS = 60;

/**
 * What a form's success hands to the page it redirects to (post, then 303, then get): which notice to show and the
 * email to fill in. Names of notices, never text, so the cookie cannot put words on a page.
 */
const flashSchema = z.object({
  path: z.string(),
  notice: z.enum(['signupConfirm', 'resetSent', 'passwordUpdated']),
  email: z.optional(z.string().check(z.maxLength(320))),
});
export type FormFlash = z.infer<typeof flashSchema>;

export function setFormFlash(c: Context, flash: FormFlash, secure: boolean) {
  setCookie(c, FLASH_COOKIE, Buffer.from(JSON.stringify(flash)).toString('base64url'), {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: FLASH_MAX_AGE_SECONDS,
  });
}

/** The flash left for this page, removed as it is read (one showing); null when none or another page's. */
export function takeFormFlash(c: Context, pagePath: string): FormFlash | null {
  const raw = getCookie(c, FLASH_COOKIE);
  if (raw === undefined) return null;
  deleteCookie(c, FLASH_COOKIE, { path: '/' });
  try {
    const parsed = flashSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.path === pagePath ? parsed.data : null;
  } catch {
    return null;
  }
}
