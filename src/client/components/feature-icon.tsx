import {
  ChartColumn,
  CreditCard,
  LayoutDashboard,
  MessageSquareText,
  Telescope,
  type LucideProps,
} from 'lucide-react';

/**
 * Each feature's icon, by the name its definition gives (`icon` in src/shared/features.ts and ai-tools.ts). The
 * names live here, beside their components, so a new icon is one line in one file; the unit test beside this
 * file holds every feature to a name this map has.
 */
const ICONS = {
  dashboard: LayoutDashboard,
  caption: MessageSquareText,
  tiktok: ChartColumn,
  research: Telescope,
  plans: CreditCard,
} satisfies Record<string, React.ComponentType<LucideProps>>;

export type FeatureIconName = keyof typeof ICONS;

export function isFeatureIconName(name: string): name is FeatureIconName {
  return Object.hasOwn(ICONS, name);
}

/** A feature's icon; decorative, because the feature's label is always beside it or its accessible name. */
export function FeatureIcon({ name, ...props }: LucideProps & { name: string }) {
  if (!isFeatureIconName(name)) return null;
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" {...props} />;
}
