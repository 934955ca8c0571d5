import { PAGE_PATHS } from '@shared/routes';
import type { SessionData } from '@shared/auth';
import { api } from '@/lib/api';

/**
 * A landing page restored from the back/forward cache is as it was left, and the visitor may have signed in
 * since: asks the server, and sends a signed-in visitor to the dashboard. (A page loaded afresh needs no check:
 * the server redirects signed-in visitors before sending it.)
 */
export async function leaveIfSignedIn(): Promise<void> {
  if (await isSignedIn()) window.location.replace(PAGE_PATHS.dashboard);
}

/** Whether the browser holds a live session now (false when the server cannot say). */
export async function isSignedIn(): Promise<boolean> {
  const session = await api<SessionData>('/api/auth/get-session').catch(() => null);
  return Boolean(session?.user);
}
