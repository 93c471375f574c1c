import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  LINE_FILTER_KEYS, lineFilterProblems, parseLineFilters, parseReconciliationQuery, reconciliationQueryToRaw,
} from '@contract/reconciliation/reconciliation.query';
import { RECONCILIATION_ROUTES } from '@contract/reconciliation/reconciliation.routes';
import { filtersPatch, useListQuery } from '@web/lib/list-url';
import { exportRequested } from '@web/lib/resources/export.sagas';
import { nothingAsked } from '@web/lib/resources/list-resource';
import { ReconciliationPage } from '../pages/ReconciliationPage';
import { reconciliationList, selectReconciliationList, type ReconciliationListState } from '../reconciliation.resources';

/**
 * /reconciliation-admin: the URL is the state (tab, period, filters, page, sort). The export sends the period on
 * screen and the filters, so the file holds exactly the lines the seller is looking at.
 */
export function ReconciliationView() {
  const dispatch = useDispatch();
  const [urlQuery, update] = useListQuery(parseReconciliationQuery, reconciliationQueryToRaw);
  // `all` is for exports and service calls; the screen shows one tab.
  const query = useMemo(() => (urlQuery.tab === 'all' ? { ...urlQuery, tab: 'current' as const } : urlQuery), [urlQuery]);
  const state = useSelector(selectReconciliationList);

  const blocked = useMemo(() => lineFilterProblems(query) !== null, [query]);
  useEffect(() => {
    if (!blocked) dispatch(reconciliationList.requested(query));
  }, [dispatch, query, blocked]);

  const onScreen = state.page?.period?.id ?? query.period;
  return (
    <ReconciliationPage
      query={query}
      state={blocked ? (nothingAsked() as ReconciliationListState) : state}
      onQueryChange={(patch) => update(patch)}
      onFiltersApply={(applied) => update(filtersPatch(LINE_FILTER_KEYS, parseLineFilters(applied)))}
      onFiltersReset={() => update(filtersPatch(LINE_FILTER_KEYS, {}))}
      onRetry={() => dispatch(reconciliationList.requested(query))}
      onExport={() => dispatch(exportRequested({
        path: RECONCILIATION_ROUTES.export.path,
        filters: reconciliationQueryToRaw({ ...filtersPatch(LINE_FILTER_KEYS, query), tab: query.tab, period: onScreen }),
      }))}
    />
  );
}
