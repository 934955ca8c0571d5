import { useId } from 'react';
import type { Platform } from '@shared/platforms';
import { CAPTION_COPY } from '../copy';
import { CharacterCount } from './character-count';
import { CopyCaptionButton } from './copy-caption-button';
import { SectionCard } from './section-card';

function CaptionVariation({
  caption,
  index,
  platform,
}: {
  caption: string;
  index: number;
  platform: Platform | null;
}) {
  const headingId = useId();
  const name = CAPTION_COPY.variation(index);
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-background p-4">
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="text-sm font-semibold">
            {name}
          </h3>
          <CopyCaptionButton text={caption} context={name} />
        </div>
        {/* Plain text: the model's words are never parsed as HTML. */}
        <p className="text-sm break-words whitespace-pre-wrap">{caption}</p>
        <CharacterCount text={caption} platform={platform} />
      </article>
    </li>
  );
}

/** The generated captions box: each variation with its own Copy button and character count. */
export function GeneratedCaptions({
  captions,
  platform,
  engine,
  actions,
}: {
  captions: string[];
  platform: Platform | null;
  engine: string;
  actions?: React.ReactNode;
}) {
  return (
    <SectionCard title={CAPTION_COPY.resultTitle} description={CAPTION_COPY.engine(engine)} actions={actions}>
      <ol className="grid gap-3">
        {captions.map((caption, index) => (
          <CaptionVariation key={index} caption={caption} index={index} platform={platform} />
        ))}
      </ol>
    </SectionCard>
  );
}
