import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DashboardView } from '@web/features/dashboard/views/DashboardView';
import { OrdersListView } from '@web/features/orders/views/OrdersListView';
import { PackagesListView } from '@web/features/packages/views/PackagesListView';
import { i18n } from '@web/lib/i18n';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { TURKISH_DARK } from '../support/globals';
import { InMainLayoutRoutes } from '../support/route-layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

/** '/' in the shell: view, store and saga against the BFF in the page, with the lists the widgets open. */
const meta = {
  title: 'Dashboard/Dashboard (through the BFF)',
  render: () => (
    <InMainLayoutRoutes
      routes={[
        { path: pathOf('dashboard'), element: <DashboardView /> },
        { path: pathOf('orders'), element: <OrdersListView /> },
        { path: pathOf('packages'), element: <PackagesListView /> },
      ]}
    />
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('dashboard') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const inScenario = (scenario: MockScenario, testId: string, textKey?: string): Story => ({
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('dashboard'), bff: { scenario } }),
  play: async ({ canvasElement }) => {
    const shown = await within(canvasElement).findByTestId(testId, {}, LONG);
    if (textKey) await expect(shown).toHaveTextContent(i18n.t(textKey));
  },
});

export const Filled: Story = { ...inScenario('default', 'dashboard-widget-gmv'), name: 'Filled (BFF default)' };
export const Empty: Story = { ...inScenario('empty', 'dashboard-empty', 'dashboard.empty'), name: 'Empty (BFF empty)' };
export const Failed: Story = { ...inScenario('errors', 'dashboard-error', 'dashboard.unavailable'), name: 'Error (BFF errors)' };
export const Slow: Story = {
  name: 'Loading (BFF slow)',
  parameters: appParameters({ session: { email: SESSIONS.seller.email, starred: [] }, route: pathOf('dashboard'), bff: { scenario: 'slow', slowMs: 3000 } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('dashboard-loading', {}, LONG)).toBeVisible();
  },
};

/** A figure opens its list on the matching tab. */
export const OpensTheList: Story = {
  name: 'A figure opens the filtered list (BFF)',
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByTestId('dashboard-link-orderStages-shipped', {}, LONG));
    await expect(await page.findByTestId('list-orders', {}, LONG)).toBeVisible();
  },
};

export const AdminAsUser: Story = {
  ...Filled,
  name: 'Admin acting as Gulf Home Goods (BFF)',
  parameters: appParameters({ session: SESSIONS.adminAsUser, route: pathOf('dashboard') }),
};
export const FilledTr = inTurkish(Filled);
export const FilledDarkTr: Story = { ...Filled, name: 'Filled, Turkish dark', globals: TURKISH_DARK };
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
