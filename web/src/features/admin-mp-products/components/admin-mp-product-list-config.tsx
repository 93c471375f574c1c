/** The cross-company marketplace-products list as configuration: the seller list's tabs and filters with a company, its columns with the company and a way in. */
import { CBadge, CButton, CSpinner } from '@coreui/react';
import type { TFunction } from 'i18next';
import { adminMpProductFilterProblems, type AdminMpProductFilters, type AdminMpProductRow } from '@contract/admin-mp-products/admin-mp-product.query';
import { MP_PRODUCT_TABS, type MpProductTab } from '@contract/catalog/mp-product.query';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, FilterField, FilterValidator, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';

export const ADMIN_MP_PRODUCT_TAB_DEFINITIONS: readonly TabDefinition<MpProductTab>[] = MP_PRODUCT_TABS.map((id) => ({
  id,
  labelKey: id === 'all' ? 'mpProducts.tabs.all' : `mpProducts.statuses.${id}`,
}));

export const ADMIN_MP_PRODUCT_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' },
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

export const validateAdminMpProductFilters: FilterValidator = (values) => adminMpProductFilterProblems(values as AdminMpProductFilters);

export interface OpenAsSellerColumn {
  /** The company an open call runs for (its buttons wait). */
  opening: number | null;
  onOpen: (row: AdminMpProductRow) => void;
}

export function adminMpProductColumns(format: Formatters, t: TFunction, { opening, onOpen }: OpenAsSellerColumn): Column<AdminMpProductRow>[] {
  return [
    {
      id: 'company',
      headerKey: 'adminMpProducts.columns.company',
      cell: (row) => (
        <>
          {row.companyName} <span className="text-body-secondary small">#{row.companyId}</span>
        </>
      ),
    },
    { id: 'sku', headerKey: 'mpProducts.columns.sku', className: 'text-nowrap', cell: (row) => row.sku, sortField: 'sku' },
    { id: 'productId', headerKey: 'mpProducts.columns.productId', cell: (row) => row.productId, sortField: 'productId', hideable: true },
    { id: 'product', headerKey: 'mpProducts.columns.product', cell: (row) => row.productName, hideable: true },
    { id: 'marketplace', headerKey: 'mpProducts.columns.marketplace', cell: (row) => <KeyedText prefix="marketplaces" value={row.marketplace} /> },
    {
      id: 'status',
      headerKey: 'mpProducts.columns.status',
      cell: (row) => (
        <CBadge color="secondary" data-testid="mp-status">
          <KeyedText prefix="mpProducts.statuses" value={row.status} />
        </CBadge>
      ),
    },
    { id: 'price', headerKey: 'mpProducts.columns.price', cell: (row) => format.money(row.price, row.currency), sortField: 'price', align: 'end' },
    {
      id: 'actions',
      headerKey: 'adminMpProducts.columns.actions',
      align: 'end',
      cell: (row) => (
        <CButton
          size="sm"
          color="primary"
          variant="outline"
          disabled={opening !== null}
          aria-label={t('adminMpProducts.openAsSellerLabel', { company: row.companyName })}
          onClick={() => onOpen(row)}
          data-testid="open-as-seller"
        >
          {opening === row.companyId ? <CSpinner size="sm" aria-hidden /> : null} {t('adminMpProducts.openAsSeller')}
        </CButton>
      ),
    },
  ];
}
