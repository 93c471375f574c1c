/** Admin order tools: Order & Claim Tools (orders, packages and claims across companies) and the cancellation and refund approvals. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { approvalDecisions, approvalsList } from './approvals.resources';
import { approvalsSaga } from './approvals.sagas';
import { orderClaimToolChanges, orderClaimToolsList } from './order-claim-tools.resources';
import { orderClaimToolsSaga } from './order-claim-tools.sagas';

export const adminOrdersFeature = defineFeature({
  reducers: resourceReducers(orderClaimToolsList, orderClaimToolChanges, approvalsList, approvalDecisions),
  sagas: [orderClaimToolsSaga, approvalsSaga],
  screens: {
    adminOrderClaimTools: lazyScreen(() => import('./views/AdminOrderClaimToolsView'), 'AdminOrderClaimToolsView'),
    adminCancelRefundApprove: lazyScreen(() => import('./views/AdminCancelRefundApproveView'), 'AdminCancelRefundApproveView'),
  },
});
