import { Suspense, useState, type KeyboardEvent } from 'react';
import { useSession } from '@/lib/session';
import { lazyWithPreload } from '@/lib/lazy';
import { useHydrated } from '@/lib/use-hydrated';
import * as SHELL_COPY from '../copy';
import { USER_MENU_BUTTON_CLASS } from './user-menu-button';
import { UserAvatar } from './user-avatar';

const dropdown = lazyWithPreload(() => import('./user-menu-dropdown').then((m) => m.UserMenuDropdown));

/** Keys that open a menu button from the keyboard (WAI-ARIA menu button pattern). */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The avatar in the top bar: who is signed in, their credits, and the account pages. Until it is first used
 * it is a plain button that looks the same; the menu's code (Radix menu and its positioning, about a tenth of
 * the dashboard's JavaScript) loads on hover or focus and the menu opens on the first press.
 */
export function UserMenu() {
  const { data } = useSession();
  const [activation, setActivation] = useState<'pointer' | 'keyboard' | null>(null);
  // Needs the app's code: held until the page is hydrated, like every button.
  const isHydrated = useHydrated();

  const standIn = (
    <button
      type="button"
      aria-label={SHELL_COPY.userMenu}
      aria-haspopup="menu"
      aria-expanded={false}
      disabled={!isHydrated}
      className={USER_MENU_BUTTON_CLASS}
      onPointerEnter={dropdown.preload}
      onFocus={dropdown.preload}
      onPointerDown={(event) => {
        if (event.button === 0) setActivation('pointer');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        setActivation('keyboard');
      }}
    >
      <UserAvatar user={data?.user} />
    </button>
  );
  if (!activation) return standIn;
  return (
    <Suspense fallback={standIn}>
      <dropdown.Component focusFirstItem={activation === 'keyboard'} />
    </Suspense>
  );
}
