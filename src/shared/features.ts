import { AI_TOOL_LIST } from './ai-tools';
import type { FeatureDefinition } from './feature-definition';
import { PAGE_PATHS } from './routes';

export type { FeatureDefinition } from './feature-definition';

/**
 * The dashboard's features: one list for the sidebar, the command palette and the home cards, so a feature
 * is named and described the same way everywhere. The AI tools come from their registry (ai-tools.ts), so a new
 * tool appears in all three without being listed here.
 */

export const DASHBOARD_FEATURE: FeatureDefinition = {
  label: 'Dashboard',
  description: 'Your overview: features, news and trends',
  icon: 'dashboard',
  path: PAGE_PATHS.dashboard,
};

export const TIKTOK_ANALYTICS_FEATURE: FeatureDefinition = {
  label: 'TikTok Analytics',
  description: 'Track views, followers and engagement of your TikTok videos',
  icon: 'tiktok',
  comingSoon: true,
  path: PAGE_PATHS.tiktokAnalytics,
};

export const SUBSCRIPTION_PLANS_FEATURE: FeatureDefinition = {
  label: 'Subscription Plans',
  description: 'Compare plans and upgrade to Pro for more credits',
  icon: 'plans',
  path: PAGE_PATHS.pricing,
};

/**
 * The features a creator works with (home cards): every AI tool, with TikTok Analytics kept in the second place
 * it has always had; tools added later follow in the registry's order.
 */
export const CREATOR_FEATURES: readonly FeatureDefinition[] = [
  ...AI_TOOL_LIST.slice(0, 1),
  TIKTOK_ANALYTICS_FEATURE,
  ...AI_TOOL_LIST.slice(1),
];

/** The sidebar's navigation: Dashboard plus the creator features. */
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
