/**
 * Order & Claim Tools (/admin/order-claim-tools/index): any order, package or claim across companies, found by its id,
 * a marketplace number, a tracking barcode or part of the customer's name; with nothing searched, the claims waiting
 * for a staff decision (Waiting Admin). Staff decide those claims with a note, and correct an order's or a package's
 * state with a reason (state-corrections.ts).
 */
import * as yup from 'yup';
import { CLAIM_REJECT_NOTE_MAX } from '../claims/claim.api';
import { CLAIM_DECISIONS } from '../claims/claim.rules';
import type { ClaimStatus, ClaimType } from '../claims/claim.types';
import { SEARCH_MIN_CHARS } from '../constants';
import type { MarketplaceCode } from '../downstream/marketplace';
import { compactQuery, parsePage, parsePageSize, parseTab, type ListPage, type RawQuery } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import type { OrderStatus } from '../orders/order.types';
import type { PackageStatus } from '../packages/package.types';
import { ORDER_CORRECTION_STATUSES, PACKAGE_CORRECTION_STATUSES, type OrderCorrectionStatus, type PackageCorrectionStatus } from './state-corrections';

export const ORDER_CLAIM_TOOL_TABS = ['claims', 'orders', 'packages'] as const;
export type OrderClaimToolTab = (typeof ORDER_CLAIM_TOOL_TABS)[number];

interface ToolRowBase {
  companyId: number;
  companyName: string;
  id: number;
  orderId: number;
  marketplace: MarketplaceCode;
  /** The marketplace's own number: the claim's, the order's or the package's. */
  reference: string;
  customerName: string;
  /** The claim's date, the order date or the package's creation. */
  date: string;
  total: number;
  currency: string;
}
export interface ClaimToolRow extends ToolRowBase {
  kind: 'claim';
  status: ClaimStatus;
  claimType: ClaimType;
  adminNote: string | null;
}
export interface OrderToolRow extends ToolRowBase {
  kind: 'order';
  status: OrderStatus;
  /** The states the rules allow it to be corrected to now. */
  corrections: OrderCorrectionStatus[];
}
export interface PackageToolRow extends ToolRowBase {
  kind: 'package';
  status: PackageStatus;
  trackingBarcode: string | null;
  corrections: PackageCorrectionStatus[];
}
export type OrderClaimToolRow = ClaimToolRow | OrderToolRow | PackageToolRow;

/** Where each kind's status codes are labelled (`${prefix}.${status}`), on screen and in the export. */
export const TOOL_STATUS_LABELS: Readonly<Record<OrderClaimToolRow['kind'], string>> = {
  claim: 'claims.status',
  order: 'orders.status',
  package: 'packages.status',
};

export type OrderClaimToolsAnswer = ListPage<OrderClaimToolRow, OrderClaimToolTab>;

export interface OrderClaimToolsQuery {
  tab: OrderClaimToolTab;
  q?: string;
  companyId?: number;
  page: number;
  pageSize: number;
}

export const ORDER_CLAIM_TOOLS_FILTER_KEYS = ['q', 'companyId'] as const;

export function parseOrderClaimToolsFilters(raw: RawQuery): Pick<OrderClaimToolsQuery, 'q' | 'companyId'> {
  const q = raw.q?.trim().slice(0, 100);
  const companyId = raw.companyId === undefined ? null : wholeId(raw.companyId);
  return { ...(q ? { q } : {}), ...(companyId === null ? {} : { companyId }) };
}

export function parseOrderClaimToolsQuery(raw: RawQuery, maxPageSize?: number): OrderClaimToolsQuery {
  return {
    tab: parseTab(raw.tab, ORDER_CLAIM_TOOL_TABS),
    ...parseOrderClaimToolsFilters(raw),
    page: parsePage(raw.page),
    pageSize: parsePageSize(raw.pageSize, maxPageSize),
  };
}

export const orderClaimToolsQueryToRaw = (query: Partial<OrderClaimToolsQuery>): Record<string, string> => compactQuery({ ...query });

/** A search is a number or at least SEARCH_MIN_CHARS of a marketplace number, a barcode or a customer's name. */
export function orderClaimToolsProblems(query: Pick<OrderClaimToolsQuery, 'q'>): Record<string, string> | null {
  const q = query.q ?? '';
  return q !== '' && !/^\d+$/.test(q) && q.length < SEARCH_MIN_CHARS ? { q: 'adminOrderClaimTools.searchTooShort' } : null;
}

/**
 * With nothing searched, the Claims tab is the queue of claims waiting for staff (Waiting Admin), across companies or
 * in the chosen one; orders and packages are listed for a chosen company or a search only.
 */
export const listsStaffQueue = (query: Pick<OrderClaimToolsQuery, 'q'>): boolean => !query.q;
export const searchesNothing = (query: Pick<OrderClaimToolsQuery, 'q' | 'companyId'>): boolean => !query.q && query.companyId === undefined;

const required = (key: string) => yup.string().trim().required(key);

/** Approve or reject a claim in Waiting Admin; the note is kept as the claim's admin note, which the seller reads. */
export const claimDecisionSchema = yup.object({
  decision: yup.string().oneOf(CLAIM_DECISIONS, 'validation.required').required('validation.required'),
  note: required('adminOrderClaimTools.noteRequired').max(CLAIM_REJECT_NOTE_MAX, 'validation.textTooLong'),
});
export type ClaimDecisionBody = yup.InferType<typeof claimDecisionSchema>;

const reason = required('adminOrderClaimTools.reasonRequired').max(200, 'validation.textTooLong');

export const orderCorrectionSchema = yup.object({
  status: yup.string().oneOf(ORDER_CORRECTION_STATUSES, 'validation.required').required('validation.required'),
  reason,
});
export type OrderCorrectionBody = yup.InferType<typeof orderCorrectionSchema>;

export const packageCorrectionSchema = yup.object({
  status: yup.string().oneOf(PACKAGE_CORRECTION_STATUSES, 'validation.required').required('validation.required'),
  reason,
});
export type PackageCorrectionBody = yup.InferType<typeof packageCorrectionSchema>;
