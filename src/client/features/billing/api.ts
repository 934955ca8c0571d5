import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiNameOf, type PlanApiName, type PlanTier } from '@shared/plan-table';
import type { EnterpriseLeadForm } from '@shared/billing-requests';
import type { BillingInterval, SubscriptionStatus } from '@shared/plans';
import { useSession } from '@/lib/session';
import { api } from '@/lib/api';

/**
 * check-subscription. The plan changes in another tab (checkout, customer portal), so unlike the global
 * default this query refetches whenever the window regains focus, even while its data is "fresh": coming back
 * from the checkout tab shows the new plan without a reload.
 */
export const subscriptionQuery = queryOptions({
  queryKey: ['subscription'],
  queryFn: ({ signal }) => api<SubscriptionStatus>('/api/subscription', { signal }),
  refetchOnWindowFocus: 'always',
});

/** The signed-in user's subscription; idle (no request) for anonymous visitors. */
export function useSubscription() {
  const session = useSession();
  const isSignedIn = Boolean(session.data);
  return useQuery({ ...subscriptionQuery, enabled: isSignedIn });
}

/**
 * Paying, cancelling or renewing changes the plan, the credits, the ledger and whatever else shows them. Every
 * query is marked stale (active ones refetch) rather than listing other features' keys here.
 */
function refreshMoneyState(queryClient: QueryClient, status: SubscriptionStatus) {
  queryClient.setQueryData(subscriptionQuery.queryKey, status);
  return queryClient.invalidateQueries();
}

/** A checkout of `tier`, a plan sold through checkout. */
export type CheckoutInput = { tier: PlanTier; interval: BillingInterval; discountCode?: string };

export function useCreateCheckout() {
  return useMutation({
    mutationFn: ({ tier, interval, discountCode }: CheckoutInput) =>
      api<{ url: string }>('/api/billing/checkout', {
        body: { planName: apiNameOf(tier), interval, ...(discountCode ? { discountCode } : {}) },
      }),
  });
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api<{ url?: string }>('/api/billing/portal', { body: {} }),
  });
}

export function useSubmitEnterpriseLead() {
  return useMutation({
    mutationFn: (lead: EnterpriseLeadForm) => api('/api/billing/enterprise', { body: lead }),
  });
}

// Test-mode billing: the app's own stand-ins for the provider's checkout and portal pages.

export type TestCheckout = {
  id: string;
  plan: PlanApiName;
  interval: BillingInterval;
  discountCode: string | null;
  status: 'open' | 'completed' | 'canceled' | 'expired';
};

export function testCheckoutQuery(checkoutId: string) {
  return queryOptions({
    queryKey: ['billing', 'test-checkout', checkoutId],
    queryFn: ({ signal }) =>
      api<TestCheckout>(`/api/billing/test/checkout/${encodeURIComponent(checkoutId)}`, { signal }),
    staleTime: 0,
    retry: false,
  });
}

export function usePayTestCheckout(checkoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<SubscriptionStatus>(`/api/billing/test/checkout/${encodeURIComponent(checkoutId)}/pay`, {
        body: {},
      }),
    onSuccess: (status) =>
      Promise.all([
        refreshMoneyState(queryClient, status),
        queryClient.invalidateQueries({ queryKey: testCheckoutQuery(checkoutId).queryKey }),
      ]),
  });
}

export function useCancelTestCheckout(checkoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/api/billing/test/checkout/${encodeURIComponent(checkoutId)}/cancel`, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testCheckoutQuery(checkoutId).queryKey }),
  });
}

export type TestSubscriptionAction = 'cancel' | 'resume' | 'renew';

export function useChangeTestSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TestSubscriptionAction) =>
      api<SubscriptionStatus>(`/api/billing/test/subscription/${action}`, { body: {} }),
    onSuccess: (status) => refreshMoneyState(queryClient, status),
  });
}

/**
 * Opens a provider page (checkout, portal) in a new tab so the app stays open behind it. Not the `noopener`
 * feature string: with it `window.open` always returns null, which would hide a popup blocker. The opener
 * link is cut right after opening instead; when the popup was blocked, the current tab navigates.
 * Returns whether a new tab opened.
 */
export function openInNewTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (tab) {
    tab.opener = null;
    return true;
  }
  window.location.assign(url);
  return false;
}
