import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { PAGE_PATHS } from '@shared/routes';
import { useSignOut } from '@/features/auth/api';

/** Signs out, then goes to the landing page; on failure the user stays signed in and is told so. */
export function useLogOut() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  async function logOut() {
    try {
      await signOut.mutateAsync();
    } catch {
      toast.error('Could not sign out. Please try again.');
      return;
    }
    navigate(PAGE_PATHS.home, { replace: true });
  }
  return { logOut, isLoggingOut: signOut.isPending };
}
