import { PAGE_COPY } from '@shared/messages';
import { displayName } from '@shared/user';
import { useSession } from '@/features/auth/api';

export default function DashboardHomePage() {
  const { data } = useSession();
  return (
    <section aria-labelledby="welcome" className="grid gap-2">
      <h1 id="welcome" className="text-3xl font-bold tracking-tight">
        Welcome, {displayName(data?.user)}!
      </h1>
      <p className="text-muted-foreground">{PAGE_COPY.dashboardSubtitle}</p>
    </section>
  );
}
