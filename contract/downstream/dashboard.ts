/**
 * The dashboard's parts of the marketplace and accounting services (the logistics part is in logistics.ts; routes in
 * dashboard.routes.ts). Paths under /v1/companies/:companyId, JWT bearer scoped to the company: another company's
 * token gets 403.
 */
import type { ClaimType } from '../claims/claim.types';
import type { DayCount, GmvPoint, GmvRange, OrderStage, RejectedReason } from '../dashboard/dashboard.types';
import type { TicketStatus } from '../tickets/ticket.types';

export interface MarketplaceDashboardAnswer {
  /** The last 30 UTC days, oldest first, today last. */
  ordersPerDay: DayCount[];
  orderStages: Record<OrderStage, number>;
  rejectedReasons: Record<RejectedReason, number>;
  questionStates: Record<TicketStatus, number>;
  claimTypes: Record<ClaimType, number>;
}

export interface GmvAnswer {
  /** The currency the company is settled in (the reconciliation's); every order is converted into it at the service's rates. */
  currency: string;
  series: Record<GmvRange, GmvPoint[]>;
}
