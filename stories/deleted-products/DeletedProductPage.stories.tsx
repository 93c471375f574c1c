import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DeletedProductAnswer } from '@contract/catalog/product.api';
import { pathOf } from '@contract/routes';
import { DeletedProductPage, type DeletedProductPageProps } from '@web/features/deleted-products/pages/DeletedProductPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { failedDetail, loadingDetail, readyDetail } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { DELETED, deletedRoute } from '../product-edit/product-edit-data';

const meta = {
  title: 'Deleted products/Deleted product',
  component: DeletedProductPage,
  render: (args) => (
    <Padded>
      <DeletedProductPage {...args} />
    </Padded>
  ),
  args: { state: readyDetail(DELETED, DELETED.product.id), listHref: pathOf('deletedProducts'), onRetry: fn() },
  parameters: appParameters({ route: deletedRoute() }),
} satisfies Meta<DeletedProductPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Product: Story = {
  name: 'Filled: the product as it was deleted',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('deleted-notice')).toBeVisible();
    await expect(canvas.getByTestId('field-name')).toHaveTextContent(DELETED.product.name);
  },
};

export const Variants: Story = {
  name: 'Filled: the variants it had',
  parameters: appParameters({ route: deletedRoute() + '?tab=variants' }),
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByTestId('panel-variants')).getAllByTestId('data-row')).toHaveLength(DELETED.variants.length);
  },
};

export const NoVariants: Story = {
  name: 'Variants tab: empty',
  args: { state: readyDetail<DeletedProductAnswer>({ ...DELETED, variants: [] }, DELETED.product.id) },
  parameters: appParameters({ route: deletedRoute() + '?tab=variants' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('panel-variants')).toHaveTextContent(i18n.t('deletedProducts.detail.noVariants'));
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingDetail<DeletedProductAnswer>() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};
export const NotFound: Story = {
  name: 'Not found',
  args: { state: failedDetail<DeletedProductAnswer>(apiFailure('notFound')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-not-found')).toHaveTextContent(i18n.t('errors.notFound'));
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedDetail<DeletedProductAnswer>(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const error = within(canvasElement).getByTestId('detail-error');
    await expect(error).toHaveTextContent(i18n.t('deletedProducts.detail.loadError'));
    await userEvent.click(within(error).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ProductTr = inTurkish(Product);
export const VariantsTr = inTurkish(Variants);
export const NoVariantsTr = inTurkish(NoVariants);
export const LoadingTr = inTurkish(Loading);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
