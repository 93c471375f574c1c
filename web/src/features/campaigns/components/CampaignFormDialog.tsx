/** New campaign (`?action=create`) and edit (`?action=edit`): name, description, marketplaces, days and the discount rate. */
import { CAMPAIGN_DISCOUNT_MAX, CAMPAIGN_DISCOUNT_MIN, campaignFormSchema, type CampaignFormBody, type CampaignRow } from '@contract/campaigns/campaign.api';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormField } from '@web/components/FormField';
import { FormTextarea } from '@web/components/FormTextarea';
import type { CommandView } from '@web/lib/resources/command-view';
import { MarketplaceChecks } from './MarketplaceChecks';

const EMPTY: CampaignFormBody = { name: '', description: '', marketplaces: [], beginDate: '', endDate: '', discountRate: 10 };

export const formValuesOf = (row: CampaignRow): CampaignFormBody => ({
  name: row.name,
  description: row.description,
  marketplaces: [...row.marketplaces],
  beginDate: row.beginDate,
  endDate: row.endDate,
  discountRate: row.discountRate,
});

export interface CampaignFormDialogProps {
  name: 'create' | 'edit';
  /** The campaign edited; none for a new one. */
  campaign?: CampaignRow | undefined;
  /** The first day a campaign may begin (`YYYY-MM-DD`). */
  today: string;
  command: CommandView;
  onSubmit: (values: CampaignFormBody) => void;
}

export function CampaignFormDialog({ name, campaign, today, command, onSubmit }: CampaignFormDialogProps) {
  return (
    <UrlFormDialog<CampaignFormBody>
      key={campaign?.id ?? 'new'}
      name={name}
      size="lg"
      titleKey={campaign ? 'campaigns.form.editTitle' : 'campaigns.form.createTitle'}
      submitKey={campaign ? 'campaigns.form.submitSave' : 'campaigns.form.submitCreate'}
      initialValues={campaign ? formValuesOf(campaign) : EMPTY}
      validationSchema={campaignFormSchema}
      onSubmit={(values) => onSubmit(campaignFormSchema.cast(values, { stripUnknown: true }))}
      {...command}
    >
      {() => (
        <div data-testid="campaign-form">
          <FormField name="name" labelKey="campaigns.fields.name" autoFocus />
          <FormTextarea name="description" labelKey="campaigns.fields.description" rows={2} />
          <MarketplaceChecks name="marketplaces" />
          <div className="row">
            <div className="col-sm-6">
              <FormField name="beginDate" type="date" min={today} labelKey="campaigns.fields.beginDate" />
            </div>
            <div className="col-sm-6">
              <FormField name="endDate" type="date" min={today} labelKey="campaigns.fields.endDate" />
            </div>
          </div>
          <FormField
            name="discountRate"
            labelKey="campaigns.fields.discountRate"
            hintKey="campaigns.form.discountHint"
            hintValues={{ min: CAMPAIGN_DISCOUNT_MIN, max: CAMPAIGN_DISCOUNT_MAX }}
          />
        </div>
      )}
    </UrlFormDialog>
  );
}
