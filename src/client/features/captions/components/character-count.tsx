import { platformProfile, type Platform } from '@shared/platforms';
import { cn } from '@/lib/cn';
import { CAPTION_COPY } from '../copy';

/** Characters as people count them: an emoji is one, not the two UTF-16 units of `length`. */
export function characterLength(text: string): number {
  return [...text].length;
}

/** The caption's length against the detected platform's limit (the strictest, X's, when none was named). */
export function CharacterCount({ text, platform }: { text: string; platform: Platform | null }) {
  const profile = platformProfile(platform);
  const length = characterLength(text);
  const excess = length - profile.captionLimit;
  return (
    <p
      className={cn(
        'text-xs tabular-nums',
        excess > 0 ? 'font-medium text-destructive' : 'text-muted-foreground',
      )}
    >
      {CAPTION_COPY.characterCount(length, profile.captionLimit, profile.name)}
      {excess > 0 ? ` · ${CAPTION_COPY.overLimit(excess)}` : null}
    </p>
  );
}
