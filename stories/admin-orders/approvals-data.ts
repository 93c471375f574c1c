/** Approval queue pages for the props stories, from the seeded world the sandbox serves (listApprovals, as its route). */
import {
  APPROVAL_STATUSES,
  parseApprovalQuery,
  type ApprovalDecisionAnswer,
  type ApprovalListAnswer,
  type ApprovalQuery,
  type ApprovalRow,
} from '@contract/admin-orders/approvals';
import { zeroCounts, type RawQuery } from '@contract/lists/list-query';
import { listApprovals } from '@mocks/world/admin-orders/approval-operations';
import { createWorld } from '@mocks/world/world';
import { STORY_NOW } from '../support/order-data';
import { TOOLS_COMPANY_ID } from './order-claim-tools-data';

const world = createWorld({ now: STORY_NOW });

export const approvalsQuery = (raw: RawQuery = {}): ApprovalQuery => parseApprovalQuery({ companyId: String(TOOLS_COMPANY_ID), ...raw });

/** GET /api/admin/cancel-refund-approvals as the BFF answers it. */
export const approvalsPage = (query: ApprovalQuery): ApprovalListAnswer => listApprovals(world, query);

export const noApprovals = (query: ApprovalQuery): ApprovalListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(APPROVAL_STATUSES),
});

/** A decided page: the rows as staff left them, one approved with no note and one rejected with one. */
export function decidedPage(query: ApprovalQuery): ApprovalListAnswer {
  const pending = approvalsPage(approvalsQuery()).items.slice(0, 2);
  const decidedAt = new Date(STORY_NOW).toISOString();
  const items: ApprovalRow[] = pending.map((row, n) => ({
    ...row,
    status: 'rejected',
    decidedAt,
    decidedBy: 'Deniz Kaya',
    note: n === 0 ? 'The package has already left the warehouse.' : null,
  }));
  return { ...noApprovals(query), items, total: items.length, tabCounts: { pending: 0, approved: 0, rejected: items.length } };
}

/** What a decision of the first two pending rows and an unknown one answers: two decided, one refused. */
export function mixedResults(): ApprovalDecisionAnswer {
  const [first, second] = approvalsPage(approvalsQuery()).items;
  return {
    results: [
      { companyId: first!.companyId, id: first!.id, orderId: first!.orderId, kind: first!.kind, outcome: 'approved', code: null },
      { companyId: second!.companyId, id: second!.id, orderId: second!.orderId, kind: second!.kind, outcome: 'refused', code: 'orderHasShippedItems' },
    ],
  };
}
