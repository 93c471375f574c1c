import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { parseDeletedProductQuery, type DeletedProductRow } from '@contract/catalog/deleted-product.query';
import { pathOf } from '@contract/routes';
import { DeletedProductsListPage, type DeletedProductsListPageProps } from '@web/features/deleted-products/pages/DeletedProductsListPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { deletedPage } from '../product-edit/product-edit-data';
import { listPagePlays } from '../support/list-states';

const query = parseDeletedProductQuery({});
const page = deletedPage();

const meta = {
  title: 'Deleted products/Deleted products list',
  component: DeletedProductsListPage,
  render: (args) => (
    <Padded>
      <DeletedProductsListPage {...args} />
    </Padded>
  ),
  args: {
    query,
    state: readyList<DeletedProductRow, never>(page),
    onQueryChange: fn(),
    onFiltersApply: fn(),
    onFiltersReset: fn(),
    onRetry: fn(),
  },
  parameters: appParameters({ route: pathOf('deletedProducts') }),
} satisfies Meta<DeletedProductsListPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled',
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByTestId('data-row');
    await expect(rows).toHaveLength(Math.min(page.total, query.pageSize));
    await expect(rows[0]).toHaveTextContent(page.items[0]!.name);
  },
};

export const BadIdList: Story = {
  name: 'A product-id list that is not one, refused under the field',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(i18n.t('deletedProducts.filters.productIds')), '12, abc');
    await userEvent.click(canvas.getByTestId('filter-apply'));
    await expect(await canvas.findByText(i18n.t('validation.productIdList'))).toBeVisible();
    await expect(args.onFiltersApply).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  name: 'Empty',
  args: { state: readyList<DeletedProductRow, never>({ items: [], total: 0, page: 1, pageSize: query.pageSize, tabCounts: {} }) },
  play: listPagePlays.empty('deletedProducts.empty'),
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingList<DeletedProductRow, never>() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-loading')).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<DeletedProductRow, never>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('deletedProducts.loadError'),
};

export const FilledTr = inTurkish(Filled);
export const BadIdListTr = inTurkish(BadIdList);
export const EmptyTr = inTurkish(Empty);
export const LoadingTr = inTurkish(Loading);
export const FailedTr = inTurkish(Failed);
