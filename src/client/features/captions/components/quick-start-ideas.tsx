import { Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CAPTION_COPY, QUICK_START_IDEAS } from '../copy';
import { SectionCard } from './section-card';

/** The five presets: each fills the description box with a ready-made brief. */
export function QuickStartIdeas({ onPick }: { onPick: (description: string) => void }) {
  return (
    <SectionCard
      title={CAPTION_COPY.quickStartTitle}
      icon={<Lightbulb aria-hidden="true" className="size-5 text-primary" />}
    >
      <ul className="flex flex-wrap gap-2">
        {QUICK_START_IDEAS.map((idea) => (
          <li key={idea.label}>
            <Button
              variant="secondary"
              size="sm"
              className="h-auto rounded-full py-1.5 whitespace-normal"
              title={idea.description}
              onClick={() => onPick(idea.description)}
            >
              {idea.label}
            </Button>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
