/**
 * Cancellation and refund approvals (/admin/cancel-refund-approve): the cancellations a customer or marketplace asks
 * for and the refunds of delivered items wait here for staff. Staff approve or reject one or many (up to
 * APPROVAL_BATCH_MAX at once); each request's result is answered on its own, since a request may no longer be
 * approvable by the time it is decided (approval-rules.ts).
 */
import * as yup from 'yup';
import { CLAIM_REJECT_NOTE_MAX } from '../claims/claim.api';
import { CLAIM_DECISIONS, type ClaimDecision } from '../claims/claim.rules';
import type { MarketplaceCode } from '../downstream/marketplace';
import type { ErrorCode } from '../errors';
import { BROWSER_PAGE_SIZE_MAX, compactQuery, parsePage, parsePageSize, parseTab, type ListPage, type RawQuery } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';

export const APPROVAL_KINDS = ['cancel', 'refund'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
/** Pending first: the queue; the others keep what staff decided. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export interface ApprovalItem {
  id: number;
  sku: string;
  name: string;
  quantity: number;
  price: number;
}

export interface ApprovalRequest {
  id: number;
  companyId: number;
  orderId: number;
  marketplace: MarketplaceCode;
  marketplaceOrderId: string;
  customerName: string;
  kind: ApprovalKind;
  items: ApprovalItem[];
  /** What the request gives back to the customer, in the order's currency. */
  amount: number;
  currency: string;
  /** The customer's reason as the marketplace sent it. */
  reason: string;
  requestedBy: 'customer' | 'marketplace';
  requestedAt: string;
  status: ApprovalStatus;
  decidedAt: string | null;
  decidedBy: string | null;
  note: string | null;
}

export interface ApprovalRow extends ApprovalRequest {
  companyName: string;
}

export type ApprovalListAnswer = ListPage<ApprovalRow, ApprovalStatus>;

export interface ApprovalQuery {
  tab: ApprovalStatus;
  kind?: ApprovalKind;
  companyId?: number;
  page: number;
  pageSize: number;
}

export const APPROVAL_FILTER_KEYS = ['kind', 'companyId'] as const;

export function parseApprovalFilters(raw: RawQuery): Pick<ApprovalQuery, 'kind' | 'companyId'> {
  const kind = APPROVAL_KINDS.find((candidate) => candidate === raw.kind);
  const companyId = raw.companyId === undefined ? null : wholeId(raw.companyId);
  return { ...(kind ? { kind } : {}), ...(companyId === null ? {} : { companyId }) };
}

export function parseApprovalQuery(raw: RawQuery, maxPageSize?: number): ApprovalQuery {
  return {
    tab: parseTab(raw.tab, APPROVAL_STATUSES),
    ...parseApprovalFilters(raw),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
  };
}

export const approvalQueryToRaw = (query: Partial<ApprovalQuery>): Record<string, string> => compactQuery({ ...query });

/** A row's key (selection and `item=` in the URL): `<companyId>:<id>`. */
export const approvalKey = (row: Pick<ApprovalRequest, 'companyId' | 'id'>): string => `${row.companyId}:${row.id}`;

export function parseApprovalKey(key: string): ApprovalRef | null {
  const [companyId, id] = key.split(':').map((part) => wholeId(part));
  return companyId && id ? { companyId, id } : null;
}

/** The most requests one decision takes: a whole page of the list at its largest. */
export const APPROVAL_BATCH_MAX = BROWSER_PAGE_SIZE_MAX;

const ref = yup.object({ companyId: yup.number().integer().positive().required(), id: yup.number().integer().positive().required() });
export type ApprovalRef = yup.InferType<typeof ref>;

/** A rejection is explained to the seller: its note is required; an approval's is optional. */
export const approvalDecisionSchema = yup.object({
  items: yup
    .array(ref.required())
    .min(1, 'adminCancelRefund.selectRequests')
    .max(APPROVAL_BATCH_MAX, 'adminCancelRefund.tooMany')
    .required('adminCancelRefund.selectRequests'),
  decision: yup.string().oneOf(CLAIM_DECISIONS, 'validation.required').required('validation.required'),
  note: yup
    .string()
    .trim()
    .max(CLAIM_REJECT_NOTE_MAX, 'validation.textTooLong')
    .default('')
    .when('decision', { is: 'reject', then: (note) => note.required('adminCancelRefund.noteRequired') }),
});
export type ApprovalDecisionBody = yup.InferType<typeof approvalDecisionSchema>;
export type ApprovalDecision = ClaimDecision;

export interface ApprovalResult extends ApprovalRef {
  orderId: number | null;
  kind: ApprovalKind | null;
  outcome: 'approved' | 'rejected' | 'refused';
  /** Why it was refused (notFound for a request that does not exist); null otherwise. */
  code: ErrorCode | null;
}

export interface ApprovalDecisionAnswer {
  results: ApprovalResult[];
}
