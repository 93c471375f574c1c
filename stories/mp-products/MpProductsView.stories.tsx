import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MpProductsView } from '@web/features/mp-products/views/MpProductsView';
import { i18n } from '@web/lib/i18n';
import { storage } from '@web/lib/storage';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories, settledTable } from '../support/list-states';
import { inTurkish } from '../support/turkish';

const meta = {
  title: 'Marketplace Products/Screen (through the BFF)',
  render: () => (
    <InMainLayout>
      <MpProductsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('mpProducts') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.seller, route: pathOf('mpProducts'), errorKey: 'mpProducts.loadError' });
export const Filled: Story = { ...states.Filled, name: 'Filled (BFF default)' };
export const Empty: Story = { ...states.Empty, name: 'Empty (BFF empty)' };
export const Failed: Story = { ...states.Failed, name: 'Error (BFF errors)' };
export const Slow: Story = { ...states.Slow, name: 'Loading (BFF slow)' };

/** A link with filters: the Noon UAE rows of the Salable tab. */
export const FilteredFromUrl: Story = {
  name: 'Salable on Noon UAE, from the URL (BFF)',
  parameters: appParameters({ session: SESSIONS.seller, route: `${pathOf('mpProducts')}?tab=salable&marketplace=noon-ae` }),
  play: async ({ canvasElement }) => {
    const table = within(await settledTable(canvasElement));
    for (const badge of table.getAllByTestId('mp-status')) await expect(badge).toHaveTextContent(i18n.t('mpProducts.statuses.salable'));
  },
};

/** An admin acting as the seller who did not come from the admin's marketplace products: no way back, and nothing kept. */
export const ActingAdminWithoutSearch: Story = {
  name: 'Admin acting as the seller, no remembered search: no way back (BFF)',
  parameters: appParameters({ session: SESSIONS.adminAsUser, route: pathOf('mpProducts') }),
  play: async ({ canvasElement }) => {
    await settledTable(canvasElement);
    await expect(within(canvasElement).queryByTestId('back-to-admin-mp-products')).toBeNull();
    await waitFor(() => expect(storage.has('mpProductSearch')).toBe(false));
  },
};

export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const FilteredFromUrlTr = inTurkish(FilteredFromUrl);
