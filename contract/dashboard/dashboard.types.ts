/** The Dashboard (spec §2, §9): what GET /api/dashboard answers, widget by widget. */
import type { ClaimType } from '../claims/claim.types';
import type { TicketStatus } from '../tickets/ticket.types';

/** Spec §9 GMV ranges: the last 7 days and the last 30 days by day, the last 12 months by month. */
export const GMV_RANGES = ['week', 'month', 'year'] as const;
export type GmvRange = (typeof GMV_RANGES)[number];
export const DEFAULT_GMV_RANGE: GmvRange = 'week';
export const GMV_RANGE_POINTS: Record<GmvRange, number> = { week: 7, month: 30, year: 12 };
/** Spec §9: orders per day over the last 30 days. */
export const ORDERS_PER_DAY_DAYS = 30;

/** Spec §4 dashboard order stages (contract/dashboard/dashboard.mapping.ts ties them to the order tabs). */
export const ORDER_STAGES = ['open', 'preparing', 'shipped', 'delay', 'cancel', 'refund', 'completed'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** Spec §4 dashboard package states (tied to the package statuses and tabs in dashboard.mapping.ts). */
export const PACKAGE_STATES = ['pending', 'inTransit', 'delivered', 'exception', 'delay', 'expired'] as const;
export type PackageState = (typeof PACKAGE_STATES)[number];

/** Spec §4 dashboard rejected reasons: the seller's cancellation reasons, and cancellations the system made. */
export const REJECTED_REASONS = ['outOfStock', 'incorrectPricing', 'sourcingDelay', 'autoCancel'] as const;
export type RejectedReason = (typeof REJECTED_REASONS)[number];

/** One point of the GMV chart: a day (`YYYY-MM-DD`) or a month (`YYYY-MM`). */
export interface GmvPoint {
  period: string;
  /** Gross merchandise value of the orders placed in the period (cancelled orders left out), in `currency`. */
  amount: number;
  orders: number;
}

export interface DayCount {
  /** `YYYY-MM-DD`, a UTC day (the orders list's date filter reads days the same way). */
  date: string;
  count: number;
}

/** Every widget's figures for one company. */
export interface DashboardData {
  companyId: number;
  /** The currency of the GMV figures (the one the accounting service settles the company in). */
  currency: string;
  gmv: Record<GmvRange, GmvPoint[]>;
  ordersPerDay: DayCount[];
  orderStages: Record<OrderStage, number>;
  packageStates: Record<PackageState, number>;
  questionStates: Record<TicketStatus, number>;
  claimTypes: Record<ClaimType, number>;
  rejectedReasons: Record<RejectedReason, number>;
}

/** GET /api/dashboard. */
export interface DashboardAnswer extends DashboardData {
  /** When these figures were gathered from the services (ISO instant). */
  asOf: string;
  /** The last refresh failed (a service is not answering): these figures are older than they should be. */
  stale: boolean;
  /** Newer figures are being fetched: ask again shortly and take them (the page updates itself). */
  refreshing: boolean;
}
