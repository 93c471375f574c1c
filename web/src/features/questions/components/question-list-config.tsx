/** The questions list as configuration: the to-do tab, a tab per §4 status and All, the filters and the columns. */
import { Link } from 'react-router';
import type { QuestionRow } from '@contract/questions/question.api';
import { QUESTION_TABS, questionFilterProblems, type QuestionFilters, type QuestionTab } from '@contract/questions/question.query';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { pathOf } from '@contract/routes';
import { KeyedText } from '@web/components/KeyedText';
import { OneLineText } from '@web/components/OneLineText';
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

/**
 * One line a row, so a screen holds a day's questions: the time left, the question (the row's link), the product and
 * the order stay in view the longest; the customer and the question's ID give way first.
 */
export function questionColumns(format: Formatters, clock: Clock): Column<QuestionRow>[] {
  return [
    {
      id: 'expiresAt',
      headerKey: 'questions.columns.expiresAt',
      cell: (row) => <TicketExpiry ticket={row} clock={clock} />,
      sortField: 'expiresAt',
      className: 'text-nowrap',
    },
    {
      id: 'subject',
      headerKey: 'questions.columns.subject',
      cell: (row) => <OneLineText text={row.subject} maxWidth="16rem" />,
      link: true,
    },
    {
      id: 'product',
      headerKey: 'questions.columns.product',
      cell: (row) => <OneLineText text={`${row.productName} · ${row.productSku}`} maxWidth="14rem" />,
      priority: 'high',
    },
    {
      id: 'order',
      headerKey: 'questions.columns.order',
      className: 'text-nowrap',
      priority: 'high',
      cell: (row) => (row.orderId === null ? null : <Link to={pathOf('orderDetail', { orderId: row.orderId })}>{row.marketplaceOrderId}</Link>),
    },
    {
      id: 'status',
      headerKey: 'questions.columns.status',
      cell: (row) => <TicketStatusBadge status={row.status} />,
      className: 'text-nowrap',
      // The tab says most of it (Waiting for you); it gives way before the order.
      priority: 'normal',
    },
    {
      id: 'marketplace',
      headerKey: 'questions.columns.marketplace',
      cell: (row) => <KeyedText prefix="marketplaces" value={row.marketplace} />,
      className: 'text-nowrap',
    },
    {
      id: 'createdAt',
      headerKey: 'questions.columns.createdAt',
      cell: (row) => format.dateTime(row.createdAt),
      sortField: 'createdAt',
      firstDirection: 'desc',
      className: 'text-nowrap',
    },
    { id: 'customer', headerKey: 'questions.columns.customer', cell: (row) => <OneLineText text={row.customerName} maxWidth="10rem" />, priority: 'low' },
    { id: 'id', headerKey: 'questions.columns.id', cell: (row) => row.questionId, className: 'text-nowrap', priority: 'low' },
  ];
}
