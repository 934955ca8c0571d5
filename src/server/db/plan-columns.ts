import { DEFAULT_TIER, PLAN_TABLE, isPlanTier, tierFromApiName, type PlanTier } from '@shared/plan-table';

/**
 * How the tables spell a plan, read and written only through these. `subscribers.subscription_tier` holds the
 * plan's API name ('Pro'; null before any subscription), as it always has; `user_credits.subscription_tier` and
 * `checkout_sessions.plan` hold the tier itself ('pro'). Keeping the stored values spares a data migration.
 */

export function subscriberTierValue(tier: PlanTier): string {
  return PLAN_TABLE[tier].apiName;
}

export function tierOfSubscriberValue(value: string | null): PlanTier {
  return tierFromApiName(value);
}

/** `user_credits.subscription_tier` and `checkout_sessions.plan`; an unknown value reads as the default tier. */
export function tierOfTierColumn(value: string): PlanTier {
  return isPlanTier(value) ? value : DEFAULT_TIER;
}
