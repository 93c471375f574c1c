import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { OrderDetailAnswer, OrderLogsAnswer } from '@contract/orders/order.api';
import type { OrderDetailPageProps } from '@web/features/orders/pages/OrderDetailPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { failedDetail, loadingDetail, ORDERS } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { OrderDetailWithUrl, orderArgs, orderRoute } from './order-detail-args';

const meta = {
  title: 'Orders/Order detail',
  component: OrderDetailWithUrl,
  args: orderArgs('packaged'),
  parameters: appParameters({ route: orderRoute('packaged') }),
} satisfies Meta<OrderDetailPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement, tab: string) => within(within(canvasElement).getByTestId(`panel-${tab}`));

export const Filled: Story = {
  name: 'Filled: order tab',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(String(ORDERS.packaged.order.id));
    await expect(canvas.getByTestId('order-invoice')).toHaveTextContent(ORDERS.packaged.order.invoice?.number ?? '');
    await expect(canvas.getByTestId('action-cancel')).toBeEnabled();
  },
};

export const ItemsTab: Story = {
  name: 'Filled: items tab',
  parameters: appParameters({ route: orderRoute('packaged', '?tab=items') }),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'items').getAllByTestId('data-row')).toHaveLength(ORDERS.packaged.order.items.length);
  },
};

export const PackagesTab: Story = {
  name: 'Filled: packages tab',
  parameters: appParameters({ route: orderRoute('packaged', '?tab=packages') }),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'packages').getAllByTestId('data-row')).toHaveLength(ORDERS.packaged.packages.length);
  },
};

export const LogsTab: Story = {
  name: 'Filled: marketplace logs tab',
  parameters: appParameters({ route: orderRoute('packaged', '?tab=logs') }),
  play: async ({ canvasElement, args }) => {
    await expect(panel(canvasElement, 'logs').getAllByTestId('data-row')).toHaveLength(args.logs.data?.items.length ?? -1);
  },
};

export const LogsFailed: Story = {
  name: 'Marketplace logs failed',
  args: { logs: failedDetail<OrderLogsAnswer>(apiFailure('downstreamUnavailable')) },
  parameters: appParameters({ route: orderRoute('packaged', '?tab=logs') }),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'logs').getByTestId('logs-error')).toHaveTextContent(i18n.t('orders.logs.loadError'));
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingDetail<OrderDetailAnswer>() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  args: { state: failedDetail<OrderDetailAnswer>(apiFailure('notFound')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-not-found')).toHaveTextContent(i18n.t('errors.notFound'));
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedDetail<OrderDetailAnswer>(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const error = within(canvasElement).getByTestId('detail-error');
    await expect(error).toHaveTextContent(i18n.t('orders.detail.loadError'));
    await userEvent.click(within(error).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ShippedItems: Story = {
  name: 'Shipped items: cancel disabled, and why',
  args: orderArgs('shipped'),
  parameters: appParameters({ route: orderRoute('shipped', '?tab=items') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('action-cancel')).toBeDisabled();
    await expect(canvas.getByTestId('reason-cancel')).toHaveTextContent(i18n.t('errors.orderHasShippedItems'));
    for (const item of ORDERS.shipped.order.items) await expect(canvas.getByTestId(`cancel-item-${item.id}`)).toBeDisabled();
  },
};

export const IncorrectPricingLock: Story = {
  name: 'Cancelled for Incorrect Pricing: the lock on its items',
  args: orderArgs('incorrectPricing'),
  parameters: appParameters({ route: orderRoute('incorrectPricing', '?tab=items') }),
  play: async ({ canvasElement }) => {
    const locks = panel(canvasElement, 'items').getAllByTestId('item-lock');
    await expect(locks.length).toBeGreaterThan(0);
    await expect(locks[0]).toHaveClass('text-danger');
  },
};

export const IncorrectPricingSummary: Story = {
  name: 'Cancelled for Incorrect Pricing: the cancellation',
  args: orderArgs('incorrectPricing'),
  parameters: appParameters({ route: orderRoute('incorrectPricing') }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('field-cancelReason')).toHaveTextContent(i18n.t('orders.cancelReasons.incorrectPricing'));
  },
};

/** Gulf Home Goods (AE) shipping to Turkey: the dialog shows the limit in force and the selection's converted total. */
export const TurkeyCap: Story = {
  name: 'Create package to Turkey: the limit in force',
  args: orderArgs('turkeyUnderCap'),
  parameters: appParameters({ route: orderRoute('turkeyUnderCap', '?action=package') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-package'));
    await expect(dialog.getByTestId('turkey-cap')).toBeVisible();
    await expect(dialog.getByTestId('package-total')).toBeVisible();
    await expect(dialog.queryByTestId('package-refusal')).toBeNull();
  },
};

export const TurkeyOverCap: Story = {
  name: 'Create package to Turkey: over the limit',
  args: orderArgs('turkeyOverCap'),
  parameters: appParameters({ route: orderRoute('turkeyOverCap', '?action=package') }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-package'));
    await expect(dialog.getByTestId('package-refusal')).toHaveTextContent(i18n.t('errors.turkeyPriceCap'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

/** The header's button opens the dialog through the URL, as on the real page. */
export const OpensFromButton: Story = {
  name: 'Create package opened from its button',
  args: orderArgs('ready'),
  parameters: appParameters({ route: orderRoute('ready') }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('action-package'));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('package', undefined);
    await expect(within(await portalDialog(canvasElement, 'dialog-package')).getByTestId('package-form')).toBeVisible();
  },
};

export const FilledTr = inTurkish(Filled);
export const ItemsTabTr = inTurkish(ItemsTab);
export const PackagesTabTr = inTurkish(PackagesTab);
export const LogsTabTr = inTurkish(LogsTab);
export const LogsFailedTr = inTurkish(LogsFailed);
export const LoadingTr = inTurkish(Loading);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
export const ShippedItemsTr = inTurkish(ShippedItems);
export const IncorrectPricingLockTr = inTurkish(IncorrectPricingLock);
export const IncorrectPricingSummaryTr = inTurkish(IncorrectPricingSummary);
export const TurkeyCapTr = inTurkish(TurkeyCap);
export const TurkeyOverCapTr = inTurkish(TurkeyOverCap);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
