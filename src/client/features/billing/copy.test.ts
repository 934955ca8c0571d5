import { describe, expect, it } from 'vitest';
import { PRICING_FAQ } from './copy';

describe('PRICING_FAQ', () => {
  it("states Pro's prices, the discount and the trial from the plan table", () => {
    expect(PRICING_FAQ.map((entry) => entry.answer)).toEqual([
      'Yes. You can upgrade, downgrade or cancel at any time from the customer portal.',
      'Pro costs $5/month for the first 3 months, then $15/month. With the code JUN20 the first 3 months are free.',
      'Enterprise pricing is custom, based on your team size and needs. Contact sales and we will reply within 24 hours.',
      'Yes. You can try Pro free for 14 days, and no credit card is required.',
    ]);
  });
});
