import { useDispatch } from 'react-redux';
import { CLAIM_FILTER_KEYS, claimFilterProblems, claimQueryToRaw, parseClaimFilters, parseClaimQuery } from '@contract/claims/claim.query';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import { filtersPatch } from '@web/lib/list-url';
import { exportRequested } from '@web/lib/resources/export.sagas';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { ClaimsListPage } from '../pages/ClaimsListPage';
import { claimsList } from '../claims.resources';

const FILTERS = { keys: CLAIM_FILTER_KEYS, parse: parseClaimFilters };

/**
 * /claims: the URL is the list state (tab, filters, page, page size, sort); `?type=` is the dashboard's claim-type
 * slice. Export sends the tab and filters on screen.
 */
export function ClaimsListView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: claimsList, parse: parseClaimQuery, toRaw: claimQueryToRaw, problems: claimFilterProblems, filters: FILTERS });
  const { query } = list;
  const onExport = () =>
    dispatch(exportRequested({ path: CLAIM_ROUTES.export.path, filters: claimQueryToRaw({ ...filtersPatch(CLAIM_FILTER_KEYS, query), tab: query.tab }) }));
  return <ClaimsListPage {...list.page} onExport={onExport} />;
}
