/**
 * A notice handed to the login page across a full page load: the landing page is not part of the SPA, so it
 * cannot pass router state. Kept in this tab's sessionStorage and read once by the login page.
 */
export type LoginNotice = {
  /** Why the visitor must log in, shown on the login page. */
  message: string;
  /** Where to go after signing in (an in-app path). */
  from: string;
};

const STORAGE_KEY = 'copilot-login-notice';
/** A notice the login page did not pick up soon after it was left is stale. */
const MAX_AGE_MS = 5 * 60_000;

export function leaveLoginNotice(notice: LoginNotice): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...notice, at: Date.now() }));
  } catch {
    // Storage can be disabled: the visitor still reaches the login page, only without the reason.
  }
}

/** The notice left for the login page, removed as it is read. */
export function takeLoginNotice(): LoginNotice | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { message, from, at } = value as Record<string, unknown>;
    if (typeof message !== 'string' || typeof from !== 'string' || typeof at !== 'number') return null;
    if (Date.now() - at > MAX_AGE_MS) return null;
    return { message, from };
  } catch {
    return null;
  }
}
