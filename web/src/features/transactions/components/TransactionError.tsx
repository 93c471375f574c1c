import { useTranslation } from 'react-i18next';
import type { Transaction } from '@contract/transactions/transaction.types';

/** Spec §8: an error shows its code and message, or 'No error message was found.' */
export function TransactionError({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  if (transaction.status !== 'error' && transaction.status !== 'warning') return <>—</>;
  if (!transaction.error) return <>{t('transactions.noErrorMessage')}</>;
  return <span className="text-danger"><code>{transaction.error.code}</code> {transaction.error.message}</span>;
}
