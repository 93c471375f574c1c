import { CLAIM_FILTER_KEYS, claimFilterProblems, claimQueryToRaw, parseClaimFilters, parseClaimQuery } from '@contract/claims/claim.query';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { ClaimsListPage } from '../pages/ClaimsListPage';
import { claimsList } from '../claims.resources';

const FILTERS = { keys: CLAIM_FILTER_KEYS, parse: parseClaimFilters };

/** /claims: the URL is the list state (tab, filters, page, page size, sort); `?type=` is the dashboard's claim-type slice. */
export function ClaimsListView() {
  const list = useListScreen({ list: claimsList, parse: parseClaimQuery, toRaw: claimQueryToRaw, problems: claimFilterProblems, filters: FILTERS });
  return <ClaimsListPage {...list.page} />;
}
