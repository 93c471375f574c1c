import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DAY_MS } from '@contract/lists/date-range';
import { PackagesListView } from '@web/features/packages/views/PackagesListView';
import { i18n } from '@web/lib/i18n';
import type { MockScenario } from '@mocks/mirage/scenarios';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { TURKISH_DARK } from '../support/globals';
import { InMainLayout } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

/** /packages in the shell: view, store and sagas against one Mirage scenario, signed in as Ayşe. */
const meta = {
  title: 'Packages/Packages list (through Mirage)',
  render: () => <InMainLayout><PackagesListView /></InMainLayout>,
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('packages') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The last ten days up to today (Mirage's world is built for the clock's now). */
const lastTenDays = `from=${day(Date.now() - 9 * DAY_MS)}&to=${day(Date.now())}`;
const notices = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function settledTable(canvasElement: HTMLElement): Promise<HTMLElement> {
  const table = await within(canvasElement).findByTestId('data-table', {}, LONG);
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return table;
}

const throughMirage = (scenario: MockScenario, outcome: 'rows' | 'empty' | 'error'): Story => ({
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('packages'), mirage: { scenario } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (outcome === 'rows') await expect(within(await settledTable(canvasElement)).getAllByTestId('data-row').length).toBeGreaterThan(0);
    if (outcome === 'empty') await expect(await canvas.findByTestId('list-empty', {}, LONG)).toHaveTextContent(i18n.t('errors.notFound'));
    if (outcome === 'error') await expect(await canvas.findByTestId('list-error', {}, LONG)).toHaveTextContent(i18n.t('packages.loadError'));
  },
});

export const Filled: Story = { ...throughMirage('default', 'rows'), name: 'Filled (Mirage default)' };
export const Empty: Story = { ...throughMirage('empty', 'empty'), name: 'Empty (Mirage empty)' };
export const Failed: Story = { ...throughMirage('errors', 'error'), name: 'Error (Mirage errors)' };

export const Slow: Story = {
  name: 'Loading (Mirage slow)',
  parameters: appParameters({ session: { email: SESSIONS.seller.email, starred: [] }, route: pathOf('packages'), mirage: { scenario: 'slow', slowMs: 3000 } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('list-loading', {}, LONG)).toBeVisible();
  },
};

/** Export with no date range: Mirage refuses it as the BFF does, and the notice says what is missing. */
export const ExportWithoutRange: Story = {
  name: 'Export without a date range: refused (Mirage)',
  play: async ({ canvasElement }) => {
    await settledTable(canvasElement);
    await userEvent.click(within(canvasElement).getByTestId('toolbar-export'));
    await expect(await notices(canvasElement).findByText(i18n.t('validation.dateRangeRequired'), {}, LONG)).toBeInTheDocument();
  },
};

/** With the last ten days filtered, the export starts and the notice links to the transactions page. */
export const ExportWithRange: Story = {
  name: 'Export with a date range: started (Mirage)',
  parameters: appParameters({ session: SESSIONS.seller, route: `${pathOf('packages')}?${lastTenDays}` }),
  play: async ({ canvasElement }) => {
    await settledTable(canvasElement);
    await userEvent.click(within(canvasElement).getByTestId('toolbar-export'));
    const link = await notices(canvasElement).findByText(i18n.t('exports.openTransactions'), {}, LONG);
    await expect(link).toHaveAttribute('href', pathOf('transactions'));
  },
};

export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const ExportWithoutRangeTr = inTurkish(ExportWithoutRange);
export const ExportWithRangeTr = inTurkish(ExportWithRange);
export const FilledTurkishDark: Story = { ...Filled, name: 'Filled, Turkish dark', globals: TURKISH_DARK };
