/** The browser API of /admin/cancel-refund-approve (admin only): the queue across companies and one decision for one or many requests. */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import {
  approvalDecisionSchema,
  approvalQueryToRaw,
  parseApprovalQuery,
  type ApprovalDecisionAnswer,
  type ApprovalListAnswer,
  type ApprovalQuery,
} from './approvals';

export const approvalQuery: QueryCodec<ApprovalQuery> = {
  parse: (raw) => parseApprovalQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: approvalQueryToRaw,
};

const tools = policy.can('admin.tools');

export const ADMIN_APPROVAL_ROUTES = {
  list: route.get('/api/admin/cancel-refund-approvals', { query: approvalQuery, answer: answer<ApprovalListAnswer>(), policy: tools }),
  decide: route.post('/api/admin/cancel-refund-approvals/decisions', { body: approvalDecisionSchema, answer: answer<ApprovalDecisionAnswer>(), policy: tools }),
};
