/** The transactions list as configuration. */
import { CBadge } from '@coreui/react';
import { TRANSACTION_TABS, type Transaction, type TransactionStatus, type TransactionTab } from '@contract/transactions/transaction.types';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import { transactionFileUrl } from '../transactions.api';
import { TransactionError } from './TransactionError';

export const TRANSACTION_TAB_DEFINITIONS: readonly TabDefinition<TransactionTab>[] = TRANSACTION_TABS.map((id) => ({ id, labelKey: `transactions.status.${id}` }));

const STATUS_COLOR: Record<TransactionStatus, string> = {
  open: 'info', inProgress: 'primary', inManuelControl: 'warning', error: 'danger', done: 'success', warning: 'warning',
};

export function transactionColumns(format: Formatters): Column<Transaction>[] {
  return [
    { id: 'id', headerKey: 'transactions.columns.id', cell: (row) => <code>{row.id}</code> },
    { id: 'date', headerKey: 'transactions.columns.date', cell: (row) => format.dateTime(row.date) },
    { id: 'updatedAt', headerKey: 'transactions.columns.updatedAt', cell: (row) => format.dateTime(row.updatedAt), hideable: true },
    { id: 'method', headerKey: 'transactions.columns.method', cell: (row) => <KeyedText prefix="transactions.methods" value={row.method} /> },
    { id: 'status', headerKey: 'transactions.columns.status', cell: (row) => <CBadge color={STATUS_COLOR[row.status]}><KeyedText prefix="transactions.status" value={row.status} /></CBadge> },
    { id: 'rows', headerKey: 'transactions.columns.rows', cell: (row) => format.number(row.rows), align: 'end', hideable: true },
    {
      id: 'file', headerKey: 'transactions.columns.file',
      cell: (row) => (row.file && (row.status === 'done' || row.status === 'warning')
        ? <a href={transactionFileUrl(row.id)} download={row.file} data-testid={`transaction-file-${row.id}`}>{row.file}</a> : '—'),
    },
    { id: 'error', headerKey: 'transactions.columns.error', cell: (row) => <TransactionError transaction={row} />, hideable: true },
  ];
}
