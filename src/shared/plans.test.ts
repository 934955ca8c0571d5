import { describe, expect, it } from 'vitest';
import { CAPTION_MESSAGES, RESEARCH_MESSAGES } from './ai';
import {
  BILLING_MESSAGES,
  DISCOUNT_CODE,
  PLANS,
  checkoutPrice,
  normalizeDiscountCode,
  proAnnualPerMonth,
} from './plans';
import { checkoutRequestSchema, enterpriseLeadSchema } from './billing-requests';

describe('proAnnualPerMonth', () => {
  it('shows the $150 annual price as floor(150 / 12) = $12 per month', () => {
    expect(proAnnualPerMonth()).toBe(12);
  });
});

describe('PLANS', () => {
  it('lists Free, Pro (popular, $5 intro, $15 original, $150/year, Save 20%) and Enterprise', () => {
    expect(PLANS.map((plan) => plan.name)).toEqual(['Free', 'Pro', 'Enterprise']);
    const pro = PLANS.find((plan) => plan.id === 'pro')!;
    expect(pro).toMatchObject({
      monthlyPrice: 5,
      originalPrice: 15,
      annualPrice: 150,
      savings: 'Save 20%',
      isPopular: true,
    });
    expect(PLANS.find((plan) => plan.id === 'enterprise')!.monthlyPrice).toBeNull();
  });
});

describe('normalizeDiscountCode', () => {
  it('upper-cases, trims and keeps at most 10 characters', () => {
    expect(normalizeDiscountCode(' jun20 ')).toBe('JUN20');
    expect(normalizeDiscountCode('abcdefghijklmn')).toBe('ABCDEFGHIJ');
    expect(normalizeDiscountCode('')).toBe('');
  });
});

describe('checkoutRequestSchema', () => {
  it('accepts Pro monthly with or without JUN20 (in any case) and defaults to monthly', () => {
    expect(checkoutRequestSchema.parse({ planName: 'Pro' })).toEqual({
      planName: 'Pro',
      interval: 'month',
      discountCode: undefined,
    });
    expect(
      checkoutRequestSchema.parse({ planName: 'Pro', interval: 'month', discountCode: 'jun20' }),
    ).toEqual({ planName: 'Pro', interval: 'month', discountCode: DISCOUNT_CODE });
    expect(checkoutRequestSchema.parse({ planName: 'Pro', interval: 'year' }).interval).toBe('year');
  });

  it('treats an empty code as no code', () => {
    expect(checkoutRequestSchema.parse({ planName: 'Pro', discountCode: '' }).discountCode).toBeUndefined();
  });

  it('rejects another code with the JUN20 hint', () => {
    const result = checkoutRequestSchema.safeParse({ planName: 'Pro', discountCode: 'SUMMER' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(BILLING_MESSAGES.invalidDiscount);
    expect(BILLING_MESSAGES.invalidDiscount).toBe(
      'Invalid discount code. Use JUN20 for 100% off first 3 months.',
    );
  });

  it('rejects JUN20 on the annual plan', () => {
    const result = checkoutRequestSchema.safeParse({
      planName: 'Pro',
      interval: 'year',
      discountCode: 'JUN20',
    });
    expect(result.error?.issues[0]?.message).toBe(BILLING_MESSAGES.discountMonthlyOnly);
  });

  it('rejects other plans and intervals', () => {
    expect(checkoutRequestSchema.safeParse({ planName: 'Enterprise' }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ planName: 'Pro', interval: 'week' }).success).toBe(false);
  });
});

describe('checkoutPrice', () => {
  it('JUN20 makes the first 3 months free, then $15/month', () => {
    expect(checkoutPrice('month', 'JUN20')).toEqual({
      dueToday: 0,
      summary: '$0/month for the first 3 months, then $15/month',
    });
  });

  it('without a code, $5 for 3 months then $15; annual $150/year', () => {
    expect(checkoutPrice('month', null)).toEqual({
      dueToday: 5,
      summary: '$5/month for the first 3 months, then $15/month',
    });
    expect(checkoutPrice('year', null)).toEqual({ dueToday: 150, summary: '$150/year' });
  });
});

describe('enterpriseLeadSchema', () => {
  it('requires name, email and company; phone and message are optional', () => {
    expect(
      enterpriseLeadSchema.safeParse({ name: 'Ada', email: 'ADA@Example.com', company: 'Acme' }).data,
    ).toMatchObject({ email: 'ada@example.com' });
    const empty = enterpriseLeadSchema.safeParse({ name: ' ', email: 'nope', company: '' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([
      'Full Name is required',
      'Please enter a valid email address',
      'Company is required',
    ]);
  });
});

describe('PLANS from the plan table', () => {
  it('gives each card its own price lines: Pro its intro and annual lines, Free and Enterprise none', () => {
    const [free, pro, enterprise] = PLANS;
    expect(pro).toMatchObject({
      purchase: 'checkout',
      introNote: 'for the first 3 months, then $15/month',
      billedAnnually: 'Billed annually ($150/year)',
    });
    expect(free).toMatchObject({
      purchase: 'signup',
      monthlyPrice: 0,
      introNote: null,
      billedAnnually: null,
    });
    expect(enterprise).toMatchObject({ purchase: 'sales', annualPrice: null, introNote: null });
  });

  it('prices a checkout of the plan it names', () => {
    expect(checkoutPrice('month', null, 'Pro')).toEqual(checkoutPrice('month', null));
    expect(() => checkoutPrice('month', null, 'Enterprise')).toThrow();
  });
});

describe('upgrade prompts', () => {
  it('offer Pro and its 500 credits, in the words they always had', () => {
    expect(CAPTION_MESSAGES.proSuggestion).toBe('Upgrade to Pro for 500 credits');
    expect(RESEARCH_MESSAGES.noCredits).toBe(
      "You don't have enough credits for market intelligence research. Upgrade to Pro for 500 credits!",
    );
  });
});
