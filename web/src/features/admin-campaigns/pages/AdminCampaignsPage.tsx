import { useMemo } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { CampaignRow } from '@contract/campaigns/campaign.api';
import type { CampaignListQuery, CampaignTab } from '@contract/campaigns/campaign.query';
import { campaignActionRefusal } from '@contract/campaigns/campaign.rules';
import { CAMPAIGN_TAB_DEFINITIONS, campaignColumns } from '@web/components/campaigns/campaign-columns';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { ListScreen } from '@web/components/list/ListScreen';
import { exportActions } from '@web/components/list/export-action';
import type { AppliedFilters, Column, FilterField } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';

export const ADMIN_CAMPAIGN_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' },
  { kind: 'text', name: 'search', labelKey: 'campaigns.filters.search' },
];
export const ADMIN_CAMPAIGN_DIALOG_EXTRAS = ['item'] as const;

export interface AdminCampaignsPageProps {
  query: CampaignListQuery;
  list: ListState<CampaignRow, CampaignTab>;
  /** The campaign of the cancel dialog (`?item=`), once known. */
  cancelling: CampaignRow | null;
  cancelCommand: CommandView;
  onQueryChange: (patch: Partial<CampaignListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  /** Export the tab and filters on screen (a staff transaction, downloaded from a notice when it ends). */
  onExport?: () => void;
  onCancelOpen: (row: CampaignRow) => void;
  onCancel: (row: CampaignRow) => void;
}

/** /admin/campaigns: every company's campaigns by state, with the company filter; a running one is cancelled for its company. */
export function AdminCampaignsPage(props: AdminCampaignsPageProps) {
  const { query, list, cancelling, cancelCommand, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onCancelOpen, onCancel } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMemo((): Column<CampaignRow>[] => {
    const [name, ...rest] = campaignColumns(format);
    return [
      { ...name!, link: false },
      { id: 'company', headerKey: 'campaigns.fields.company', cell: (row) => `${row.companyName} (${row.companyId})` },
      ...rest,
      {
        id: 'actions',
        headerKey: 'campaigns.fields.actions',
        cell: (row) =>
          campaignActionRefusal('cancel', row.state) ? null : (
            <CButton size="sm" color="danger" variant="ghost" onClick={() => onCancelOpen(row)} data-testid={`cancel-${row.id}`}>
              {t('campaigns.actions.cancel')}
            </CButton>
          ),
      },
    ];
  }, [format, t, onCancelOpen]);
  return (
    <ListScreen<CampaignRow, CampaignTab>
      listId="adminCampaigns"
      titleKey="routes.adminCampaigns"
      toolbar={exportActions(props.onExport)}
      tabs={{ tabs: CAMPAIGN_TAB_DEFINITIONS, active: query.tab, counts: list.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: ADMIN_CAMPAIGN_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, list, onQueryChange)}
      rowKey={(row) => String(row.id)}
      errorKey="campaigns.loadError"
      emptyKey="campaigns.empty"
      onRetry={onRetry}
    >
      <UrlFormDialog<Record<string, never>>
        name="cancel"
        extras={ADMIN_CAMPAIGN_DIALOG_EXTRAS}
        titleKey="campaigns.cancel.title"
        submitKey="campaigns.cancel.submit"
        submitColor="danger"
        initialValues={{}}
        onSubmit={() => {
          if (cancelling) onCancel(cancelling);
        }}
        {...cancelCommand}
      >
        {() =>
          cancelling ? (
            <p data-testid="campaign-cancel-text">{t('campaigns.cancel.adminText', { name: cancelling.name, company: cancelling.companyName })}</p>
          ) : null
        }
      </UrlFormDialog>
    </ListScreen>
  );
}
