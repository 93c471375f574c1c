/** Product Tools as configuration: the search and company filters, and the columns (each row's own actions last). */
import { CBadge, CButton } from '@coreui/react';
import type { TFunction } from 'i18next';
import type { ProductToolRow } from '@contract/admin-products/admin-tools';
import type { Column, FilterField } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import { VariantLocks } from './VariantLocks';

export type ToolDialog = 'status' | 'productStatus' | 'lock' | 'unlock' | 'blockPrice' | 'unblockPrice';

export const toolRowKey = (row: Pick<ProductToolRow, 'companyId' | 'variantId'>): string => `${row.companyId}:${row.variantId}`;

export const PRODUCT_TOOLS_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'q', labelKey: 'adminProductTools.filters.q', hintKey: 'adminProductTools.filters.qHint' },
  { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' },
];

function RowActions({ row, t, onOpen }: { row: ProductToolRow; t: TFunction; onOpen: (name: ToolDialog, row: ProductToolRow) => void }) {
  const locked = row.locks.some((entry) => entry.lock?.state === 'locked');
  const action = (name: ToolDialog, labelKey: string, color: 'primary' | 'danger' | 'secondary' = 'secondary') => (
    <CButton key={name} color={color} variant="outline" size="sm" onClick={() => onOpen(name, row)} data-testid={`tool-${name}`}>
      {t(labelKey)}
    </CButton>
  );
  return (
    <div className="d-flex flex-wrap justify-content-end gap-1">
      {action('status', row.status === 'active' ? 'adminProductTools.status.disable' : 'adminProductTools.status.enable')}
      {action('productStatus', 'adminProductTools.productStatus.action')}
      {action('lock', 'adminProductTools.lock.action', 'danger')}
      {locked ? action('unlock', 'adminProductTools.unlock.action', 'primary') : null}
      {row.priceBlock
        ? action('unblockPrice', 'adminProductTools.unblockPrice.action', 'primary')
        : action('blockPrice', 'adminProductTools.blockPrice.action')}
    </div>
  );
}

export function toolColumns(t: TFunction, format: Formatters, onOpen: (name: ToolDialog, row: ProductToolRow) => void): Column<ProductToolRow>[] {
  return [
    {
      id: 'variant',
      headerKey: 'adminProductTools.columns.variant',
      cell: (row) => (
        <>
          <div>{row.variantName}</div>
          <div className="small text-body-secondary">{t('adminProductTools.ids', { variantId: row.variantId, productId: row.productId })}</div>
        </>
      ),
    },
    {
      id: 'company',
      headerKey: 'adminProductTools.columns.company',
      priority: 'high',
      cell: (row) => (
        <span data-testid="tool-company">
          {row.companyName} <span className="text-body-secondary">#{row.companyId}</span>
        </span>
      ),
    },
    {
      id: 'sku',
      headerKey: 'adminProductTools.columns.sku',
      cell: (row) => (
        <>
          <div>{row.sku}</div>
          <div className="small text-body-secondary">{row.barcode}</div>
        </>
      ),
    },
    {
      id: 'price',
      headerKey: 'adminProductTools.columns.price',
      align: 'end',
      cell: (row) => (
        <>
          <div>{format.money(row.price, row.currency)}</div>
          {row.priceBlock ? (
            <CBadge color="warning" title={row.priceBlock.reason} data-testid="tool-price-block">
              {t('adminProductTools.blockPrice.badge')}
            </CBadge>
          ) : null}
        </>
      ),
    },
    {
      id: 'status',
      headerKey: 'adminProductTools.columns.status',
      cell: (row) => <CBadge color={row.status === 'active' ? 'success' : 'secondary'}>{t(`adminProductTools.statuses.${row.status}`)}</CBadge>,
    },
    { id: 'locks', headerKey: 'adminProductTools.columns.locks', cell: (row) => <VariantLocks locks={row.locks} /> },
    { id: 'actions', headerKey: 'adminProductTools.columns.actions', align: 'end', cell: (row) => <RowActions row={row} t={t} onOpen={onOpen} /> },
  ];
}
