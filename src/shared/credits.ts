import { DEFAULT_TIER, PLAN_TABLE, planOf, tierFromCreditsApiName, type CreditsTierName } from './plan-table';

/**
 * Credit rules: costs and complexity. The server decides every cost with these. What each plan grants (paid
 * credits, daily free credits, when to suggest an upgrade) is in the plan table.
 */

/** A new user's daily free credits and first paid credits (the default plan's). */
export const DAILY_FREE_CREDITS = PLAN_TABLE[DEFAULT_TIER].credits.dailyFree;
export const FREE_STARTING_CREDITS = PLAN_TABLE[DEFAULT_TIER].credits.starting;
export const SIMPLE_QUERY_COST = 1;
export const COMPLEX_QUERY_COST = 2;
export const COMPLEXITY_LENGTH_THRESHOLD = 100;

export type Complexity = 'simple' | 'complex';

/** Words that mark a question as analytical: it searches and writes more. */
export const COMPLEX_TERMS = [
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
  /** The plan's credits API name (plan-table `creditsApiName`): 'free' or 'Pro'. */
  subscriptionTier: CreditsTierName;
};

/** The plan of the user whose balance this is. */
export function tierOfCredits(view: Pick<CreditsView, 'subscriptionTier'>) {
  return tierFromCreditsApiName(view.subscriptionTier);
}

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

/** The credits widget's upgrade prompt: on a plan that offers an upgrade, daily free credits gone, paid ones low. */
export function shouldPromptUpgrade(view: CreditsView): boolean {
  const { upgrade } = planOf(tierOfCredits(view));
  return upgrade !== null && view.dailyFreeRemaining === 0 && view.remainingCredits < upgrade.promptBelow;
}

/** The credits widget's low-credit note (paid plans): daily free credits gone, paid ones under the plan's mark. */
export function isLowOnProCredits(view: CreditsView): boolean {
  const { lowCreditNoteBelow } = planOf(tierOfCredits(view));
  return (
    lowCreditNoteBelow !== null && view.dailyFreeRemaining === 0 && view.remainingCredits < lowCreditNoteBelow
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
