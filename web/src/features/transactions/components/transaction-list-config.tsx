/** The transactions list as configuration: tabs, the method filter and columns. */
import {
  STAFF_TRANSACTION_METHODS,
  TRANSACTION_METHODS,
  TRANSACTION_TABS,
  type Transaction,
  type TransactionTab,
} from '@contract/transactions/transaction.types';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import { TransactionErrorSummary } from './TransactionError';
import { ImportErrorFileLink, TransactionFileLink } from './TransactionFileLinks';
import { TransactionIdButton } from './TransactionIdButton';
import { TransactionProgress } from './TransactionProgress';
import { TransactionStatusBadge } from './TransactionStatusBadge';

export const TRANSACTION_TAB_DEFINITIONS: readonly TabDefinition<TransactionTab>[] = TRANSACTION_TABS.map((id) => ({
  id,
  labelKey: `transactions.status.${id}`,
}));

export const TRANSACTION_FILTER_FIELDS: readonly FilterField[] = [
  {
    kind: 'select',
    name: 'method',
    labelKey: 'transactions.filters.method',
    anyKey: 'transactions.filters.anyMethod',
    options: TRANSACTION_METHODS.filter((value) => !STAFF_TRANSACTION_METHODS.includes(value)).map((value) => ({
      value,
      labelKey: `transactions.methods.${value}`,
    })),
  },
];

export function transactionColumns(format: Formatters, onOpen: (id: string) => void): Column<Transaction>[] {
  return [
    { id: 'id', headerKey: 'transactions.columns.id', cell: (row) => <TransactionIdButton id={row.id} onOpen={onOpen} /> },
    { id: 'date', headerKey: 'transactions.columns.date', cell: (row) => format.dateTime(row.date) },
    { id: 'updatedAt', headerKey: 'transactions.columns.updatedAt', cell: (row) => format.dateTime(row.updatedAt), hideable: true, priority: 'low' },
    {
      id: 'method',
      headerKey: 'transactions.columns.method',
      cell: (row) => <KeyedText prefix="transactions.methods" value={row.method} />,
      priority: 'essential',
    },
    { id: 'status', headerKey: 'transactions.columns.status', cell: (row) => <TransactionStatusBadge status={row.status} /> },
    { id: 'progress', headerKey: 'transactions.columns.progress', cell: (row) => <TransactionProgress transaction={row} />, priority: 'essential' },
    { id: 'file', headerKey: 'transactions.columns.file', cell: (row) => <TransactionFileLink transaction={row} />, hideable: true, priority: 'essential' },
    {
      id: 'importErrorFile',
      headerKey: 'transactions.columns.importErrorFile',
      cell: (row) => <ImportErrorFileLink transaction={row} />,
      hideable: true,
      priority: 'essential',
    },
    {
      id: 'error',
      headerKey: 'transactions.columns.error',
      cell: (row) => <TransactionErrorSummary transaction={row} />,
      hideable: true,
      priority: 'essential',
    },
  ];
}
