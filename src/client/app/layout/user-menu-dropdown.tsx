import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CreditCard, LogOut, Settings, User } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { displayName } from '@shared/user';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSession } from '@/lib/session';
import { CreditsWidget } from '@/features/credits/components/credits-widget';
import { useLogOut } from './use-log-out';
import { USER_MENU_BUTTON_CLASS } from './user-menu-button';
import { UserAvatar } from './user-avatar';
import * as SHELL_COPY from '../copy';

const ACCOUNT_LINKS = [
  { to: PAGE_PATHS.profile, label: SHELL_COPY.profileLink, Icon: User },
  { to: PAGE_PATHS.pricing, label: SHELL_COPY.subscriptionLink, Icon: CreditCard },
  { to: PAGE_PATHS.manageSubscription, label: SHELL_COPY.settingsLink, Icon: Settings },
] as const;

/**
 * The user menu itself, loaded by the first press on its button (user-menu.tsx) and so rendered open at first;
 * opened from the keyboard, it starts on its first entry, as the menu-button pattern asks.
 */
export function UserMenuDropdown({ focusFirstItem }: { focusFirstItem: boolean }) {
  const { data } = useSession();
  const user = data?.user;
  const name = displayName(user);
  const { logOut, isLoggingOut } = useLogOut();
  // The menu renders beside its button, inside the top bar's landmark, so its content belongs to a region.
  // Not modal: a modal menu hides the rest of the page with aria-hidden while its controls stay focusable
  // (axe aria-hidden-focus). Without it the menu still closes on Escape, Tab and outside clicks.
  const [menuContainer, setMenuContainer] = useState<HTMLDivElement | null>(null);
  // Radix starts on the first entry only for keys pressed after it mounted; this press came before.
  useEffect(() => {
    if (!focusFirstItem || !menuContainer) return;
    const frame = requestAnimationFrame(() =>
      menuContainer.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [focusFirstItem, menuContainer]);
  return (
    <div ref={setMenuContainer}>
      <DropdownMenu modal={false} defaultOpen>
        <DropdownMenuTrigger aria-label={SHELL_COPY.userMenu} className={USER_MENU_BUTTON_CLASS}>
          <UserAvatar user={user} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64" container={menuContainer}>
          <DropdownMenuLabel className="flex items-center gap-2 font-normal">
            <UserAvatar user={user} />
            <span className="grid min-w-0 flex-1 leading-tight">
              <span className="truncate font-medium">{name}</span>
              <span className="truncate text-xs text-muted-foreground">{user?.email}</span>
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <div className="px-2 py-1.5">
            <CreditsWidget variant="menu" />
          </div>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            {ACCOUNT_LINKS.map(({ to, label, Icon }) => (
              <DropdownMenuItem key={to} asChild>
                <Link to={to}>
                  <Icon aria-hidden="true" />
                  {label}
                </Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={isLoggingOut} onSelect={logOut}>
            <LogOut aria-hidden="true" />
            {SHELL_COPY.logOut}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
