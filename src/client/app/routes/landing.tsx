import { LandingNav } from '@/features/landing/components/landing-nav';
import { Audience, Hero, HowItWorks, LandingFooter } from '@/features/landing/components/landing-sections';
import * as BILLING_COPY from '@/features/billing/copy';
import { StaticPricing } from '@/app/static-pricing';

/**
 * The public home page `/`, rendered to static HTML at build time (src/client/prerender.tsx) and never by the SPA.
 * Its behaviour (session check, phone menu, pricing toggle and buttons) is features/landing/enhance.ts (decision 006).
 */
export function LandingPage() {
  return (
    <>
      <LandingNav />
      <main>
        <Hero />
        <Audience />
        <HowItWorks />
        <div id="pricing" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-20">
          <StaticPricing title={BILLING_COPY.landingTitle} headingLevel={2} />
        </div>
      </main>
      <LandingFooter />
    </>
  );
}
