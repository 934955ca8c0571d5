import { useId } from 'react';
import { cn } from '@/lib/cn';

/** A card that is a named region with an h2, so the page reads as an outline and each panel is a landmark. */
export function SectionCard({
  title,
  icon,
  description,
  actions,
  className,
  children,
}: {
  title: string;
  icon?: React.ReactNode;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('grid gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold leading-tight">
            {icon}
            {title}
          </h2>
          {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
