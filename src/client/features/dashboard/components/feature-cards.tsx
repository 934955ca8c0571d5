import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { FeatureDefinition } from '@shared/features';
import { Badge } from '@/components/ui/badge';
import * as DASHBOARD_COPY from '../copy';
import { FeatureIcon } from '@/components/feature-icon';

function FeatureCard({ feature }: { feature: FeatureDefinition }) {
  const id = useId();
  return (
    <li>
      {/* Named by the title (and badge), described by the text, so the link is not read as one long label. */}
      <Link
        to={feature.path}
        aria-labelledby={`${id}-title${feature.comingSoon ? ` ${id}-badge` : ''}`}
        aria-describedby={`${id}-description`}
        className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
      >
        <span className="flex items-start justify-between gap-2">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <FeatureIcon name={feature.icon} className="size-5" />
          </span>
          {feature.comingSoon ? (
            <Badge id={`${id}-badge`} variant="secondary">
              {DASHBOARD_COPY.comingSoon}
            </Badge>
          ) : feature.isAi ? (
            <Badge variant="outline">{DASHBOARD_COPY.aiBadge}</Badge>
          ) : null}
        </span>
        <span id={`${id}-title`} className="flex items-center gap-1 font-semibold">
          {feature.label}
          <ArrowRight
            aria-hidden="true"
            className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
          />
        </span>
        <span id={`${id}-description`} className="text-sm text-muted-foreground">
          {feature.description}
        </span>
      </Link>
    </li>
  );
}

/** The home page's entry points to the creator features. */
export function FeatureCards({ features }: { features: readonly FeatureDefinition[] }) {
  return (
    <section aria-labelledby="features-heading" className="grid gap-3">
      <h2 id="features-heading" className="sr-only">
        {DASHBOARD_COPY.featuresTitle}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {features.map((feature) => (
          <FeatureCard key={feature.path} feature={feature} />
        ))}
      </ul>
    </section>
  );
}
