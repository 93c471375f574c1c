import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { SingleTab } from '@contract/catalog/taxonomy-lists.query';
import type { RestrictedCategory } from '@contract/catalog/taxonomy.types';
import { RestrictedCategoriesPage } from '@web/features/categories/pages/RestrictedCategoriesPage';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { emptyPage, restrictedPage, searchQuery } from './taxonomy-data';
import { listPagePlays } from '../support/list-states';

const query = searchQuery();
const page = restrictedPage(query);

const meta = {
  title: 'Categories/Restricted categories',
  component: RestrictedCategoriesPage,
  args: { query, state: readyList(page), onQueryChange: fn(), onFiltersApply: fn(), onFiltersReset: fn(), onRetry: fn() },
  render: (args) => (
    <Padded>
      <RestrictedCategoriesPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof RestrictedCategoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(page.items.length);
    await expect(canvas.getByText(page.items[0]!.reason)).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingList<RestrictedCategory, SingleTab>() },
  play: listPagePlays.loading,
};

export const Empty: Story = {
  name: 'Empty',
  args: { state: readyList(emptyPage(query)) },
  play: listPagePlays.empty('categories.restricted.empty'),
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<RestrictedCategory, SingleTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('categories.restricted.loadError'),
};

export const FilledTr = inTurkish(Filled);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
