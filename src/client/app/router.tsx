import { createBrowserRouter, type RouteObject } from 'react-router';
import { PAGE_PATHS } from '@shared/routes';
import { DashboardLayout } from '@/components/layout/dashboard-layout';
import { ComingSoon } from '@/routes/coming-soon';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { RouteError } from './route-error';

/** Pages load lazily so each route ships only its own code. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        path: PAGE_PATHS.home,
        lazy: async () => {
          const { default: Landing } = await import('@/routes/landing');
          return {
            Component: () => (
              <RedirectIfSignedIn>
                <Landing />
              </RedirectIfSignedIn>
            ),
          };
        },
      },
      { path: PAGE_PATHS.login, ...page(() => import('@/routes/login')) },
      { path: PAGE_PATHS.signup, ...page(() => import('@/routes/signup')) },
      { path: PAGE_PATHS.forgotPassword, ...page(() => import('@/routes/forgot-password')) },
      { path: PAGE_PATHS.resetPassword, ...page(() => import('@/routes/reset-password')) },
      {
        path: PAGE_PATHS.subscription,
        element: (
          <main className="flex min-h-svh">
            <ComingSoon title="Choose Your Perfect Plan" />
          </main>
        ),
      },
      {
        path: PAGE_PATHS.dashboard,
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, ...page(() => import('@/routes/dashboard-home')) },
          { path: PAGE_PATHS.caption, element: <ComingSoon title="Social Media Caption" /> },
          { path: PAGE_PATHS.tiktokAnalytics, element: <ComingSoon title="TikTok Analytics" /> },
          { path: PAGE_PATHS.marketIntelligence, element: <ComingSoon title="Market Intelligence" /> },
          { path: PAGE_PATHS.memeContent, ...page(() => import('@/routes/feature-not-found')) },
          { path: PAGE_PATHS.linkedinPost, ...page(() => import('@/routes/feature-not-found')) },
          { path: PAGE_PATHS.pricing, element: <ComingSoon title="Upgrade Your Plan" /> },
          { path: PAGE_PATHS.profile, element: <ComingSoon title="Profile Management" /> },
          { path: PAGE_PATHS.manageSubscription, element: <ComingSoon title="Subscription Management" /> },
        ],
      },
      { path: '*', ...page(() => import('@/routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
