/** The reconciliation export: the period and filters on screen, every line of them, as the columns below. */
import { ACCOUNTING_ROUTES, serviceLineQuery } from '@contract/downstream/accounting.routes';
import type { ExportColumn } from '@contract/exports/export.rules';
import { reconciliationQueryToRaw, type ReconciliationListQuery } from '@contract/reconciliation/reconciliation.query';
import type { ReconciliationLine } from '@contract/reconciliation/reconciliation.types';
import type { ExportDefinition, JobTarget } from '../../lib/jobs/export-job';
import type { ListCall } from '../../lib/jobs/export-request';
import type { Services } from '../../lib/services';

export const RECONCILIATION_EXPORT_COLUMNS: readonly ExportColumn<ReconciliationLine>[] = [
  { header: 'exports.columns.period', width: 8, value: (line) => line.periodId },
  { header: 'reconciliation.columns.transactionDate', width: 17, kind: 'dateTime', value: (line) => line.transactionDate },
  { header: 'reconciliation.columns.dueDate', width: 12, kind: 'date', value: (line) => line.dueDate },
  { header: 'reconciliation.columns.type', width: 18, kind: 'label', labels: 'reconciliation.types', value: (line) => line.type },
  { header: 'reconciliation.columns.sku', width: 18, value: (line) => line.sku },
  { header: 'reconciliation.columns.orderId', width: 12, value: (line) => line.orderId },
  { header: 'reconciliation.columns.packageId', width: 12, value: (line) => line.packageId },
  { header: 'reconciliation.columns.marketplace', width: 12, kind: 'label', labels: 'reconciliation.marketplaces', value: (line) => line.marketplace },
  { header: 'reconciliation.columns.channel', width: 12, kind: 'label', labels: 'marketplaces', value: (line) => line.channel },
  { header: 'reconciliation.columns.marketplaceOrderId', width: 20, value: (line) => line.marketplaceOrderId },
  { header: 'reconciliation.columns.total', width: 16, kind: 'money', value: (line) => line.total, currency: (line) => line.currency },
  { header: 'exports.columns.currency', width: 9, value: (line) => line.currency },
  {
    header: 'reconciliation.columns.marketplaceTotal',
    width: 16,
    kind: 'money',
    value: (line) => line.marketplaceTotal,
    currency: (line) => line.marketplaceCurrency,
  },
  { header: 'exports.columns.marketplaceCurrency', width: 9, value: (line) => line.marketplaceCurrency },
  { header: 'reconciliation.expected', width: 9, kind: 'yesNo', value: (line) => line.expected },
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
