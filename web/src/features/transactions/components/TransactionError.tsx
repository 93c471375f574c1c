import { useTranslation } from 'react-i18next';
import type { Transaction } from '@contract/transactions/transaction.types';
import { EMPTY_VALUE } from '@web/lib/format';

/**
 * Spec §8: an error shows its code and message, or 'No error message was found.' A code the portal knows is shown in
 * the reader's language, its code after it as a reference for support; the job's own text (written in the language of
 * whoever started it) only for one it does not, after its code.
 */
export function TransactionErrorText({ transaction }: { transaction: Pick<Transaction, 'error'> }) {
  const { t, i18n } = useTranslation();
  if (!transaction.error) return <span data-testid="transaction-no-error">{t('transactions.noErrorMessage')}</span>;
  const { code, message, params } = transaction.error;
  const known = `errors.${code}`;
  const details = `transactions.errorDetails.${code}`;
  if (!i18n.exists(known)) {
    return (
      <span className="text-danger" data-testid="transaction-error">
        <code>{code}</code> {message}
      </span>
    );
  }
  return (
    <span className="text-danger" data-testid="transaction-error">
      {t(known)}
      {params && i18n.exists(details) ? ` ${t(details, params)}` : null} <small className="text-body-secondary">{t('transactions.errorCode', { code })}</small>
    </span>
  );
}

/** The list's error cell: the error of a failed or warned job, and how many row errors it has. */
export function TransactionErrorSummary({ transaction }: { transaction: Pick<Transaction, 'status' | 'error' | 'childErrors'> }) {
  const { t } = useTranslation();
  const failed = transaction.status === 'error' || transaction.status === 'warning' || transaction.error !== null;
  const count = transaction.childErrors.length;
  if (!failed && count === 0) return <>{EMPTY_VALUE}</>;
  return (
    <div className="text-truncate" style={{ maxWidth: '22rem' }}>
      {failed ? <TransactionErrorText transaction={transaction} /> : null}
      {count > 0 ? <div className="small text-body-secondary">{t('transactions.childErrorCount', { count })}</div> : null}
    </div>
  );
}
