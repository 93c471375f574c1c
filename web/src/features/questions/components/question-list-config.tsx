/** The questions list as configuration: the to-do tab, a tab per §4 status and All, the filters and the columns. */
import { Link } from 'react-router';
import type { QuestionRow } from '@contract/questions/question.api';
import { QUESTION_TABS, questionFilterProblems, type QuestionFilters, type QuestionTab } from '@contract/questions/question.query';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { pathOf } from '@contract/routes';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, FilterField, FilterValidator, TabDefinition } from '@web/components/list/list-types';
import type { Clock } from '@web/lib/clock';
import type { Formatters } from '@web/lib/format';
import { TicketExpiry } from './TicketExpiry';
import { TicketStatusBadge } from './TicketStatusBadge';

export const QUESTION_TAB_DEFINITIONS: readonly TabDefinition<QuestionTab>[] = QUESTION_TABS.map((id) => ({
  id,
  labelKey: id === 'all' || id === 'awaitingSeller' ? `questions.tabs.${id}` : `questions.status.${id}`,
}));

export const QUESTION_FILTER_FIELDS: readonly FilterField[] = [
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'questions.filters.marketplace',
    anyKey: 'questions.filters.anyMarketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
  { kind: 'text', name: 'sku', labelKey: 'questions.filters.sku', hintKey: 'questions.filters.skuHint' },
  { kind: 'text', name: 'order', labelKey: 'questions.filters.order', hintKey: 'questions.filters.orderHint' },
  { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'questions.filters.dateRange', hintKey: 'questions.filters.dateRangeHint' },
];

export const validateQuestionFilters: FilterValidator = (values) => questionFilterProblems(values as QuestionFilters);

export function questionColumns(format: Formatters, clock: Clock): Column<QuestionRow>[] {
  return [
    { id: 'id', headerKey: 'questions.columns.id', cell: (row) => row.questionId, link: true, className: 'text-nowrap' },
    {
      id: 'expiresAt',
      headerKey: 'questions.columns.expiresAt',
      cell: (row) => <TicketExpiry ticket={row} clock={clock} />,
      sortField: 'expiresAt',
      className: 'text-nowrap',
    },
    { id: 'status', headerKey: 'questions.columns.status', cell: (row) => <TicketStatusBadge status={row.status} /> },
    { id: 'marketplace', headerKey: 'questions.columns.marketplace', cell: (row) => <KeyedText prefix="marketplaces" value={row.marketplace} /> },
    { id: 'subject', headerKey: 'questions.columns.subject', cell: (row) => row.subject },
    {
      id: 'product',
      headerKey: 'questions.columns.product',
      cell: (row) => (
        <>
          <div>{row.productName}</div>
          <div className="small text-body-secondary">{row.productSku}</div>
        </>
      ),
    },
    { id: 'customer', headerKey: 'questions.columns.customer', cell: (row) => row.customerName, hideable: true },
    {
      id: 'order',
      headerKey: 'questions.columns.order',
      className: 'text-nowrap',
      hideable: true,
      cell: (row) => (row.orderId === null ? null : <Link to={pathOf('orderDetail', { orderId: row.orderId })}>{row.marketplaceOrderId}</Link>),
    },
    {
      id: 'createdAt',
      headerKey: 'questions.columns.createdAt',
      cell: (row) => format.dateTime(row.createdAt),
      sortField: 'createdAt',
      firstDirection: 'desc',
      className: 'text-nowrap',
      hideable: true,
    },
  ];
}
