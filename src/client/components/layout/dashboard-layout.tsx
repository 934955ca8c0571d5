import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { LogOut, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import { PRODUCT_NAME } from '@shared/constants';
import { PAGE_PATHS } from '@shared/routes';
import { displayName } from '@shared/user';
import { Button } from '@/components/ui/button';
import { useSession, useSignOut } from '@/features/auth/api';
import { cn } from '@/lib/cn';

const NAV_ITEMS = [
  { to: PAGE_PATHS.dashboard, label: 'Dashboard', end: true },
  { to: PAGE_PATHS.caption, label: 'Social Media Caption' },
  { to: PAGE_PATHS.tiktokAnalytics, label: 'TikTok Analytics' },
  { to: PAGE_PATHS.marketIntelligence, label: 'Market Intelligence' },
];

export function LogoutButton() {
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
  return (
    <Button variant="outline" size="sm" onClick={logOut} disabled={signOut.isPending}>
      <LogOut aria-hidden="true" />
      Log out
    </Button>
  );
}

/** The signed-in frame. The full sidebar shell replaces this with the dashboard experience issue. */
export function DashboardLayout() {
  const { data } = useSession();
  const user = data?.user;
  return (
    <div className="flex min-h-svh flex-col">
      <header className="border-b">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to={PAGE_PATHS.dashboard} className="flex items-center gap-2 font-semibold">
            <Sparkles aria-hidden="true" className="size-5 text-primary" />
            {PRODUCT_NAME}
          </Link>
          <div className="flex items-center gap-3">
            <div className="text-right text-sm leading-tight">
              <p className="font-medium">{displayName(user)}</p>
              <p className="text-muted-foreground">{user?.email}</p>
            </div>
            <LogoutButton />
          </div>
        </div>
        <nav aria-label="Dashboard" className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 pb-2">
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'whitespace-nowrap rounded-md px-3 py-1.5 text-sm hover:bg-accent',
                  isActive && 'bg-accent font-medium text-accent-foreground',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
