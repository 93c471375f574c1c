import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BrandTab } from '@contract/catalog/brand.api';
import type { Brand } from '@contract/catalog/taxonomy.types';
import { BrandsListPage } from '@web/features/brands/pages/BrandsListPage';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { brandQuery, brandsPage, noBrands } from './brand-data';
import { listPagePlays } from '../support/list-states';

const query = brandQuery();
const page = brandsPage(query);

const meta = {
  title: 'Brands/Brands list',
  component: BrandsListPage,
  args: { query, state: readyList(page), onQueryChange: fn(), onFiltersApply: fn(), onFiltersReset: fn(), onRetry: fn(), onAdd: fn() },
  render: (args) => (
    <Padded>
      <BrandsListPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof BrandsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(Math.min(page.total, query.pageSize));
    await expect(canvas.getByTestId('tab-count-all')).toHaveTextContent(String(page.tabCounts.all));
    await expect(canvas.getByText(page.items[0]!.name)).toBeVisible();
    await userEvent.click(canvas.getByTestId('toolbar-add'));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingList<Brand, BrandTab>() },
  play: listPagePlays.loading,
};

export const Empty: Story = {
  name: 'Empty',
  args: { state: readyList(noBrands(query)) },
  play: listPagePlays.empty(),
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<Brand, BrandTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('brands.loadError'),
};

export const FilledTr = inTurkish(Filled);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
