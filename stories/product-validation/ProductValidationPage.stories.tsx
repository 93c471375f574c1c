import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { ProductValidationRow } from '@contract/catalog/product-validation';
import { pathOf } from '@contract/routes';
import { ProductValidationPage } from '@web/features/product-validation/pages/ProductValidationPage';
import { i18n } from '@web/lib/i18n';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { noFailingProducts, validationPage, validationQuery } from '../products/product-data';
import { listPagePlays } from '../support/list-states';

const query = validationQuery({ pageSize: '10' });
const page = validationPage(query);

const meta = {
  title: 'Products/Product Validation',
  component: ProductValidationPage,
  args: { query, state: readyList(page), onQueryChange: fn(), onRetry: fn() },
  render: (args) => (
    <Padded>
      <ProductValidationPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof ProductValidationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled (products that fail, with reasons)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(Math.min(page.total, query.pageSize));
    await expect(canvas.getByTestId('validation-summary')).toHaveTextContent(i18n.t('productValidation.summary', { count: page.total, checked: page.checked }));
    await expect(canvas.getAllByText(i18n.t('productValidation.rowMessage')).length).toBe(Math.min(page.total, query.pageSize));
    const [first] = page.items;
    await expect(canvas.getAllByTestId('product-link')[0]).toHaveAttribute('href', pathOf('productEdit', { productId: first!.productId }));
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingList<ProductValidationRow, never>() },
  play: listPagePlays.loading,
};

/** Every product passes: the notice says so. */
export const NoErrors: Story = {
  name: 'Empty (no product has validation errors)',
  args: { state: readyList(noFailingProducts(query)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('productValidation.noErrors'));
    await expect(within(canvasElement).queryByTestId('validation-summary')).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<ProductValidationRow, never>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('productValidation.loadError'),
};

export const FilledTr = inTurkish(Filled);
export const LoadingTr = inTurkish(Loading);
export const NoErrorsTr = inTurkish(NoErrors);
export const FailedTr = inTurkish(Failed);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
