import { describe, expect, it } from 'vitest';
import {
  lineFilterProblems,
  lineMatches,
  parsePaymentQuery,
  parsePeriodLinesQuery,
  parseReconciliationQuery,
  paymentQueryToRaw,
  reconciliationQueryToRaw,
} from './reconciliation.query';
import type { ReconciliationLine } from './reconciliation.types';

const line: ReconciliationLine = {
  id: 'sale-1',
  periodId: 54,
  type: 'sale',
  transactionDate: '2026-01-13T10:00:00.000Z',
  dueDate: '2026-01-20',
  sku: 'SKU-1',
  orderId: 1001000007,
  packageId: 1001000003,
  marketplace: 'noon',
  channel: 'noon-ae',
  marketplaceOrderId: 'NAE010000007',
  total: 27.23,
  currency: 'USD',
  marketplaceTotal: 100,
  marketplaceCurrency: 'AED',
  expected: false,
};

describe('the reconciliation query', () => {
  it('parses the URL and writes it back', () => {
    const query = parseReconciliationQuery({ tab: 'past', period: '53', marketplace: 'noon-ae', type: 'refund', sku: ' A ', page: '2', sort: 'total' });
    expect(query).toMatchObject({
      tab: 'past',
      period: 53,
      marketplace: 'noon-ae',
      type: 'refund',
      sku: 'A',
      page: 2,
      sort: { field: 'total', direction: 'asc' },
    });
    expect(parseReconciliationQuery(reconciliationQueryToRaw(query))).toEqual(query);
    const odd = parseReconciliationQuery({ tab: 'elsewhere', period: '-1', type: 'gift', marketplace: 'amazon' });
    expect(odd).toMatchObject({ tab: 'current', sort: { field: 'transactionDate', direction: 'desc' } });
    expect([odd.period, odd.type, odd.marketplace]).toEqual([undefined, undefined, undefined]);
    expect(parseReconciliationQuery({ tab: 'all' }).tab).toBe('all');
  });

  it('limits the date range to 10 days', () => {
    expect(lineFilterProblems({ from: '2026-01-01', to: '2026-01-11' })).toEqual({ from: 'validation.dateRangeTooLong' });
    expect(lineFilterProblems({ from: '2026-01-01' })).toEqual({ from: 'validation.dateRangeRequired' });
    expect(lineFilterProblems({ from: '2026-01-01', to: '2026-01-10' })).toBeNull();
  });

  it('matches lines by channel, type, SKU, either order id and transaction day', () => {
    expect(lineMatches(line, {})).toBe(true);
    expect(lineMatches(line, { marketplace: 'noon-ae', type: 'sale', sku: 'SKU-1' })).toBe(true);
    expect(lineMatches(line, { marketplace: 'noon-sa' })).toBe(false);
    expect(lineMatches(line, { type: 'commission' })).toBe(false);
    expect(lineMatches(line, { orderId: '1001000007' })).toBe(true);
    expect(lineMatches(line, { orderId: 'NAE010000007' })).toBe(true);
    expect(lineMatches(line, { orderId: '7' })).toBe(false);
    expect(lineMatches(line, { from: '2026-01-13', to: '2026-01-13' })).toBe(true);
    expect(lineMatches(line, { from: '2026-01-14', to: '2026-01-20' })).toBe(false);
  });

  it('pages a period in Reconciliation Details with its own keys only', () => {
    expect(parsePeriodLinesQuery({ page: '3', tab: 'lines', period: '9' })).toEqual({
      page: 3,
      pageSize: 25,
      sort: { field: 'transactionDate', direction: 'desc' },
    });
  });
});

describe('the payments query', () => {
  it('has a status tab and sorts by date (newest first) or amount', () => {
    expect(parsePaymentQuery({})).toEqual({ tab: 'all', page: 1, pageSize: 25, sort: { field: 'date', direction: 'desc' } });
    const query = parsePaymentQuery({ tab: 'scheduled', sort: '-amount', pageSize: '10' });
    expect(parsePaymentQuery(paymentQueryToRaw(query))).toEqual(query);
  });
});
