import { useTranslation } from 'react-i18next';
import type { CampaignDetailAnswer, CampaignFormBody, CampaignVariantChoice } from '@contract/campaigns/campaign.api';
import { campaignActionRefusal, type CampaignAction } from '@contract/campaigns/campaign.rules';
import type { ReasonLanguage } from '@contract/imports/reason-text';
import { pathOf } from '@contract/routes';
import { CampaignMarketplaces, CampaignRate } from '@web/components/campaigns/campaign-columns';
import { CampaignStateBadge } from '@web/components/campaigns/CampaignStateBadge';
import { DetailScreen } from '@web/components/detail/DetailScreen';
import type { DetailAction } from '@web/components/detail/DetailHeader';
import { FieldGrid } from '@web/components/detail/FieldGrid';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import type { CampaignCommand, OnCampaignCommand } from '../campaigns.resources';
import { AddVariantsDialog } from '../components/AddVariantsDialog';
import { CampaignFormDialog } from '../components/CampaignFormDialog';
import { CampaignVariantsTable } from '../components/CampaignVariantsTable';
import { SkuUploadDialog } from '../components/SkuUploadDialog';
import type { SkuUploadState } from '../sku-upload.slice';

export type CampaignDialog = 'edit' | 'uploadSkus' | 'addVariants' | 'cancel';

export interface CampaignDetailPageProps {
  state: DetailState<CampaignDetailAnswer>;
  upload: SkuUploadState;
  /** The first day a campaign may begin (`YYYY-MM-DD`). */
  today: string;
  templateHref: string;
  errorFileUrl: (transactionId: string, language: ReasonLanguage) => string;
  commandOf: (name: CampaignCommand) => CommandView;
  onCommand: OnCampaignCommand;
  onOpenDialog: (name: CampaignDialog) => void;
  onSearchVariants: (q: string) => Promise<CampaignVariantChoice[]>;
  onSendSkus: (file: File) => void;
  onUploadReset: () => void;
  onRetry: () => void;
}

const ACTIONS: readonly { id: CampaignDialog; action: CampaignAction; icon: string }[] = [
  { id: 'edit', action: 'edit', icon: 'cilPencil' },
  { id: 'uploadSkus', action: 'uploadSkus', icon: 'cilCloudUpload' },
  { id: 'addVariants', action: 'addVariants', icon: 'cilPlus' },
  { id: 'cancel', action: 'cancel', icon: 'cilXCircle' },
];

/** /campaigns/:campaignId: the campaign's fields and variants; edit, SKUs and variants while Pending; cancel while it runs. */
export function CampaignDetailPage(props: CampaignDetailPageProps) {
  const { state, upload, today, templateHref, errorFileUrl, commandOf, onCommand, onOpenDialog, onSearchVariants, onSendSkus, onUploadReset, onRetry } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const detail = state.data;
  const record = detail?.campaign;
  const actions: DetailAction[] = record
    ? ACTIONS.map(({ id, action, icon }) => {
        const refused = campaignActionRefusal(action, record.state);
        return {
          id,
          labelKey: `campaigns.actions.${id}`,
          icon,
          onClick: () => onOpenDialog(id),
          ...(id === 'cancel' ? { color: 'danger' as const, variant: 'outline' as const } : {}),
          ...(refused ? { disabled: true, disabledReasonKey: `errors.${refused}` } : {}),
        };
      })
    : [];
  return (
    <DetailScreen
      status={detailStatusOf(state)}
      errorKey="campaigns.loadError"
      notFoundKey="campaigns.notFound"
      onRetry={onRetry}
      titleKey="campaigns.detail.title"
      titleValues={{ name: record?.name ?? '' }}
      subtitle={record ? <CampaignStateBadge state={record.state} /> : null}
      actions={actions}
      backTo={pathOf('campaigns')}
    >
      {record && detail ? (
        <>
          <FieldGrid
            columns={3}
            fields={[
              { id: 'marketplaces', labelKey: 'campaigns.fields.marketplaces', value: <CampaignMarketplaces codes={record.marketplaces} /> },
              { id: 'beginDate', labelKey: 'campaigns.fields.beginDate', value: format.date(record.beginDate) },
              { id: 'endDate', labelKey: 'campaigns.fields.endDate', value: format.date(record.endDate) },
              { id: 'discountRate', labelKey: 'campaigns.fields.discountRate', value: <CampaignRate rate={record.discountRate} /> },
              { id: 'variantCount', labelKey: 'campaigns.fields.variantCount', value: format.number(record.variantCount) },
              { id: 'createdAt', labelKey: 'campaigns.fields.createdAt', value: format.dateTime(record.createdAt) },
              { id: 'description', labelKey: 'campaigns.fields.description', value: record.description || t('campaigns.noDescription'), wide: true },
            ]}
          />
          <h2 className="h5 mt-4">{t('campaigns.variants.title')}</h2>
          <p className="small text-body-secondary">
            {t('campaigns.variants.within', { begin: format.date(record.beginDate), end: format.date(record.endDate) })}
          </p>
          <CampaignVariantsTable variants={detail.variants} />
          <CampaignFormDialog
            name="edit"
            campaign={record}
            today={today}
            command={commandOf('save')}
            onSubmit={(body: CampaignFormBody) => onCommand('save', body)}
          />
          <SkuUploadDialog upload={upload} templateHref={templateHref} errorFileUrl={errorFileUrl} onSend={onSendSkus} onReset={onUploadReset} />
          <AddVariantsDialog command={commandOf('addVariants')} onSearch={onSearchVariants} onAdd={(variantIds) => onCommand('addVariants', { variantIds })} />
          <UrlFormDialog<Record<string, never>>
            name="cancel"
            titleKey="campaigns.cancel.title"
            submitKey="campaigns.cancel.submit"
            submitColor="danger"
            initialValues={{}}
            onSubmit={() => onCommand('cancel')}
            {...commandOf('cancel')}
          >
            {() => <p data-testid="campaign-cancel-text">{t('campaigns.cancel.text', { name: record.name })}</p>}
          </UrlFormDialog>
        </>
      ) : null}
    </DetailScreen>
  );
}
