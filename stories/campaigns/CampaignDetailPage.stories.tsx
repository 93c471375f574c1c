import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CampaignDetailPageProps } from '@web/features/campaigns/pages/CampaignDetailPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { commandIn, failedDetail, loadingDetail } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { CAMPAIGNS, UPLOADS } from './campaign-data';
import { CampaignDetailWithUrl, campaignArgs, campaignRoute, FOUND } from './campaign-detail-args';

const meta = {
  title: 'Campaigns/Campaign detail',
  component: CampaignDetailWithUrl,
  args: campaignArgs('pending'),
  parameters: appParameters({ route: campaignRoute('pending') }),
} satisfies Meta<CampaignDetailPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const { pending, active } = CAMPAIGNS;

export const Filled: Story = {
  name: 'Filled: a pending campaign, its variants with the campaign price, every action open',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(pending.campaign.name);
    await expect(canvas.getByTestId('campaign-state')).toHaveTextContent(i18n.t('campaigns.states.pending'));
    await expect(canvas.getAllByTestId('campaign-variant')).toHaveLength(pending.variants.length);
    await expect(canvas.getByTestId('field-discountRate')).toHaveTextContent(i18n.t('campaigns.rate', { rate: pending.campaign.discountRate }));
    for (const action of ['edit', 'uploadSkus', 'addVariants', 'cancel']) await expect(canvas.getByTestId(`action-${action}`)).toBeEnabled();
  },
};
export const FilledTr = inTurkish(Filled);

export const Active: Story = {
  name: 'Active: SKUs, variants and edits refused with the reason, cancel open',
  args: campaignArgs('active'),
  parameters: appParameters({ route: campaignRoute('active') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('campaign-state')).toHaveTextContent(i18n.t('campaigns.states.active'));
    await expect(canvas.getByTestId('action-uploadSkus')).toBeDisabled();
    await expect(canvas.getByTestId('action-edit')).toBeDisabled();
    await expect(canvas.getAllByText(i18n.t('errors.campaignNotPending'))).toHaveLength(1);
    await expect(canvas.getByTestId('action-cancel')).toBeEnabled();
    await expect(canvas.getAllByTestId('campaign-variant')).toHaveLength(active.variants.length);
  },
};
export const ActiveTr = inTurkish(Active);

export const Finished: Story = {
  name: 'Finished: nothing can be changed or cancelled',
  args: campaignArgs('finished'),
  parameters: appParameters({ route: campaignRoute('finished') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('action-cancel')).toBeDisabled();
    await expect(canvas.getByText(i18n.t('errors.campaignNotCancellable'))).toBeVisible();
  },
};

export const Loading: Story = { name: 'Loading', args: campaignArgs('pending', { state: loadingDetail() }) };
export const Failed: Story = {
  name: 'Error',
  args: campaignArgs('pending', { state: failedDetail(apiFailure('campaignRequestFailed')) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-error')).toHaveTextContent(i18n.t('campaigns.loadError'));
  },
};
export const NotFound: Story = {
  name: 'Not found',
  args: campaignArgs('pending', { state: failedDetail(apiFailure('notFound')) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-not-found')).toHaveTextContent(i18n.t('campaigns.notFound'));
  },
};

export const Edit: Story = {
  name: 'Dialog: edit, the form filled from the campaign',
  parameters: appParameters({ route: campaignRoute('pending', '?action=edit') }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-edit'));
    await expect(dialog.getByLabelText(i18n.t('campaigns.fields.name'))).toHaveValue(pending.campaign.name);
    const name = dialog.getByLabelText(i18n.t('campaigns.fields.name'));
    await userEvent.clear(name);
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(dialog.getByText(i18n.t('validation.fillOutField'))).toBeVisible());
    await userEvent.type(name, 'Winter, longer');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(args.onCommand).toHaveBeenCalledWith('save', expect.objectContaining({ name: 'Winter, longer' })));
  },
};
export const EditTr = inTurkish(Edit);

export const EditRefused: Story = {
  name: 'Dialog: edit refused, a variant would overlap another campaign',
  args: campaignArgs('pending', { commandOf: commandIn('save', { error: apiFailure('campaignOverlap') }) }),
  parameters: appParameters({ route: campaignRoute('pending', '?action=edit') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-edit'));
    await expect(dialog.getByText(i18n.t('errors.campaignOverlap'))).toBeVisible();
  },
};

export const Cancel: Story = {
  name: 'Dialog: cancel asks first',
  parameters: appParameters({ route: campaignRoute('pending', '?action=cancel') }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-cancel'));
    await expect(dialog.getByTestId('campaign-cancel-text')).toHaveTextContent(pending.campaign.name);
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(args.onCommand).toHaveBeenCalledWith('cancel'));
  },
};
export const CancelTr = inTurkish(Cancel);

export const Upload: Story = {
  name: 'Dialog: Upload SKU, a file is needed',
  parameters: appParameters({ route: campaignRoute('pending', '?action=uploadSkus') }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-uploadSkus'));
    await expect(dialog.getByTestId('sku-template')).toHaveAttribute('href', expect.stringContaining('/api/campaign-sku-template'));
    await userEvent.click(dialog.getByTestId('sku-file-submit'));
    await expect(dialog.getByText(i18n.t('campaigns.upload.fileRequired'))).toBeVisible();
    await expect(args.onSendSkus).not.toHaveBeenCalled();
  },
};
export const UploadTr = inTurkish(Upload);

export const UploadRunning: Story = {
  name: 'Dialog: Upload SKU running',
  args: campaignArgs('pending', { upload: UPLOADS.running }),
  parameters: appParameters({ route: campaignRoute('pending', '?action=uploadSkus') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-uploadSkus'));
    await expect(dialog.getByTestId('sku-file-progress')).toHaveAttribute('aria-label', i18n.t('campaigns.upload.progress', { done: 1, total: 3 }));
    await expect(dialog.getByTestId('sku-file-submit')).toBeDisabled();
  },
};

export const UploadWarning: Story = {
  name: 'Dialog: Upload SKU with a refused row and the error file',
  args: campaignArgs('pending', { upload: UPLOADS.warning }),
  parameters: appParameters({ route: campaignRoute('pending', '?action=uploadSkus') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-uploadSkus'));
    await expect(dialog.getByTestId('sku-file-outcome')).toHaveAttribute('data-status', 'warning');
    await expect(dialog.getByTestId('sku-file-rows')).toHaveTextContent(i18n.t('imports.reasons.skuUnknown'));
    await expect(dialog.getByTestId('sku-error-file')).toHaveAttribute('href', expect.stringContaining('/api/transactions/7001/import-error-file'));
  },
};
export const UploadWarningTr = inTurkish(UploadWarning);

export const UploadRefused: Story = {
  name: 'Dialog: Upload SKU refused, the campaign is no longer pending',
  args: campaignArgs('pending', { upload: { ...UPLOADS.idle, status: 'failed', error: apiFailure('campaignNotPending') } }),
  parameters: appParameters({ route: campaignRoute('pending', '?action=uploadSkus') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-uploadSkus'));
    await expect(dialog.getByText(i18n.t('errors.campaignNotPending'))).toBeVisible();
  },
};

export const AddVariants: Story = {
  name: 'Dialog: add variants, the search starts at 3 characters',
  parameters: appParameters({ route: campaignRoute('pending', '?action=addVariants') }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-addVariants'));
    const search = dialog.getByLabelText(i18n.t('campaigns.variants.search'));
    await userEvent.type(search, 'ts');
    await expect(args.onSearchVariants).not.toHaveBeenCalled();
    await userEvent.type(search, 'h');
    await waitFor(() => expect(dialog.getAllByRole('checkbox')).toHaveLength(FOUND.length));
    await expect(args.onSearchVariants).toHaveBeenCalledWith('tsh');
    await userEvent.click(dialog.getByLabelText(`${FOUND[0]!.sku} · ${FOUND[0]!.name}`));
    await userEvent.click(dialog.getByTestId('add-variants-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('addVariants', { variantIds: [FOUND[0]!.id] });
  },
};
export const AddVariantsTr = inTurkish(AddVariants);

export const FinishedTr = inTurkish(Finished);
export const LoadingTr = inTurkish(Loading);
export const FailedTr = inTurkish(Failed);
export const NotFoundTr = inTurkish(NotFound);
export const EditRefusedTr = inTurkish(EditRefused);
export const UploadRunningTr = inTurkish(UploadRunning);
export const UploadRefusedTr = inTurkish(UploadRefused);
