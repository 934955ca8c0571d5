import { describe, expect, it } from 'vitest';
import { POSTING_PLATFORMS, copiesBeforePosting, postingUrl } from './posting';

// Characters that break a hand-built query string: spaces, &, #, +, =, %, newlines, emoji and quotes.
const AWKWARD_CAPTION = 'Launch day & 50% off?\n\nTag a friend = win #Launch #C++ 🚀 "now"';

describe('postingUrl', () => {
  it('puts the whole caption in the text parameter of the X compose page', () => {
    const url = new URL(postingUrl('twitter', AWKWARD_CAPTION));
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe(AWKWARD_CAPTION);
  });

  it('opens LinkedIn’s share box with the caption as its text', () => {
    const url = new URL(postingUrl('linkedin', AWKWARD_CAPTION));
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/feed/');
    expect(url.searchParams.get('shareActive')).toBe('true');
    expect(url.searchParams.get('text')).toBe(AWKWARD_CAPTION);
  });

  it.each([
    ['tiktok', 'https://www.tiktok.com/upload'],
    ['instagram', 'https://www.instagram.com/'],
    ['facebook', 'https://www.facebook.com/'],
  ] as const)('opens %s at %s without the caption in the address', (platform, expected) => {
    expect(postingUrl(platform, AWKWARD_CAPTION)).toBe(expected);
  });

  it('only ever opens https pages', () => {
    for (const platform of POSTING_PLATFORMS) {
      expect(new URL(postingUrl(platform, 'javascript:alert(1)')).protocol).toBe('https:');
    }
  });
});

describe('copiesBeforePosting', () => {
  it('copies for the platforms whose page takes no text, and only for those', () => {
    expect(POSTING_PLATFORMS.filter(copiesBeforePosting)).toEqual(['tiktok', 'instagram', 'facebook']);
  });

  it('offers every supported platform', () => {
    expect([...POSTING_PLATFORMS].sort()).toEqual(['facebook', 'instagram', 'linkedin', 'tiktok', 'twitter']);
  });
});
