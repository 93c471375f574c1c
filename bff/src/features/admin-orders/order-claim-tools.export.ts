/**
 * The order and claim tools as an Excel export: the tab and search on screen, one order, package or claim a row, with
 * its kind and the fields the three share; each status is written as the screen labels that kind's.
 */
import { ORDER_CLAIM_TOOLS_SERVICE_ROUTES as SERVICE } from '@contract/admin-orders/order-claim-tools.service-routes';
import { parseOrderClaimToolsQuery, TOOL_STATUS_LABELS, type OrderClaimToolRow } from '@contract/admin-orders/order-claim-tools';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import type { StaffExportDefinition } from '../../lib/jobs/staff-export';

export const ORDER_CLAIM_TOOLS_EXPORT: StaffExportDefinition<OrderClaimToolRow> = {
  fileBaseName: 'order-claim-tools',
  columns: [
    { header: 'adminOrderClaimTools.columns.kind', width: 10, kind: 'label', labels: 'adminOrderClaimTools.kinds', value: (row) => row.kind },
    { header: 'adminOrderClaimTools.columns.record', width: 12, value: (row) => row.id },
    { header: 'orders.columns.id', width: 12, value: (row) => row.orderId },
    { header: 'exports.columns.companyId', width: 12, value: (row) => row.companyId },
    { header: 'adminOrderClaimTools.columns.company', width: 28, value: (row) => row.companyName },
    { header: 'orders.columns.salesChannel', width: 16, kind: 'label', labels: 'marketplaces', value: (row) => row.marketplace },
    { header: 'adminOrderClaimTools.columns.reference', width: 22, value: (row) => row.reference },
    { header: 'orders.columns.customerName', width: 24, value: (row) => row.customerName },
    { header: 'adminOrderClaimTools.columns.date', width: 17, kind: 'dateTime', value: (row) => row.date },
    { header: 'adminOrderClaimTools.columns.total', width: 14, kind: 'money', value: (row) => row.total, currency: (row) => row.currency },
    { header: 'adminOrderClaimTools.columns.status', width: 20, kind: 'label', labels: (row) => TOOL_STATUS_LABELS[row.kind], value: (row) => row.status },
  ],
  lister: (services, target) => (raw) => services.call(SERVICE.search, target.caller, { query: parseOrderClaimToolsQuery(raw, SERVICE_PAGE_SIZE_MAX) }),
};
