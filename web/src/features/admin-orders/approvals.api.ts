/** The /admin/cancel-refund-approve API of the BFF (contract/admin-orders/approvals.routes.ts). */
import type { ApprovalDecisionBody, ApprovalQuery } from '@contract/admin-orders/approvals';
import { ADMIN_APPROVAL_ROUTES as ROUTES } from '@contract/admin-orders/approvals.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchApprovals = (query: ApprovalQuery) => apiCall(ROUTES.list, { query });
export const decideApprovals = (body: ApprovalDecisionBody) => apiCall(ROUTES.decide, { body });
