import { useMemo } from 'react';
import type { LineFilters, ReconciliationListQuery } from '@contract/reconciliation/reconciliation.query';
import { lineFilterProblems } from '@contract/reconciliation/reconciliation.query';
import type { PeriodKind, ReconciliationLine } from '@contract/reconciliation/reconciliation.types';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import { listWiring } from '@web/lib/resources/list-wiring';
import { PeriodSummary } from '../components/PeriodSummary';
import { LINE_FILTER_FIELDS, lineColumns, PERIOD_TAB_DEFINITIONS } from '../components/reconciliation-list-config';
import type { ReconciliationListState } from '../reconciliation.resources';
import { exportActions } from '@web/components/list/export-action';

export interface ReconciliationPageProps {
  query: ReconciliationListQuery;
  state: ReconciliationListState;
  onQueryChange: (patch: Partial<ReconciliationListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onExport: () => void;
}

const validate = (values: Record<string, string>) => lineFilterProblems(values as LineFilters);

/** /reconciliation-admin: the period tabs, the period's picker and totals, and its lines with filters and export. */
export function ReconciliationPage({ query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onExport }: ReconciliationPageProps) {
  const format = useFormatters();
  const columns = useMemo(() => lineColumns(format), [format]);
  const answer = state.page;
  const tab: PeriodKind = query.tab === 'all' ? 'current' : query.tab;
  const choices = useMemo(() => (answer?.periods ?? []).filter((period) => period.kind === tab).reverse(), [answer, tab]);
  return (
    <ListScreen<ReconciliationLine, PeriodKind>
      listId="reconciliation"
      titleKey="reconciliation.title"
      tabs={{
        tabs: PERIOD_TAB_DEFINITIONS,
        active: tab,
        counts: answer?.tabCounts ?? null,
        onChange: (next) => onQueryChange({ tab: next, period: undefined }),
      }}
      summary={
        answer && state.status !== 'error' ? (
          <PeriodSummary period={answer.period} choices={choices} onPeriodChange={(period) => onQueryChange({ period })} />
        ) : null
      }
      filters={{ fields: LINE_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset, validate }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(line) => line.id}
      errorKey="reconciliation.loadError"
      onRetry={onRetry}
      toolbar={exportActions(onExport, { disabled: !answer?.period })}
    />
  );
}
