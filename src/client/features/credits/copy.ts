import { UPGRADE_OFFER } from '@shared/plan-table';

/**
 * The credits widget's own words. The sidebar shows the widget on every dashboard page, so this module holds
 * only what the widget renders; the credit history's words are in history-copy.ts.
 * Each word is its own export, read through a namespace import (`import * as CREDITS_COPY from …`),
 * so the build writes in only the words a page renders (docs/architecture.md).
 */

export const title = 'Credits';
export const paidLabel = 'credits left';
export const dailyLabel = (left: number, of: number) => `Daily free: ${left} of ${of} left`;
export const upgradePrompt = `You're out of free credits. Upgrade to ${UPGRADE_OFFER.label} for ${UPGRADE_OFFER.credits.perPeriod} credits!`;
export const proLowNote = 'Running low on credits. Your daily free credits return at midnight.';
export const loading = 'Loading credits...';
export const upgradeLink = 'Get more credits';
export const plansLink = 'View plans';
