import type { Transaction } from '@contract/transactions/transaction.types';
import { EMPTY_VALUE } from '@web/lib/format';
import { transactionFileUrl, transactionImportErrorFileUrl } from '../transactions.api';

/** An export's result, or the workbook an import was given. */
export function TransactionFileLink({ transaction }: { transaction: Pick<Transaction, 'id' | 'file'> }) {
  if (!transaction.file) return <>{EMPTY_VALUE}</>;
  return (
    <a href={transactionFileUrl(transaction.id)} download={transaction.file} data-testid={`transaction-file-${transaction.id}`}>
      {transaction.file}
    </a>
  );
}

/** An import's refused rows with their reasons. */
export function ImportErrorFileLink({ transaction }: { transaction: Pick<Transaction, 'id' | 'importErrorFile'> }) {
  if (!transaction.importErrorFile) return <>{EMPTY_VALUE}</>;
  return (
    <a
      href={transactionImportErrorFileUrl(transaction.id)}
      download={transaction.importErrorFile}
      className="link-danger"
      data-testid={`transaction-error-file-${transaction.id}`}
    >
      {transaction.importErrorFile}
    </a>
  );
}
