import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DAY_MS } from '@contract/lists/date-range';
import { PackagesListView } from '@web/features/packages/views/PackagesListView';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { TURKISH_DARK } from '../support/globals';
import { InMainLayout } from '../support/layouts';
import { listStateStories, settledTable } from '../support/list-states';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

/** /packages in the shell: view, store and sagas against one scenario of the BFF in the page, signed in as Ayşe. */
const meta = {
  title: 'Packages/Packages list (through the BFF)',
  render: () => (
    <InMainLayout>
      <PackagesListView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('packages') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The last ten days up to today (the BFF's world is built for the clock's now). */
const lastTenDays = `from=${day(Date.now() - 9 * DAY_MS)}&to=${day(Date.now())}`;
const notices = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const states = listStateStories({ session: SESSIONS.seller, route: pathOf('packages'), errorKey: 'packages.loadError' });
export const Filled: Story = { ...states.Filled, name: 'Filled (BFF default)' };
export const Empty: Story = { ...states.Empty, name: 'Empty (BFF empty)' };
export const Failed: Story = { ...states.Failed, name: 'Error (BFF errors)' };
export const Slow: Story = { ...states.Slow, name: 'Loading (BFF slow)' };

/** Export with no date range: the BFF refuses it, and the notice says what is missing. */
export const ExportWithoutRange: Story = {
  name: 'Export without a date range: refused (BFF)',
  play: async ({ canvasElement }) => {
    await settledTable(canvasElement);
    await userEvent.click(within(canvasElement).getByTestId('toolbar-export'));
    await expect(await notices(canvasElement).findByText(i18n.t('validation.dateRangeRequired'), {}, LONG)).toBeInTheDocument();
  },
};

/** With the last ten days filtered, the export starts and the notice links to the transactions page. */
export const ExportWithRange: Story = {
  name: 'Export with a date range: started (BFF)',
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
