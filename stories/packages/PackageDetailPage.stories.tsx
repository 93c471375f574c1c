import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { PackageDetailAnswer } from '@contract/packages/package.api';
import type { PackageDetailPageProps } from '@web/features/packages/pages/PackageDetailPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { commandIn, failedDetail, loadingDetail, PACKAGES } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { PackageDetailWithUrl, packageArgs, packageRoute } from './package-detail-args';

const meta = {
  title: 'Packages/Package detail',
  component: PackageDetailWithUrl,
  args: packageArgs('packaged'),
  parameters: appParameters({ route: packageRoute('packaged') }),
} satisfies Meta<PackageDetailPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement, tab: string) => within(within(canvasElement).getByTestId(`panel-${tab}`));
const { packaged, shipped } = PACKAGES;

export const Filled: Story = {
  name: 'Filled: package tab',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(String(packaged.package.id));
    await expect(canvas.getByTestId('field-status')).toHaveTextContent(i18n.t('packages.status.packaged'));
    await expect(canvas.getByTestId('action-recreateLabel')).toBeEnabled();
  },
};

export const ItemsTab: Story = {
  name: 'Filled: items tab',
  parameters: appParameters({ route: packageRoute('packaged', '?tab=items') }),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'items').getAllByTestId('data-row')).toHaveLength(packaged.items.length);
  },
};

export const TrackingTab: Story = {
  name: 'Filled: tracking tab',
  args: packageArgs('shipped'),
  parameters: appParameters({ route: packageRoute('shipped', '?tab=tracking') }),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'tracking').getAllByTestId('data-row')).toHaveLength(shipped.package.deliveryRows.length);
  },
};

export const DocumentsTab: Story = {
  name: 'Filled: label and documents tab',
  parameters: appParameters({ route: packageRoute('packaged', '?tab=documents') }),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'documents').getByTestId('field-trackingBarcode')).toHaveTextContent(packaged.package.tracking?.barcode ?? '—');
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingDetail<PackageDetailAnswer>() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  args: { state: failedDetail<PackageDetailAnswer>(apiFailure('notFound')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-not-found')).toHaveTextContent(i18n.t('errors.notFound'));
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedDetail<PackageDetailAnswer>(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const error = within(canvasElement).getByTestId('detail-error');
    await expect(error).toHaveTextContent(i18n.t('packages.loadError'));
    await userEvent.click(within(error).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Cancelled: both label actions are off for one reason, said once, and not as if the package had shipped. */
export const Cancelled: Story = {
  name: 'Cancelled: label actions disabled, one reason',
  args: packageArgs('cancelled'),
  parameters: appParameters({ route: packageRoute('cancelled') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('action-refreshLabel')).toBeDisabled();
    await expect(canvas.getByTestId('action-recreateLabel')).toBeDisabled();
    await expect(canvas.getAllByText(i18n.t('errors.packageCancelled'))).toHaveLength(1);
    await expect(canvas.queryByText(i18n.t('errors.packageNotAtSeller'))).toBeNull();
    await expect(canvas.getByTestId('action-recreateLabel')).toHaveAttribute('aria-describedby', 'reason-refreshLabel');
  },
};

/** With the carrier: the label cannot be re-created any more, and the page says why. */
export const Shipped: Story = {
  name: 'Shipped: re-create disabled, and why',
  args: packageArgs('shipped'),
  parameters: appParameters({ route: packageRoute('shipped') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('action-recreateLabel')).toBeDisabled();
    await expect(canvas.getByTestId('reason-recreateLabel')).toHaveTextContent(i18n.t('errors.packageNotAtSeller'));
  },
};

export const RecreateConfirm: Story = {
  name: 'Re-create label: the confirm dialog',
  parameters: appParameters({ route: packageRoute('packaged', '?action=recreate-label') }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-recreate-label'));
    await expect(dialog.getByText(i18n.t('packages.label.recreateConfirm'))).toBeVisible();
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('recreateLabel');
  },
};

export const RecreateOpensFromButton: Story = {
  name: 'Re-create label opened from its button',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('action-recreateLabel'));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('recreate-label');
    await expect(await portalDialog(canvasElement, 'dialog-recreate-label')).toBeVisible();
  },
};

export const RecreateRefused: Story = {
  name: 'Re-create label: the server refused it',
  args: packageArgs('packaged', { commandOf: commandIn('recreateLabel', { error: apiFailure('packageNotAtSeller') }) }),
  parameters: appParameters({ route: packageRoute('packaged', '?action=recreate-label') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-recreate-label'));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.packageNotAtSeller'));
  },
};

export const Refreshing: Story = {
  name: 'Refreshing the label',
  args: packageArgs('packaged', { commandOf: commandIn('refreshLabel', { submitting: true }) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('action-refreshLabel')).toBeDisabled();
  },
};

/** Only an admin acting as the seller may delete a package. */
export const Delete: Story = {
  name: 'Delete (admin acting as the seller)',
  args: packageArgs('actedAs', { canDelete: true }),
  parameters: appParameters({ route: packageRoute('actedAs', '?action=delete') }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-delete'));
    await expect(dialog.getByText(i18n.t('packages.delete.confirm'))).toBeVisible();
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('delete');
  },
};

export const FilledTr = inTurkish(Filled);
export const ItemsTabTr = inTurkish(ItemsTab);
export const TrackingTabTr = inTurkish(TrackingTab);
export const DocumentsTabTr = inTurkish(DocumentsTab);
export const LoadingTr = inTurkish(Loading);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
export const ShippedTr = inTurkish(Shipped);
export const RecreateConfirmTr = inTurkish(RecreateConfirm);
export const RecreateRefusedTr = inTurkish(RecreateRefused);
export const RefreshingTr = inTurkish(Refreshing);
export const DeleteTr = inTurkish(Delete);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
