import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API } from '@contract/api/paths';
import { DAY_MS } from '@contract/lists/date-range';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { PACKAGE_ROUTES } from '@contract/packages/package.routes';
import { OrdersListView } from '@web/features/orders/views/OrdersListView';
import { TransactionsView } from '@web/features/transactions/views/TransactionsView';
import { formatNumber } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { postExport } from '@web/lib/resources/export.sagas';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { TURKISH_DARK } from '../support/globals';
import { portalDialog } from '../support/dialogs';
import { InMainLayout } from '../support/layouts';
import { listStateStories, settledTable } from '../support/list-states';
import { InMainLayoutRoutes } from '../support/route-layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';
import { changeSeeded, seedTransactions, TX } from './transaction-data';
import { reasonLanguageOf } from '@contract/imports/reason-text';

/**
 * /reports/transactions in the shell, signed in as Ayşe: the exports the BFF records, and (seeded in the story's BFF)
 * imports running, warned and failed; a row opens the detail dialog (TransactionDetailDialog.stories.tsx).
 */
const meta = {
  title: 'Transactions/Transactions (through the BFF)',
  render: () => (
    <InMainLayout>
      <TransactionsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('transactions') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The transactions table's rows once its answer is in (another screen's table may still be leaving). */
const settledRows = async (canvasElement: HTMLElement) => within(await settledTable(canvasElement, 'list-transactions')).getAllByTestId('data-row');

/** The row of a transaction in the settled table. */
const rowOf = async (canvasElement: HTMLElement, id: string) => {
  const row = (await settledRows(canvasElement)).find((candidate) => candidate.getAttribute('data-row-key') === id);
  if (!row) throw new Error(`No row ${id}`);
  return within(row);
};

const states = listStateStories({ session: SESSIONS.seller, route: pathOf('transactions'), errorKey: 'transactions.loadError' });
/** No export made in this story's BFF yet. */
export const Empty: Story = {
  ...states.Empty,
  name: 'Empty: no exports yet (BFF)',
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('transactions'), bff: { scenario: 'default' } }),
};
export const Failed: Story = { ...states.Failed, name: 'Error (BFF errors)' };
export const Slow: Story = { ...states.Slow, name: 'Loading (BFF slow)' };

/** An order export and a package export (the last ten days) made through the app's API client before the screen opens. */
export const AfterExports: Story = {
  name: 'Filled after two exports (BFF)',
  beforeEach: async () => {
    await postExport(ORDER_ROUTES.export, { tab: 'readyForPackaging' });
    await postExport(PACKAGE_ROUTES.export, { tab: 'all', from: day(Date.now() - 9 * DAY_MS), to: day(Date.now()) });
  },
  play: async ({ canvasElement }) => {
    const rows = await settledRows(canvasElement);
    await expect(rows).toHaveLength(2);
    // Newest first: the package export, then the order export.
    await expect(rows[0]).toHaveTextContent(i18n.t('transactions.methods.packageExport'));
    await expect(rows[1]).toHaveTextContent(i18n.t('transactions.methods.orderExport'));
    // The exports run as jobs in the page; the list refreshes itself until both are done.
    await waitFor(() => expect(within(canvasElement).getByTestId('tab-count-done')).toHaveTextContent('2'), LONG);
  },
};

/** The whole path a seller takes: Export on the orders list, the notice's link, the new transaction on top. */
export const FromAnOrdersExport: Story = {
  name: 'From an orders export to this page (BFF)',
  render: () => (
    <InMainLayoutRoutes
      routes={[
        { path: pathOf('orders'), element: <OrdersListView /> },
        { path: pathOf('transactions'), element: <TransactionsView /> },
      ]}
    />
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
  name: 'Refresh after an export (BFF)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('list-empty', {}, LONG);
    await postExport(ORDER_ROUTES.export, { tab: 'shipped' });
    await userEvent.click(canvas.getByTestId('toolbar-refresh'));
    await expect(await settledRows(canvasElement)).toHaveLength(1);
  },
};

/** Imports and exports side by side: progress while running, the error file of a warned import, a failure's code and message. */
export const Filled: Story = {
  name: 'Filled: imports and exports (BFF)',
  beforeEach: async () => {
    await seedTransactions();
  },
  play: async ({ canvasElement }) => {
    const rows = await settledRows(canvasElement);
    await expect(rows.map((row) => row.getAttribute('data-row-key'))).toEqual([TX.running, TX.warned, TX.failed, TX.silent, TX.exported]);
    const running = await rowOf(canvasElement, TX.running);
    await expect(running.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expect(running.getByText(i18n.t('transactions.progress.of', { done: formatNumber(400), total: formatNumber(1000) }))).toBeVisible();
    await expect(running.getByTestId('transaction-status')).toHaveTextContent(i18n.t('transactions.status.inProgress'));
    const warned = await rowOf(canvasElement, TX.warned);
    await expect(warned.getByTestId(`transaction-error-file-${TX.warned}`)).toHaveAttribute(
      'href',
      `${API.transactions}/${TX.warned}/import-error-file?lang=${reasonLanguageOf(i18n.language)}`,
    );
    await expect(warned.getByRole('link', { name: 'variants-winter.xlsx' })).toHaveAttribute('href', `${API.transactions}/${TX.warned}/file`);
    await expect(warned.getByText(i18n.t('transactions.childErrorCount', { count: 3 }))).toBeVisible();
    await expect((await rowOf(canvasElement, TX.failed)).getByTestId('transaction-error')).toHaveTextContent('downstreamUnavailable');
    await expect((await rowOf(canvasElement, TX.silent)).getByTestId('transaction-no-error')).toHaveTextContent(i18n.t('transactions.noErrorMessage'));
    await expect((await rowOf(canvasElement, TX.exported)).getByTestId(`transaction-progress-${TX.exported}`)).toHaveTextContent(
      i18n.t('transactions.progress.rows', { count: 1234, rows: formatNumber(1234) }),
    );
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tab-count-all')).toHaveTextContent('5');
    await expect(canvas.getByTestId('tab-count-error')).toHaveTextContent('2');
  },
};

/** The Method filter: only the stock/price imports, counted per tab under the filter. */
export const MethodFilter: Story = {
  name: 'Method filter: stock/price imports (BFF)',
  beforeEach: async () => {
    await seedTransactions();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settledRows(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: i18n.t('transactions.filters.method') }), 'stockPriceImport');
    await userEvent.click(canvas.getByTestId('filter-apply'));
    await waitFor(() => expect(canvas.getByTestId('tab-count-all')).toHaveTextContent('2'));
    const rows = await settledRows(canvasElement);
    await expect(rows.map((row) => row.getAttribute('data-row-key'))).toEqual([TX.running, TX.silent]);
  },
};

/** Nobody clicks Refresh: the running import changes in the BFF's store and the list follows within a few seconds. */
export const RefreshesWhileRunning: Story = {
  name: 'A running import refreshes itself (BFF)',
  beforeEach: async () => {
    await seedTransactions();
  },
  play: async ({ canvasElement }) => {
    const running = await rowOf(canvasElement, TX.running);
    await expect(running.getByTestId('transaction-status')).toHaveTextContent(i18n.t('transactions.status.inProgress'));
    await changeSeeded(TX.running, { status: 'done', rows: 1000, progress: null });
    await waitFor(async () => {
      const row = await rowOf(canvasElement, TX.running);
      await expect(row.getByTestId('transaction-status')).toHaveTextContent(i18n.t('transactions.status.done'));
      await expect(row.queryByRole('progressbar')).toBeNull();
    }, LONG);
    await expect(within(canvasElement).getByTestId('tab-count-done')).toHaveTextContent('2');
  },
};

/** A row opens its detail: the warned import with its refused rows. */
export const OpenFromTheList: Story = {
  name: 'Open a transaction from the list (BFF)',
  beforeEach: async () => {
    await seedTransactions();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click((await rowOf(canvasElement, TX.warned)).getByText(i18n.t('transactions.methods.productVariantImport')));
    const dialog = within(await portalDialog(canvasElement, `dialog-${TX.warned}`));
    await expect(await dialog.findByTestId('transaction-child-errors')).toBeVisible();
    await expect(dialog.getByTestId('field-id')).toHaveTextContent(TX.warned);
  },
};

export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const AfterExportsTr = inTurkish(AfterExports);
export const FromAnOrdersExportTr = inTurkish(FromAnOrdersExport);
export const RefreshTr = inTurkish(Refresh);
export const AfterExportsTurkishDark: Story = { ...AfterExports, name: 'Filled, Turkish dark', globals: TURKISH_DARK };
export const FilledTr = inTurkish(Filled);
export const MethodFilterTr = inTurkish(MethodFilter);
export const RefreshesWhileRunningTr = inTurkish(RefreshesWhileRunning);
export const OpenFromTheListTr = inTurkish(OpenFromTheList);
export const FilledTurkishDark: Story = { ...Filled, name: 'Imports and exports, Turkish dark', globals: TURKISH_DARK };
