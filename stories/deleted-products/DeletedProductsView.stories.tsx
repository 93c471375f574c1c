import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pathOf, routeById } from '@contract/routes';
import { DeletedProductsListView } from '@web/features/deleted-products/views/DeletedProductsListView';
import { DeletedProductView } from '@web/features/deleted-products/views/DeletedProductView';
import { i18n } from '@web/lib/i18n';
import type { MockScenario } from '@mocks/mirage/scenarios';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayoutRoutes } from '../support/route-layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';


/** /deleted-products and /deleted-products/:productId in the shell, against Mirage: a row opens its Deleted Product view. */
const meta = {
  title: 'Deleted products/Deleted products (through Mirage)',
  render: () => (
    <InMainLayoutRoutes routes={[
      { path: pathOf('deletedProducts'), element: <DeletedProductsListView /> },
      { path: routeById('deletedProduct')?.path ?? '', element: <DeletedProductView /> },
    ]} />
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('deletedProducts') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const inScenario = (scenario: MockScenario, testId: string, textKey: string): Story => ({
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('deletedProducts'), mirage: { scenario } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId(testId, {}, LONG)).toHaveTextContent(i18n.t(textKey));
  },
});

export const OpensOne: Story = {
  name: 'Filled: a row opens the deleted product (Mirage default)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [row] = await canvas.findAllByTestId('data-row', {}, LONG);
    await userEvent.click(within(row!).getAllByRole('link')[0]!);
    await expect(await canvas.findByTestId('deleted-notice', {}, LONG)).toBeVisible();
  },
};
export const Empty: Story = { ...inScenario('empty', 'list-empty', 'deletedProducts.empty'), name: 'Empty (Mirage empty)' };
export const Failed: Story = { ...inScenario('errors', 'list-error', 'deletedProducts.loadError'), name: 'Error (Mirage errors)' };

export const OpensOneTr = inTurkish(OpensOne);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
