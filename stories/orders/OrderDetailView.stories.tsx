import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routeById } from '@contract/routes';
import { OrderDetailView } from '@web/features/orders/views/OrderDetailView';
import { OrdersListView } from '@web/features/orders/views/OrdersListView';
import { i18n } from '@web/lib/i18n';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { appParameters, type SessionParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { portalDialog } from '../support/dialogs';
import { TURKISH_DARK } from '../support/globals';
import { ORDERS } from '../support/order-data';
import { InMainLayoutRoutes } from '../support/route-layouts';
import { inTurkish } from '../support/turkish';
import { orderRoute } from './order-detail-args';
import { LONG } from '../support/waits';

const OMAR: SessionParameters = { email: 'omar@demo.tezgah.dev' };

/** /orders/:orderId in the shell: view, store and sagas against the BFF in the page. Deleting leads back to /orders. */
const meta = {
  title: 'Orders/Order detail (through the BFF)',
  render: () => (
    <InMainLayoutRoutes
      routes={[
        { path: routeById('orderDetail')?.path ?? '', element: <OrderDetailView /> },
        { path: pathOf('orders'), element: <OrdersListView /> },
      ]}
    />
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: orderRoute('packaged') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const inScenario = (scenario: MockScenario, testId: string, textKey?: string): Story => ({
  parameters: appParameters({ session: SESSIONS.seller, route: orderRoute('packaged'), bff: { scenario } }),
  play: async ({ canvasElement }) => {
    const shown = await within(canvasElement).findByTestId(testId, {}, LONG);
    if (textKey) await expect(shown).toHaveTextContent(i18n.t(textKey));
  },
});

export const Filled: Story = { ...inScenario('default', 'detail-screen'), name: 'Filled (BFF default)' };
export const NotFound: Story = { ...inScenario('empty', 'detail-not-found', 'errors.notFound'), name: 'Not found (BFF empty)' };
export const Failed: Story = { ...inScenario('errors', 'detail-error', 'orders.detail.loadError'), name: 'Error (BFF errors)' };
export const Slow: Story = {
  name: 'Loading (BFF slow)',
  parameters: appParameters({ session: { email: SESSIONS.seller.email, starred: [] }, route: orderRoute('packaged'), bff: { scenario: 'slow', slowMs: 3000 } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('detail-loading', {}, LONG)).toBeVisible();
  },
};

/** Another company's order (Gulf Home Goods') is simply not found for Ayşe. */
export const OtherCompanysOrder: Story = {
  name: "Another company's order: not found",
  parameters: appParameters({ session: SESSIONS.seller, route: orderRoute('actedAs') }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('detail-not-found', {}, LONG)).toBeVisible();
  },
};

export const Logs: Story = {
  name: 'Marketplace logs tab (BFF)',
  parameters: appParameters({ session: SESSIONS.seller, route: orderRoute('packaged', '?tab=logs') }),
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByTestId('panel-logs', {}, LONG);
    await expect((await within(panel).findAllByTestId('data-row', {}, LONG)).length).toBeGreaterThan(0);
  },
};

/** One item cancelled for real: the sandbox applies the rule, the dialog closes, the notice says so, the row turns cancelled. */
export const CancelOneItem: Story = {
  name: 'Cancel one item (BFF)',
  parameters: appParameters({ session: SESSIONS.seller, route: orderRoute('ready', `?tab=items&action=cancel&item=${ORDERS.ready.order.items[0]!.id}`) }),
  play: async ({ canvasElement }) => {
    const item = ORDERS.ready.order.items[0]!;
    const dialog = within(await portalDialog(canvasElement, 'dialog-cancel'));
    await userEvent.selectOptions(dialog.getByLabelText(i18n.t('orders.cancel.reason')), 'outOfStock');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await within(canvasElement.ownerDocument.body).findByText(i18n.t('orders.cancel.done'), {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(within(canvasElement).getByTestId(`cancel-item-${item.id}`)).toBeDisabled(), LONG);
  },
};

/** Omar's order to Turkey with every open item ticked: over the cap, so Create package stays refused. */
export const TurkeyOverCap: Story = {
  name: 'Create package to Turkey, over the limit (BFF)',
  parameters: appParameters({ session: OMAR, route: orderRoute('turkeyOverCap', '?action=package') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-package'));
    await expect(dialog.getByTestId('turkey-cap')).toBeVisible();
    await expect(dialog.getByTestId('package-refusal')).toHaveTextContent(i18n.t('errors.turkeyPriceCap'));
  },
};

/** The admin acting as Gulf Home Goods deletes an order: back on the list, with the notice. */
export const DeleteAsAdmin: Story = {
  name: 'Delete as the admin acting as the seller (BFF)',
  parameters: appParameters({ session: SESSIONS.adminAsUser, route: orderRoute('actedAs', '?action=delete') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-delete'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await within(canvasElement).findByTestId('list-orders', {}, LONG)).toBeVisible();
    await expect(await within(canvasElement.ownerDocument.body).findByText(i18n.t('orders.delete.done'), {}, LONG)).toBeInTheDocument();
  },
};

export const FilledTr = inTurkish(Filled);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const LogsTr = inTurkish(Logs);
export const CancelOneItemTr = inTurkish(CancelOneItem);
export const TurkeyOverCapTr = inTurkish(TurkeyOverCap);
export const DeleteAsAdminTr = inTurkish(DeleteAsAdmin);
export const FilledTurkishDark: Story = { ...Filled, name: 'Filled, Turkish dark', globals: TURKISH_DARK };
