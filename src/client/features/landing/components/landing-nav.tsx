import { Menu, Sparkles, X } from 'lucide-react';
import { PRODUCT_NAME } from '@shared/constants';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { LANDING_COPY } from '../copy';
import { LANDING_MARKERS, MENU_LABELS } from '../markers';
import { SOCIAL_LINKS } from './social-icons';

const SECTION_LINKS = [
  { href: '#how-it-works', label: LANDING_COPY.howItWorksLink },
  { href: '#pricing', label: LANDING_COPY.pricingLink },
];

export const LANDING_MENU_ID = 'landing-menu';

/**
 * Login and Signup, shown at once: the server sends a signed-in visitor of `/` to the dashboard before any HTML,
 * so whoever sees this page is signed out.
 */
function AccountButtons() {
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <a href={PAGE_PATHS.login}>{LANDING_COPY.login}</a>
      </Button>
      <Button asChild size="sm">
        <a href={PAGE_PATHS.signup}>{LANDING_COPY.signup}</a>
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

/**
 * Floating top navigation; under `md` the same links live in a menu. The menu button arrives disabled and the
 * enhancement script makes it work (it opens and closes the menu, Escape closes it and returns focus).
 */
export function LandingNav() {
  return (
    <header className="fixed inset-x-0 top-3 z-40 px-3">
      <nav
        aria-label={LANDING_COPY.mainNav}
        className="mx-auto flex max-w-6xl items-center justify-between gap-4 rounded-2xl border bg-background/85 px-4 py-2 shadow-sm backdrop-blur"
      >
        <a href={PAGE_PATHS.home} className="flex items-center gap-2 font-semibold">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          {PRODUCT_NAME}
        </a>
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
          variant="ghost"
          size="icon"
          className="group md:hidden"
          aria-expanded={false}
          aria-controls={LANDING_MENU_ID}
          aria-label={MENU_LABELS.open}
          disabled
          data-landing={LANDING_MARKERS.menuToggle}
        >
          {/* The icon follows aria-expanded, which the script sets. */}
          <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
          <X aria-hidden="true" className="hidden group-aria-expanded:block" />
        </Button>
      </nav>
      <div
        id={LANDING_MENU_ID}
        hidden
        className="mx-auto mt-2 max-w-6xl rounded-2xl border bg-background p-4 shadow-lg md:hidden"
      >
        <ul className="grid gap-1">
          {SECTION_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="block rounded-md px-3 py-2 hover:bg-accent">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t pt-3">
          <SocialLinks />
          <div className="flex items-center gap-2">
            <AccountButtons />
          </div>
        </div>
      </div>
    </header>
  );
}
