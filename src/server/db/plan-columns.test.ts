import { describe, expect, it } from 'vitest';
import { subscriberTierValue, tierOfSubscriberValue, tierOfTierColumn } from './plan-columns';

describe('plan columns', () => {
  it('store a subscriber plan as its API name, as the rows written so far hold it', () => {
    expect(subscriberTierValue('pro')).toBe('Pro');
    expect(subscriberTierValue('enterprise')).toBe('Enterprise');
    expect(tierOfSubscriberValue('Pro')).toBe('pro');
  });

  it('read a subscriber row without a plan as Free', () => {
    expect(tierOfSubscriberValue(null)).toBe('free');
  });

  it('read the credits and checkout columns, which hold the tier itself', () => {
    expect(tierOfTierColumn('pro')).toBe('pro');
    expect(tierOfTierColumn('free')).toBe('free');
    expect(tierOfTierColumn('Pro')).toBe('free');
  });
});
