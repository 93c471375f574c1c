/**
 * Reconciliation and payments (spec §3 Reconciliation): settlement periods with their totals, the lines they are
 * made of, and the payment of each closed period. Amounts are signed from the seller's side: a credit is positive,
 * a debit (commission, refund, penalty, back invoice) negative.
 */
import type { MarketplaceCode } from '../downstream/marketplace';

/** What a line is (spec §3 totals): each type feeds exactly one total. */
export const LINE_TYPES = ['sale', 'commission', 'refund', 'penalty', 'backInvoice', 'backInvoiceReturn'] as const;
export type LineType = (typeof LINE_TYPES)[number];

/** Closed and paid (or to be paid), open now, or not begun yet (lines already known to fall due in it). */
export const PERIOD_KINDS = ['current', 'past', 'future'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export const PAYMENT_STATUSES = ['paid', 'scheduled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec §3: the reconciliation's totals, in the period's currency. `payable` is the sum of the other six. */
export interface ReconciliationTotals {
  sales: number;
  salesCommission: number;
  refunds: number;
  penalties: number;
  backInvoices: number;
  backInvoiceReturns: number;
  payable: number;
}

export interface ReconciliationPeriod {
  /** The period's number since PERIOD_ANCHOR (1 is the first fortnight). */
  id: number;
  /** First and last day, both included (`YYYY-MM-DD`). */
  start: string;
  end: string;
  /** The day the period's payable is paid out. */
  paymentDate: string;
  kind: PeriodKind;
  /** The settlement currency of the company. */
  currency: string;
  totals: ReconciliationTotals;
  lineCount: number;
  /** The payment of a past period (null while the period is open or when it held nothing). */
  paymentId: number | null;
}

/** Spec §3 reconciliation line. */
export interface ReconciliationLine {
  id: string;
  periodId: number;
  type: LineType;
  /** When it happened (an instant); for an expected sale, when the delivery is expected. */
  transactionDate: string;
  /** The day it falls due for settlement (`YYYY-MM-DD`); it decides the period. */
  dueDate: string;
  sku: string | null;
  orderId: number | null;
  packageId: number | null;
  /** The marketplace (channel group: hepsiburada, trendyol, noon). */
  marketplace: string;
  channel: MarketplaceCode;
  marketplaceOrderId: string | null;
  /** In the settlement currency. */
  total: number;
  currency: string;
  /** In the marketplace's own currency. */
  marketplaceTotal: number;
  marketplaceCurrency: string;
  /** A sale (and its commission) of an item still on its way: it settles once delivered. */
  expected: boolean;
}

export interface Payment {
  id: number;
  periodId: number;
  periodStart: string;
  periodEnd: string;
  /** The payment day (`YYYY-MM-DD`). */
  date: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  /** The bank transfer's reference. */
  reference: string;
}
