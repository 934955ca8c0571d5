/** Credit rules: allowances, costs and complexity. The server decides every cost with these. */

export const DAILY_FREE_CREDITS = 5;
export const FREE_STARTING_CREDITS = 5;
export const PRO_CREDITS_PER_PERIOD = 500;
export const SIMPLE_QUERY_COST = 1;
export const COMPLEX_QUERY_COST = 2;
export const COMPLEXITY_LENGTH_THRESHOLD = 100;
/** Free users see the upgrade prompt when daily free credits are 0 and paid credits under this. */
export const FREE_UPGRADE_PROMPT_BELOW = 3;
/** Pro users see the low-credit note when daily free credits are 0 and paid credits under this. */
export const PRO_LOW_CREDIT_BELOW = 50;

export type Complexity = 'simple' | 'complex';

const COMPLEX_TERMS = [
  'analysis',
  'comprehensive',
  'detailed',
  'compare',
  'competitive',
  'market share',
  'trends',
  'forecast',
];
const COMPLEX_PATTERN = new RegExp(
  `\\b(?:${COMPLEX_TERMS.map((term) => term.replace(' ', '\\s+')).join('|')})\\b`,
  'i',
);

/** Complex when longer than 100 characters or naming one of `COMPLEX_TERMS` as a whole word. */
export function classifyComplexity(question: string): Complexity {
  const text = question.trim();
  return text.length > COMPLEXITY_LENGTH_THRESHOLD || COMPLEX_PATTERN.test(text) ? 'complex' : 'simple';
}

export function costOf(complexity: Complexity): number {
  return complexity === 'complex' ? COMPLEX_QUERY_COST : SIMPLE_QUERY_COST;
}

/** What the browser shows of a balance (camelCase, as the credits widget reads it). */
export type CreditsView = {
  remainingCredits: number;
  totalCredits: number;
  dailyFreeRemaining: number;
  dailyFreeCredits: number;
  subscriptionTier: 'Pro' | 'free';
};

/** What a credit spend answers (snake_case, as the API returns it). */
export type SpendResult = {
  success: boolean;
  message: string;
  credits_used: number;
  daily_free_used: boolean;
};

/** A spend is possible only when the whole cost fits in the daily free credits or in the paid credits. */
export function canAfford(
  view: Pick<CreditsView, 'remainingCredits' | 'dailyFreeRemaining'>,
  cost: number,
): boolean {
  return view.dailyFreeRemaining >= cost || view.remainingCredits >= cost;
}

export function shouldPromptUpgrade(view: CreditsView): boolean {
  return (
    view.subscriptionTier !== 'Pro' &&
    view.dailyFreeRemaining === 0 &&
    view.remainingCredits < FREE_UPGRADE_PROMPT_BELOW
  );
}

export function isLowOnProCredits(view: CreditsView): boolean {
  return (
    view.subscriptionTier === 'Pro' &&
    view.dailyFreeRemaining === 0 &&
    view.remainingCredits < PRO_LOW_CREDIT_BELOW
  );
}

export const CREDIT_MESSAGES = {
  insufficientTitle: 'Insufficient Credits',
  insufficient: (cost: number) =>
    `You need ${cost} credit(s) for this action. You've used your daily free credits and need more paid credits.`,
  insufficientShort: 'Insufficient credits',
  failedTitle: 'Credit Error',
  failed: 'Failed to use credits. Please try again.',
  failedShort: 'Failed to use credits',
  usedTitle: 'Credits Used',
  used: (cost: number, isDaily: boolean) => `Used ${cost} ${isDaily ? 'daily free' : 'paid'} credit(s)`,
  noData: 'No credit data available',
} as const;

/** One line of a user's credit history, as the API sends it. */
export type LedgerEntry = {
  id: number;
  delta: number;
  bucket: 'daily' | 'paid';
  reason: 'grant' | 'spend' | 'refund' | 'daily_reset';
  feature: string | null;
  createdAt: string;
};
