/**
 * The queue (a list) and the decisions, as the command of one record: the last decision's results (nothing is loaded
 * for it; the command answers each request's result, which the screen lists). The queue is asked again after each.
 */
import type { ApprovalDecisionAnswer, ApprovalDecisionBody } from '@contract/admin-orders/approvals';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { decideApprovals, fetchApprovals } from './approvals.api';
import { staffListExport } from '@web/lib/resources/staff-export.sagas';
import { ADMIN_APPROVAL_ROUTES } from '@contract/admin-orders/approvals.routes';

export const approvalsList = createListResource('adminApprovalsList', fetchApprovals);
export const approvalsExport = staffListExport(ADMIN_APPROVAL_ROUTES.export);

export const APPROVALS_RECORD_ID = 0;
const nothingToLoad = (): Promise<ApprovalDecisionAnswer | null> => Promise.resolve(null);

export const approvalDecisions = createDetailResource('adminApprovalDecisions', nothingToLoad, {
  decide: command((_id, body: ApprovalDecisionBody) => decideApprovals(body), 'adminCancelRefund.decide.done'),
});

export type ApprovalCommand = CommandName<typeof approvalDecisions>;
export type OnApprovalCommand = OnCommand<typeof approvalDecisions>;
