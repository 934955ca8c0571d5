import { Briefcase, Building2, PenLine, Rocket, Users, Wand2 } from 'lucide-react';
import { PRODUCT_NAME } from '@shared/constants';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@/components/ui/button';

const HERO_FIGURES = [
  { value: '1K+', label: 'creators in our audience' },
  { value: '3x', label: 'faster content' },
  { value: '5x', label: 'more engagement' },
];

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-primary/10 via-background to-background"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pt-36 pb-20 text-center sm:pt-44">
        <p className="rounded-full border bg-background px-3 py-1 text-sm text-muted-foreground">
          Your AI creator copilot
        </p>
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          Turn ideas into caption drafts in seconds
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground text-pretty">
          {PRODUCT_NAME} drafts social-media captions with the right hashtags for every platform and
          researches your market, so you spend your time creating, not staring at a blank post.
        </p>
        <Button asChild size="lg">
          <a href={PAGE_PATHS.signup}>Explore {PRODUCT_NAME}</a>
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
  {
    title: 'Creators',
    Icon: Users,
    text: 'Keep a steady posting rhythm with captions in your voice for every platform.',
  },
  {
    title: 'Solopreneurs',
    Icon: Briefcase,
    text: 'Market your business without a team: posts, hashtags and research on demand.',
  },
  {
    title: 'SMEs',
    Icon: Building2,
    text: 'Give your small team one place to draft social content and study the market.',
  },
];

export function Audience() {
  return (
    <section aria-labelledby="audience-title" className="mx-auto max-w-6xl px-4 py-20">
      <h2 id="audience-title" className="text-center text-3xl font-bold tracking-tight">
        Built for people who create
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
  {
    title: 'Choose a content type',
    Icon: PenLine,
    text: 'Pick captions or market research and describe what you need.',
  },
  {
    title: 'Tweak the generated content',
    Icon: Wand2,
    text: 'Get three drafts with hashtags; copy, edit or regenerate.',
  },
  {
    title: 'Boost productivity',
    Icon: Rocket,
    text: 'Post straight to your platform and get back to creating.',
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-24 bg-muted/50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight">
          How it works
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
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. Your AI creator copilot.
        </p>
        {/* Privacy, Terms and Contact have no pages yet; they are named here until they exist. */}
        <ul className="flex gap-6" aria-label="Legal and contact">
          <li>Privacy</li>
          <li>Terms</li>
          <li>Contact</li>
        </ul>
      </div>
    </footer>
  );
}
