import { BILLING_MESSAGES } from '@shared/plans';

/** Says up front that this server sells no plan, rather than failing when an upgrade button is pressed. */
export function BillingOffNotice() {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {BILLING_MESSAGES.billingOff}
    </p>
  );
}
