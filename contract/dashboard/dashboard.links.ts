/**
 * Where each dashboard figure leads: the list it counts, opened on the matching tab or filter. A stage or state that
 * spans several tabs opens the first; the list's other tab counts show the rest. The claims screen reads `?type=`;
 * the questions screen has a tab per ticket status, so a question state opens its tab (`?tab=`).
 */
import type { ClaimType } from '../claims/claim.types';
import { pathOf } from '../routes';
import type { TicketStatus } from '../tickets/ticket.types';
import { ORDER_STAGE_TABS, PACKAGE_STATE_TABS } from './dashboard.mapping';
import type { GmvRange, OrderStage, PackageState, RejectedReason } from './dashboard.types';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export function orderStageLink(stage: OrderStage): string {
  return withQuery(pathOf('orders'), { tab: ORDER_STAGE_TABS[stage][0]! });
}

export function packageStateLink(state: PackageState): string {
  return withQuery(pathOf('packages'), { tab: PACKAGE_STATE_TABS[state][0]! });
}

export function questionStateLink(status: TicketStatus): string {
  return withQuery(pathOf('questions'), { tab: status });
}

/** On All: the slice counts every claim of the type, while the list opens on Waiting. */
export function claimTypeLink(type: ClaimType): string {
  return withQuery(pathOf('claims'), { type, tab: 'all' });
}

/** Rejected orders are cancelled orders; the orders list has no reason filter, so every reason opens the Cancelled tab. */
export function rejectedReasonLink(_reason: RejectedReason): string {
  return withQuery(pathOf('orders'), { tab: 'cancelled' });
}

/** The orders placed on one UTC day (`YYYY-MM-DD`). */
export function orderDayLink(date: string): string {
  return withQuery(pathOf('orders'), { from: date, to: date });
}

/** A day of the GMV chart opens that day's orders; a month has no link (the list's date range spans at most 10 days). */
export function gmvPointLink(range: GmvRange, period: string): string | null {
  return range === 'year' ? null : orderDayLink(period);
}
