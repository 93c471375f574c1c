import { CAlert, CButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@contract/transactions/transaction.types';
import { UrlDialog } from '@web/components/detail/UrlDialog';
import { transactionDetail, type TransactionDetailState } from '../transaction-detail.resource';
import { TransactionDetail } from './TransactionDetail';

/** The URL parameter that opens a transaction: `/reports/transactions?transaction=<id>`. */
export const TRANSACTION_PARAM = 'transaction';
export const NO_DIALOG_EXTRAS: readonly string[] = [];

export interface TransactionDetailDialogProps {
  id: string;
  state: TransactionDetailState;
  /** The list's row of this id, shown while the transaction itself loads. */
  row: Transaction | null;
  onRetry: () => void;
}

function DialogBody({ id, state, row, onRetry }: TransactionDetailDialogProps) {
  const { t } = useTranslation();
  const status = state.id === id ? transactionDetail.statusOf(state) : 'loading';
  if (status === 'notFound')
    return (
      <p className="text-body-secondary text-center py-4 mb-0" role="status" data-testid="transaction-not-found">
        {t('errors.notFound')}
      </p>
    );
  if (status === 'error') {
    return (
      <CAlert
        color="danger"
        role="alert"
        className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-0"
        data-testid="transaction-load-error"
      >
        <span>{t('transactions.detail.loadError')}</span>
        <CButton color="danger" variant="outline" size="sm" onClick={onRetry} data-testid="transaction-retry">
          {t('detail.states.retry')}
        </CButton>
      </CAlert>
    );
  }
  const shown = state.data?.id === id ? state.data : row;
  if (!shown) {
    return (
      <div className="d-flex justify-content-center py-4" data-testid="transaction-loading">
        <CSpinner color="primary" aria-label={t('common.loading')} />
      </div>
    );
  }
  return <TransactionDetail transaction={shown} />;
}

/** One transaction in a dialog addressed by the URL (shareable; Back closes it). */
export function TransactionDetailDialog(props: TransactionDetailDialogProps) {
  return (
    <UrlDialog name={props.id} param={TRANSACTION_PARAM} extras={NO_DIALOG_EXTRAS} titleKey="transactions.detail.title" size="lg">
      <DialogBody {...props} />
    </UrlDialog>
  );
}
