import { PAGE_PATHS } from '@shared/routes';
import type { SessionData } from '@shared/auth';
import { LANDING_MARKERS } from './markers';
import { api } from '@/lib/api';
import { marked } from './marked';

/**
 * Asks the server who the visitor is: a signed-in visitor of `/` goes to /dashboard, with a spinner while
 * that is found out. Anyone not known to be signed in, also when the check fails, gets Login and Signup in
 * place of the spinner.
 */
export async function checkSession(): Promise<void> {
  const session = await api<SessionData>('/api/auth/get-session').catch(() => null);
  if (session?.user) {
    window.location.replace(PAGE_PATHS.dashboard);
    return;
  }
  for (const element of marked(LANDING_MARKERS.sessionPending)) element.hidden = true;
  for (const element of marked(LANDING_MARKERS.anonymousOnly)) element.hidden = false;
}
