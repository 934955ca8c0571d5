import { ChevronDown } from 'lucide-react';
import * as BILLING_COPY from '../copy';
import { PRICING_FAQ } from '../copy';

/**
 * The pricing FAQ as native disclosures: each answer opens without any script (the public pricing page is served
 * without the app), the browser tells assistive technology whether it is open, and sharing one `name` keeps one
 * answer open at a time.
 */
export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto grid w-full max-w-3xl gap-4">
      <h2 id="faq-title" className="text-center text-2xl font-bold tracking-tight">
        {BILLING_COPY.faqTitle}
      </h2>
      <div className="rounded-xl border bg-card px-4">
        {PRICING_FAQ.map((entry) => (
          <details key={entry.question} name="pricing-faq" className="group border-b last:border-b-0">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              <h3>{entry.question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <p className="pb-4 text-sm text-muted-foreground">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
