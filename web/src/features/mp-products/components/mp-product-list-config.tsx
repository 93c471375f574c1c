/** The marketplace-products list as configuration: a tab per §4 status, the filters and the columns. */
import { CBadge } from '@coreui/react';
import type { MarketplaceVariantStatus } from '@contract/catalog/catalog.types';
import { MP_PRODUCT_TABS, mpProductFilterProblems, type MpProductFilters, type MpProductRow, type MpProductTab } from '@contract/catalog/mp-product.query';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, FilterField, FilterValidator, TabDefinition } from '@web/components/list/list-types';
import { EMPTY_VALUE, type Formatters } from '@web/lib/format';
import { LockCell } from './LockCell';
import { PriceCell } from './PriceCell';

export const MP_PRODUCT_TAB_DEFINITIONS: readonly TabDefinition<MpProductTab>[] = MP_PRODUCT_TABS.map((id) => ({
  id,
  labelKey: id === 'all' ? 'mpProducts.tabs.all' : `mpProducts.statuses.${id}`,
}));

export const MP_PRODUCT_FILTER_FIELDS: readonly FilterField[] = [
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'mpProducts.filters.marketplace',
    anyKey: 'mpProducts.filters.anyMarketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
  { kind: 'text', name: 'sku', labelKey: 'mpProducts.filters.sku' },
  { kind: 'text', name: 'productId', labelKey: 'mpProducts.filters.productId', hintKey: 'mpProducts.filters.productIdHint' },
];

export const validateMpProductFilters: FilterValidator = (values) => mpProductFilterProblems(values as MpProductFilters);

const STATUS_COLOR: Record<MarketplaceVariantStatus, string> = {
  salable: 'success',
  ready_for_sale: 'success',
  locked: 'danger',
  error: 'danger',
  unLocked: 'info',
  frozen: 'info',
  suspended: 'warning',
  review: 'warning',
  missing_information: 'warning',
  task_opened: 'warning',
  inactive: 'secondary',
  catalog_process: 'primary',
  matching: 'primary',
  pre_catalog_matching: 'primary',
  processing: 'primary',
};

export function mpProductColumns(format: Formatters): Column<MpProductRow>[] {
  return [
    { id: 'sku', headerKey: 'mpProducts.columns.sku', className: 'text-nowrap', cell: (row) => row.sku, sortField: 'sku', link: true },
    { id: 'productId', headerKey: 'mpProducts.columns.productId', cell: (row) => row.productId, sortField: 'productId', hideable: true },
    { id: 'product', headerKey: 'mpProducts.columns.product', cell: (row) => row.productName, hideable: true },
    { id: 'variant', headerKey: 'mpProducts.columns.variant', cell: (row) => row.variantName, hideable: true, defaultHidden: true },
    { id: 'marketplace', headerKey: 'mpProducts.columns.marketplace', cell: (row) => <KeyedText prefix="marketplaces" value={row.marketplace} /> },
    {
      id: 'status',
      headerKey: 'mpProducts.columns.status',
      cell: (row) => (
        <CBadge color={STATUS_COLOR[row.status]} data-testid="mp-status">
          <KeyedText prefix="mpProducts.statuses" value={row.status} />
        </CBadge>
      ),
    },
    { id: 'price', headerKey: 'mpProducts.columns.price', cell: (row) => <PriceCell row={row} />, sortField: 'price', align: 'end' },
    { id: 'lock', headerKey: 'mpProducts.columns.lock', cell: (row) => <LockCell lock={row.lock} />, hideable: true },
    {
      id: 'lastSync',
      headerKey: 'mpProducts.columns.lastSync',
      sortField: 'lastSyncAt',
      firstDirection: 'desc',
      hideable: true,
      cell: (row) => (row.lastSyncAt ? format.dateTime(row.lastSyncAt) : <KeyedText prefix="mpProducts" value="neverSynced" />),
    },
    { id: 'message', headerKey: 'mpProducts.columns.message', cell: (row) => row.message ?? EMPTY_VALUE, hideable: true, className: 'small' },
  ];
}
