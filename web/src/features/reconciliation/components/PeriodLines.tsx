import { useMemo } from 'react';
import type { Sort } from '@contract/lists/list-query';
import type { PeriodLinesQuery } from '@contract/reconciliation/reconciliation.query';
import type { PeriodKind, ReconciliationLine } from '@contract/reconciliation/reconciliation.types';
import { DataTable } from '@web/components/list/DataTable';
import { ListStates } from '@web/components/list/ListStates';
import { Pagination } from '@web/components/list/Pagination';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { lineColumns } from './reconciliation-list-config';

export interface PeriodLinesProps {
  query: PeriodLinesQuery;
  state: ListState<ReconciliationLine, PeriodKind>;
  onQueryChange: (patch: Partial<PeriodLinesQuery>) => void;
  onRetry: () => void;
}

/** A period's lines in Reconciliation Details: the table, its states and its pages (page and sort in the URL). */
export function PeriodLines({ query, state, onQueryChange, onRetry }: PeriodLinesProps) {
  const format = useFormatters();
  const columns = useMemo(() => lineColumns(format), [format]);
  const wiring = listWiring(query, state, onQueryChange);
  const showRows = wiring.status !== 'error' && wiring.rows.length > 0;
  return (
    <div data-testid="period-lines">
      {showRows ? (
        <DataTable
          columns={columns}
          rows={wiring.rows}
          rowKey={(line) => line.id}
          labelKey="reconciliation.detail.tabs.lines"
          sort={query.sort}
          onSortChange={(sort: Sort) => onQueryChange({ sort: sort as PeriodLinesQuery['sort'] })}
          busy={wiring.status === 'loading'}
        />
      ) : null}
      <ListStates status={wiring.status} rowCount={showRows ? wiring.rows.length : 0} errorKey="reconciliation.loadError" onRetry={onRetry} />
      {wiring.status !== 'error' && wiring.total > 0 ? (
        <div className="mt-3">
          <Pagination
            page={wiring.page}
            pageSize={wiring.pageSize}
            total={wiring.total}
            onPageChange={wiring.onPageChange}
            onPageSizeChange={wiring.onPageSizeChange}
          />
        </div>
      ) : null}
    </div>
  );
}
