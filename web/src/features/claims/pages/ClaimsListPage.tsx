import { useMemo } from 'react';
import type { ClaimListQuery, ClaimTab } from '@contract/claims/claim.query';
import type { Claim } from '@contract/claims/claim.types';
import { pathOf } from '@contract/routes';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters, ListAction } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { CLAIM_FILTER_FIELDS, CLAIM_TAB_DEFINITIONS, claimColumns, validateClaimFilters } from '../components/claim-list-config';

export interface ClaimsListPageProps {
  query: ClaimListQuery;
  state: ListState<Claim, ClaimTab>;
  onQueryChange: (patch: Partial<ClaimListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  /** Exports the tab and filters on screen (a transaction). */
  onExport: () => void;
}

/** /claims: the company's claims, newest first, a tab per return status; a row opens Claim Detail. */
export function ClaimsListPage({ query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onExport }: ClaimsListPageProps) {
  const format = useFormatters();
  const columns = useMemo(() => claimColumns(format), [format]);
  const toolbar: ListAction[] = [{ id: 'export', labelKey: 'exports.action', onClick: onExport, variant: 'outline', icon: 'cilCloudDownload' }];
  return (
    <ListScreen<Claim, ClaimTab>
      listId="claims"
      titleKey="claims.title"
      toolbar={toolbar}
      tabs={{ tabs: CLAIM_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: CLAIM_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset, validate: validateClaimFilters }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(claim) => String(claim.id)}
      rowHref={(claim) => pathOf('claimDetail', { claimId: claim.id })}
      errorKey="claims.loadError"
      onRetry={onRetry}
    />
  );
}
