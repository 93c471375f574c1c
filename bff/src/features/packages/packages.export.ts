/** The packages export: the tab and filters on screen, as the columns below. */
import { MARKETPLACE_ROUTES, servicePackageQuery } from '@contract/downstream/marketplace.routes';
import type { ExportColumn } from '@contract/exports/export.rules';
import type { PackageRow } from '@contract/packages/package.types';
import type { ExportDefinition, JobTarget } from '../../lib/jobs/export-job';
import type { ListCall } from '../../lib/jobs/export-request';
import type { Services } from '../../lib/services';

export const PACKAGE_EXPORT_COLUMNS: readonly ExportColumn<PackageRow>[] = [
  { header: 'Package ID', width: 12, value: (row) => row.id },
  { header: 'Order ID', width: 12, value: (row) => row.orderId },
  { header: 'Marketplace package ID', width: 22, value: (row) => row.marketplacePackageId },
  { header: 'Channel', width: 14, value: (row) => row.channelName },
  { header: 'Destination country', width: 10, value: (row) => row.destinationCountry },
  { header: 'Status', width: 20, value: (row) => row.status },
  { header: 'Has label', width: 9, value: (row) => (row.hasLabel ? 'yes' : 'no') },
  { header: 'Has invoice', width: 9, value: (row) => (row.hasInvoice ? 'yes' : 'no') },
  { header: 'Created', width: 22, value: (row) => row.createdAt },
  { header: 'Tracking barcode', width: 20, value: (row) => row.trackingBarcode },
  { header: 'Total product price', width: 14, value: (row) => row.totalProductPrice },
  { header: 'Currency', width: 9, value: (row) => row.currency },
  { header: 'Items', width: 8, value: (row) => row.itemCount },
];

/** The export's pages: the raw filters and page read with the service route's own query codec. */
export function packageLister(services: Services, target: JobTarget): ListCall<PackageRow> {
  return (raw) =>
    services.call(MARKETPLACE_ROUTES.listPackages, target.caller, { params: { companyId: target.companyId }, query: servicePackageQuery.parse(raw) });
}

export const PACKAGE_EXPORT: ExportDefinition<PackageRow> = {
  method: 'packageExport',
  columns: PACKAGE_EXPORT_COLUMNS,
  fileBaseName: 'packages',
  lister: packageLister,
};
