import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimListQuery, ClaimTab } from '@contract/claims/claim.query';
import type { Claim } from '@contract/claims/claim.types';
import { pathOf } from '@contract/routes';
import { ListScreen } from '@web/components/list/ListScreen';
import { emptyKeyOf } from '@web/components/list/filter-values';
import type { AppliedFilters } from '@web/components/list/list-types';
import { systemClock, type Clock } from '@web/lib/clock';
import { useFormatters } from '@web/lib/format';
import { languageOf } from '@web/lib/i18n';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { CLAIM_FILTER_FIELDS, CLAIM_TAB_DEFINITIONS, claimColumns, validateClaimFilters } from '../components/claim-list-config';
import { exportActions } from '@web/components/list/export-action';

export interface ClaimsListPageProps {
  query: ClaimListQuery;
  state: ListState<Claim, ClaimTab>;
  onQueryChange: (patch: Partial<ClaimListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  /** Exports the tab and filters on screen (a transaction). */
  onExport: () => void;
  /** What the decision countdowns count with (a story's stands still). */
  clock?: Clock;
}

/**
 * /claims: the company's claims, a tab per return status, opening on Waiting (the badge's claims, each counting down
 * to its decision deadline, the soonest first) under the filters folded into a bar; a row opens Claim Detail.
 */
export function ClaimsListPage(props: ClaimsListPageProps) {
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onExport, clock = systemClock } = props;
  const format = useFormatters();
  const language = languageOf(useTranslation().i18n);
  const columns = useMemo(() => claimColumns(format, clock, language), [format, clock, language]);
  const toolbar = exportActions(onExport);
  return (
    <ListScreen<Claim, ClaimTab>
      listId="claims"
      titleKey="claims.title"
      toolbar={toolbar}
      tabs={{ tabs: CLAIM_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{
        fields: CLAIM_FILTER_FIELDS,
        values: { ...query },
        onApply: onFiltersApply,
        onReset: onFiltersReset,
        validate: validateClaimFilters,
        fold: 'always',
      }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(claim) => String(claim.id)}
      rowHref={(claim) => pathOf('claimDetail', { claimId: claim.id })}
      errorKey="claims.loadError"
      emptyKey={emptyKeyOf(CLAIM_FILTER_FIELDS, query)}
      onRetry={onRetry}
    />
  );
}
