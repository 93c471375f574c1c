/**
 * The accounting service's GMV for the dashboard: the grand totals of the orders placed in each day or month,
 * cancelled orders left out, in the currency the accounting service settles the company in, at the world's rates.
 */
import { GMV_RANGE_POINTS, type GmvPoint } from '@contract/dashboard/dashboard.types';
import type { GmvAnswer } from '@contract/downstream/dashboard';
import { orderStatusOf } from '@contract/orders/order.tabs';
import { settlementCurrencyOf } from '../accounting/accounting-terms';
import { findCompany } from '../lookups';
import { orderBookOf } from '../orders/order-book';
import { ratesOf } from '../orders/exchange-rates';
import type { World } from '../world';
import { emptyDays } from './order-figures';

function lastMonths(now: number, count: number): GmvPoint[] {
  const date = new Date(now);
  return Array.from({ length: count }, (_, n) => {
    const month = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - (count - 1 - n), 1));
    return { period: month.toISOString().slice(0, 7), amount: 0, orders: 0 };
  });
}

const zeroDays = (now: number, days: number): GmvPoint[] => emptyDays(now, days).map(({ date }) => ({ period: date, amount: 0, orders: 0 }));

export function gmvFigures(world: World, companyId: number, now: number): GmvAnswer {
  const currency = settlementCurrencyOf(findCompany(world, companyId)?.country ?? '');
  const series = { week: zeroDays(now, GMV_RANGE_POINTS.week), month: zeroDays(now, GMV_RANGE_POINTS.month), year: lastMonths(now, GMV_RANGE_POINTS.year) };
  const byPeriod = new Map<string, GmvPoint[]>();
  for (const point of [...series.week, ...series.month, ...series.year]) byPeriod.set(point.period, [...(byPeriod.get(point.period) ?? []), point]);
  const toTarget = ratesOf(world.exchangeRates, currency).USD;
  const usdPer = new Map<string, number>();
  for (const order of orderBookOf(world, companyId)?.orders ?? []) {
    if (orderStatusOf(order) === 'cancel') continue;
    let rate = usdPer.get(order.currency);
    if (rate === undefined) usdPer.set(order.currency, (rate = ratesOf(world.exchangeRates, order.currency).USD));
    const amount = (order.grandTotal * rate) / toTarget;
    // Order dates are ISO instants in UTC, so their first characters are the UTC day and month.
    for (const period of [order.orderDate.slice(0, 10), order.orderDate.slice(0, 7)]) {
      for (const point of byPeriod.get(period) ?? []) {
        point.amount += amount;
        point.orders += 1;
      }
    }
  }
  for (const points of Object.values(series)) for (const point of points) point.amount = Math.round(point.amount * 100) / 100;
  return { currency, series };
}
