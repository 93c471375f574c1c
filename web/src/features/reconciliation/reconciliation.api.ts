/** The reconciliation API of the BFF (contract/reconciliation/reconciliation.api.ts). */
import { API } from '@contract/api/paths';
import type { ReconciliationListAnswer, ReconciliationPeriodAnswer } from '@contract/reconciliation/reconciliation.api';
import { reconciliationQueryToRaw, type PeriodLinesQuery, type ReconciliationListQuery } from '@contract/reconciliation/reconciliation.query';
import { http } from '@web/lib/http';

export async function fetchReconciliation(query: ReconciliationListQuery): Promise<ReconciliationListAnswer> {
  return (await http.get<ReconciliationListAnswer>(API.reconciliation, { params: reconciliationQueryToRaw(query) })).data;
}

/** One period's lines, as Reconciliation Details pages them. */
export async function fetchPeriodLines(query: PeriodLinesQuery & { periodId: number }): Promise<ReconciliationListAnswer> {
  const { periodId, ...paging } = query;
  return fetchReconciliation({ ...paging, tab: 'all', period: periodId });
}

export async function fetchPeriod(id: number): Promise<ReconciliationPeriodAnswer> {
  return (await http.get<ReconciliationPeriodAnswer>(`${API.reconciliation}/periods/${id}`)).data;
}
