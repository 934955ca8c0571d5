import { AUTH_ERRORS, TEXT_MESSAGES } from '@shared/messages';
import { isStorableText } from '@shared/text';

/**
 * better-auth endpoints we forward without a schema of our own still read the path, the query and the JSON
 * body, and pass strings to the database (a NUL there is a 500) or to `new URL()` (a bad callback is a 500).
 * This checks what they could read, so such a request is a 400 instead.
 */

/** Parameters better-auth turns into redirects. Ours are always paths of this app. */
const REDIRECT_KEYS = new Set(['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo']);

/** A root-relative path of visible ASCII: no scheme, no host, no `//` or `/\` that a browser reads as a host. */
const APP_PATH = /^\/(?![/\\])[\x21-\x7e]*$/;

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Walks parsed JSON without recursion (bodies can nest deeply) and reports the first problem. */
function jsonProblem(root: unknown): string | undefined {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!isStorableText(value)) return TEXT_MESSAGES.unsavable('request');
    } else if (Array.isArray(value)) {
      pending.push(...(value as unknown[]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return TEXT_MESSAGES.unsavable('request');
        if (REDIRECT_KEYS.has(key) && typeof item === 'string' && !APP_PATH.test(item)) {
          return AUTH_ERRORS.invalidRedirect;
        }
        pending.push(item);
      }
    }
  }
  return undefined;
}

/** The message for a request better-auth must not see, or undefined when it may be forwarded. */
export async function forwardedInputProblem(request: Request): Promise<string | undefined> {
  const url = new URL(request.url);
  if (!isStorableText(decodedPath(url.pathname))) return TEXT_MESSAGES.unsavable('link');
  for (const [key, value] of url.searchParams) {
    if (!isStorableText(key) || !isStorableText(value)) return TEXT_MESSAGES.unsavable('link');
    if (REDIRECT_KEYS.has(key) && !APP_PATH.test(value)) return AUTH_ERRORS.invalidRedirect;
  }
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(await request.clone().text());
  } catch {
    // Not JSON: better-auth refuses other content types and malformed JSON itself, with a 4xx.
    return undefined;
  }
  return jsonProblem(body);
}
