import { useMemo } from 'react';
import type { CampaignFormBody, CampaignRow } from '@contract/campaigns/campaign.api';
import type { CampaignListQuery, CampaignTab } from '@contract/campaigns/campaign.query';
import { pathOf } from '@contract/routes';
import { CAMPAIGN_TAB_DEFINITIONS, campaignColumns } from '@web/components/campaigns/campaign-columns';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters, FilterField } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { CampaignFormDialog } from '../components/CampaignFormDialog';

export const CAMPAIGN_FILTER_FIELDS: readonly FilterField[] = [{ kind: 'text', name: 'search', labelKey: 'campaigns.filters.search' }];

export interface CampaignsListPageProps {
  query: CampaignListQuery;
  state: ListState<CampaignRow, CampaignTab>;
  /** The first day a new campaign may begin (`YYYY-MM-DD`). */
  today: string;
  createCommand: CommandView;
  onQueryChange: (patch: Partial<CampaignListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  onCreateOpen: () => void;
  onCreate: (body: CampaignFormBody) => void;
}

/** /campaigns: the company's campaigns by state; a new one is made in a dialog (`?action=create`). */
export function CampaignsListPage(props: CampaignsListPageProps) {
  const { query, state, today, createCommand, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onCreateOpen, onCreate } = props;
  const format = useFormatters();
  const columns = useMemo(() => campaignColumns(format), [format]);
  return (
    <ListScreen<CampaignRow, CampaignTab>
      listId="campaigns"
      titleKey="campaigns.title"
      tabs={{ tabs: CAMPAIGN_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: CAMPAIGN_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      rowHref={(row) => pathOf('campaignDetail', { campaignId: row.id })}
      errorKey="campaigns.loadError"
      emptyKey="campaigns.empty"
      onRetry={onRetry}
      toolbar={[{ id: 'create', labelKey: 'campaigns.form.createAction', onClick: onCreateOpen, icon: 'cilBullhorn' }]}
    >
      <CampaignFormDialog name="create" today={today} command={createCommand} onSubmit={onCreate} />
    </ListScreen>
  );
}
