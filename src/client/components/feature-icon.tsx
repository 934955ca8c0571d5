import {
  ChartColumn,
  CreditCard,
  LayoutDashboard,
  MessageSquareText,
  Telescope,
  type LucideProps,
} from 'lucide-react';
import type { FeatureIconName } from '@shared/features';

const ICONS: Record<FeatureIconName, React.ComponentType<LucideProps>> = {
  dashboard: LayoutDashboard,
  caption: MessageSquareText,
  tiktok: ChartColumn,
  research: Telescope,
  plans: CreditCard,
};

/** A feature's icon; decorative, because the feature's label is always beside it or its accessible name. */
export function FeatureIcon({ name, ...props }: LucideProps & { name: FeatureIconName }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" {...props} />;
}
