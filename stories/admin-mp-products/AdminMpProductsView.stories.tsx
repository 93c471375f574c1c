import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AdminMpProductsView } from '@web/features/admin-mp-products/views/AdminMpProductsView';
import { storage } from '@web/lib/storage';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories, settledTable } from '../support/list-states';
import { inTurkish } from '../support/turkish';

/** One company keeps the BFF stories quick; the whole run generates every company's catalogue on its first call. */
const route = `${pathOf('adminMpProducts')}?companyId=1002`;

const meta = {
  title: 'Admin/Marketplace products/Screen (through the BFF)',
  render: () => (
    <InMainLayout>
      <AdminMpProductsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'adminMpProducts.loadError', emptyKey: 'adminMpProducts.empty' });
export const Filled: Story = { ...states.Filled, name: 'Filled (BFF default)' };
export const Empty: Story = { ...states.Empty, name: 'Empty (BFF empty)' };
export const Failed: Story = { ...states.Failed, name: 'Error (BFF errors)' };
export const Slow: Story = { ...states.Slow, name: 'Loading (BFF slow)' };

/** The search is remembered for the way back from a seller. */
export const RemembersSearch: Story = {
  name: 'Remembers the search (BFF)',
  parameters: appParameters({ session: SESSIONS.admin, route: `${route}&marketplace=noon-ae` }),
  play: async ({ canvasElement }) => {
    await expect(within(await settledTable(canvasElement)).getAllByTestId('data-row').length).toBeGreaterThan(0);
    await waitFor(() => expect(storage.get('mpProductSearch')).toEqual({ companyId: '1002', marketplace: 'noon-ae' }));
  },
};

export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
