import { describe, expect, it } from 'vitest';
import { ORDER_STAGE_TABS, PACKAGE_STATE_TABS } from '@contract/dashboard/dashboard.mapping';
import { ORDER_STAGES, PACKAGE_STATES } from '@contract/dashboard/dashboard.types';
import { parseOrderQuery } from '@contract/orders/order.query';
import { parsePackageQuery } from '@contract/packages/package.query';
import { TICKET_STATUSES_AWAITING_SELLER } from '@contract/tickets/ticket.types';
import { claimsOf } from '../claims/claim-book';
import { countsOf } from '../badge-counts';
import { orderBookOf } from '../orders/order-book';
import { listOrders } from '../orders/order-list';
import { listPackages } from '../orders/package-list';
import { ticketsOf } from '../tickets/ticket-book';
import { createWorld } from '../world';
import { dashboardFigures } from './dashboard-figures';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('dashboard figures over the world', () => {
  const world = createWorld({ now: NOW });
  const figures = dashboardFigures(world, 1001, NOW);

  it('puts every order in one stage, agreeing with the orders list tabs', () => {
    const { tabCounts } = listOrders(world, 1001, parseOrderQuery({ pageSize: '1' }), NOW);
    expect(sum(figures.orderStages)).toBe(orderBookOf(world, 1001)!.orders.length);
    for (const stage of ORDER_STAGES) {
      expect(figures.orderStages[stage]).toBe(ORDER_STAGE_TABS[stage].reduce((total, tab) => total + tabCounts[tab], 0));
    }
    expect(figures.orderStages.completed).toBeGreaterThan(0);
    expect(figures.orderStages.delay).toBeGreaterThan(0);
  });

  it('puts every package in one state, agreeing with the packages list tabs', () => {
    const { tabCounts } = listPackages(world, 1001, parsePackageQuery({ pageSize: '1' }));
    expect(sum(figures.packageStates)).toBe(orderBookOf(world, 1001)!.packages.length);
    for (const state of PACKAGE_STATES) {
      expect(figures.packageStates[state]).toBe(PACKAGE_STATE_TABS[state].reduce((total, tab) => total + tabCounts[tab], 0));
    }
  });

  it('counts orders per UTC day for the last 30 days, as the date filter of the list finds them', () => {
    expect(figures.ordersPerDay).toHaveLength(30);
    expect(figures.ordersPerDay.at(-1)!.date).toBe('2026-01-15');
    expect(figures.ordersPerDay[0]!.date).toBe('2025-12-17');
    for (const day of [figures.ordersPerDay[3]!, figures.ordersPerDay[20]!]) {
      const { tabCounts } = listOrders(world, 1001, parseOrderQuery({ from: day.date, to: day.date, pageSize: '1' }), NOW);
      expect(day.count).toBe(sum(tabCounts));
      expect(day.count).toBeGreaterThan(0);
    }
  });

  it('counts rejections among the cancelled orders only', () => {
    const rejected = sum(figures.rejectedReasons);
    expect(rejected).toBeGreaterThan(0);
    expect(rejected).toBeLessThanOrEqual(figures.orderStages.cancel);
    expect(figures.rejectedReasons.autoCancel).toBeGreaterThan(0);
  });

  it('gives GMV by day and month in the company currency, the week being the last days of the month', () => {
    expect(figures.currency).toBe('TRY');
    expect(figures.gmv.week.map((p) => p.period)).toEqual(figures.ordersPerDay.slice(-7).map((d) => d.date));
    expect(figures.gmv.week).toEqual(figures.gmv.month.slice(-7));
    expect(figures.gmv.year).toHaveLength(12);
    expect(figures.gmv.year.at(-1)!.period).toBe('2026-01');
    expect(figures.gmv.year[0]!.amount).toBe(0);
    const december = figures.gmv.year.find((p) => p.period === '2025-12')!;
    expect(december.amount).toBeGreaterThan(0);
    // Cancelled orders are left out, so a day holds no more GMV orders than it has orders.
    figures.gmv.month.forEach((point, n) => expect(point.orders).toBeLessThanOrEqual(figures.ordersPerDay[n]!.count));
    expect(dashboardFigures(world, 1002, NOW).currency).toBe('USD');
    expect(dashboardFigures(world, 1003, NOW).currency).toBe('USD');
  });

  it('counts questions and claims; the ones waiting for the seller agree with the sidebar badges', () => {
    const counts = countsOf(world, 1001);
    const tickets = ticketsOf(world, 1001);
    const claims = claimsOf(world, 1001);
    expect(sum(figures.questionStates)).toBe(tickets.length);
    expect(sum(figures.claimTypes)).toBe(claims.length);
    expect(tickets.filter((t) => TICKET_STATUSES_AWAITING_SELLER.includes(t.status))).toHaveLength(counts.tickets);
    expect(claims.filter((c) => c.status === 'waiting')).toHaveLength(counts.claims);
    for (const id of [1002, 1003, 1010]) {
      expect(claimsOf(world, id).filter((c) => c.status === 'waiting')).toHaveLength(countsOf(world, id).claims);
      expect(ticketsOf(world, id).filter((t) => TICKET_STATUSES_AWAITING_SELLER.includes(t.status))).toHaveLength(countsOf(world, id).tickets);
    }
  });

  it('ties claims to the company’s own claimable orders and tickets to its own products', () => {
    const orders = new Map(orderBookOf(world, 1002)!.orders.map((order) => [order.id, order]));
    const claims = claimsOf(world, 1002);
    expect(new Set(claims.map((c) => c.orderId)).size).toBe(claims.length);
    for (const claim of claims) {
      const order = orders.get(claim.orderId)!;
      expect(order.companyId).toBe(1002);
      expect(order.items.some((item) => ['shipped', 'delivered', 'refunded'].includes(item.status))).toBe(true);
      expect(claim.reportedItems.every((item) => order.items.some((o) => o.sku === item.sellerSku))).toBe(true);
      expect(Date.parse(claim.date)).toBeLessThanOrEqual(NOW);
    }
    const skus = new Set([...orders.values()].flatMap((order) => order.items.map((item) => item.sku)));
    expect(ticketsOf(world, 1002).every((t) => skus.has(t.productSku) && t.companyId === 1002)).toBe(true);
  });

  it('is the same for the same seed, whatever order companies are visited in, and differs between companies', () => {
    const other = createWorld({ now: NOW });
    dashboardFigures(other, 1002, NOW);
    expect(dashboardFigures(other, 1001, NOW)).toEqual(figures);
    expect(dashboardFigures(world, 1002, NOW).orderStages).not.toEqual(figures.orderStages);
    expect(dashboardFigures(world, 999_999, NOW).orderStages.open).toBe(0);
    expect(claimsOf(world, 999_999)).toEqual([]);
  });
});
