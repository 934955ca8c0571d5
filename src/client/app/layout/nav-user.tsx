import { LogOut } from 'lucide-react';
import { displayName } from '@shared/user';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '@/components/ui/sidebar';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { useLogOut } from './use-log-out';
import { UserAvatar } from './user-avatar';
import * as SHELL_COPY from '../copy';

/** Who is signed in, and the way out. Collapsed, only the avatar and the log-out icon remain. */
export function NavUser() {
  const { data } = useSession();
  const user = data?.user;
  const { logOut, isLoggingOut } = useLogOut();
  // Held until the page is hydrated, like every button: a tap on the server's HTML would do nothing.
  const isHydrated = useHydrated();
  return (
    <SidebarMenu>
      <SidebarMenuItem className="flex items-center gap-2 px-0 py-1 group-data-[collapsible=icon]:justify-center">
        <UserAvatar user={user} />
        <div className="grid min-w-0 flex-1 text-sm leading-tight group-data-[collapsible=icon]:hidden">
          <span className="truncate font-medium">{displayName(user)}</span>
          <span className="truncate text-xs text-muted-foreground">{user?.email}</span>
        </div>
      </SidebarMenuItem>
      <SidebarMenuItem>
        <SidebarMenuButton
          tooltip={SHELL_COPY.logOut}
          onClick={logOut}
          disabled={isLoggingOut || !isHydrated}
        >
          <LogOut aria-hidden="true" />
          <span>{SHELL_COPY.logOut}</span>
        </SidebarMenuButton>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
