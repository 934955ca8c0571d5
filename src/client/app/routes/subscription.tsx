import { PRICING_FAQ } from '@/features/billing/copy';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { PublicHeader } from '@/features/billing/components/billing-frame';
import { PricingSection } from '@/features/billing/components/pricing-section';

/** /subscription: the public plan page with its FAQ. Open to everyone; upgrading asks for sign-in. */
export default function SubscriptionPage() {
  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-b from-primary/5 to-background">
      <PublicHeader />
      <main className="mx-auto grid w-full max-w-6xl flex-1 gap-16 px-4 py-10">
        <PricingSection context="public" />
        <section aria-labelledby="faq-title" className="mx-auto grid w-full max-w-3xl gap-4">
          <h2 id="faq-title" className="text-center text-2xl font-bold tracking-tight">
            Frequently Asked Questions
          </h2>
          <Accordion type="single" collapsible className="rounded-xl border bg-card px-4">
            {PRICING_FAQ.map((entry) => (
              <AccordionItem key={entry.question} value={entry.question}>
                <AccordionTrigger>{entry.question}</AccordionTrigger>
                <AccordionContent>{entry.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      </main>
    </div>
  );
}
