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
import { staffExportRoute } from '../exports/staff-export.routes';

export const approvalQuery: QueryCodec<ApprovalQuery> = {
  parse: (raw) => parseApprovalQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: approvalQueryToRaw,
};

const tools = policy.can('admin.tools');

export const ADMIN_APPROVAL_ROUTES = {
  list: route.get('/api/admin/cancel-refund-approvals', { query: approvalQuery, answer: answer<ApprovalListAnswer>(), policy: tools }),
  /** The tab and filters on screen as an Excel export (a staff transaction; refused past the 100,000-row cap). */
  export: staffExportRoute('/api/admin/cancel-refund-approvals', approvalQuery),
  decide: route.post('/api/admin/cancel-refund-approvals/decisions', { body: approvalDecisionSchema, answer: answer<ApprovalDecisionAnswer>(), policy: tools }),
};
