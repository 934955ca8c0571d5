import { Briefcase, Building2, PenLine, Rocket, Users, Wand2 } from 'lucide-react';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { LANDING_COPY } from '../copy';

const { heroFigures, audiences, steps } = LANDING_COPY;
const HERO_FIGURES = [heroFigures.audience, heroFigures.speed, heroFigures.engagement];

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-primary/10 via-background to-background"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pt-36 pb-20 text-center sm:pt-44">
        <p className="rounded-full border bg-background px-3 py-1 text-sm text-muted-foreground">
          {LANDING_COPY.heroBadge}
        </p>
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {LANDING_COPY.heroTitle}
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground text-pretty">{LANDING_COPY.heroBody}</p>
        <Button asChild size="lg">
          <a href={PAGE_PATHS.signup}>{LANDING_COPY.explore}</a>
        </Button>
        <dl className="mt-6 grid w-full max-w-2xl grid-cols-3 gap-4">
          {HERO_FIGURES.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse justify-end gap-1">
              <dt className="text-sm text-muted-foreground">{figure.label}</dt>
              <dd className="text-3xl font-bold text-primary">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const AUDIENCES = [
  { ...audiences.creators, Icon: Users },
  { ...audiences.solopreneurs, Icon: Briefcase },
  { ...audiences.smes, Icon: Building2 },
];

export function Audience() {
  return (
    <section aria-labelledby="audience-title" className="mx-auto max-w-6xl px-4 py-20">
      <h2 id="audience-title" className="text-center text-3xl font-bold tracking-tight">
        {LANDING_COPY.audienceTitle}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {AUDIENCES.map(({ title, Icon, text }) => (
          <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
            <Icon aria-hidden="true" className="size-8 text-primary" />
            <h3 className="mt-4 text-xl font-semibold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const STEPS = [
  { ...steps.choose, Icon: PenLine },
  { ...steps.tweak, Icon: Wand2 },
  { ...steps.boost, Icon: Rocket },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-24 bg-muted/50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight">
          {LANDING_COPY.howItWorksTitle}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ title, Icon, text }, index) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="size-6 text-primary" />
              </div>
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function LandingFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row">
        <p>{LANDING_COPY.footer(new Date().getFullYear())}</p>
        {/* Privacy, Terms and Contact have no pages yet; they are named here until they exist. */}
        <ul className="flex gap-6" aria-label={LANDING_COPY.legalNav}>
          <li>{LANDING_COPY.privacy}</li>
          <li>{LANDING_COPY.terms}</li>
          <li>{LANDING_COPY.contact}</li>
        </ul>
      </div>
    </footer>
  );
}
