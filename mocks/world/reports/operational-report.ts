/**
 * The marketplace service's operational reports (contract/admin-reports): every company's orders and claims in a
 * range, per company and marketplace, per day and per marketplace. GMV is what the seller dashboard counts (orders not
 * cancelled, at their grand totals) converted to euros at the world's rates.
 */
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { rangeBounds } from '@contract/lists/date-range';
import { reportRange, type ReportFilters, type ReportQuery } from '@contract/admin-reports/report.query';
import {
  REPORT_CURRENCY,
  type ReportDay,
  type ReportFigures,
  type ReportListAnswer,
  type ReportMarketplace,
  type ReportRow,
  type ReportSummary,
} from '@contract/admin-reports/report.types';
import { DAY_MS } from '@contract/lists/date-range';
import { orderStatusOf } from '@contract/orders/order.tabs';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { claimsOf } from '../claims/claim-book';
import { ratesOf } from '../orders/exchange-rates';
import { orderBookOf } from '../orders/order-book';
import type { World } from '../world';

const zero = (): ReportFigures => ({ orders: 0, gmv: 0, cancelledOrders: 0, claims: 0 });
const cents = (amount: number) => Math.round(amount * 100) / 100;

interface Tally {
  rows: ReportRow[];
  days: ReportDay[];
  from: string;
  to: string;
}

/** Every figure under the filters, computed once per call: rows with any activity, days of the whole range. */
function tally(world: World, filters: ReportFilters, now: number): Tally {
  const { from, to } = reportRange(filters, now);
  const [start, end] = rangeBounds(from, to);
  const days: ReportDay[] = [];
  for (let at = start; at < end; at += DAY_MS) days.push({ date: new Date(at).toISOString().slice(0, 10), orders: 0, gmv: 0, cancelledOrders: 0 });
  const dayIndex = new Map(days.map((entry, n) => [entry.date, n]));
  const toEur = (currency: string) => ratesOf(world.exchangeRates, currency).EUR;
  const rows: ReportRow[] = [];
  const companies = world.companies.filter((company) => filters.companyId === undefined || company.id === filters.companyId);
  for (const company of companies) {
    const byMarketplace = new Map<MarketplaceCode, ReportRow>();
    const rowOf = (marketplace: MarketplaceCode) => {
      let row = byMarketplace.get(marketplace);
      if (!row) byMarketplace.set(marketplace, (row = { companyId: company.id, companyName: company.name, marketplace, ...zero() }));
      return row;
    };
    const wanted = (marketplace: MarketplaceCode) => filters.marketplace === undefined || filters.marketplace === marketplace;
    for (const order of orderBookOf(world, company.id)?.orders ?? []) {
      const at = Date.parse(order.orderDate);
      if (at < start || at >= end || !wanted(order.salesChannel)) continue;
      const row = rowOf(order.salesChannel);
      const day = days[dayIndex.get(order.orderDate.slice(0, 10)) ?? -1];
      const cancelled = orderStatusOf(order) === 'cancel';
      const gmv = cancelled ? 0 : order.grandTotal * toEur(order.currency);
      for (const figures of day ? [row, day] : [row]) {
        figures.orders += 1;
        figures.gmv += gmv;
        if (cancelled) figures.cancelledOrders += 1;
      }
    }
    for (const claim of claimsOf(world, company.id)) {
      const at = Date.parse(claim.date);
      if (at >= start && at < end && wanted(claim.marketplace)) rowOf(claim.marketplace).claims += 1;
    }
    rows.push(...byMarketplace.values());
  }
  for (const figures of [...rows, ...days]) figures.gmv = cents(figures.gmv);
  rows.sort((a, b) => b.gmv - a.gmv || a.companyId - b.companyId || a.marketplace.localeCompare(b.marketplace));
  return { rows, days, from, to };
}

function sum<T extends ReportFigures>(rows: readonly ReportFigures[], base: T): T {
  for (const row of rows) {
    base.orders += row.orders;
    base.gmv += row.gmv;
    base.cancelledOrders += row.cancelledOrders;
    base.claims += row.claims;
  }
  base.gmv = cents(base.gmv);
  return base;
}

/** The table: a company on a marketplace per row, GMV highest first. */
export function reportRows(world: World, query: ReportQuery, now: number): ReportListAnswer {
  const { rows } = tally(world, query, now);
  const start = (query.page - 1) * query.pageSize;
  return { items: rows.slice(start, start + query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts: { all: rows.length } };
}

/** The charts: the range's days, each marketplace, and the totals. */
export function reportSummary(world: World, filters: ReportFilters, now: number): ReportSummary {
  const { rows, days, from, to } = tally(world, filters, now);
  const marketplaces: ReportMarketplace[] = MARKETPLACE_CODES.filter((code) => filters.marketplace === undefined || filters.marketplace === code).map(
    (marketplace) =>
      sum(
        rows.filter((row) => row.marketplace === marketplace),
        { marketplace, ...zero() },
      ),
  );
  return { from, to, currency: REPORT_CURRENCY, days, marketplaces, totals: sum(rows, zero()) };
}
