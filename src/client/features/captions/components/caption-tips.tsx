import { Info } from 'lucide-react';
import { CAPTION_COPY, CAPTION_TIPS } from '../copy';
import { SectionCard } from './section-card';

export function CaptionTips() {
  return (
    <SectionCard
      title={CAPTION_COPY.tipsTitle}
      icon={<Info aria-hidden="true" className="size-5 text-primary" />}
    >
      <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
        {CAPTION_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </SectionCard>
  );
}
