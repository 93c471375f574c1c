import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { ClaimsListView } from '@web/features/claims/views/ClaimsListView';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories, settledTable } from '../support/list-states';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

const route = pathOf('claims');

/** The list on the mock layer in each state; its tabs, filters, the detail's states and Turkish are the page stories (ClaimsListPage, ClaimDetailPage). */
const meta = {
  title: 'Claims/Screen (mock layer)',
  render: () => (
    <InMainLayout>
      <ClaimsListView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.seller, route, errorKey: 'claims.loadError' });
export const Filled: Story = { ...states.Filled, name: 'Filled' };
export const Empty: Story = { ...states.Empty, name: 'Empty' };
export const Failed: Story = { ...states.Failed, name: 'Error' };
export const Slow: Story = { ...states.Slow, name: 'Loading' };

/** Export sends the filter in the URL through the BFF: a transaction starts, and the notice links to the transactions page. */
export const Export: Story = {
  name: 'Export started',
  parameters: appParameters({ session: SESSIONS.seller, route: `${route}?type=return` }),
  play: async ({ canvasElement }) => {
    await settledTable(canvasElement);
    await userEvent.click(within(canvasElement).getByTestId('toolbar-export'));
    const link = await within(canvasElement.ownerDocument.body).findByText(i18n.t('exports.openTransactions'), {}, LONG);
    await expect(link).toHaveAttribute('href', pathOf('transactions'));
    await expect(link.parentElement).toHaveTextContent(i18n.t('exports.started'));
  },
};
export const ExportTr = inTurkish(Export);
