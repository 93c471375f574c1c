/** The current stock/price list: what a stock/price import changes, per SKU. */
import { CBadge } from '@coreui/react';
import type { VariantRow } from '@contract/catalog/variant.api';
import { KeyedText } from '@web/components/KeyedText';
import type { Column } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';

export function stockPriceColumns(format: Formatters): Column<VariantRow>[] {
  return [
    { id: 'sku', headerKey: 'imports.stockPrice.columns.sku', sortField: 'sku', cell: (row) => <code>{row.sku}</code> },
    {
      id: 'name',
      headerKey: 'imports.stockPrice.columns.name',
      sortField: 'name',
      cell: (row) => (
        <>
          <div>{row.name}</div>
          {row.productName !== row.name ? <div className="small text-body-secondary">{row.productName}</div> : null}
        </>
      ),
    },
    {
      id: 'price',
      headerKey: 'imports.stockPrice.columns.price',
      sortField: 'price',
      firstDirection: 'desc',
      align: 'end',
      cell: (row) => format.money(row.price, row.currency),
    },
    {
      id: 'retailPrice',
      headerKey: 'imports.stockPrice.columns.retailPrice',
      sortField: 'retailPrice',
      firstDirection: 'desc',
      align: 'end',
      cell: (row) => format.money(row.retailPrice, row.currency),
    },
    {
      id: 'stock',
      headerKey: 'imports.stockPrice.columns.stock',
      sortField: 'stock',
      firstDirection: 'desc',
      align: 'end',
      cell: (row) => format.number(row.stock),
    },
    {
      id: 'status',
      headerKey: 'imports.stockPrice.columns.status',
      cell: (row) => (
        <CBadge color={row.status === 'active' ? 'success' : 'secondary'}>
          <KeyedText prefix="imports.stockPrice.status" value={row.status} />
        </CBadge>
      ),
    },
  ];
}
