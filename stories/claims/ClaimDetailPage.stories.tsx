import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ClaimDetailAnswer } from '@contract/claims/claim.api';
import type { ClaimDetailPageProps } from '@web/features/claims/pages/ClaimDetailPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { commandIn, failedDetail, loadingDetail } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { CLAIMS } from './claim-data';
import { ClaimDetailWithUrl, claimArgs, claimRoute } from './claim-detail-args';

const meta = {
  title: 'Claims/Claim detail',
  component: ClaimDetailWithUrl,
  args: claimArgs('waiting'),
  parameters: appParameters({ route: claimRoute('waiting') }),
} satisfies Meta<ClaimDetailPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement, tab: string) => within(within(canvasElement).getByTestId(`panel-${tab}`));
const { waiting, returning, rejected, withAdmin } = CLAIMS;

export const Filled: Story = {
  name: 'Filled: waiting for the seller, both decisions open',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(String(waiting.claim.id));
    await expect(canvas.getByTestId('badge-status')).toHaveTextContent(i18n.t('claims.status.waiting'));
    await expect(canvas.getByTestId('field-reason')).toHaveTextContent(waiting.claim.reason);
    await expect(canvas.getByTestId('field-reasonEn')).toHaveTextContent(waiting.claim.reasonEn);
    await expect(canvas.getByTestId('field-explanationEn')).toHaveTextContent(waiting.claim.explanationEn);
    await expect(canvas.getByTestId('claim-order-link')).toHaveAttribute('href', `/orders/${waiting.claim.orderId}`);
    await expect(within(canvas.getByTestId('field-decideBy')).getByTestId('countdown')).toHaveAttribute('data-state', 'running');
    await expect(canvas.getByTestId('action-approve')).toBeEnabled();
    await expect(canvas.getByTestId('action-reject')).toBeEnabled();
  },
};

export const ItemsTab: Story = {
  name: 'Filled: reported items tab',
  parameters: appParameters({ route: claimRoute('waiting', '?tab=items') }),
  play: async ({ canvasElement }) => {
    const rows = panel(canvasElement, 'items').getAllByTestId('data-row');
    await expect(rows).toHaveLength(waiting.claim.reportedItems.length);
    await expect(rows[0]).toHaveTextContent(waiting.claim.reportedItems[0]!.sellerSku);
  },
};

export const ImagesTab: Story = {
  name: 'Filled: images the customer and the seller reported',
  parameters: appParameters({ route: claimRoute('waiting', '?tab=images') }),
  play: async ({ canvasElement }) => {
    const images = panel(canvasElement, 'images');
    await expect(within(images.getByTestId('images-user')).getAllByTestId('claim-image')).toHaveLength(waiting.claim.userReportedImages.length);
    await expect(images.getByTestId('images-merchant')).toHaveTextContent(i18n.t('claims.detail.noImages'));
  },
};

export const ReturnTab: Story = {
  name: 'Filled: a return on its way back',
  args: claimArgs('returning'),
  parameters: appParameters({ route: claimRoute('returning', '?tab=return') }),
  play: async ({ canvasElement }) => {
    const section = panel(canvasElement, 'return');
    await expect(section.getByTestId('field-deliveryCode')).toHaveTextContent(returning.claim.deliveryCode ?? '');
    await expect(section.getByTestId('field-deliveryDirection')).toHaveTextContent(i18n.t('claims.directions.toSeller'));
    await expect(section.getByTestId('field-cargoCompany')).toHaveTextContent(returning.claim.returnInfo!.cargoCompany);
    await expect(section.getByTestId('field-trackingNumber')).toHaveTextContent(returning.claim.returnInfo!.trackingNumber);
  },
};

/** Decided already: both decisions are off for one reason, said once. */
export const Rejected: Story = {
  name: 'Rejected: reason, note and photos; decisions disabled',
  args: claimArgs('rejected'),
  parameters: appParameters({ route: claimRoute('rejected', '?tab=rejection') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = panel(canvasElement, 'rejection');
    await expect(section.getByTestId('field-rejectReason')).toHaveTextContent(i18n.t(`claims.rejectReasons.${rejected.claim.rejectReason!}`));
    await expect(section.getByTestId('field-rejectNote')).toHaveTextContent(rejected.claim.rejectNote!);
    await expect(within(section.getByTestId('images-photos')).getAllByTestId('claim-image')).toHaveLength(rejected.claim.photos.length);
    await expect(canvas.getByTestId('action-approve')).toBeDisabled();
    await expect(canvas.getByTestId('action-reject')).toBeDisabled();
    await expect(canvas.getAllByText(i18n.t('errors.claimNotWaiting'))).toHaveLength(1);
  },
};

export const AdminNote: Story = {
  name: 'Waiting for an admin, with its note',
  args: claimArgs('withAdmin'),
  parameters: appParameters({ route: claimRoute('withAdmin') }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('field-adminNote')).toHaveTextContent(withAdmin.claim.adminNote!);
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingDetail<ClaimDetailAnswer>() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Not found (another company’s claim)',
  args: { state: failedDetail<ClaimDetailAnswer>(apiFailure('notFound')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-not-found')).toHaveTextContent(i18n.t('errors.notFound'));
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedDetail<ClaimDetailAnswer>(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const error = within(canvasElement).getByTestId('detail-error');
    await expect(error).toHaveTextContent(i18n.t('claims.loadError'));
    await userEvent.click(within(error).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ApproveDialog: Story = {
  name: 'Approve: the confirm dialog says what is refunded',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('action-approve'));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('approve');
    const dialog = within(await portalDialog(canvasElement, 'dialog-approve'));
    await expect(dialog.getByText(i18n.t('claims.approve.note'))).toBeVisible();
    const refund = dialog.getByTestId('approve-refund');
    for (const item of waiting.claim.reportedItems) await expect(refund).toHaveTextContent(item.name);
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('approve');
  },
};

export const RejectDialog: Story = {
  name: 'Reject: reason and note required, then sent',
  parameters: appParameters({ route: claimRoute('waiting', '?action=reject') }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-reject'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await dialog.findByText(i18n.t('validation.claimRejectReasonRequired'))).toBeVisible();
    await expect(dialog.getByText(i18n.t('validation.claimRejectNoteRequired'))).toBeVisible();
    await expect(args.onCommand).not.toHaveBeenCalled();
    await userEvent.selectOptions(dialog.getByLabelText(i18n.t('claims.reject.reason')), 'productUsed');
    await userEvent.type(dialog.getByLabelText(i18n.t('claims.reject.note')), 'The soles are worn.');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('reject', { reason: 'productUsed', note: 'The soles are worn.', photos: [] });
  },
};

export const RejectPhotos: Story = {
  name: 'Reject: the chosen photos as thumbnails',
  parameters: appParameters({ route: claimRoute('waiting', '?action=reject') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-reject'));
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=='), (c) =>
      c.charCodeAt(0),
    );
    await userEvent.upload(dialog.getByTestId('reject-photos'), new File([png], 'seam.png', { type: 'image/png' }));
    await expect(await dialog.findByRole('img', { name: 'seam.png' })).toBeVisible();
  },
};

export const RejectRefused: Story = {
  name: 'Reject: the server refused it (decided meanwhile)',
  args: claimArgs('waiting', { commandOf: commandIn('reject', { error: apiFailure('claimNotWaiting') }) }),
  parameters: appParameters({ route: claimRoute('waiting', '?action=reject') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-reject'));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.claimNotWaiting'));
    await expect(dialog.getByTestId('reject-form')).toBeVisible();
  },
};

export const Rejecting: Story = {
  name: 'Reject: sending',
  args: claimArgs('waiting', { commandOf: commandIn('reject', { submitting: true }) }),
  parameters: appParameters({ route: claimRoute('waiting', '?action=reject') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-reject'));
    await expect(dialog.getByTestId('dialog-submit')).toBeDisabled();
  },
};

export const FilledTr = inTurkish(Filled);
export const ItemsTabTr = inTurkish(ItemsTab);
export const ImagesTabTr = inTurkish(ImagesTab);
export const ReturnTabTr = inTurkish(ReturnTab);
export const RejectedTr = inTurkish(Rejected);
export const AdminNoteTr = inTurkish(AdminNote);
export const LoadingTr = inTurkish(Loading);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
export const ApproveDialogTr = inTurkish(ApproveDialog);
export const RejectDialogTr = inTurkish(RejectDialog);
export const RejectPhotosTr = inTurkish(RejectPhotos);
export const RejectRefusedTr = inTurkish(RejectRefused);
export const RejectingTr = inTurkish(Rejecting);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
