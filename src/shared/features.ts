import type { FeatureDefinition } from './feature-definition';
import { PAGE_PATHS } from './routes';

export type { FeatureDefinition, FeatureIconName } from './feature-definition';

/**
 * The dashboard's features: one list for the sidebar, the command palette and the home cards, so a feature
 * is named and described the same way everywhere.
 */

export const DASHBOARD_FEATURE: FeatureDefinition = {
  value: 'dashboard',
  slug: '',
  label: 'Dashboard',
  description: 'Your overview: features, news and trends',
  icon: 'dashboard',
  isAi: false,
  comingSoon: false,
  path: PAGE_PATHS.dashboard,
};

/** An AI tool: its paid part (cost, API, messages) is its entry in ai-tools.ts. */
export const CAPTION_FEATURE: FeatureDefinition = {
  value: 'social-media-caption',
  slug: 'socialmediacaption',
  label: 'Social Media Caption',
  description: 'AI-powered social media caption creation with hashtags',
  icon: 'caption',
  isAi: true,
  comingSoon: false,
  path: PAGE_PATHS.caption,
};

export const TIKTOK_ANALYTICS_FEATURE: FeatureDefinition = {
  value: 'tiktok-analytics',
  slug: 'customer-service-assistance',
  label: 'TikTok Analytics',
  description: 'Track views, followers and engagement of your TikTok videos',
  icon: 'tiktok',
  isAi: false,
  comingSoon: true,
  path: PAGE_PATHS.tiktokAnalytics,
};

/** An AI tool: its paid part (cost, API, messages) is its entry in ai-tools.ts. */
export const MARKET_INTELLIGENCE_FEATURE: FeatureDefinition = {
  value: 'market-intelligence',
  slug: 'market-intelligence',
  label: 'Market Intelligence',
  description: 'AI research summaries of your market, audience and competitors',
  icon: 'research',
  isAi: true,
  comingSoon: false,
  path: PAGE_PATHS.marketIntelligence,
};

export const SUBSCRIPTION_PLANS_FEATURE: FeatureDefinition = {
  value: 'subscription-plans',
  slug: 'pricing',
  label: 'Subscription Plans',
  description: 'Compare plans and upgrade to Pro for more credits',
  icon: 'plans',
  isAi: false,
  comingSoon: false,
  path: PAGE_PATHS.pricing,
};

/** The three features a creator works with (home cards). */
export const CREATOR_FEATURES: readonly FeatureDefinition[] = [
  CAPTION_FEATURE,
  TIKTOK_ANALYTICS_FEATURE,
  MARKET_INTELLIGENCE_FEATURE,
];

/** The sidebar's navigation: Dashboard plus the three features. */
export const SIDEBAR_FEATURES: readonly FeatureDefinition[] = [DASHBOARD_FEATURE, ...CREATOR_FEATURES];

/** Everything the command palette finds. */
export const SEARCHABLE_FEATURES: readonly FeatureDefinition[] = [
  ...SIDEBAR_FEATURES,
  SUBSCRIPTION_PLANS_FEATURE,
];

/** The palette's filter: a case-insensitive match on the title or the description. */
export function featureMatches(feature: Pick<FeatureDefinition, 'label' | 'description'>, query: string) {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return feature.label.toLowerCase().includes(needle) || feature.description.toLowerCase().includes(needle);
}
