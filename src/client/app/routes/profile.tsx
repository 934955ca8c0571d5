import * as PROFILE_COPY from '@/features/account/copy';
import { Alert } from '@/components/ui/alert';
import { HydrationBoundary } from '@/components/hydration-boundary';
import { AccountInformation } from '@/features/account/components/account-information';
import { ChangePasswordCard } from '@/features/account/components/change-password-card';
import { TwoFactorCard } from '@/features/account/components/two-factor-card';
import { useSession } from '@/lib/session';
import { SubscriptionOverview } from '@/features/billing/components/subscription-overview';

export default function ProfilePage() {
  const { data } = useSession();
  if (!data) return <Alert variant="destructive">{PROFILE_COPY.accessDenied}</Alert>;
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{PROFILE_COPY.title}</h1>
        <p className="text-muted-foreground">{PROFILE_COPY.subtitle}</p>
      </div>
      <AccountInformation user={data.user} />
      <SubscriptionOverview />
      {/* Its form's first commit ends in a synchronous render: hydrated on its own, it holds only its own effects. */}
      <HydrationBoundary>
        <ChangePasswordCard />
      </HydrationBoundary>
      <TwoFactorCard isEnabled={Boolean(data.user.twoFactorEnabled)} />
    </div>
  );
}
