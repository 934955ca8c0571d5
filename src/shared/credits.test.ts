import { describe, expect, it } from 'vitest';
import {
  COMPLEX_QUERY_COST,
  COMPLEX_TERMS,
  SIMPLE_QUERY_COST,
  canAfford,
  classifyComplexity,
  costOf,
  isLowOnProCredits,
  shouldPromptUpgrade,
  type CreditsView,
} from './credits';

const view = (overrides: Partial<CreditsView>): CreditsView => ({
  remainingCredits: 5,
  totalCredits: 5,
  dailyFreeRemaining: 5,
  dailyFreeCredits: 5,
  subscriptionTier: 'free',
  ...overrides,
});

describe('classifyComplexity', () => {
  it('is simple for a short question without the listed terms', () => {
    expect(classifyComplexity('Best time to post on Instagram?')).toBe('simple');
    expect(classifyComplexity('')).toBe('simple');
  });

  it.each(COMPLEX_TERMS)('is complex when the question names "%s" as a whole word', (term) => {
    expect(classifyComplexity(`Give me a ${term} please`)).toBe('complex');
  });

  it('ignores case, tolerates extra spaces inside "market share" and counts punctuation as a word edge', () => {
    expect(classifyComplexity('What is our MARKET SHARE?')).toBe('complex');
    expect(classifyComplexity('market   share of oat milk')).toBe('complex');
    expect(classifyComplexity('Forecast for Q3')).toBe('complex');
    expect(classifyComplexity('trends, please')).toBe('complex');
  });

  it('does not match the terms inside other words', () => {
    for (const question of [
      'Who is the trendsetter here?',
      'analyses of reels',
      'comparer of prices',
      'uncompetitive', // prefix
      'marketshare', // no space
      'forecasting tips',
    ]) {
      expect(classifyComplexity(question), question).toBe('simple');
    }
  });

  it('is complex when longer than 100 characters (after trimming), simple at exactly 100', () => {
    expect(classifyComplexity('a'.repeat(100))).toBe('simple');
    expect(classifyComplexity('a'.repeat(101))).toBe('complex');
    expect(classifyComplexity(`  ${'a'.repeat(100)}  `)).toBe('simple');
  });
});

describe('costOf', () => {
  it('charges 1 credit for simple and 2 for complex questions', () => {
    expect(costOf('simple')).toBe(SIMPLE_QUERY_COST);
    expect(costOf('complex')).toBe(COMPLEX_QUERY_COST);
    expect(SIMPLE_QUERY_COST).toBe(1);
    expect(COMPLEX_QUERY_COST).toBe(2);
  });
});

describe('canAfford (the whole cost must fit in one bucket)', () => {
  it('accepts a cost covered by the daily free credits or by the paid credits', () => {
    expect(canAfford({ dailyFreeRemaining: 2, remainingCredits: 0 }, 2)).toBe(true);
    expect(canAfford({ dailyFreeRemaining: 0, remainingCredits: 2 }, 2)).toBe(true);
    expect(canAfford({ dailyFreeRemaining: 1, remainingCredits: 0 }, 1)).toBe(true);
  });

  it('refuses when each bucket alone is short, even if together they would cover it', () => {
    expect(canAfford({ dailyFreeRemaining: 1, remainingCredits: 1 }, 2)).toBe(false);
    expect(canAfford({ dailyFreeRemaining: 0, remainingCredits: 0 }, 1)).toBe(false);
  });
});

describe('shouldPromptUpgrade (Free: daily free 0 and paid under 3)', () => {
  it('prompts a Free user with no daily credits and fewer than 3 paid credits', () => {
    for (const remainingCredits of [0, 1, 2]) {
      expect(shouldPromptUpgrade(view({ dailyFreeRemaining: 0, remainingCredits }))).toBe(true);
    }
  });

  it('does not prompt at 3 paid credits, while daily credits remain, or for Pro', () => {
    expect(shouldPromptUpgrade(view({ dailyFreeRemaining: 0, remainingCredits: 3 }))).toBe(false);
    expect(shouldPromptUpgrade(view({ dailyFreeRemaining: 1, remainingCredits: 0 }))).toBe(false);
    expect(
      shouldPromptUpgrade(view({ subscriptionTier: 'Pro', dailyFreeRemaining: 0, remainingCredits: 0 })),
    ).toBe(false);
  });

  it('does not prompt a new Free user (5 paid + 5 daily)', () => {
    expect(shouldPromptUpgrade(view({}))).toBe(false);
  });
});

describe('isLowOnProCredits (Pro: daily free 0 and paid under 50)', () => {
  const pro = (overrides: Partial<CreditsView>) =>
    view({ subscriptionTier: 'Pro', totalCredits: 500, remainingCredits: 500, ...overrides });

  it('notes a Pro user with no daily credits and fewer than 50 paid credits', () => {
    expect(isLowOnProCredits(pro({ dailyFreeRemaining: 0, remainingCredits: 49 }))).toBe(true);
    expect(isLowOnProCredits(pro({ dailyFreeRemaining: 0, remainingCredits: 0 }))).toBe(true);
  });

  it('stays quiet at 50, while daily credits remain, or for Free users', () => {
    expect(isLowOnProCredits(pro({ dailyFreeRemaining: 0, remainingCredits: 50 }))).toBe(false);
    expect(isLowOnProCredits(pro({ dailyFreeRemaining: 3, remainingCredits: 10 }))).toBe(false);
    expect(isLowOnProCredits(view({ dailyFreeRemaining: 0, remainingCredits: 10 }))).toBe(false);
  });
});
