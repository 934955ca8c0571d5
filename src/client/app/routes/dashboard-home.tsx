import { CREATOR_FEATURES } from '@shared/features';
import * as DASHBOARD_COPY from '@/features/dashboard/copy';
import { displayName } from '@shared/user';
import { useSession } from '@/lib/session';
import { HydrationBoundary } from '@/components/hydration-boundary';
import { FeatureCards } from '@/features/dashboard/components/feature-cards';
import { NewsCarousel } from '@/features/feeds/components/news-carousel';
import { TrendingPosts } from '@/features/feeds/components/trending-posts';

export default function DashboardHomePage() {
  const { data } = useSession();
  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          {DASHBOARD_COPY.welcome.before}
          {displayName(data?.user)}
          {DASHBOARD_COPY.welcome.after}
        </h1>
        <p className="text-muted-foreground">{DASHBOARD_COPY.subtitle}</p>
      </header>
      <FeatureCards features={CREATOR_FEATURES} />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-3">
          {/* The carousel's first commit ends in a synchronous render: hydrated on its own, it holds only its own
              effects. */}
          <HydrationBoundary>
            <NewsCarousel />
          </HydrationBoundary>
        </div>
        <div className="min-w-0 lg:col-span-2">
          <TrendingPosts />
        </div>
      </div>
    </div>
  );
}
