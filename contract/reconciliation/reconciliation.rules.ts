/**
 * The pure rules of reconciliation: how long a period is and when it is paid, which total each line type feeds,
 * and how the totals and the payable are computed from lines. The accounting service and the tests use them.
 */
import { DAY_MS } from '../lists/date-range';
import type { LineType, PeriodKind, ReconciliationLine, ReconciliationTotals } from './reconciliation.types';

/** Settlement periods are fortnights counted from this Monday. */
export const PERIOD_ANCHOR = '2024-01-01';
export const PERIOD_DAYS = 14;
/** A period's payable is paid this many days after its last day. */
export const PAYMENT_DELAY_DAYS = 5;

const ANCHOR_MS = Date.parse(`${PERIOD_ANCHOR}T00:00:00Z`);

export type TotalKey = Exclude<keyof ReconciliationTotals, 'payable'>;

/** Each line type feeds one total. */
export const TOTAL_OF_LINE_TYPE: Readonly<Record<LineType, TotalKey>> = {
  sale: 'sales',
  commission: 'salesCommission',
  refund: 'refunds',
  penalty: 'penalties',
  backInvoice: 'backInvoices',
  backInvoiceReturn: 'backInvoiceReturns',
};

/** The sign every line of a type has: sales and back-invoice returns credit the seller, the rest debit. */
export const LINE_SIGN: Readonly<Record<LineType, 1 | -1>> = {
  sale: 1,
  commission: -1,
  refund: -1,
  penalty: -1,
  backInvoice: -1,
  backInvoiceReturn: 1,
};

export const TOTAL_KEYS: readonly TotalKey[] = ['sales', 'salesCommission', 'refunds', 'penalties', 'backInvoices', 'backInvoiceReturns'];

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function roundMoney(amount: number): number {
  return toCents(amount) / 100;
}

/** The day (`YYYY-MM-DD`, UTC) of an instant. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The period that holds the instant or day. */
export function periodIdAt(ms: number): number {
  return Math.floor((ms - ANCHOR_MS) / (PERIOD_DAYS * DAY_MS)) + 1;
}

export function periodIdOfDay(day: string): number {
  return periodIdAt(Date.parse(`${day}T00:00:00Z`));
}

export interface PeriodDates {
  start: string;
  end: string;
  paymentDate: string;
  startMs: number;
  endMs: number;
}

/** First and last day (included), the payment day, and [startMs, endMs) of a period. */
export function periodDates(id: number): PeriodDates {
  const startMs = ANCHOR_MS + (id - 1) * PERIOD_DAYS * DAY_MS;
  const endMs = startMs + PERIOD_DAYS * DAY_MS;
  return { start: dayOf(startMs), end: dayOf(endMs - DAY_MS), paymentDate: dayOf(endMs - DAY_MS + PAYMENT_DELAY_DAYS * DAY_MS), startMs, endMs };
}

export function periodKindOf(id: number, now: number): PeriodKind {
  const current = periodIdAt(now);
  return id < current ? 'past' : id === current ? 'current' : 'future';
}

/** A closed period's payment is paid once its payment day has begun, scheduled before. */
export function paymentStatusOf(id: number, now: number): 'paid' | 'scheduled' {
  return Date.parse(`${periodDates(id).paymentDate}T00:00:00Z`) <= now ? 'paid' : 'scheduled';
}

export function zeroTotals(): ReconciliationTotals {
  return { sales: 0, salesCommission: 0, refunds: 0, penalties: 0, backInvoices: 0, backInvoiceReturns: 0, payable: 0 };
}

/** Totals kept in cents while lines are added, so a sum of many lines never drifts. */
export class TotalsInCents {
  private readonly cents: Record<TotalKey, number> = { sales: 0, salesCommission: 0, refunds: 0, penalties: 0, backInvoices: 0, backInvoiceReturns: 0 };
  count = 0;

  add(type: LineType, total: number): void {
    this.cents[TOTAL_OF_LINE_TYPE[type]] += toCents(total);
    this.count += 1;
  }

  totals(): ReconciliationTotals {
    const totals = zeroTotals();
    for (const key of TOTAL_KEYS) totals[key] = this.cents[key] / 100;
    return { ...totals, payable: payableOf(totals) };
  }
}

/** Spec §3: each total is the sum of its lines' totals. */
export function totalsOf(lines: Iterable<Pick<ReconciliationLine, 'type' | 'total'>>): ReconciliationTotals {
  const sums = new TotalsInCents();
  for (const line of lines) sums.add(line.type, line.total);
  return sums.totals();
}

/** The payable: what the period pays the seller, every total with its sign (sales − commission − refunds − …). */
export function payableOf(totals: Omit<ReconciliationTotals, 'payable'>): number {
  return TOTAL_KEYS.reduce((sum, key) => sum + toCents(totals[key]), 0) / 100;
}
