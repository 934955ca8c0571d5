/**
 * What the app shell needs to show a feature: its name and description (sidebar, command palette, home cards),
 * its icon and its page.
 */

export type FeatureDefinition = {
  label: string;
  description: string;
  /** The name of its icon in the browser's icon map (client/components/feature-icon.tsx). */
  icon: string;
  /** Answered by the AI service, so it costs credits (every AI tool's entry). */
  isAi?: boolean;
  /** Shown, but not usable yet. */
  comingSoon?: boolean;
  /** Its page; also what tells features apart (list keys). */
  path: string;
};
