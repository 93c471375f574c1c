/** The reconciliation API of the BFF (contract/reconciliation/reconciliation.routes.ts). */
import type { PeriodLinesQuery, ReconciliationListQuery } from '@contract/reconciliation/reconciliation.query';
import { RECONCILIATION_ROUTES } from '@contract/reconciliation/reconciliation.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchReconciliation = (query: ReconciliationListQuery) => apiCall(RECONCILIATION_ROUTES.list, { query });

/** One period's lines, as Reconciliation Details pages them. */
export function fetchPeriodLines(query: PeriodLinesQuery & { periodId: number }) {
  const { periodId, ...paging } = query;
  return fetchReconciliation({ ...paging, tab: 'all', period: periodId });
}

export const fetchPeriod = (id: number) => apiCall(RECONCILIATION_ROUTES.period, { params: { id } });
