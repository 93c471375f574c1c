/** The marketplace service's side of /admin/cancel-refund-approve: the queue across companies and the decisions (admin tokens only). */
import { answer, policy, route } from '../api/route-def';
import { serviceListQuery, serviceRoutes } from '../downstream/service-route';
import { approvalDecisionSchema, approvalQueryToRaw, parseApprovalQuery, type ApprovalDecisionAnswer, type ApprovalListAnswer } from './approvals';

const token = policy.token();

export const APPROVAL_SERVICE_ROUTES = serviceRoutes('marketplace', {
  list: route.get('/v1/admin/cancel-refund-approvals', {
    query: serviceListQuery(parseApprovalQuery, approvalQueryToRaw),
    answer: answer<ApprovalListAnswer>(),
    policy: token,
  }),
  decide: route.post('/v1/admin/cancel-refund-approvals/decisions', { body: approvalDecisionSchema, answer: answer<ApprovalDecisionAnswer>(), policy: token }),
});
