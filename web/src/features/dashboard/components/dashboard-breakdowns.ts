/** The five breakdown widgets: which figures, their colours, and the list each slice opens. */
import { CLAIM_TYPES, type ClaimType } from '@contract/claims/claim.types';
import { claimTypeLink, orderStageLink, packageStateLink, questionStateLink, rejectedReasonLink } from '@contract/dashboard/dashboard.links';
import {
  ORDER_STAGES,
  PACKAGE_STATES,
  REJECTED_REASONS,
  type DashboardData,
  type OrderStage,
  type PackageState,
  type RejectedReason,
} from '@contract/dashboard/dashboard.types';
import { pathOf } from '@contract/routes';
import { TICKET_STATUSES, type TicketStatus } from '@contract/tickets/ticket.types';
import type { BreakdownWidgetProps } from './BreakdownWidget';

export type Breakdown<K extends string> = Omit<BreakdownWidgetProps<K>, 'counts'> & { counts: (data: DashboardData) => Record<K, number> };

const orderStages: Breakdown<OrderStage> = {
  id: 'orderStages',
  titleKey: 'dashboard.orderStages.title',
  labelKeyPrefix: 'dashboard.orderStages.labels',
  keys: ORDER_STAGES,
  counts: (data) => data.orderStages,
  linkOf: orderStageLink,
  chart: 'doughnut',
  listHref: pathOf('orders'),
  colours: { open: 'info', preparing: 'primary', shipped: 'cyan', delay: 'warning', cancel: 'danger', refund: 'purple', completed: 'success' },
};

const packageStates: Breakdown<PackageState> = {
  id: 'packageStates',
  titleKey: 'dashboard.packageStates.title',
  labelKeyPrefix: 'dashboard.packageStates.labels',
  keys: PACKAGE_STATES,
  counts: (data) => data.packageStates,
  linkOf: packageStateLink,
  chart: 'doughnut',
  listHref: pathOf('packages'),
  colours: { pending: 'info', inTransit: 'primary', delivered: 'success', exception: 'danger', delay: 'warning', expired: 'secondary' },
};

const questionStates: Breakdown<TicketStatus> = {
  id: 'questionStates',
  titleKey: 'dashboard.questionStates.title',
  labelKeyPrefix: 'dashboard.questionStates.labels',
  keys: TICKET_STATUSES,
  counts: (data) => data.questionStates,
  linkOf: questionStateLink,
  chart: 'bar',
  listHref: pathOf('questions'),
  colours: {
    open: 'info',
    awaitingUser: 'cyan',
    awaitingMerchant: 'warning',
    awaitingMarketplace: 'purple',
    done: 'success',
    closed: 'secondary',
    expired: 'danger',
  },
};

const claimTypes: Breakdown<ClaimType> = {
  id: 'claimTypes',
  titleKey: 'dashboard.claimTypes.title',
  labelKeyPrefix: 'dashboard.claimTypes.labels',
  keys: CLAIM_TYPES,
  counts: (data) => data.claimTypes,
  linkOf: claimTypeLink,
  chart: 'doughnut',
  listHref: pathOf('claims'),
  colours: { return: 'primary', missingPart: 'warning', missingInvoice: 'info', missingItem: 'orange', extraProduct: 'cyan', undeliveredProduct: 'danger' },
};

const rejectedReasons: Breakdown<RejectedReason> = {
  id: 'rejectedReasons',
  titleKey: 'dashboard.rejectedReasons.title',
  labelKeyPrefix: 'dashboard.rejectedReasons.labels',
  keys: REJECTED_REASONS,
  counts: (data) => data.rejectedReasons,
  linkOf: rejectedReasonLink,
  chart: 'bar',
  listHref: pathOf('cancelledOrders'),
  colours: { outOfStock: 'danger', incorrectPricing: 'warning', sourcingDelay: 'orange', autoCancel: 'secondary' },
};

/** In the order they sit on the page. */
export const BREAKDOWNS = { orderStages, packageStates, questionStates, claimTypes, rejectedReasons } as const;

/** The widget's props for these figures (the keys are a widget's own; read as plain strings here). */
export function breakdownProps(breakdown: Breakdown<string>, data: DashboardData): BreakdownWidgetProps<string> {
  const { counts, ...rest } = breakdown;
  return { ...rest, counts: counts(data) };
}

/** Nothing to show yet: no orders, packages, questions or claims. */
export function isEmptyDashboard(data: DashboardData): boolean {
  return Object.values(BREAKDOWNS).every((breakdown) => Object.values<number>((breakdown as Breakdown<string>).counts(data)).every((count) => count === 0));
}
