/**
 * The dashboard's parts of the marketplace and accounting services (the logistics part is in logistics.ts). Paths
 * under /v1/companies/:companyId, JWT bearer scoped to the company: another company's token gets 403.
 */
import type { ClaimType } from '../claims/claim.types';
import type { DayCount, GmvPoint, GmvRange, OrderStage, RejectedReason } from '../dashboard/dashboard.types';
import type { TicketStatus } from '../tickets/ticket.types';

export interface MarketplaceDashboardApi {
  /** GET /dashboard — order, question and claim figures, computed from the company's orders, tickets and claims. */
  dashboard: { answer: MarketplaceDashboardAnswer };
}

export interface MarketplaceDashboardAnswer {
  /** The last 30 UTC days, oldest first, today last. */
  ordersPerDay: DayCount[];
  orderStages: Record<OrderStage, number>;
  rejectedReasons: Record<RejectedReason, number>;
  questionStates: Record<TicketStatus, number>;
  claimTypes: Record<ClaimType, number>;
}

export interface AccountingDashboardApi {
  /** GET /gmv — gross merchandise value by day (last 7 and 30 days) and by month (last 12), oldest first. */
  gmv: { answer: GmvAnswer };
}

export interface GmvAnswer {
  /** The currency the company is settled in (the reconciliation's); every order is converted into it at the service's rates. */
  currency: string;
  series: Record<GmvRange, GmvPoint[]>;
}
