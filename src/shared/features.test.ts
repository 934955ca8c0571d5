import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from './routes';
import { SEARCHABLE_FEATURES, SIDEBAR_FEATURES, featureMatches } from './features';

describe('dashboard features', () => {
  it('lists five features in the palette and Dashboard plus three features in the sidebar', () => {
    expect(SEARCHABLE_FEATURES.map((feature) => feature.path)).toEqual([
      PAGE_PATHS.dashboard,
      PAGE_PATHS.caption,
      PAGE_PATHS.tiktokAnalytics,
      PAGE_PATHS.marketIntelligence,
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
