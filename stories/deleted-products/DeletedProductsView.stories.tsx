import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pathOf, routeById } from '@contract/routes';
import { DeletedProductsListView } from '@web/features/deleted-products/views/DeletedProductsListView';
import { DeletedProductView } from '@web/features/deleted-products/views/DeletedProductView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { listStateStories } from '../support/list-states';
import { InMainLayoutRoutes } from '../support/route-layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

/** /deleted-products and /deleted-products/:productId in the shell, against the BFF in the page: a row opens its Deleted Product view. */
const meta = {
  title: 'Deleted products/Deleted products (through the BFF)',
  render: () => (
    <InMainLayoutRoutes
      routes={[
        { path: pathOf('deletedProducts'), element: <DeletedProductsListView /> },
        { path: routeById('deletedProduct')?.path ?? '', element: <DeletedProductView /> },
      ]}
    />
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('deletedProducts') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  session: SESSIONS.seller,
  route: pathOf('deletedProducts'),
  errorKey: 'deletedProducts.loadError',
  emptyKey: 'deletedProducts.empty',
});

export const OpensOne: Story = {
  name: 'Filled: a row opens the deleted product (BFF default)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [row] = await canvas.findAllByTestId('data-row', {}, LONG);
    await userEvent.click(within(row!).getAllByRole('link')[0]!);
    await expect(await canvas.findByTestId('deleted-notice', {}, LONG)).toBeVisible();
  },
};
export const Empty: Story = { ...states.Empty, name: 'Empty (BFF empty)' };
export const Failed: Story = { ...states.Failed, name: 'Error (BFF errors)' };

export const OpensOneTr = inTurkish(OpensOne);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
