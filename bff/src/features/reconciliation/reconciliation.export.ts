/** The reconciliation export: the period and filters on screen, every line of them, as the columns below. */
import { ACCOUNTING_ROUTES, serviceLineQuery } from '@contract/downstream/accounting.routes';
import type { ExportColumn } from '@contract/exports/export.rules';
import { reconciliationQueryToRaw, type ReconciliationListQuery } from '@contract/reconciliation/reconciliation.query';
import type { ReconciliationLine } from '@contract/reconciliation/reconciliation.types';
import type { ExportDefinition, JobTarget } from '../../lib/jobs/export-job';
import type { ListCall } from '../../lib/jobs/export-request';
import type { Services } from '../../lib/services';

export const RECONCILIATION_EXPORT_COLUMNS: readonly ExportColumn<ReconciliationLine>[] = [
  { header: 'Period', width: 8, value: (line) => line.periodId },
  { header: 'Transaction date', width: 22, value: (line) => line.transactionDate },
  { header: 'Due date', width: 12, value: (line) => line.dueDate },
  { header: 'Type', width: 18, value: (line) => line.type },
  { header: 'SKU', width: 18, value: (line) => line.sku },
  { header: 'Order ID', width: 12, value: (line) => line.orderId },
  { header: 'Package ID', width: 12, value: (line) => line.packageId },
  { header: 'Marketplace', width: 12, value: (line) => line.marketplace },
  { header: 'Channel', width: 12, value: (line) => line.channel },
  { header: 'Marketplace order ID', width: 20, value: (line) => line.marketplaceOrderId },
  { header: 'Total', width: 14, value: (line) => line.total },
  { header: 'Currency', width: 9, value: (line) => line.currency },
  { header: 'Marketplace total', width: 14, value: (line) => line.marketplaceTotal },
  { header: 'Marketplace currency', width: 9, value: (line) => line.marketplaceCurrency },
  { header: 'Expected', width: 9, value: (line) => (line.expected ? 'yes' : 'no') },
];

/** The export's pages: the raw filters and page read with the service route's own query codec. */
export function lineLister(services: Services, target: JobTarget): ListCall<ReconciliationLine> {
  return (raw) => services.call(ACCOUNTING_ROUTES.listLines, target.caller, { params: { companyId: target.companyId }, query: serviceLineQuery.parse(raw) });
}

export const RECONCILIATION_EXPORT: ExportDefinition<ReconciliationLine> = {
  method: 'reconciliationExport',
  columns: RECONCILIATION_EXPORT_COLUMNS,
  fileBaseName: 'reconciliation',
  lister: lineLister,
};

/** The tab, period and filters on screen (page and page size do not narrow an export). */
export function reconciliationExportQuery(query: ReconciliationListQuery): Record<string, string> {
  return reconciliationQueryToRaw({ ...query, page: undefined, pageSize: undefined });
}
