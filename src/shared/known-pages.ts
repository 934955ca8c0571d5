/**
 * Which paths are pages of the app, for the server: it answers other paths with a real 404 status (the app still
 * renders its "Oops! Page not found" page) and sends anonymous visitors of a signed-in page to sign in. Apart from
 * routes.ts because it reads the AI-tool registry, which the pages that only link around have no use for.
 */
import { AI_TOOL_LIST } from './ai-tools';
import { PAGE_PATHS, TEST_MODE_PAGE_PATHS, trimmedPath } from './routes';

const KNOWN_PATHS = new Set<string>([...Object.values(PAGE_PATHS), ...AI_TOOL_LIST.map((tool) => tool.path)]);

/** `:name` segments match exactly one non-empty segment. */
const KNOWN_PATTERNS = Object.values(TEST_MODE_PAGE_PATHS).map(
  (pattern) =>
    new RegExp(
      `^${pattern
        .split('/')
        .map((segment) =>
          segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}$`,
    ),
);

export function isKnownPagePath(pathname: string): boolean {
  const trimmed = trimmedPath(pathname);
  return KNOWN_PATHS.has(trimmed) || KNOWN_PATTERNS.some((pattern) => pattern.test(trimmed));
}

/** Pages only a signed-in user sees: the dashboard's and test-mode billing's. Unknown paths are 404s for anyone. */
export function isSignedInPagePath(pathname: string): boolean {
  const path = trimmedPath(pathname);
  if (!isKnownPagePath(path)) return false;
  return (
    path === PAGE_PATHS.dashboard ||
    path.startsWith(`${PAGE_PATHS.dashboard}/`) ||
    path.startsWith('/billing/')
  );
}
