/** The reconciliation screens over the ledger: one period's lines (filtered, sorted, paged) and one period's detail. */
import { compareBy, paginate, zeroCounts } from '@contract/lists/list-query';
import type { ReconciliationListAnswer, ReconciliationPeriodAnswer } from '@contract/reconciliation/reconciliation.api';
import { lineMatches, type LineSortField, type ReconciliationListQuery } from '@contract/reconciliation/reconciliation.query';
import { periodIdAt } from '@contract/reconciliation/reconciliation.rules';
import { PERIOD_KINDS, type ReconciliationLine } from '@contract/reconciliation/reconciliation.types';
import type { World } from '../world';
import { scanLedger, type LedgerScanOptions } from './ledger-scan';
import { paymentOfPeriod } from './payments';

const SORT_KEYS: Record<LineSortField, (line: ReconciliationLine) => string | number> = {
  transactionDate: (line) => line.transactionDate,
  dueDate: (line) => line.dueDate,
  total: (line) => line.total,
};

/** The period a query shows: its own, or its tab's (the current one, the latest past, the nearest future). */
export function periodAsked(query: Pick<ReconciliationListQuery, 'tab' | 'period'>, now: number): number | 'all' {
  if (query.period !== undefined) return query.period;
  const current = periodIdAt(now);
  return { current, past: current - 1, future: current + 1, all: 'all' as const }[query.tab];
}

export function listReconciliation(
  world: World,
  companyId: number,
  query: ReconciliationListQuery,
  now: number,
  options: Pick<LedgerScanOptions, 'withoutOrders'> = {},
): ReconciliationListAnswer | undefined {
  const asked = periodAsked(query, now);
  const scan = scanLedger(world, companyId, now, { ...options, want: (id) => asked === 'all' || id === asked });
  if (!scan) return undefined;
  const tabCounts = zeroCounts(PERIOD_KINDS);
  for (const period of scan.periods) tabCounts[period.kind] += 1;
  const period = asked === 'all' ? null : (scan.periods.find((candidate) => candidate.id === asked) ?? null);
  const byKey = compareBy(SORT_KEYS[query.sort.field], query.sort.direction);
  const rows =
    asked !== 'all' && !period
      ? []
      : scan.lines.filter((line) => lineMatches(line, query)).sort((a, b) => byKey(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    items: paginate(rows, query.page, query.pageSize),
    total: rows.length,
    page: query.page,
    pageSize: query.pageSize,
    tabCounts,
    period,
    periods: scan.periods,
  };
}

export function getReconciliationPeriod(
  world: World,
  companyId: number,
  periodId: number,
  now: number,
  options: Pick<LedgerScanOptions, 'withoutOrders'> = {},
): ReconciliationPeriodAnswer | undefined {
  const period = scanLedger(world, companyId, now, options)?.periods.find((candidate) => candidate.id === periodId);
  return period && { period, payment: paymentOfPeriod(companyId, period, now) };
}
