import { CBadge } from '@coreui/react';
import type { ClaimStatus } from '@contract/claims/claim.types';
import { KeyedText } from '@web/components/KeyedText';

type BadgeColor = 'warning' | 'danger' | 'success' | 'info';

/** Waiting for the seller stands out; decided ones read as approved or rejected; the rest wait for someone else. */
export const CLAIM_STATUS_COLOR: Readonly<Record<ClaimStatus, BadgeColor>> = {
  waiting: 'warning',
  requestRejected: 'danger',
  waitingAdmin: 'info',
  requestApproved: 'success',
  waitingAccounting: 'info',
  approvedByAccounting: 'success',
  approved: 'success',
  rejected: 'danger',
};

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return (
    <CBadge color={CLAIM_STATUS_COLOR[status]} data-testid="claim-status">
      <KeyedText prefix="claims.status" value={status} />
    </CBadge>
  );
}
