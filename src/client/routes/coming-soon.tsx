import { Construction } from 'lucide-react';

/** Stands in for a page whose issue has not landed yet; says so plainly instead of faking the feature. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <Construction aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">This page is being built and will be available soon.</p>
    </div>
  );
}
