import { CBadge } from '@coreui/react';
import type { TransactionStatus } from '@contract/transactions/transaction.types';
import { KeyedText } from '@web/components/KeyedText';

const STATUS_COLOR: Record<TransactionStatus, string> = {
  open: 'secondary',
  inProgress: 'info',
  inManuelControl: 'primary',
  error: 'danger',
  done: 'success',
  warning: 'warning',
};

/** A transaction's status (spec §4) in its own colour. */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  return (
    <CBadge color={STATUS_COLOR[status]} data-testid="transaction-status" data-status={status}>
      <KeyedText prefix="transactions.status" value={status} />
    </CBadge>
  );
}
