import { useDispatch } from 'react-redux';
import {
  LINE_FILTER_KEYS,
  lineFilterProblems,
  parseLineFilters,
  parseReconciliationQuery,
  reconciliationQueryToRaw,
  type ReconciliationListQuery,
} from '@contract/reconciliation/reconciliation.query';
import { filtersPatch } from '@web/lib/list-url';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { ReconciliationPage } from '../pages/ReconciliationPage';
import { reconciliationExport, reconciliationList, selectReconciliationList } from '../reconciliation.resources';

const LIST = { requested: reconciliationList.requested, select: selectReconciliationList };
const FILTERS = { keys: LINE_FILTER_KEYS, parse: parseLineFilters };
/** `all` is for exports and service calls; the screen shows one tab. */
const oneTab = (query: ReconciliationListQuery) => (query.tab === 'all' ? { ...query, tab: 'current' as const } : query);

/**
 * /reconciliation-admin: the URL is the state (tab, period, filters, page, sort). The export sends the period on
 * screen and the filters, so the file holds exactly the lines the seller is looking at.
 */
export function ReconciliationView() {
  const dispatch = useDispatch();
  const list = useListScreen({
    list: LIST,
    parse: parseReconciliationQuery,
    toRaw: reconciliationQueryToRaw,
    problems: lineFilterProblems,
    adjust: oneTab,
    filters: FILTERS,
  });
  const { query } = list;
  const onScreen = list.stored.page?.period?.id ?? query.period;
  return (
    <ReconciliationPage
      {...list.page}
      onExport={() =>
        dispatch(reconciliationExport.requested(reconciliationQueryToRaw({ ...filtersPatch(LINE_FILTER_KEYS, query), tab: query.tab, period: onScreen })))
      }
    />
  );
}
