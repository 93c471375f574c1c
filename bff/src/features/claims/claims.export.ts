/** The claims export: the tab and filters on screen, every page of them, as the list's columns. */
import { claimQueryToRaw, parseClaimQuery, type ClaimListQuery } from '@contract/claims/claim.query';
import type { Claim } from '@contract/claims/claim.types';
import { CLAIM_SERVICE_ROUTES } from '@contract/downstream/claims.routes';
import type { ExportColumn } from '@contract/exports/export.rules';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import type { ExportDefinition, JobTarget } from '../../lib/jobs/export-job';
import type { ListCall } from '../../lib/jobs/export-request';
import type { Services } from '../../lib/services';

export const CLAIM_EXPORT_COLUMNS: readonly ExportColumn<Claim>[] = [
  { header: 'claims.columns.id', width: 12, value: (claim) => claim.id },
  { header: 'claims.columns.marketplaceNumber', width: 20, value: (claim) => claim.marketplaceNumber },
  { header: 'claims.columns.date', width: 17, kind: 'dateTime', value: (claim) => claim.date },
  { header: 'claims.columns.type', width: 20, kind: 'label', labels: 'claims.types', value: (claim) => claim.type },
  { header: 'claims.columns.status', width: 22, kind: 'label', labels: 'claims.status', value: (claim) => claim.status },
  { header: 'claims.columns.customer', width: 24, value: (claim) => claim.customerName },
  { header: 'claims.columns.order', width: 22, value: (claim) => claim.marketplaceOrderId },
  { header: 'orders.columns.id', width: 12, value: (claim) => claim.orderId },
  { header: 'claims.columns.marketplace', width: 14, kind: 'label', labels: 'marketplaces', value: (claim) => claim.marketplace },
  { header: 'claims.columns.reason', width: 40, value: (claim) => claim.reason },
];

/** The export's pages: the raw filters and page read as the service reads them (pages up to its own size). */
export function claimLister(services: Services, target: JobTarget): ListCall<Claim> {
  return (raw) =>
    services.call(CLAIM_SERVICE_ROUTES.list, target.caller, { params: { companyId: target.companyId }, query: parseClaimQuery(raw, SERVICE_PAGE_SIZE_MAX) });
}

export const CLAIM_EXPORT: ExportDefinition<Claim> = { method: 'claimExport', columns: CLAIM_EXPORT_COLUMNS, fileBaseName: 'claims', lister: claimLister };

/** The tab and filters of the list on screen (page, page size and sort do not narrow an export). */
export function claimExportQuery(query: ClaimListQuery): Record<string, string> {
  return claimQueryToRaw({ ...query, page: undefined, pageSize: undefined });
}
