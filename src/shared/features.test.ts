import { describe, expect, it } from 'vitest';
import { AI_TOOLS } from './ai-tools';
import { PAGE_PATHS } from './routes';
import { SEARCHABLE_FEATURES, SIDEBAR_FEATURES, featureMatches } from './features';

describe('dashboard features', () => {
  it('lists five features in the palette and Dashboard plus three features in the sidebar', () => {
    expect(SEARCHABLE_FEATURES.map((feature) => feature.path)).toEqual([
      PAGE_PATHS.dashboard,
      AI_TOOLS.caption.path,
      PAGE_PATHS.tiktokAnalytics,
      AI_TOOLS.research.path,
      PAGE_PATHS.pricing,
    ]);
    expect(SIDEBAR_FEATURES.map((feature) => feature.label)).toEqual([
      'Dashboard',
      'Social Media Caption',
      'TikTok Analytics',
      'Market Intelligence',
    ]);
  });

  it('matches by title or description, case-insensitively', () => {
    const caption = { label: 'Social Media Caption', description: 'AI-powered caption creation' };
    expect(featureMatches(caption, 'social')).toBe(true);
    expect(featureMatches(caption, 'CAPTION CREATION')).toBe(true);
    expect(featureMatches(caption, '  ')).toBe(true);
    expect(featureMatches(caption, 'tiktok')).toBe(false);
  });
});
