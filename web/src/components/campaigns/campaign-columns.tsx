/** The campaign lists' columns and tabs, shared by the sellers' list and the staff's. */
import { useTranslation } from 'react-i18next';
import type { CampaignRow } from '@contract/campaigns/campaign.api';
import { CAMPAIGN_TABS, type CampaignTab } from '@contract/campaigns/campaign.query';
import type { Column, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import { CampaignStateBadge } from './CampaignStateBadge';

export const CAMPAIGN_TAB_DEFINITIONS: readonly TabDefinition<CampaignTab>[] = CAMPAIGN_TABS.map((id) => ({
  id,
  labelKey: id === 'all' ? 'campaigns.tabs.all' : `campaigns.states.${id}`,
}));

export function CampaignMarketplaces({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  return <>{codes.map((code) => t(`marketplaces.${code}`)).join(', ')}</>;
}

export function CampaignRate({ rate }: { rate: number }) {
  const { t } = useTranslation();
  return <>{t('campaigns.rate', { rate })}</>;
}

export function campaignColumns(format: Formatters): Column<CampaignRow>[] {
  return [
    { id: 'name', headerKey: 'campaigns.fields.name', cell: (row) => row.name, link: true },
    { id: 'status', headerKey: 'campaigns.fields.state', cell: (row) => <CampaignStateBadge state={row.state} /> },
    { id: 'marketplaces', headerKey: 'campaigns.fields.marketplaces', cell: (row) => <CampaignMarketplaces codes={row.marketplaces} /> },
    { id: 'beginDate', headerKey: 'campaigns.fields.beginDate', cell: (row) => format.date(row.beginDate), sortField: 'beginDate', firstDirection: 'desc' },
    { id: 'endDate', headerKey: 'campaigns.fields.endDate', cell: (row) => format.date(row.endDate), sortField: 'endDate', firstDirection: 'desc' },
    { id: 'discountRate', headerKey: 'campaigns.fields.discountRate', cell: (row) => <CampaignRate rate={row.discountRate} />, align: 'end' },
    { id: 'variantCount', headerKey: 'campaigns.fields.variantCount', cell: (row) => format.number(row.variantCount), align: 'end' },
  ];
}
