import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { OldAttributeRow, SingleTab } from '@contract/catalog/taxonomy-lists.query';
import { OldAttributesPage } from '@web/features/categories/pages/OldAttributesPage';
import { nameIn } from '@contract/localized-name';
import { currentLanguage, i18n } from '@web/lib/i18n';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { emptyPage, oldAttributesPage, oldAttributeQuery } from './taxonomy-data';
import { listPagePlays } from '../support/list-states';

const query = oldAttributeQuery();
const page = oldAttributesPage(query);

const meta = {
  title: 'Categories/Old attributes',
  component: OldAttributesPage,
  args: { query, state: readyList(page), onQueryChange: fn(), onFiltersApply: fn(), onFiltersReset: fn(), onRetry: fn() },
  render: (args) => (
    <Padded>
      <OldAttributesPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof OldAttributesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(page.items.length);
    await expect(canvas.getByText(nameIn(page.items[0]!.name, currentLanguage()))).toBeVisible();
    await expect(canvas.getAllByText(i18n.t(`categories.attributeType.${page.items[0]!.type}`)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingList<OldAttributeRow, SingleTab>() },
  play: listPagePlays.loading,
};

export const Empty: Story = {
  name: 'Empty',
  args: { state: readyList(emptyPage(query)) },
  play: listPagePlays.empty(),
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<OldAttributeRow, SingleTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('categories.oldAttributes.loadError'),
};

export const FilledTr = inTurkish(Filled);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
