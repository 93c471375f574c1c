/** The tabs of Package Detail. */
import type { PackageDetail, PackageItem } from '@contract/packages/package.types';
import type { DetailTab } from '@web/components/detail/DetailScreen';
import { FieldGrid } from '@web/components/detail/FieldGrid';
import { DataTable } from '@web/components/list/DataTable';
import type { Column } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import { deliveryColumns, documentFields, packageFields } from './package-fields';
import { EmptyText } from './EmptyText';

function itemColumns(format: Formatters, currency: string): Column<PackageItem>[] {
  return [
    { id: 'sku', headerKey: 'orders.items.sku', className: 'text-nowrap', cell: (item) => item.sku },
    { id: 'name', headerKey: 'orders.items.name', cell: (item) => item.name },
    { id: 'quantity', headerKey: 'orders.items.quantity', cell: (item) => item.quantity, align: 'end' },
    { id: 'price', headerKey: 'orders.items.price', cell: (item) => format.money(item.price, currency), align: 'end' },
  ];
}

export function packageTabs(detail: PackageDetail, format: Formatters): DetailTab[] {
  const rows = detail.package.deliveryRows;
  return [
    { id: 'summary', labelKey: 'packages.detail.tabs.summary', render: () => <FieldGrid fields={packageFields(detail, format)} columns={3} /> },
    {
      id: 'items',
      labelKey: 'packages.detail.tabs.items',
      count: detail.items.length,
      render: () => (
        <DataTable
          columns={itemColumns(format, detail.package.currency)}
          rows={detail.items}
          rowKey={(item) => String(item.id)}
          labelKey="packages.detail.tabs.items"
        />
      ),
    },
    {
      id: 'tracking',
      labelKey: 'packages.detail.tabs.tracking',
      count: rows.length,
      render: () =>
        rows.length === 0 ? (
          <EmptyText textKey="packages.detail.delivery.none" />
        ) : (
          <DataTable columns={deliveryColumns(format)} rows={rows} rowKey={(row) => `${row.date}-${row.status}`} labelKey="packages.detail.tabs.tracking" />
        ),
    },
    { id: 'documents', labelKey: 'packages.detail.tabs.documents', render: () => <FieldGrid fields={documentFields(detail, format)} columns={2} /> },
  ];
}
