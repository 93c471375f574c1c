import { useTranslation } from 'react-i18next';
import { reasonLanguageOf, type ReasonLanguage } from '@contract/imports/reason-text';
import type { Transaction } from '@contract/transactions/transaction.types';
import { ErrorFileInOtherLanguage } from '@web/components/ErrorFileInOtherLanguage';
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

/** An import's refused rows with their reasons, in the reader's language, and a link to the other language's. */
export function ImportErrorFileLink({ transaction }: { transaction: Pick<Transaction, 'id' | 'importErrorFile'> }) {
  const { i18n } = useTranslation();
  if (!transaction.importErrorFile) return <>{EMPTY_VALUE}</>;
  const urlIn = (language: ReasonLanguage) => transactionImportErrorFileUrl(transaction.id, language);
  return (
    <span className="d-inline-flex flex-wrap align-items-baseline gap-2">
      <a
        href={urlIn(reasonLanguageOf(i18n.language))}
        download={transaction.importErrorFile}
        className="link-danger"
        data-testid={`transaction-error-file-${transaction.id}`}
      >
        {transaction.importErrorFile}
      </a>
      <ErrorFileInOtherLanguage urlIn={urlIn} fileName={transaction.importErrorFile} testId={`transaction-error-file-other-${transaction.id}`} />
    </span>
  );
}
