import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routeById } from '@contract/routes';
import { ReconciliationDetailView } from '@web/features/reconciliation/views/ReconciliationDetailView';
import { ReconciliationView } from '@web/features/reconciliation/views/ReconciliationView';
import { TransactionsView } from '@web/features/transactions/views/TransactionsView';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { TURKISH_DARK } from '../support/globals';
import { listStateStories, settledTable as settledIn } from '../support/list-states';
import { InMainLayoutRoutes } from '../support/route-layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

/** /reconciliation-admin in the shell: view, store and sagas against the BFF in the page, signed in as Ayşe. */
const meta = {
  title: 'Reconciliation/Reconciliation (through the BFF)',
  render: () => (
    <InMainLayoutRoutes
      routes={[
        { path: pathOf('reconciliation'), element: <ReconciliationView /> },
        { path: routeById('reconciliationDetail')?.path ?? '', element: <ReconciliationDetailView /> },
        { path: pathOf('transactions'), element: <TransactionsView /> },
      ]}
    />
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('reconciliation') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const notices = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const settledTable = (canvasElement: HTMLElement) => settledIn(canvasElement, 'list-reconciliation');

const states = listStateStories({ session: SESSIONS.seller, route: pathOf('reconciliation'), errorKey: 'reconciliation.loadError' });
export const Filled: Story = {
  ...states.Filled,
  name: 'Filled (BFF default)',
  play: async ({ canvasElement }) => {
    await expect(within(await settledTable(canvasElement)).getAllByTestId('data-row').length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByTestId('period-totals')).toBeVisible();
  },
};
export const Empty: Story = { ...states.Empty, name: 'Empty (BFF empty)' };
export const Failed: Story = { ...states.Failed, name: 'Error (BFF errors)' };
export const Slow: Story = { ...states.Slow, name: 'Loading (BFF slow)' };

/** Past periods: the tab switches, the picker offers the closed periods, and an older one loads its own totals. */
export const PickAPastPeriod: Story = {
  name: 'Past periods: pick an older one (BFF)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settledTable(canvasElement);
    await userEvent.click(canvas.getByTestId('tab-past'));
    const select = await canvas.findByTestId('period-select', {}, LONG);
    await waitFor(() => expect(select).toBeEnabled(), LONG);
    const older = (select as HTMLSelectElement).options[1]!.value;
    await userEvent.selectOptions(select, older);
    await waitFor(() => expect(canvas.getByTestId('period-select')).toHaveValue(older), LONG);
  },
};

/** Export of the period on screen: the notice links to the transactions page, where the export is listed. */
export const Export: Story = {
  name: 'Export: started, then on the transactions page (BFF)',
  play: async ({ canvasElement }) => {
    await settledTable(canvasElement);
    await userEvent.click(within(canvasElement).getByTestId('toolbar-export'));
    await userEvent.click(await notices(canvasElement).findByText(i18n.t('exports.openTransactions'), {}, LONG));
    const list = await within(canvasElement).findByTestId('list-transactions', {}, LONG);
    // The method's name is also an option of the Method filter: look for it in a row's cell.
    await expect(await within(list).findByRole('cell', { name: i18n.t('transactions.methods.reconciliationExport') }, LONG)).toBeVisible();
  },
};

/** The period's details link leads to Reconciliation Details. */
export const OpenDetails: Story = {
  name: 'Open the period’s details (BFF)',
  play: async ({ canvasElement }) => {
    await settledTable(canvasElement);
    await userEvent.click(within(canvasElement).getByTestId('period-details'));
    await expect(await within(canvasElement).findByTestId('detail-screen', {}, LONG)).toBeVisible();
  },
};

export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const PickAPastPeriodTr = inTurkish(PickAPastPeriod);
export const ExportTr = inTurkish(Export);
export const OpenDetailsTr = inTurkish(OpenDetails);
export const FilledTurkishDark: Story = { ...Filled, name: 'Filled, Turkish dark', globals: TURKISH_DARK };
