/**
 * What a seller may decide on a claim (spec §4): only a claim waiting for the seller can be approved or rejected, and
 * the decision moves it to the seller's answer — Request Approved or Request Rejected. The later statuses (Waiting
 * Admin, the accounting system's, Approved, Rejected) belong to staff and the marketplace. The detail's buttons and
 * the sandbox both ask these.
 */
import { CLAIM_STATUSES_AWAITING_SELLER, type Claim, type ClaimStatus } from './claim.types';

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
