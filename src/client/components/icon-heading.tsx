import type * as React from 'react';
import type { LucideIcon } from 'lucide-react';

/** A section's h2 with its icon before the title; `id` is what the section's `aria-labelledby` names. */
export function IconHeading({
  id,
  icon: Icon,
  children,
}: {
  id: string;
  icon: LucideIcon;
  children: React.ReactNode;
}) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
      <Icon aria-hidden="true" className="size-5 text-primary" />
      {children}
    </h2>
  );
}
