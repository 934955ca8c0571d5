/**
 * What the app shell needs to show a feature: its name and description (sidebar, command palette, home cards),
 * its icon and its page.
 */

/** Icon names; the browser maps each to its icon component. */
export type FeatureIconName = 'dashboard' | 'caption' | 'tiktok' | 'research' | 'plans';

export type FeatureDefinition = {
  value: string;
  slug: string;
  label: string;
  description: string;
  icon: FeatureIconName;
  /** Answered by the AI service, so it costs credits. */
  isAi: boolean;
  /** Shown, but not usable yet. */
  comingSoon: boolean;
  path: string;
};
