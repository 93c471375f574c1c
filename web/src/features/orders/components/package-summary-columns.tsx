/** The order's packages and its marketplace logs as table columns on Order Detail. */
import { CBadge } from '@coreui/react';
import { Link } from 'react-router';
import type { MarketplaceLog } from '@contract/logs/log.types';
import type { Package } from '@contract/packages/package.types';
import { pathOf } from '@contract/routes';
import { KeyedText } from '@web/components/KeyedText';
import type { Column } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';

export function orderPackageColumns(format: Formatters): Column<Package>[] {
  return [
    { id: 'id', headerKey: 'packages.columns.id', cell: (pkg) => <Link to={pathOf('packageDetail', { packageId: pkg.id })}>{pkg.id}</Link> },
    {
      id: 'status',
      headerKey: 'packages.columns.status',
      cell: (pkg) => (
        <CBadge color="light" textColor="dark">
          <KeyedText prefix="packages.status" value={pkg.status} />
        </CBadge>
      ),
    },
    { id: 'createdAt', headerKey: 'packages.columns.createdAt', cell: (pkg) => format.dateTime(pkg.createdAt) },
    { id: 'trackingBarcode', headerKey: 'packages.columns.trackingBarcode', cell: (pkg) => pkg.tracking?.barcode ?? '—' },
    { id: 'itemCount', headerKey: 'packages.columns.itemCount', cell: (pkg) => pkg.itemIds.length, align: 'end' },
    { id: 'total', headerKey: 'packages.columns.totalProductPrice', cell: (pkg) => format.money(pkg.totalProductPrice, pkg.currency), align: 'end' },
  ];
}

const LEVEL_COLOR = { info: 'info', warning: 'warning', error: 'danger' } as const;

export function logColumns(format: Formatters): Column<MarketplaceLog>[] {
  return [
    { id: 'date', headerKey: 'orders.logs.date', cell: (log) => format.dateTime(log.date) },
    {
      id: 'level',
      headerKey: 'orders.logs.level',
      cell: (log) => (
        <CBadge color={LEVEL_COLOR[log.level]}>
          <KeyedText prefix="orders.logs.levels" value={log.level} />
        </CBadge>
      ),
    },
    { id: 'marketplace', headerKey: 'orders.logs.marketplace', cell: (log) => <KeyedText prefix="marketplaces" value={log.marketplace} /> },
    { id: 'log', headerKey: 'orders.logs.log', cell: (log) => log.log },
    { id: 'reference', headerKey: 'orders.logs.reference', cell: (log) => `${log.referenceType} ${log.referenceId}` },
  ];
}
