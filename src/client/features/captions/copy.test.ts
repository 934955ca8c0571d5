import { describe, expect, it } from 'vitest';
import { captionRequestSchema } from '@shared/ai';
import { detectPlatform, requestedCaptionCount } from '@shared/platforms';
import { QUICK_START_IDEAS } from './copy';

describe('Quick Start Ideas', () => {
  it('are five presets, one for each platform', () => {
    expect(QUICK_START_IDEAS).toHaveLength(5);
    expect(QUICK_START_IDEAS.map((idea) => detectPlatform(idea.description)).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'tiktok',
      'twitter',
    ]);
  });

  it('are valid requests that leave the number of variations to the default', () => {
    for (const idea of QUICK_START_IDEAS) {
      expect(captionRequestSchema.safeParse({ description: idea.description }).success).toBe(true);
      expect(requestedCaptionCount(idea.description)).toBeNull();
    }
  });

  it('have distinct labels, since each label names its button', () => {
    expect(new Set(QUICK_START_IDEAS.map((idea) => idea.label)).size).toBe(QUICK_START_IDEAS.length);
  });
});
