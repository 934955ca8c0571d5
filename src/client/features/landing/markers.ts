/**
 * The landing page is static HTML prerendered from ./components; its behaviour lives only in its enhancement
 * script (enhance.ts and the modules beside this file). The markup names the parts the script works on with
 * `data-landing="…"`, from this one list.
 */
import * as UI_COPY from '@/components/copy';

export const LANDING_MARKERS = {
  /** The phone menu's button; it names its menu with aria-controls. */
  menuToggle: 'menu-toggle',
  /** The pricing section with its monthly/annual radio group. */
  pricing: 'pricing',
  /** A plan button that asks an anonymous visitor to log in, saying why (data-login-message). */
  loginFirst: 'login-first',
} as const;

/** Marks what a billing interval shows: `data-landing-interval="month"` or `"year"`. */
export const INTERVAL_ATTRIBUTE = 'data-landing-interval';
export const LOGIN_MESSAGE_ATTRIBUTE = 'data-login-message';

/** The phone menu button's name in each state. */
export const MENU_LABELS = { open: UI_COPY.openMenu, close: UI_COPY.closeMenu } as const;
