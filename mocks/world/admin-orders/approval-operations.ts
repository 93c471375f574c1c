/**
 * Cancellation and refund approvals over the seeded world: the queue across companies (or in one), and a decision for
 * one or many requests. Approving applies the order rules (a cancellation through applyCancel as the admin, a refund
 * of delivered items); each request answers its own result, so one refusal never stops the others.
 */
import { applyRefund, approvalRefusal, decisionRefusal } from '@contract/admin-orders/approval-rules';
import {
  APPROVAL_STATUSES,
  type ApprovalDecisionAnswer,
  type ApprovalDecisionBody,
  type ApprovalListAnswer,
  type ApprovalQuery,
  type ApprovalRef,
  type ApprovalRequest,
  type ApprovalResult,
  type ApprovalRow,
} from '@contract/admin-orders/approvals';
import { paginate, zeroCounts } from '@contract/lists/list-query';
import { findCompany, findUser } from '../lookups';
import { putOrder } from '../orders/book-index';
import { orderInBook } from '../orders/order-detail';
import { appendLog } from '../orders/order-logs';
import { cancelItems } from '../orders/order-operations';
import { isRefusal } from '../refusal';
import type { World } from '../world';
import { approvalsOf } from './approval-book';

export function listApprovals(world: World, query: ApprovalQuery): ApprovalListAnswer {
  const companies = world.companies.filter((company) => query.companyId === undefined || company.id === query.companyId);
  const matching: ApprovalRow[] = companies.flatMap((company) =>
    approvalsOf(world, company.id)
      .filter((request) => query.kind === undefined || request.kind === query.kind)
      .map((request) => ({ ...request, companyName: company.name })),
  );
  const tabCounts = zeroCounts(APPROVAL_STATUSES);
  for (const row of matching) tabCounts[row.status] += 1;
  const rows = matching
    .filter((row) => row.status === query.tab)
    .sort((a, b) => (a.requestedAt < b.requestedAt ? 1 : a.requestedAt > b.requestedAt ? -1 : b.id - a.id));
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts };
}

interface Decider {
  adminName: string;
  now: number;
}

function approve(world: World, request: ApprovalRequest, { adminName, now }: Decider): ApprovalResult['code'] {
  const found = orderInBook(world, request.companyId, request.orderId);
  if (!found) return 'notFound';
  const refused = approvalRefusal(request, found.order);
  if (refused) return refused;
  if (request.kind === 'cancel') {
    const itemIds = request.items.map((item) => item.id);
    const cancelled = cancelItems(
      world,
      request.companyId,
      request.orderId,
      { itemIds, reason: 'customerDemand', userType: 'admin', canceledBy: adminName },
      now,
    );
    return cancelled === undefined ? 'notFound' : isRefusal(cancelled) ? cancelled.code : null;
  }
  const refunded = applyRefund(found.order, request);
  putOrder(found.book, refunded);
  appendLog(
    world.seed,
    found.book,
    refunded,
    `Refund of ${request.items.map((item) => item.sku).join(', ')} approved by ${adminName}: ${request.reason}.`,
    now,
  );
  return null;
}

function decideOne(world: World, ref: ApprovalRef, body: ApprovalDecisionBody, decider: Decider): ApprovalResult {
  const request = findCompany(world, ref.companyId) ? approvalsOf(world, ref.companyId).find((candidate) => candidate.id === ref.id) : undefined;
  if (!request) return { ...ref, orderId: null, kind: null, outcome: 'refused', code: 'notFound' };
  const known = { ...ref, orderId: request.orderId, kind: request.kind };
  const code = body.decision === 'approve' ? approve(world, request, decider) : decisionRefusal(request);
  if (code) return { ...known, outcome: 'refused', code };
  request.status = body.decision === 'approve' ? 'approved' : 'rejected';
  request.decidedAt = new Date(decider.now).toISOString();
  request.decidedBy = decider.adminName;
  request.note = body.note || null;
  return { ...known, outcome: request.status, code: null };
}

/** Each request in the order given; a request named twice is decided once (the second answers approvalNotPending). */
export function decideApprovals(world: World, adminId: string, body: ApprovalDecisionBody, now: number): ApprovalDecisionAnswer {
  const admin = findUser(world, adminId);
  const decider = { adminName: admin ? `${admin.firstName} ${admin.lastName}` : adminId, now };
  return { results: body.items.map((ref) => decideOne(world, ref, body, decider)) };
}
