/** Claims (spec §3): a customer's complaint about a delivered order — a return, a missing part or item, and so on. */
import type { MarketplaceCode } from '../downstream/marketplace';

/** Spec §4 claim types. */
export const CLAIM_TYPES = ['return', 'missingPart', 'missingInvoice', 'missingItem', 'extraProduct', 'undeliveredProduct'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/**
 * Spec §4 return statuses. `waitingAccounting` / `approvedByAccounting`: waiting for, and approved by, the group's
 * accounting system.
 */
export const CLAIM_STATUSES = [
  'waiting',
  'requestRejected',
  'waitingAdmin',
  'requestApproved',
  'waitingAccounting',
  'approvedByAccounting',
  'approved',
  'rejected',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The claims that wait for the seller's answer (the sidebar badge counts them). */
export const CLAIM_STATUSES_AWAITING_SELLER: readonly ClaimStatus[] = ['waiting'];

/** The claims passed up to the group's staff (Waiting Admin): only staff decide them. */
export const CLAIM_STATUSES_AWAITING_STAFF: readonly ClaimStatus[] = ['waitingAdmin'];

/** Why a seller rejects a claim (spec §4/§5: a reason is required); `other` is explained in the note. */
export const CLAIM_REJECT_REASONS = ['productUsed', 'returnPeriodPassed', 'noFaultFound', 'notOurProduct', 'other'] as const;
export type ClaimRejectReason = (typeof CLAIM_REJECT_REASONS)[number];

export interface ClaimReportedItem {
  marketplaceSku: string;
  sellerSku: string;
  name: string;
  price: number;
  totalPrice: number;
}

export interface Claim {
  id: number;
  companyId: number;
  marketplace: MarketplaceCode;
  marketplaceNumber: string;
  customerName: string;
  orderId: number;
  marketplaceOrderId: string;
  date: string;
  type: ClaimType;
  reason: string;
  reasonEn: string;
  explanation: string;
  explanationEn: string;
  status: ClaimStatus;
  rejectReason: ClaimRejectReason | null;
  rejectNote: string | null;
  /** The photos sent with a rejection (addresses the browser can open). */
  photos: string[];
  adminNote: string | null;
  deliveryCode: string | null;
  deliveryDirection: 'toSeller' | 'toCustomer' | null;
  returnInfo: { cargoCompany: string; trackingNumber: string } | null;
  userReportedImages: string[];
  merchantReportedImages: string[];
  reportedItems: ClaimReportedItem[];
  currency: string;
  /** The customer question (ticket) the seller created this claim from, if any. */
  ticketId: number | null;
}
