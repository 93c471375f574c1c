import { CProgress, CProgressBar } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@contract/transactions/transaction.types';
import { EMPTY_VALUE, useFormatters } from '@web/lib/format';
import { isRunning } from '../transaction-rules';
import { LabelledProgress } from '@web/components/LabelledProgress';

/**
 * How far a job is: while it runs a bar with "done / total rows" (striped while the total is not known yet or the
 * job has not started); once finished, its row count.
 */
export function TransactionProgress({ transaction }: { transaction: Pick<Transaction, 'id' | 'status' | 'rows' | 'progress'> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const testId = `transaction-progress-${transaction.id}`;
  if (!isRunning(transaction)) {
    const { rows } = transaction;
    return <span data-testid={testId}>{rows === null ? EMPTY_VALUE : t('transactions.progress.rows', { count: rows, rows: format.number(rows) })}</span>;
  }
  const { progress } = transaction;
  const total = progress?.total ?? null;
  const percent = progress && total ? Math.min(100, Math.round((progress.done / total) * 100)) : null;
  const label = !progress
    ? t('transactions.progress.waiting')
    : total === null
      ? t('transactions.progress.counting', { done: format.number(progress.done) })
      : t('transactions.progress.of', { done: format.number(progress.done), total: format.number(total) });
  return (
    <div data-testid={testId} style={{ minWidth: '9rem' }}>
      {percent === null ? (
        <CProgress height={8}>
          <CProgressBar value={100} variant="striped" animated color="info" />
        </CProgress>
      ) : (
        <LabelledProgress value={percent} height={8} color="info" label={label} />
      )}
      <div className="small text-body-secondary mt-1 text-nowrap">{label}</div>
    </div>
  );
}
