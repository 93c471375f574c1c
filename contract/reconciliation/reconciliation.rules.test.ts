import { describe, expect, it } from 'vitest';
import {
  LINE_SIGN,
  payableOf,
  paymentStatusOf,
  periodDates,
  periodIdAt,
  periodIdOfDay,
  periodKindOf,
  PERIOD_ANCHOR,
  TOTAL_OF_LINE_TYPE,
  totalsOf,
} from './reconciliation.rules';
import { LINE_TYPES } from './reconciliation.types';

describe('settlement periods', () => {
  it('are fortnights from the anchor, paid five days after their last day', () => {
    expect(periodDates(1)).toMatchObject({ start: PERIOD_ANCHOR, end: '2024-01-14', paymentDate: '2024-01-19' });
    expect(periodDates(54)).toMatchObject({ start: '2026-01-12', end: '2026-01-25', paymentDate: '2026-01-30' });
    expect(periodIdOfDay('2026-01-12')).toBe(54);
    expect(periodIdOfDay('2026-01-25')).toBe(54);
    expect(periodIdOfDay('2026-01-26')).toBe(55);
    expect(periodIdAt(Date.UTC(2026, 0, 25, 23, 59))).toBe(54);
  });

  it('are past, current or future as of a moment, and paid from their payment day on', () => {
    const now = Date.UTC(2026, 0, 15, 9);
    expect([53, 54, 55].map((id) => periodKindOf(id, now))).toEqual(['past', 'current', 'future']);
    expect(paymentStatusOf(53, now)).toBe('scheduled');
    expect(paymentStatusOf(53, Date.UTC(2026, 0, 16))).toBe('paid');
    expect(paymentStatusOf(52, now)).toBe('paid');
  });
});

describe('totals', () => {
  it('give every line type one total and one sign', () => {
    expect(new Set(LINE_TYPES.map((type) => TOTAL_OF_LINE_TYPE[type])).size).toBe(LINE_TYPES.length);
    expect(LINE_TYPES.filter((type) => LINE_SIGN[type] > 0)).toEqual(['sale', 'backInvoiceReturn']);
  });

  it('add lines by type in cents, and the payable is every total with its sign', () => {
    const lines = [
      { type: 'sale', total: 0.1 },
      { type: 'sale', total: 0.2 },
      { type: 'commission', total: -0.03 },
      { type: 'refund', total: -0.07 },
      { type: 'penalty', total: -0.01 },
      { type: 'backInvoice', total: -0.05 },
      { type: 'backInvoiceReturn', total: 0.01 },
    ] as const;
    expect(totalsOf(lines)).toEqual({
      sales: 0.3,
      salesCommission: -0.03,
      refunds: -0.07,
      penalties: -0.01,
      backInvoices: -0.05,
      backInvoiceReturns: 0.01,
      payable: 0.15,
    });
    expect(payableOf({ sales: 100, salesCommission: -15, refunds: -20, penalties: -1.5, backInvoices: -3.25, backInvoiceReturns: 0.75 })).toBe(61);
    expect(totalsOf([]).payable).toBe(0);
  });
});
