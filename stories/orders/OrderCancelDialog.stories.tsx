import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { OrderDetailPageProps } from '@web/features/orders/pages/OrderDetailPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { commandIn, ORDERS } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { OrderDetailWithUrl, orderArgs, orderRoute } from './order-detail-args';

/** Order Detail's cancel dialog, opened by the URL (`?action=cancel`, or `&item=<id>` from an item's row). */
const meta = {
  title: 'Orders/Order dialogs/Cancel items',
  component: OrderDetailWithUrl,
  args: orderArgs('ready'),
  parameters: appParameters({ route: orderRoute('ready', '?action=cancel') }),
} satisfies Meta<OrderDetailPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const cancelDialog = async (canvasElement: HTMLElement) => within(await portalDialog(canvasElement, 'dialog-cancel'));
const firstReady = ORDERS.ready.order.items[0]!;
const cancelledItem = ORDERS.partCancelled.order.items.find((item) => item.status === 'cancelled')!;
const packagedItem = ORDERS.packaged.order.items.find((item) => item.packageId !== null)!;

export const EmptySubmit: Story = {
  name: 'Submitted empty: items and reason required',
  play: async ({ canvasElement, args }) => {
    const dialog = await cancelDialog(canvasElement);
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await dialog.findByText(i18n.t('validation.cancelReasonRequired'))).toBeVisible();
    await expect(dialog.getByText(i18n.t('validation.selectItems'))).toBeVisible();
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

/** From an item's row: that item ticked; Incorrect Pricing warns about the 7-day lock before it is sent. */
export const ForOneItem: Story = {
  name: 'Opened for one item, Incorrect Pricing chosen',
  args: orderArgs('ready', { cancelItemId: firstReady.id }),
  parameters: appParameters({ route: orderRoute('ready', `?action=cancel&item=${firstReady.id}`) }),
  play: async ({ canvasElement, args }) => {
    const dialog = await cancelDialog(canvasElement);
    await expect(dialog.getByLabelText(new RegExp(firstReady.sku))).toBeChecked();
    await userEvent.selectOptions(dialog.getByLabelText(i18n.t('orders.cancel.reason')), 'incorrectPricing');
    await expect(
      dialog.getByText(i18n.t('orders.cancel.lockWarning', { marketplace: i18n.t(`marketplaces.${ORDERS.ready.order.salesChannel}`) })),
    ).toBeVisible();
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('cancel', { itemIds: [firstReady.id], reason: 'incorrectPricing' });
  },
};

export const AlreadyCancelledItem: Story = {
  name: 'An item already cancelled: why it cannot be ticked',
  args: orderArgs('partCancelled'),
  parameters: appParameters({ route: orderRoute('partCancelled', '?action=cancel') }),
  play: async ({ canvasElement }) => {
    const dialog = await cancelDialog(canvasElement);
    await expect(dialog.getByTestId(`cancel-why-${cancelledItem.id}`)).toHaveTextContent(i18n.t('errors.itemAlreadyCancelled'));
    await expect(dialog.getByLabelText(new RegExp(cancelledItem.sku))).toBeDisabled();
  },
};

export const ShippedOrder: Story = {
  name: 'An order with shipped items: refused',
  args: orderArgs('shipped'),
  parameters: appParameters({ route: orderRoute('shipped', '?action=cancel') }),
  play: async ({ canvasElement }) => {
    const dialog = await cancelDialog(canvasElement);
    await expect(dialog.getByTestId('cancel-refusal')).toHaveTextContent(i18n.t('errors.orderHasShippedItems'));
    for (const item of ORDERS.shipped.order.items) await expect(dialog.getByTestId(`cancel-why-${item.id}`)).toBeVisible();
  },
};

/** An item in a package: its package will be cancelled too, and the dialog says so. */
export const PackagedItem: Story = {
  name: 'An item in a package: the package goes too',
  args: orderArgs('packaged', { cancelItemId: packagedItem.id }),
  parameters: appParameters({ route: orderRoute('packaged', `?action=cancel&item=${packagedItem.id}`) }),
  play: async ({ canvasElement }) => {
    const dialog = await cancelDialog(canvasElement);
    await expect(dialog.getByTestId('cancel-package-warning')).toHaveTextContent(String(packagedItem.packageId));
  },
};

const refusedBy = (code: 'itemAlreadyCancelled' | 'orderHasShippedItems'): Story => ({
  args: orderArgs('ready', { cancelItemId: firstReady.id, commandOf: commandIn('cancel', { error: apiFailure(code) }) }),
  parameters: appParameters({ route: orderRoute('ready', `?action=cancel&item=${firstReady.id}`) }),
  play: async ({ canvasElement }) => {
    const dialog = await cancelDialog(canvasElement);
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t(`errors.${code}`));
    await expect(dialog.getByLabelText(new RegExp(firstReady.sku))).toBeChecked();
  },
});

export const ServerAlreadyCancelled: Story = { ...refusedBy('itemAlreadyCancelled'), name: 'Server refused: item already cancelled' };
export const ServerShippedItems: Story = { ...refusedBy('orderHasShippedItems'), name: 'Server refused: order has shipped items' };

export const Submitting: Story = {
  name: 'Submitting',
  args: orderArgs('ready', { cancelItemId: firstReady.id, commandOf: commandIn('cancel', { submitting: true }) }),
  parameters: appParameters({ route: orderRoute('ready', `?action=cancel&item=${firstReady.id}`) }),
  play: async ({ canvasElement }) => {
    const dialog = await cancelDialog(canvasElement);
    await expect(dialog.getByTestId('dialog-submit')).toBeDisabled();
    await expect(dialog.getByTestId('dialog-submit')).toHaveAttribute('aria-busy', 'true');
  },
};

/** An admin acting as the seller: the cancellation is recorded as the admin's. */
export const AsAdmin: Story = {
  name: 'Admin acting as the seller',
  args: orderArgs('ready', { userType: 'admin' }),
  play: async ({ canvasElement }) => {
    const dialog = await cancelDialog(canvasElement);
    await expect(dialog.getByText(i18n.t('orders.cancel.recordedAs', { userType: i18n.t('orders.cancelUserTypes.admin') }))).toBeVisible();
  },
};

export const EmptySubmitTr = inTurkish(EmptySubmit);
export const ForOneItemTr = inTurkish(ForOneItem);
export const AlreadyCancelledItemTr = inTurkish(AlreadyCancelledItem);
export const ShippedOrderTr = inTurkish(ShippedOrder);
export const PackagedItemTr = inTurkish(PackagedItem);
export const ServerAlreadyCancelledTr = inTurkish(ServerAlreadyCancelled);
export const ServerShippedItemsTr = inTurkish(ServerShippedItems);
export const SubmittingTr = inTurkish(Submitting);
export const AsAdminTr = inTurkish(AsAdmin);
