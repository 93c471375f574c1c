import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QuickEditView } from '@web/features/products/views/QuickEditView';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { TURKISH_DARK } from '../support/globals';
import { InMainLayout } from '../support/layouts';
import { listStateStories, settledTable } from '../support/list-states';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

/** /products/quick-edit in the shell: view, store and sagas against one scenario of the BFF in the page, signed in as Ayşe. */
const meta = {
  title: 'Products/All Products (through the BFF)',
  render: () => (
    <InMainLayout>
      <QuickEditView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('allProducts') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const firstRow = (table: HTMLElement) => within(table).getAllByTestId('data-row')[0]!;

const states = listStateStories({ session: SESSIONS.seller, route: pathOf('allProducts'), errorKey: 'quickEdit.loadError' });
export const Filled: Story = { ...states.Filled, name: 'Filled (BFF default)' };
export const Empty: Story = { ...states.Empty, name: 'Empty (BFF empty)' };
export const Failed: Story = { ...states.Failed, name: 'Error (BFF errors)' };
export const Slow: Story = { ...states.Slow, name: 'Loading (BFF slow)' };

/** Typed below the price: the retail price's message shows under the cell at once, and Save waits. */
export const InlineError: Story = {
  name: 'Retail below price, refused as you type (BFF)',
  play: async ({ canvasElement }) => {
    const row = within(firstRow(await settledTable(canvasElement)));
    const retail = row.getByTestId('edit-retailPrice');
    await userEvent.clear(retail);
    await userEvent.type(retail, '0.5');
    await expect(await row.findByText(i18n.t('validation.retailBelowPrice'))).toBeVisible();
    await expect(within(canvasElement).getByTestId('edit-save')).toBeDisabled();
  },
};

/** A stock typed and saved: the sandbox stores it, the notice counts it, and the row shows the stored value. */
export const EditAndSave: Story = {
  name: 'Edit and save (BFF)',
  play: async ({ canvasElement }) => {
    const table = await settledTable(canvasElement);
    const key = firstRow(table).dataset.rowKey!;
    const stock = within(firstRow(table)).getByTestId('edit-stock');
    await userEvent.clear(stock);
    await userEvent.type(stock, '77');
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('edit-save')).toHaveTextContent(i18n.t('list.edit.save', { count: 1 }));
    await userEvent.click(canvas.getByTestId('edit-save'));
    await expect(await within(canvasElement.ownerDocument.body).findByText(i18n.t('quickEdit.saved', { count: 1 }), {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByTestId('edit-bar')).toBeNull());
    const saved = canvasElement.querySelector(`[data-testid="data-row"][data-row-key="${key}"] [data-testid="edit-stock"]`);
    await waitFor(() => expect(saved).toHaveValue('77'));
  },
};

/** A shared link filtered by two product ids. */
export const ProductIdsFromUrl: Story = {
  name: 'Filtered by a product-id list from the URL (BFF)',
  parameters: appParameters({ session: SESSIONS.seller, route: `${pathOf('allProducts')}?productIds=abc,1` }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(i18n.t('validation.productIdList'), {}, LONG)).toBeVisible();
    await expect(within(canvasElement).queryByText(i18n.t('quickEdit.loadError'))).toBeNull();
  },
};

export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const InlineErrorTr = inTurkish(InlineError);
export const EditAndSaveTr = inTurkish(EditAndSave);
export const ProductIdsFromUrlTr = inTurkish(ProductIdsFromUrl);
export const FilledTurkishDark: Story = { ...Filled, name: 'Filled, Turkish dark', globals: TURKISH_DARK };
