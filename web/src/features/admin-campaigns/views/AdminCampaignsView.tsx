import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import type { CampaignRow } from '@contract/campaigns/campaign.api';
import { campaignFilterProblems, campaignQueryToRaw, parseCampaignQuery, type CampaignListQuery } from '@contract/campaigns/campaign.query';
import { wholeId } from '@contract/lists/whole-id';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { adminCampaignDetail, adminCampaignsExport, adminCampaignsList } from '../admin-campaigns.resources';
import { ADMIN_CAMPAIGN_DIALOG_EXTRAS, AdminCampaignsPage } from '../pages/AdminCampaignsPage';

const FILTERS = {
  keys: ['companyId', 'search'] as const,
  parse: (applied: AppliedFilters): Partial<CampaignListQuery> => ({
    companyId: wholeId(applied.companyId) ?? undefined,
    search: applied.search?.trim() || undefined,
  }),
};

/** /admin/campaigns: the list in the URL; `?action=cancel&item=<campaign>` asks before cancelling. */
export function AdminCampaignsView() {
  const dispatch = useDispatch();
  const list = useListScreen({
    list: adminCampaignsList,
    parse: parseCampaignQuery,
    toRaw: campaignQueryToRaw,
    problems: campaignFilterProblems,
    filters: FILTERS,
  });
  const detail = useSelector(adminCampaignDetail.select);
  const [params] = useSearchParams();
  const [, open] = useUrlDialog<'cancel'>('action', ADMIN_CAMPAIGN_DIALOG_EXTRAS);
  const itemId = wholeId(params.get('item'));
  const cancelling = list.state.page?.items.find((row) => row.id === itemId) ?? null;
  const onCancelOpen = useCallback((row: CampaignRow) => open('cancel', { item: String(row.id) }), [open]);
  return (
    <AdminCampaignsPage
      query={list.query}
      list={list.state}
      cancelling={cancelling}
      cancelCommand={commandView(detail, 'cancel')}
      onQueryChange={list.page.onQueryChange}
      onFiltersApply={list.page.onFiltersApply}
      onFiltersReset={list.page.onFiltersReset}
      onRetry={list.page.onRetry}
      onExport={() => dispatch(adminCampaignsExport.requested(campaignQueryToRaw(list.query)))}
      onCancelOpen={onCancelOpen}
      onCancel={(row) => dispatch(adminCampaignDetail.commandCalled(row.id, 'cancel'))}
    />
  );
}
