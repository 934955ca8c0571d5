import { Navigate } from 'react-router';
import { PAGE_PATHS } from '@shared/routes';
import { useSession } from '@/features/auth/api';
import { PricingSection } from '@/features/billing/components/pricing-section';
import { LandingNav } from '@/features/landing/landing-nav';
import { Audience, Hero, HowItWorks, LandingFooter } from '@/features/landing/landing-sections';

/**
 * The public home page. Its HTML is prerendered at build time, so it shows at once; a signed-in visitor is
 * sent to the dashboard as soon as the session is known.
 */
export default function LandingPage() {
  const session = useSession();
  if (session.data) return <Navigate to={PAGE_PATHS.dashboard} replace />;
  return (
    <>
      <LandingNav />
      <main>
        <Hero />
        <Audience />
        <HowItWorks />
        <div id="pricing" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-20">
          <PricingSection context="landing" />
        </div>
      </main>
      <LandingFooter />
    </>
  );
}
