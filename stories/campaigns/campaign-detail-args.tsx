/** Campaign detail's props for one sample campaign, and the page wired to the URL so its buttons open the dialogs. */
import { useCallback } from 'react';
import { fn } from 'storybook/test';
import type { CampaignVariantChoice } from '@contract/campaigns/campaign.api';
import { pathOf } from '@contract/routes';
import { CampaignDetailPage, type CampaignDetailPageProps, type CampaignDialog } from '@web/features/campaigns/pages/CampaignDetailPage';
import { useUrlDialog } from '@web/lib/list-url';
import { Padded } from '../support/layouts';
import { commandIn, readyDetail } from '../support/order-data';
import { CAMPAIGNS, STORY_TODAY, UPLOADS, type CampaignSample } from './campaign-data';

/** What the variant search finds: three variants of the seller, whatever was typed. */
export const FOUND: CampaignVariantChoice[] = [
  { id: 1001000901, sku: 'TSHIRT-RED-M', name: 'T-shirt, red, M' },
  { id: 1001000902, sku: 'TSHIRT-RED-L', name: 'T-shirt, red, L' },
  { id: 1001000903, sku: 'TSHIRT-BLUE-M', name: 'T-shirt, blue, M' },
];

export function campaignArgs(sample: CampaignSample, overrides: Partial<CampaignDetailPageProps> = {}): CampaignDetailPageProps {
  const detail = CAMPAIGNS[sample];
  return {
    state: readyDetail(detail, detail.campaign.id),
    upload: UPLOADS.idle,
    today: STORY_TODAY,
    templateHref: '/api/campaign-sku-template?lang=en',
    errorFileUrl: (transactionId, language) => `/api/transactions/${transactionId}/import-error-file?lang=${language}`,
    commandOf: commandIn(),
    onCommand: fn(),
    onOpenDialog: fn(),
    onSearchVariants: fn((_q: string) => Promise.resolve(FOUND)),
    onSendSkus: fn(),
    onUploadReset: fn(),
    onRetry: fn(),
    ...overrides,
  };
}

/** `/campaigns/<id>` of a sample with a query (`?action=edit`). */
export const campaignRoute = (sample: CampaignSample, search = '') => `${pathOf('campaignDetail', { campaignId: CAMPAIGNS[sample].campaign.id })}${search}`;

/** The page as its view gives it: the actions open their dialog through the URL (and the spy still hears them). */
export function CampaignDetailWithUrl(props: CampaignDetailPageProps) {
  const [, open] = useUrlDialog<CampaignDialog>();
  const { onOpenDialog } = props;
  const openDialog = useCallback(
    (name: CampaignDialog) => {
      onOpenDialog(name);
      open(name);
    },
    [onOpenDialog, open],
  );
  return (
    <Padded>
      <CampaignDetailPage {...props} onOpenDialog={openDialog} />
    </Padded>
  );
}
