import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rowOfErrorCode, SHEET_ERROR_CODE } from '@contract/imports/row-error-codes';
import type { Transaction, TransactionError } from '@contract/transactions/transaction.types';
import { FieldGrid, type FieldGridItem } from '@web/components/detail/FieldGrid';
import { ImportReasons } from '@web/components/ImportReasons';
import { DataTable } from '@web/components/list/DataTable';
import type { Column } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import { importErrorsPath, importerPath } from '@contract/imports/import-paths';
import { TransactionErrorText } from './TransactionError';
import { ImportErrorFileLink, TransactionFileLink } from './TransactionFileLinks';
import { TransactionProgress } from './TransactionProgress';
import { TransactionStatusBadge } from './TransactionStatusBadge';

type ChildError = TransactionError & { index: number };

/** An import's row error names its row (or the sheet) in the reader's language; another job's code is shown as it is. */
function ChildErrorCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const row = rowOfErrorCode(code);
  if (row !== null) return <>{t('transactions.detail.rowCode', { row: format.number(row) })}</>;
  return code === SHEET_ERROR_CODE ? <>{t('transactions.detail.sheetCode')}</> : <code>{code}</code>;
}

const CHILD_ERROR_COLUMNS: readonly Column<ChildError>[] = [
  { id: 'code', headerKey: 'transactions.detail.childColumns.code', cell: (row) => <ChildErrorCode code={row.code} /> },
  // An import's row error says why in the reader's language; another job's keeps its own text.
  {
    id: 'message',
    headerKey: 'transactions.detail.childColumns.message',
    cell: (row) => (row.reasons ? <ImportReasons reasons={row.reasons} /> : row.message),
  },
];

/** Every field of a transaction (spec §3), its error or 'No error message was found.', its row errors and where to go next. */
export function TransactionDetail({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const importer = importerPath(transaction.method);
  // The Import Errors tab once the import refused rows (they are listed there, with its error file).
  const errorsTab = transaction.importErrorFile === null ? null : importErrorsPath(transaction);
  const childErrors = useMemo(() => transaction.childErrors.map((error, index) => ({ ...error, index })), [transaction.childErrors]);
  const fields: FieldGridItem[] = [
    { id: 'id', labelKey: 'transactions.columns.id', value: <code>{transaction.id}</code> },
    { id: 'method', labelKey: 'transactions.columns.method', value: t(`transactions.methods.${transaction.method}`) },
    { id: 'status', labelKey: 'transactions.columns.status', value: <TransactionStatusBadge status={transaction.status} /> },
    { id: 'progress', labelKey: 'transactions.columns.progress', value: <TransactionProgress transaction={transaction} /> },
    { id: 'date', labelKey: 'transactions.columns.date', value: format.dateTime(transaction.date) },
    { id: 'updatedAt', labelKey: 'transactions.columns.updatedAt', value: format.dateTime(transaction.updatedAt) },
    { id: 'file', labelKey: 'transactions.columns.file', value: <TransactionFileLink transaction={transaction} /> },
    { id: 'importErrorFile', labelKey: 'transactions.columns.importErrorFile', value: <ImportErrorFileLink transaction={transaction} /> },
    { id: 'error', labelKey: 'transactions.detail.error', value: <TransactionErrorText transaction={transaction} />, wide: true },
  ];
  return (
    <div data-testid="transaction-detail">
      <FieldGrid fields={fields} />
      <h2 className="h6 mt-4">{t('transactions.detail.childErrors')}</h2>
      {childErrors.length > 0 ? (
        <div data-testid="transaction-child-errors">
          {importer ? <p className="small text-body-secondary mb-2">{t('transactions.detail.childErrorsOfImport')}</p> : null}
          <DataTable columns={CHILD_ERROR_COLUMNS} rows={childErrors} rowKey={(row) => String(row.index)} labelKey="transactions.detail.childErrors" />
        </div>
      ) : (
        <p className="text-body-secondary mb-0" data-testid="transaction-no-child-errors">
          {t('transactions.detail.noChildErrors')}
        </p>
      )}
      {importer ? (
        <div className="d-flex flex-wrap gap-3 mt-4">
          <Link to={importer} data-testid="transaction-importer-link">
            {t('transactions.detail.openImporter')}
          </Link>
          {errorsTab ? (
            <Link to={errorsTab} data-testid="transaction-import-errors-link">
              {t('transactions.detail.openImportErrors')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
