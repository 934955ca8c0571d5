/**
 * The pages Lighthouse measures: every page of the app's route table and a 404, each loaded as a visitor would
 * see it. Read from PAGE_PATHS and the AI-tool registry, so a new page is measured without touching the benchmark.
 */
import { AI_TOOL_LIST } from '../../src/shared/ai-tools';
import { isSignedInPagePath } from '../../src/shared/known-pages';
import { PAGE_PATHS } from '../../src/shared/routes';

/** Links to features the product does not have: both render the same "Feature not found." card, not a page. */
const NOT_PAGES = new Set<string>([PAGE_PATHS.memeContent, PAGE_PATHS.linkedinPost]);

/** A path no page answers: the server sends the app's 404 page with a real 404 status. */
export const NOT_FOUND_PATH = '/no-such-page';

/** Loaded with a valid token from a reset mail: the form a person following the link sees, not the error card. */
export const RESET_PASSWORD_PATH = PAGE_PATHS.resetPassword;

export const LIGHTHOUSE_ROUTES: readonly string[] = [
  ...Object.values(PAGE_PATHS).filter((route) => !NOT_PAGES.has(route)),
  ...AI_TOOL_LIST.map((tool) => tool.path),
  NOT_FOUND_PATH,
];

/** The smoke run's pages: the prerendered landing, a signed-in page (the cookie) and the mailed reset link. */
export const QUICK_LIGHTHOUSE_ROUTES: readonly string[] = ['/', PAGE_PATHS.dashboard, RESET_PASSWORD_PATH];

/** Signed-in pages get the session cookie; the others are loaded signed out (a session would redirect some). */
export const needsSession = (route: string): boolean => isSignedInPagePath(route);
