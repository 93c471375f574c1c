import { useDispatch } from 'react-redux';
import { CLAIM_FILTER_KEYS, claimFilterProblems, claimQueryToRaw, parseClaimFilters, parseClaimQuery } from '@contract/claims/claim.query';
import { filtersPatch } from '@web/lib/list-url';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { ClaimsListPage } from '../pages/ClaimsListPage';
import { claimsExport, claimsList } from '../claims.resources';

const FILTERS = { keys: CLAIM_FILTER_KEYS, parse: parseClaimFilters };

/**
 * /claims: the URL is the list state (tab, filters, page, page size, sort); `?type=` is the dashboard's claim-type
 * slice. Export sends the tab and filters on screen.
 */
export function ClaimsListView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: claimsList, parse: parseClaimQuery, toRaw: claimQueryToRaw, problems: claimFilterProblems, filters: FILTERS });
  const { query } = list;
  const onExport = () => dispatch(claimsExport.requested(claimQueryToRaw({ ...filtersPatch(CLAIM_FILTER_KEYS, query), tab: query.tab })));
  return <ClaimsListPage {...list.page} onExport={onExport} />;
}
