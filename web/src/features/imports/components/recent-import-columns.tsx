/** The recent imports panel's columns: when, how it stands, how far it got, its files and its detail. */
import { CBadge, CProgress } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reasonLanguageOf } from '@contract/imports/reason-text';
import type { Transaction, TransactionStatus } from '@contract/transactions/transaction.types';
import { KeyedText } from '@web/components/KeyedText';
import type { Column } from '@web/components/list/list-types';
import { EMPTY_VALUE, type Formatters } from '@web/lib/format';
import { importErrorFileUrl, importFileUrl, transactionDetailPath } from '../imports.api';
import { KeyedValue } from './KeyedValue';

/** An import's error file in the reader's language. */
function ErrorFileLink({ id, fileName }: { id: string; fileName: string }) {
  const { i18n } = useTranslation();
  return (
    <a href={importErrorFileUrl(id, reasonLanguageOf(i18n.language))} download={fileName} data-testid="recent-error-file">
      <KeyedValue textKey="imports.recent.errorFile" />
    </a>
  );
}

const STATUS_COLOR: Record<TransactionStatus, string> = {
  open: 'info',
  inProgress: 'primary',
  inManuelControl: 'warning',
  error: 'danger',
  done: 'success',
  warning: 'warning',
};

function Progress({ transaction }: { transaction: Transaction }) {
  const { progress } = transaction;
  if (!progress) return <>{EMPTY_VALUE}</>;
  if (progress.total === null) return <KeyedValue textKey="imports.recent.rowsDone" values={{ done: progress.done }} />;
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 100;
  return (
    <div style={{ minWidth: '7rem' }}>
      <KeyedValue textKey="imports.recent.progress" values={{ done: progress.done, total: progress.total }} />
      {/* The text above says it; the bar is decoration (CoreUI hands aria-hidden to the inner bar, not its progressbar). */}
      <div aria-hidden="true">
        <CProgress thin className="mt-1" value={percent} color={STATUS_COLOR[transaction.status]} />
      </div>
    </div>
  );
}

export function recentImportColumns(format: Formatters): Column<Transaction>[] {
  return [
    { id: 'date', headerKey: 'imports.recent.columns.date', cell: (row) => format.dateTime(row.date) },
    {
      id: 'status',
      headerKey: 'imports.recent.columns.status',
      cell: (row) => (
        <CBadge color={STATUS_COLOR[row.status]} data-testid="recent-status">
          <KeyedText prefix="transactions.status" value={row.status} />
        </CBadge>
      ),
    },
    { id: 'progress', headerKey: 'imports.recent.columns.progress', cell: (row) => <Progress transaction={row} /> },
    {
      id: 'file',
      headerKey: 'imports.recent.columns.file',
      cell: (row) =>
        row.file ? (
          <a href={importFileUrl(row.id)} download={row.file} data-testid="recent-file">
            {row.file}
          </a>
        ) : (
          EMPTY_VALUE
        ),
    },
    {
      id: 'errorFile',
      headerKey: 'imports.recent.columns.errorFile',
      cell: (row) => (row.importErrorFile ? <ErrorFileLink id={row.id} fileName={row.importErrorFile} /> : EMPTY_VALUE),
    },
    {
      id: 'detail',
      headerKey: 'imports.recent.columns.detail',
      align: 'end',
      cell: (row) => (
        <Link to={transactionDetailPath(row.id)} data-testid="recent-detail">
          <KeyedValue textKey="imports.recent.detail" />
        </Link>
      ),
    },
  ];
}
