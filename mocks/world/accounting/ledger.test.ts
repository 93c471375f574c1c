import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@contract/lists/date-range';
import { parseReconciliationQuery } from '@contract/reconciliation/reconciliation.query';
import { LINE_SIGN, periodDates } from '@contract/reconciliation/reconciliation.rules';
import type { LineType, ReconciliationLine, ReconciliationPeriod, ReconciliationTotals } from '@contract/reconciliation/reconciliation.types';
import { orderBookOf } from '../orders/order-book';
import { deleteOrder } from '../orders/order-operations';
import { createWorld, type World } from '../world';
import { getPayment, listPayments } from './payments';
import { getReconciliationPeriod, listReconciliation } from './reconciliation-list';
import { scanLedger } from './ledger-scan';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const COMPANIES = [1001, 1002, 1003, 1012];

function linesOf(world: World, companyId: number, periodId: number, now = NOW): ReconciliationLine[] {
  return listReconciliation(world, companyId, parseReconciliationQuery({ tab: 'all', period: String(periodId), pageSize: '100000' }, 100_000), now)!.items;
}

/** Recomputed here, type by type in whole cents, without the contract's helpers. */
function recomputed(lines: readonly ReconciliationLine[]): ReconciliationTotals {
  const cents: Record<LineType, number> = { sale: 0, commission: 0, refund: 0, penalty: 0, backInvoice: 0, backInvoiceReturn: 0 };
  for (const line of lines) cents[line.type] += Math.round(line.total * 100);
  const payable = Object.values(cents).reduce((sum, value) => sum + value, 0);
  return {
    sales: cents.sale / 100,
    salesCommission: cents.commission / 100,
    refunds: cents.refund / 100,
    penalties: cents.penalty / 100,
    backInvoices: cents.backInvoice / 100,
    backInvoiceReturns: cents.backInvoiceReturn / 100,
    payable: payable / 100,
  };
}

function periodsOf(world: World, companyId: number, now = NOW): ReconciliationPeriod[] {
  return scanLedger(world, companyId, now)!.periods;
}

describe('the ledger', () => {
  const world = createWorld({ now: NOW });

  it.each(COMPANIES)('company %i: every total of every period is the sum of its lines', (companyId) => {
    const periods = periodsOf(world, companyId);
    expect(periods.map((period) => period.kind)).toEqual(expect.arrayContaining(['past', 'current', 'future']));
    for (const period of periods) {
      const lines = linesOf(world, companyId, period.id);
      expect(lines).toHaveLength(period.lineCount);
      expect(period.totals).toEqual(recomputed(lines));
      const { start, end } = periodDates(period.id);
      for (const line of lines) {
        expect(line.periodId).toBe(period.id);
        expect(line.dueDate >= start && line.dueDate <= end).toBe(true);
        expect(Math.sign(line.total)).toBe(LINE_SIGN[line.type]);
        expect(Math.sign(line.marketplaceTotal)).toBe(LINE_SIGN[line.type]);
        expect(line.currency).toBe(period.currency);
      }
      if (period.kind === 'past') expect(lines.some((line) => line.expected)).toBe(false);
    }
  });

  it('holds every kind of line, sales in past periods and expected ones ahead', () => {
    const periods = periodsOf(world, 1001);
    const all = periods.flatMap((period) => linesOf(world, 1001, period.id));
    expect(new Set(all.map((line) => line.type))).toEqual(new Set(['sale', 'commission', 'refund', 'penalty', 'backInvoice', 'backInvoiceReturn']));
    const future = periods.filter((period) => period.kind === 'future');
    expect(future.length).toBeGreaterThan(0);
    expect(future.every((period) => period.totals.sales > 0)).toBe(true);
    expect(all.filter((line) => line.expected).every((line) => line.type === 'sale' || line.type === 'commission')).toBe(true);
    expect(new Set(all.map((line) => line.id)).size).toBe(all.length);
  });

  it('converts into the settlement currency: lira for a Turkish seller, dollars for the others', () => {
    expect(periodsOf(world, 1001)[0]!.currency).toBe('TRY');
    expect(periodsOf(world, 1002)[0]!.currency).toBe('USD');
    const current = periodsOf(world, 1002).find((period) => period.kind === 'current')!;
    const aed = linesOf(world, 1002, current.id).find((line) => line.marketplaceCurrency === 'AED' && line.type === 'sale')!;
    expect(aed.total).toBeCloseTo(aed.marketplaceTotal * (0.2723 / 1), 2);
  });

  it('is the same for the same seed, whatever else was read first', () => {
    const other = createWorld({ now: NOW });
    orderBookOf(other, 1005);
    expect(periodsOf(other, 1003)).toEqual(periodsOf(world, 1003));
  });

  it('pays each past period that held lines, paid once its payment day has begun', () => {
    const payments = listPayments(world, 1001, { tab: 'all', page: 1, pageSize: 100, sort: { field: 'date', direction: 'asc' } }, NOW)!;
    const past = periodsOf(world, 1001).filter((period) => period.kind === 'past' && period.lineCount > 0);
    expect(payments.items.map((payment) => payment.periodId)).toEqual(past.map((period) => period.id));
    expect(payments.items.map((payment) => payment.amount)).toEqual(past.map((period) => period.totals.payable));
    expect(payments.tabCounts.all).toBe(past.length);
    // The period that closed last is paid five days after its last day: 2026-01-16, a day after NOW.
    expect(payments.items.at(-1)).toMatchObject({ status: 'scheduled', date: '2026-01-16' });
    expect(payments.tabCounts.paid).toBe(past.length - 1);
    const later = listPayments(world, 1001, { tab: 'paid', page: 1, pageSize: 100, sort: { field: 'date', direction: 'desc' } }, NOW + DAY_MS)!;
    expect(later.total).toBe(past.length);
    const detail = getPayment(world, 1001, payments.items[0]!.id, NOW)!;
    expect(detail.period.id).toBe(payments.items[0]!.periodId);
    expect(getPayment(world, 1002, payments.items[0]!.id, NOW)).toBeUndefined();
    expect(getReconciliationPeriod(world, 1001, past[0]!.id, NOW)!.payment).toEqual(payments.items[0]);
  });

  it('moves the current period into the past when the clock passes its end', () => {
    const current = periodsOf(world, 1002).find((period) => period.kind === 'current')!;
    const later = Date.parse(`${current.end}T00:00:00Z`) + DAY_MS;
    const then = periodsOf(world, 1002, later).find((period) => period.id === current.id)!;
    expect(then.kind).toBe('past');
    expect(then.paymentId).not.toBeNull();
    expect(getReconciliationPeriod(world, 1002, current.id, later)!.payment).toMatchObject({ status: 'scheduled', amount: then.totals.payable });
  });

  it('stays true to the orders: deleting one takes its lines out of every total', () => {
    const fresh = createWorld({ now: NOW });
    const period = periodsOf(fresh, 1003).find((candidate) => candidate.kind === 'past' && candidate.lineCount > 100)!;
    const sale = linesOf(fresh, 1003, period.id).find((line) => line.type === 'sale' && line.orderId !== null)!;
    const before = periodsOf(fresh, 1003);
    expect(deleteOrder(fresh, 1003, sale.orderId!)).toBe(true);
    const after = periodsOf(fresh, 1003);
    for (const old of before) {
      const gone = linesOf(createWorld({ now: NOW }), 1003, old.id).filter((line) => line.orderId === sale.orderId);
      const now = after.find((candidate) => candidate.id === old.id)!;
      expect(now.lineCount).toBe(old.lineCount - gone.length);
      expect(now.totals.sales).toBeCloseTo(old.totals.sales - gone.filter((line) => line.type === 'sale').reduce((sum, line) => sum + line.total, 0), 2);
      expect(now.totals).toEqual(recomputed(linesOf(fresh, 1003, old.id)));
    }
  });

  it('answers nothing for a company the world does not know, and only the current period for one without orders', () => {
    expect(scanLedger(world, 999, NOW)).toBeUndefined();
    const empty = listReconciliation(world, 1001, parseReconciliationQuery({}), NOW, { withoutOrders: true })!;
    expect(empty.periods.map((period) => period.kind)).toEqual(['current']);
    expect(empty.items).toEqual([]);
    expect(empty.period?.totals.payable).toBe(0);
  });
});
