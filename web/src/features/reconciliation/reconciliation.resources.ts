/** The reconciliation screen's list (a period's lines with its totals), and Reconciliation Details (period and lines). */
import type { ReconciliationListAnswer, ReconciliationPeriodAnswer } from '@contract/reconciliation/reconciliation.api';
import type { PeriodKind, ReconciliationLine } from '@contract/reconciliation/reconciliation.types';
import { RECONCILIATION_ROUTES } from '@contract/reconciliation/reconciliation.routes';
import { createDetailResource } from '@web/lib/resources/detail-resource';
import { listExport } from '@web/lib/resources/export.sagas';
import { createListResource, type ListState } from '@web/lib/resources/list-resource';
import { fetchPeriod, fetchPeriodLines, fetchReconciliation } from './reconciliation.api';

export const reconciliationList = createListResource('reconciliationList', fetchReconciliation);
export const reconciliationExport = listExport(RECONCILIATION_ROUTES.export);

export const reconciliationPeriod = createDetailResource('reconciliationPeriod', (id): Promise<ReconciliationPeriodAnswer> => fetchPeriod(id), {});

export const reconciliationPeriodLines = createListResource('reconciliationPeriodLines', fetchPeriodLines);

/** The list's state with the whole answer its fetch gives (the period, its totals and every period, beside the rows). */
export type ReconciliationListState = ListState<ReconciliationLine, PeriodKind> & { page: ReconciliationListAnswer | null };

export const selectReconciliationList = (state: Parameters<typeof reconciliationList.select>[0]): ReconciliationListState =>
  reconciliationList.select(state) as ReconciliationListState;
