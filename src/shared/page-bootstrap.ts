import type { NewsResponse, TrendsResponse } from './feeds';
import type { SessionData } from './auth';
import type { PublicConfig } from './config';
import type { CreditsView, LedgerEntry } from './credits';
import type { SubscriptionStatus } from './plans';

/**
 * What the server knows when it renders a page, sent inside the page so the first paint shows it and the browser
 * asks for none of it again: the signed-in user (or null), the server's public configuration, the user's credits
 * (signed-in pages only), the sidebar's saved state, and what the page itself shows first (null elsewhere).
 */
export type PageBootstrap = {
  session: SessionData;
  config: PublicConfig;
  credits: CreditsView | null;
  /** The sidebar's open state the browser saved in a cookie; null when it saved none. */
  sidebarOpen: boolean | null;
  /** The signed-in user's subscription, on the pages that show the plan. */
  subscription: SubscriptionStatus | null;
  /** The credit ledger, on the page that lists it. */
  creditHistory: { entries: LedgerEntry[] } | null;
  /** The day's news and trends, on the dashboard's home, when the server had them at hand. */
  news: NewsResponse | null;
  trends: TrendsResponse | null;
};

/** The id of the `<script type="application/json">` element that carries the page's data. */
export const PAGE_BOOTSTRAP_ELEMENT_ID = 'page-data';

/** The cookie the sidebar keeps its open state in, read by the server to render it as it was left. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';

/** What a lazy page's route carries: its module's name in the browser build's manifest ("app/routes/profile.tsx"). */
export type PageRouteHandle = { module: string };

/**
 * A page's markup for #root as the server renders it, with the lazy modules its routes load (outermost first), or
 * where the router sends the request instead.
 */
export type RenderedPage =
  { kind: 'page'; markup: string; modules: string[] } | { kind: 'redirect'; location: string };
