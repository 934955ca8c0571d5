import { ANNUAL_SAVINGS_LABEL, type BillingInterval } from '@shared/plans';
import * as BILLING_COPY from '../copy';
import { ToneBadge } from './status-badge';
import { SegmentedControl, SegmentedControlItem } from '@/components/ui/segmented-control';

export function BillingIntervalToggle({
  interval,
  onIntervalChange,
  disabled,
}: {
  interval: BillingInterval;
  onIntervalChange: (interval: BillingInterval) => void;
  disabled?: boolean;
}) {
  return (
    <SegmentedControl
      aria-label={BILLING_COPY.billingPeriod}
      disabled={disabled}
      value={interval}
      onValueChange={(value) => onIntervalChange(value === 'year' ? 'year' : 'month')}
    >
      <SegmentedControlItem value="month">{BILLING_COPY.monthly}</SegmentedControlItem>
      <SegmentedControlItem value="year">
        {BILLING_COPY.annual}
        <ToneBadge tone="positive">{ANNUAL_SAVINGS_LABEL}</ToneBadge>
      </SegmentedControlItem>
    </SegmentedControl>
  );
}
