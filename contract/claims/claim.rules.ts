/**
 * What a seller may decide on a claim (spec §4): only a claim waiting for the seller can be approved or rejected, and
 * the decision moves it to the seller's answer — Request Approved or Request Rejected. The later statuses (Waiting
 * Admin, the accounting system's, Approved, Rejected) belong to staff and the marketplace. The detail's buttons and
 * the sandbox both ask these.
 */
import { DAY_MS } from '../lists/date-range';
import {
  CLAIM_STATUSES_AWAITING_SELLER,
  CLAIM_STATUSES_AWAITING_STAFF,
  type Claim,
  type ClaimReportedItem,
  type ClaimStatus,
  type ClaimType,
} from './claim.types';

export const CLAIM_DECISIONS = ['approve', 'reject'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

const STATUS_AFTER: Readonly<Record<ClaimDecision, ClaimStatus>> = { approve: 'requestApproved', reject: 'requestRejected' };

export function isAwaitingSeller(claim: Pick<Claim, 'status'>): boolean {
  return CLAIM_STATUSES_AWAITING_SELLER.includes(claim.status);
}

/** Why the seller cannot decide this claim (an ErrorCode), or null. */
export function claimDecisionRefusal(claim: Pick<Claim, 'status'>): 'claimNotWaiting' | null {
  return isAwaitingSeller(claim) ? null : 'claimNotWaiting';
}

/** The status a decision leads to. */
export function statusAfter(decision: ClaimDecision): ClaimStatus {
  return STATUS_AFTER[decision];
}

/**
 * Staff decide the claims passed up to them (Waiting Admin): an approval sends the claim on to the group's accounting
 * system (which approves it, and then the claim is Approved); a rejection ends it (Rejected).
 */
const STATUS_AFTER_STAFF: Readonly<Record<ClaimDecision, ClaimStatus>> = { approve: 'waitingAccounting', reject: 'rejected' };

export function isAwaitingStaff(claim: Pick<Claim, 'status'>): boolean {
  return CLAIM_STATUSES_AWAITING_STAFF.includes(claim.status);
}

/** Why staff cannot decide this claim (an ErrorCode), or null. */
export function staffDecisionRefusal(claim: Pick<Claim, 'status'>): 'claimNotWaitingAdmin' | null {
  return isAwaitingStaff(claim) ? null : 'claimNotWaitingAdmin';
}

/** The status a staff decision leads to. */
export function statusAfterStaff(decision: ClaimDecision): ClaimStatus {
  return STATUS_AFTER_STAFF[decision];
}

/**
 * The marketplace's decision window: a claim waits for the seller's answer at most this long from its date (the
 * marketplace then decides it without the seller). The list and the detail count down to it.
 */
export const CLAIM_DECISION_WINDOW_MS = 14 * DAY_MS;
/** The countdown turns urgent this long before the window closes. */
export const CLAIM_DECISION_URGENT_MS = 2 * DAY_MS;

/** When the seller's decision is due (ISO), or null for a claim that does not wait for the seller. */
export function claimDecideBy(claim: Pick<Claim, 'status' | 'date'>): string | null {
  return isAwaitingSeller(claim) ? new Date(Date.parse(claim.date) + CLAIM_DECISION_WINDOW_MS).toISOString() : null;
}

/** The claim types an approval refunds: the customer gets the reported items' price back. */
const REFUNDING_TYPES: readonly ClaimType[] = ['return', 'missingPart', 'missingItem', 'undeliveredProduct'];

export interface ClaimRefund {
  items: readonly ClaimReportedItem[];
  /** The reported items' total, in the claim's currency. */
  total: number;
}

/**
 * What approving the claim refunds, or null when it refunds nothing: a missing invoice is sent to the customer, and
 * an extra product comes back to the seller.
 */
export function claimRefund(claim: Pick<Claim, 'type' | 'reportedItems'>): ClaimRefund | null {
  if (!REFUNDING_TYPES.includes(claim.type)) return null;
  const cents = claim.reportedItems.reduce((sum, item) => sum + Math.round(item.totalPrice * 100), 0);
  return { items: claim.reportedItems, total: cents / 100 };
}
