/** The packages export: the tab and filters on screen, as the columns below. */
import { MARKETPLACE_ROUTES, servicePackageQuery } from '@contract/downstream/marketplace.routes';
import type { ExportColumn } from '@contract/exports/export.rules';
import type { PackageRow } from '@contract/packages/package.types';
import type { ExportDefinition, JobTarget } from '../../lib/jobs/export-job';
import type { ListCall } from '../../lib/jobs/export-request';
import type { Services } from '../../lib/services';

export const PACKAGE_EXPORT_COLUMNS: readonly ExportColumn<PackageRow>[] = [
  { header: 'packages.columns.id', width: 12, value: (row) => row.id },
  { header: 'packages.columns.orderId', width: 12, value: (row) => row.orderId },
  { header: 'packages.columns.marketplacePackageId', width: 22, value: (row) => row.marketplacePackageId },
  { header: 'packages.columns.channelName', width: 14, kind: 'label', labels: 'marketplaces', value: (row) => row.channelName },
  { header: 'packages.columns.destinationCountry', width: 10, value: (row) => row.destinationCountry },
  { header: 'packages.columns.status', width: 22, kind: 'label', labels: 'packages.status', value: (row) => row.status },
  { header: 'packages.columns.hasLabel', width: 9, kind: 'yesNo', value: (row) => row.hasLabel },
  { header: 'packages.columns.hasInvoice', width: 9, kind: 'yesNo', value: (row) => row.hasInvoice },
  { header: 'packages.columns.createdAt', width: 17, kind: 'dateTime', value: (row) => row.createdAt },
  { header: 'packages.columns.trackingBarcode', width: 20, value: (row) => row.trackingBarcode },
  { header: 'packages.columns.totalProductPrice', width: 16, kind: 'money', value: (row) => row.totalProductPrice, currency: (row) => row.currency },
  { header: 'exports.columns.currency', width: 9, value: (row) => row.currency },
  { header: 'packages.columns.itemCount', width: 8, value: (row) => row.itemCount },
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
