/** The cancellation and refund approvals as an Excel export: the tab and filters on screen, one request a row. */
import { parseApprovalQuery, type ApprovalRow } from '@contract/admin-orders/approvals';
import { APPROVAL_SERVICE_ROUTES as SERVICE } from '@contract/admin-orders/approvals.service-routes';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import type { StaffExportDefinition } from '../../lib/jobs/staff-export';

export const APPROVAL_EXPORT: StaffExportDefinition<ApprovalRow> = {
  fileBaseName: 'cancel-refund-approvals',
  columns: [
    { header: 'adminCancelRefund.columns.request', width: 12, value: (row) => row.id },
    { header: 'adminCancelRefund.filters.kind', width: 14, kind: 'label', labels: 'adminCancelRefund.kinds', value: (row) => row.kind },
    { header: 'exports.columns.companyId', width: 12, value: (row) => row.companyId },
    { header: 'adminCancelRefund.columns.company', width: 28, value: (row) => row.companyName },
    { header: 'orders.columns.id', width: 12, value: (row) => row.orderId },
    { header: 'orders.columns.marketplaceOrderId', width: 22, value: (row) => row.marketplaceOrderId },
    { header: 'orders.columns.salesChannel', width: 16, kind: 'label', labels: 'marketplaces', value: (row) => row.marketplace },
    { header: 'orders.columns.customerName', width: 24, value: (row) => row.customerName },
    { header: 'adminCancelRefund.columns.items', width: 10, value: (row) => row.items.length },
    { header: 'adminCancelRefund.columns.amount', width: 14, kind: 'money', value: (row) => row.amount, currency: (row) => row.currency },
    { header: 'adminCancelRefund.columns.reason', width: 40, value: (row) => row.reason },
    { header: 'orders.columns.orderDate', width: 17, kind: 'dateTime', value: (row) => row.requestedAt },
    { header: 'adminCancelRefund.columns.decision', width: 20, kind: 'label', labels: 'adminCancelRefund.tabs', value: (row) => row.status },
  ],
  lister: (services, target) => (raw) => services.call(SERVICE.list, target.caller, { query: parseApprovalQuery(raw, SERVICE_PAGE_SIZE_MAX) }),
};
