import { describe, expect, it } from 'vitest';
import {
  ANY_PLATFORM,
  CAPTION_VARIATIONS_DEFAULT,
  CAPTION_VARIATIONS_MAX,
  PLATFORMS,
  RESEARCH_QUERIES_KEPT,
  RESEARCH_SECTIONS,
  detectPlatform,
  requestedCaptionCount,
  splitCaptions,
} from './platforms';

describe('detectPlatform', () => {
  it.each([
    ['Write a TikTok caption for my dance video', 'tiktok'],
    ['tiktok post about pasta', 'tiktok'],
    ['An Instagram post for our bakery', 'instagram'],
    ['something for insta about my cat', 'instagram'],
    ['ig post about sneakers', 'instagram'],
    ['new drop, post it on IG', 'instagram'],
    ['Facebook update for the store', 'facebook'],
    ['fb post: summer sale', 'facebook'],
    ['A tweet about our launch', 'twitter'],
    ['Twitter thread opener', 'twitter'],
    ['post this on x.com please', 'twitter'],
    ['share on https://twitter.com/home', 'twitter'],
    ['LinkedIn post about hiring', 'linkedin'],
    ['Linked In update on our quarter', 'linkedin'],
  ] as const)('finds the platform in %j', (text, platform) => {
    expect(detectPlatform(text)).toBe(platform);
  });

  it('matches whole words only', () => {
    expect(detectPlatform('a bigger picture of the FBI')).toBeNull();
    expect(detectPlatform('instant noodles on netflix.com')).toBeNull();
    expect(detectPlatform('a summer sale for our shop')).toBeNull();
  });

  it('lets the first platform in keyword order win when several are named', () => {
    expect(detectPlatform('Instagram and TikTok reel')).toBe('tiktok');
    expect(detectPlatform('facebook and instagram post')).toBe('instagram');
    expect(detectPlatform('tweet and LinkedIn post')).toBe('twitter');
  });
});

describe('platform profiles', () => {
  it('carries each platform caption limit', () => {
    expect(PLATFORMS.twitter.captionLimit).toBe(280);
    expect(PLATFORMS.instagram.captionLimit).toBe(2200);
    expect(PLATFORMS.facebook.captionLimit).toBe(63_206);
    expect(PLATFORMS.linkedin.captionLimit).toBe(3000);
    expect(PLATFORMS.tiktok.captionLimit).toBe(2200);
    expect(ANY_PLATFORM.captionLimit).toBe(280);
  });

  it('keeps emoji off LinkedIn only', () => {
    expect(Object.entries(PLATFORMS).filter(([, profile]) => !profile.suitsEmoji)).toEqual([
      ['linkedin', expect.anything()],
    ]);
  });
});

describe('requestedCaptionCount', () => {
  it.each([
    ['Give me 5 captions for a bakery', 5],
    ['two short variations for our launch', 2],
    ['Write 4 different caption options', 4],
    ['one caption for my cat', 1],
    ['50 captions please', CAPTION_VARIATIONS_MAX],
    ['write 2 Instagram captions for our salon', 2],
    ['Three LinkedIn posts about our hiring round', 3],
    ['give me 4 tweets for launch day', 4],
  ])('reads %j as %i', (text, count) => {
    expect(requestedCaptionCount(text)).toBe(count);
  });

  it.each([
    'A caption for my cafe',
    '10 tips for a better caption',
    '0 captions',
    'Top 3 beaches in Spain',
    'our 5 Instagram followers asked for a caption',
  ])('finds no count in %j', (text) => {
    expect(requestedCaptionCount(text)).toBeNull();
  });

  it('defaults to 3 variations', () => {
    expect(CAPTION_VARIATIONS_DEFAULT).toBe(3);
  });
});

describe('splitCaptions', () => {
  it('splits "1." items and drops the model introduction', () => {
    const text =
      'Here are 3 captions:\n\n1. Sunny days ahead! #Summer\n\n2. Sun, sand, repeat.\n\n3. Beach mode: on.';
    expect(splitCaptions(text)).toEqual([
      'Sunny days ahead! #Summer',
      'Sun, sand, repeat.',
      'Beach mode: on.',
    ]);
  });

  it('splits "2)" items, bold numbers and labelled items', () => {
    expect(splitCaptions('1) First\n2) Second')).toEqual(['First', 'Second']);
    expect(splitCaptions('**1.** First one\n**2.** Second one')).toEqual(['First one', 'Second one']);
    expect(splitCaptions('**Caption 1:** First\n\n**Caption 2:** Second')).toEqual(['First', 'Second']);
    expect(splitCaptions('### Option 1\nFirst\n\n### Option 2\nSecond')).toEqual(['First', 'Second']);
  });

  it('keeps multi-line captions whole and strips wrapping quotes, bold and style labels', () => {
    const text = [
      '1. "Fresh bread, every morning.',
      '',
      'Come early! #Bakery"',
      '2. **Playful:** Loaf at first sight. 🥖',
      '---',
      '3. **“Knead we say more?”**',
    ].join('\n');
    expect(splitCaptions(text)).toEqual([
      'Fresh bread, every morning.\n\nCome early! #Bakery',
      'Loaf at first sight. 🥖',
      'Knead we say more?',
    ]);
  });

  it('does not split on numbers that do not continue the list', () => {
    const text = '1. Our new menu:\n3 soups and 2 salads.\n1.5x the flavour.\n2. Come hungry.';
    expect(splitCaptions(text)).toEqual([
      'Our new menu:\n3 soups and 2 salads.\n1.5x the flavour.',
      'Come hungry.',
    ]);
  });

  it('returns an unnumbered answer as one caption, and nothing for an empty one', () => {
    expect(splitCaptions('  Just one caption here. #One  \n')).toEqual(['Just one caption here. #One']);
    expect(splitCaptions(' \n ')).toEqual([]);
  });
});

describe('research constants', () => {
  it('keeps 3 queries and orders the six report sections', () => {
    expect(RESEARCH_QUERIES_KEPT).toBe(3);
    expect(RESEARCH_SECTIONS).toEqual([
      'Executive Summary',
      'Market Analysis',
      'Key Data Points',
      'Competitive Landscape',
      'Future Outlook',
      'Strategic Recommendations',
    ]);
  });
});
