import { Music2 } from 'lucide-react';
import { CAPTION_COPY, TIKTOK_TIPS } from '../copy';
import { SectionCard } from './section-card';

/** Shown when the detected platform is TikTok. */
export function TikTokCard() {
  return (
    <SectionCard
      title={CAPTION_COPY.tiktokTitle}
      icon={<Music2 aria-hidden="true" className="size-5 text-primary" />}
      description={CAPTION_COPY.tiktokDescription}
      className="border-primary/40"
    >
      <ul className="grid list-disc gap-2 pl-5 text-sm">
        {TIKTOK_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </SectionCard>
  );
}
