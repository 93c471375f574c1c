import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { API } from '@contract/api/paths';
import { DAY_MS } from '@contract/lists/date-range';
import { OrdersListView } from '@web/features/orders/views/OrdersListView';
import { TransactionsView } from '@web/features/transactions/views/TransactionsView';
import { i18n } from '@web/lib/i18n';
import { postExport } from '@web/lib/resources/export.sagas';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { TURKISH_DARK } from '../support/globals';
import { InMainLayout } from '../support/layouts';
import { listStateStories, settledTable } from '../support/list-states';
import { InMainLayoutRoutes } from '../support/route-layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

/** /reports/transactions in the shell: the company's exports as Mirage records them, signed in as Ayşe. */
const meta = {
  title: 'Transactions/Transactions (through Mirage)',
  render: () => <InMainLayout><TransactionsView /></InMainLayout>,
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('transactions') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The transactions table's rows once its answer is in (another screen's table may still be leaving). */
const settledRows = async (canvasElement: HTMLElement) => within(await settledTable(canvasElement, 'list-transactions')).getAllByTestId('data-row');

const states = listStateStories({ session: SESSIONS.seller, route: pathOf('transactions'), errorKey: 'transactions.loadError' });
/** No export made in this Mirage run yet. */
export const Empty: Story = {
  ...states.Empty,
  name: 'Empty: no exports yet (Mirage)',
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('transactions'), mirage: { scenario: 'default' } }),
};
export const Failed: Story = { ...states.Failed, name: 'Error (Mirage errors)' };
export const Slow: Story = { ...states.Slow, name: 'Loading (Mirage slow)' };

/** An order export and a package export (the last ten days) made through the app's API client before the screen opens. */
export const AfterExports: Story = {
  name: 'Filled after two exports (Mirage)',
  beforeEach: async () => {
    await postExport({ path: API.ordersExport, filters: { tab: 'readyForPackaging' } });
    await postExport({ path: API.packagesExport, filters: { tab: 'all', from: day(Date.now() - 9 * DAY_MS), to: day(Date.now()) } });
  },
  play: async ({ canvasElement }) => {
    const rows = await settledRows(canvasElement);
    await expect(rows).toHaveLength(2);
    // Newest first: the package export, then the order export.
    await expect(rows[0]).toHaveTextContent(i18n.t('transactions.methods.packageExport'));
    await expect(rows[1]).toHaveTextContent(i18n.t('transactions.methods.orderExport'));
    await expect(within(canvasElement).getByTestId('tab-count-done')).toHaveTextContent('2');
  },
};

/** The whole path a seller takes: Export on the orders list, the notice's link, the new transaction on top. */
export const FromAnOrdersExport: Story = {
  name: 'From an orders export to this page (Mirage)',
  render: () => (
    <InMainLayoutRoutes routes={[
      { path: pathOf('orders'), element: <OrdersListView /> },
      { path: pathOf('transactions'), element: <TransactionsView /> },
    ]} />
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('orders') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('data-table', {}, LONG);
    await userEvent.click(canvas.getByTestId('toolbar-export'));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByText(i18n.t('exports.openTransactions'), {}, LONG));
    const rows = await settledRows(canvasElement);
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent(i18n.t('transactions.methods.orderExport'));
  },
};

/** Refresh asks again: an export made while the page is open shows up. */
export const Refresh: Story = {
  name: 'Refresh after an export (Mirage)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('list-empty', {}, LONG);
    await postExport({ path: API.ordersExport, filters: { tab: 'shipped' } });
    await userEvent.click(canvas.getByTestId('toolbar-refresh'));
    await expect(await settledRows(canvasElement)).toHaveLength(1);
  },
};

export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const AfterExportsTr = inTurkish(AfterExports);
export const FromAnOrdersExportTr = inTurkish(FromAnOrdersExport);
export const RefreshTr = inTurkish(Refresh);
export const AfterExportsTurkishDark: Story = { ...AfterExports, name: 'Filled, Turkish dark', globals: TURKISH_DARK };
