import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { PRODUCT_NAME } from '@shared/constants';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@/components/ui/button';

export default function LandingPage() {
  return (
    <div className="flex min-h-svh flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4">
        <Link to={PAGE_PATHS.home} className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          {PRODUCT_NAME}
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          <Button asChild variant="ghost">
            <Link to={PAGE_PATHS.login}>Login</Link>
          </Button>
          <Button asChild>
            <Link to={PAGE_PATHS.signup}>Signup</Link>
          </Button>
        </nav>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          Your creator copilot turns ideas into caption drafts in seconds
        </h1>
        <p className="text-lg text-muted-foreground">
          Captions with hashtags for every platform and market research on demand, for creators, solopreneurs
          and small businesses.
        </p>
        <Button asChild size="lg">
          <Link to={PAGE_PATHS.signup}>Explore {PRODUCT_NAME}</Link>
        </Button>
      </main>
    </div>
  );
}
