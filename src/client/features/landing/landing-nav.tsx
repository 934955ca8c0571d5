import * as React from 'react';
import { Link } from 'react-router';
import { Menu, Sparkles, X } from 'lucide-react';
import { PRODUCT_NAME } from '@shared/constants';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api';
import { cn } from '@/lib/cn';
import { useHasMounted } from '@/lib/use-has-mounted';
import { SOCIAL_LINKS } from './social-icons';

const SECTION_LINKS = [
  { href: '#how-it-works', label: 'How it works' },
  { href: '#pricing', label: 'Pricing' },
];

/** Dashboard when signed in, Login and Signup when not; a small spinner while that is being found out. */
function AccountButtons({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  if (session.isPending) return <Spinner className="size-5" label="Checking your session..." />;
  if (session.data) {
    return (
      <Button asChild size="sm">
        <Link to={PAGE_PATHS.dashboard} onClick={onNavigate}>
          Dashboard
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link to={PAGE_PATHS.login} onClick={onNavigate}>
          Login
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link to={PAGE_PATHS.signup} onClick={onNavigate}>
          Signup
        </Link>
      </Button>
    </>
  );
}

function SocialLinks() {
  return (
    <ul className="flex items-center gap-1">
      {SOCIAL_LINKS.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            className="flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Icon className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Floating top navigation; under `md` the same links live in a menu that Escape closes. */
export function LandingNav() {
  const [isMenuOpen, setIsMenuOpen] = React.useState(false);
  const hasMounted = useHasMounted();
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const closeMenu = () => setIsMenuOpen(false);

  React.useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  return (
    <header className="fixed inset-x-0 top-3 z-40 px-3">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl items-center justify-between gap-4 rounded-2xl border bg-background/85 px-4 py-2 shadow-sm backdrop-blur"
      >
        <Link to={PAGE_PATHS.home} className="flex items-center gap-2 font-semibold">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          {PRODUCT_NAME}
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {SECTION_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="rounded-md px-3 py-2 text-sm text-muted-foreground hover:text-foreground"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 md:flex">
          <SocialLinks />
          <AccountButtons />
        </div>
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="landing-menu"
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          disabled={!hasMounted}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </nav>
      <div
        id="landing-menu"
        hidden={!isMenuOpen}
        className={cn('mx-auto mt-2 max-w-6xl rounded-2xl border bg-background p-4 shadow-lg md:hidden')}
      >
        <ul className="grid gap-1">
          {SECTION_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={closeMenu} className="block rounded-md px-3 py-2 hover:bg-accent">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t pt-3">
          <SocialLinks />
          <div className="flex items-center gap-2">
            <AccountButtons onNavigate={closeMenu} />
          </div>
        </div>
      </div>
    </header>
  );
}
