import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { AdminStockToolsView } from '@web/features/admin-stock-tools/views/AdminStockToolsView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';
import { PREVIEW, STORY_COMPANY_ID } from './stock-tools-data';

/** The screen on the mock layer (the BFF and the sandbox in the page): the chosen company's stock per marketplace. */
const meta = {
  title: 'Admin/Stock tools/Screen (mock layer)',
  render: () => (
    <InMainLayout>
      <AdminStockToolsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route: `${pathOf('adminStockTools')}?companyId=${STORY_COMPANY_ID}` }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled',
  play: async ({ canvasElement }) => {
    const units = await waitFor(async () => within(canvasElement).findByTestId('stock-units-all'), LONG);
    await expect(within(canvasElement).getByTestId('stock-tools-company')).toHaveTextContent(PREVIEW.companyName);
    await expect(units).toBeVisible();
  },
};
export const FilledTr = inTurkish(Filled);
