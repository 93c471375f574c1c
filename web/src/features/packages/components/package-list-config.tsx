/** The packages list as configuration: tabs, filter fields and columns. */
import { CBadge } from '@coreui/react';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { PACKAGE_TABS, type PackageRow, type PackageStatus, type PackageTab } from '@contract/packages/package.types';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import { KeyedText } from '@web/components/KeyedText';
import type { Formatters } from '@web/lib/format';

export const PACKAGE_TAB_DEFINITIONS: readonly TabDefinition<PackageTab>[] = PACKAGE_TABS.map((id) => ({ id, labelKey: `packages.tabs.${id}` }));

export const PACKAGE_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'packages.filters.dateRange', hintKey: 'packages.filters.exportNeedsRange' },
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'packages.filters.marketplace',
    anyKey: 'packages.filters.anyMarketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
  { kind: 'text', name: 'orderId', labelKey: 'packages.filters.orderId' },
  { kind: 'text', name: 'barcode', labelKey: 'packages.filters.barcode' },
  { kind: 'text', name: 'country', labelKey: 'packages.filters.country' },
];

export const PACKAGE_STATUS_COLOR: Record<PackageStatus, string> = {
  packaged: 'primary',
  delayed: 'danger',
  shipped: 'dark',
  delivered: 'success',
  undelivered: 'warning',
  cancelledBySeller: 'secondary',
  cancelledByMarketplace: 'secondary',
};

const yesNo = (value: boolean) => <KeyedText prefix="common" value={value ? 'yes' : 'no'} />;

/** Status and the price beside the package: what a seller scans stays in view at 1280 px. */
export function packageColumns(format: Formatters): Column<PackageRow>[] {
  return [
    { id: 'id', headerKey: 'packages.columns.id', cell: (row) => row.id, link: true },
    {
      id: 'status',
      headerKey: 'packages.columns.status',
      cell: (row) => (
        <CBadge color={PACKAGE_STATUS_COLOR[row.status]}>
          <KeyedText prefix="packages.status" value={row.status} />
        </CBadge>
      ),
    },
    {
      id: 'totalProductPrice',
      headerKey: 'packages.columns.totalProductPrice',
      cell: (row) => format.money(row.totalProductPrice, row.currency),
      sortField: 'totalProductPrice',
      align: 'end',
      priority: 'high',
    },
    { id: 'orderId', headerKey: 'packages.columns.orderId', cell: (row) => row.orderId, hideable: true },
    {
      id: 'marketplacePackageId',
      headerKey: 'packages.columns.marketplacePackageId',
      cell: (row) => row.marketplacePackageId,
      hideable: true,
      defaultHidden: true,
    },
    {
      id: 'channelName',
      headerKey: 'packages.columns.channelName',
      cell: (row) => <KeyedText prefix="marketplaces" value={row.channelName} />,
      hideable: true,
    },
    { id: 'destinationCountry', headerKey: 'packages.columns.destinationCountry', cell: (row) => row.destinationCountry, priority: 'low' },
    { id: 'hasLabel', headerKey: 'packages.columns.hasLabel', cell: (row) => yesNo(row.hasLabel), priority: 'low' },
    { id: 'hasInvoice', headerKey: 'packages.columns.hasInvoice', cell: (row) => yesNo(row.hasInvoice), priority: 'low' },
    {
      id: 'createdAt',
      headerKey: 'packages.columns.createdAt',
      cell: (row) => format.dateTime(row.createdAt),
      sortField: 'createdAt',
      firstDirection: 'desc',
      priority: 'high',
    },
    { id: 'trackingBarcode', headerKey: 'packages.columns.trackingBarcode', cell: (row) => row.trackingBarcode ?? '—', priority: 'high' },
    { id: 'itemCount', headerKey: 'packages.columns.itemCount', cell: (row) => row.itemCount, align: 'end', hideable: true, defaultHidden: true },
  ];
}
