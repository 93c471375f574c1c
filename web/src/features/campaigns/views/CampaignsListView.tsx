import { useDispatch, useSelector } from 'react-redux';
import { campaignFilterProblems, campaignQueryToRaw, parseCampaignQuery, type CampaignListQuery } from '@contract/campaigns/campaign.query';
import type { AppliedFilters } from '@web/components/list/list-types';
import { systemClock } from '@web/lib/clock';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { campaignDetail, campaignsList } from '../campaigns.resources';
import { CampaignsListPage } from '../pages/CampaignsListPage';

const FILTERS = {
  keys: ['search'] as const,
  parse: (applied: AppliedFilters): Partial<CampaignListQuery> => ({ search: applied.search?.trim() || undefined }),
};

/** /campaigns: the URL is the list state (tab, search, page, page size, sort); `?action=create` opens the new campaign. */
export function CampaignsListView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: campaignsList, parse: parseCampaignQuery, toRaw: campaignQueryToRaw, problems: campaignFilterProblems, filters: FILTERS });
  const detail = useSelector(campaignDetail.select);
  const [, open] = useUrlDialog<'create'>();
  return (
    <CampaignsListPage
      {...list.page}
      today={new Date(systemClock()).toISOString().slice(0, 10)}
      createCommand={commandView(detail, 'create')}
      onCreateOpen={() => open('create')}
      onCreate={(body) => dispatch(campaignDetail.commandCalled(0, 'create', body))}
    />
  );
}
