/** The orders list as configuration: tabs, filter fields and columns. */
import { CBadge } from '@coreui/react';
import { ORDER_TABS, type OrderTab } from '@contract/orders/order.tabs';
import { MARKETPLACE_CODES, orderFilterProblems, type OrderFilters } from '@contract/orders/order.query';
import { ORDER_FILTER_STATUSES, type OrderRow, type OrderStatus } from '@contract/orders/order.types';
import type { Column, FilterField, FilterValidator, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import { KeyedText } from '@web/components/KeyedText';

export const ORDER_TAB_DEFINITIONS: readonly TabDefinition<OrderTab>[] = ORDER_TABS.map((id) => ({ id, labelKey: `orders.tabs.${id}` }));

export const ORDER_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'orders.filters.dateRange' },
  {
    kind: 'select',
    name: 'status',
    labelKey: 'orders.filters.status',
    anyKey: 'orders.filters.anyStatus',
    options: ORDER_FILTER_STATUSES.map((value) => ({ value, labelKey: `orders.status.${value}` })),
  },
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'orders.filters.marketplace',
    anyKey: 'orders.filters.anyMarketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
  { kind: 'text', name: 'marketplaceOrderId', labelKey: 'orders.filters.marketplaceOrderId', hintKey: 'orders.filters.marketplaceOrderIdHint' },
  { kind: 'text', name: 'customer', labelKey: 'orders.filters.customer' },
  { kind: 'text', name: 'sku', labelKey: 'orders.filters.sku' },
  { kind: 'text', name: 'country', labelKey: 'orders.filters.country' },
];

export const validateOrderFilters: FilterValidator = (values) => orderFilterProblems(values as OrderFilters);

const STATUS_COLOR: Record<OrderStatus, string> = {
  open: 'info',
  preparing: 'primary',
  shipped: 'dark',
  completed: 'success',
  refund: 'warning',
  cancel: 'secondary',
};

/** Status first after the order, the money and the item count before the rest: what a seller scans stays in view. */
export function orderColumns(format: Formatters): Column<OrderRow>[] {
  return [
    { id: 'id', headerKey: 'orders.columns.id', cell: (row) => row.id, link: true },
    {
      id: 'status',
      headerKey: 'orders.columns.status',
      cell: (row) => (
        <CBadge color={STATUS_COLOR[row.status]}>
          <KeyedText prefix="orders.status" value={row.status} />
        </CBadge>
      ),
    },
    { id: 'salesChannel', headerKey: 'orders.columns.salesChannel', cell: (row) => <KeyedText prefix="marketplaces" value={row.salesChannel} /> },
    { id: 'marketplaceOrderId', headerKey: 'orders.columns.marketplaceOrderId', cell: (row) => row.marketplaceOrderId, priority: 'low' },
    { id: 'customerName', headerKey: 'orders.columns.customerName', cell: (row) => row.customerName, sortField: 'customerName' },
    {
      id: 'orderDate',
      headerKey: 'orders.columns.orderDate',
      cell: (row) => format.dateTime(row.orderDate),
      sortField: 'orderDate',
      firstDirection: 'desc',
      priority: 'high',
    },
    {
      id: 'dueDate',
      headerKey: 'orders.columns.dueDate',
      sortField: 'dueDate',
      priority: 'high',
      cell: (row) => (
        <>
          {format.dateTime(row.dueDate)}
          {row.delayed ? (
            <CBadge color="danger" className="ms-2">
              <KeyedText prefix="orders.status" value="delayedOrder" />
            </CBadge>
          ) : null}
        </>
      ),
    },
    {
      id: 'grandTotal',
      headerKey: 'orders.columns.grandTotal',
      cell: (row) => format.money(row.grandTotal, row.currency),
      sortField: 'grandTotal',
      align: 'end',
      priority: 'high',
    },
    { id: 'itemCount', headerKey: 'orders.columns.itemCount', cell: (row) => row.itemCount, align: 'end', priority: 'high' },
    { id: 'destinationCountry', headerKey: 'orders.columns.destinationCountry', cell: (row) => row.destinationCountry },
    { id: 'skus', headerKey: 'orders.columns.skus', cell: (row) => row.skus.join(', '), hideable: true, defaultHidden: true },
  ];
}
