/** The /admin/order-claim-tools/index API of the BFF (contract/admin-orders/order-claim-tools.routes.ts). */
import type { ClaimDecisionBody, OrderClaimToolsQuery, OrderCorrectionBody, PackageCorrectionBody } from '@contract/admin-orders/order-claim-tools';
import { ADMIN_ORDER_CLAIM_TOOLS_ROUTES as ROUTES } from '@contract/admin-orders/order-claim-tools.routes';
import { apiCall } from '@web/lib/api-call';

/** The record a change is for: its company and id. */
export interface RecordRef {
  companyId: number;
  id: number;
}

export const searchOrderClaimTools = (query: OrderClaimToolsQuery) => apiCall(ROUTES.search, { query });
export const decideClaim = ({ companyId, id }: RecordRef, body: ClaimDecisionBody) => apiCall(ROUTES.decideClaim, { params: { companyId, claimId: id }, body });
export const correctOrder = ({ companyId, id }: RecordRef, body: OrderCorrectionBody) =>
  apiCall(ROUTES.correctOrder, { params: { companyId, orderId: id }, body });
export const correctPackage = ({ companyId, id }: RecordRef, body: PackageCorrectionBody) =>
  apiCall(ROUTES.correctPackage, { params: { companyId, packageId: id }, body });
