import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { AdminReportsView } from '@web/features/admin-reports/views/AdminReportsView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { settledTable } from '../support/list-states';
import { LONG } from '../support/waits';

/** No range: the last 30 days to the mock world's day. */
const route = pathOf('adminReports');

/** The screen on the mock layer (the BFF and the sandbox in the page): the world's figures for the default range. */
const meta = {
  title: 'Admin/Reports/Screen (mock layer)',
  render: () => (
    <InMainLayout>
      <AdminReportsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled',
  play: async ({ canvasElement }) => {
    await expect(within(await settledTable(canvasElement)).getAllByTestId('data-row').length).toBeGreaterThan(0);
    await expect(await within(canvasElement).findByTestId('report-total-orders', {}, LONG)).not.toHaveTextContent(/^0$/);
  },
};
