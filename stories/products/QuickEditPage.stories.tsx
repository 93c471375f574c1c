import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { VariantRow } from '@contract/catalog/variant.api';
import type { VariantTab } from '@contract/catalog/variant.query';
import { QuickEditPage } from '@web/features/products/pages/QuickEditPage';
import { priceInputText } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { editsOf, NO_EDITS, noVariants, variantQuery, variantsPage } from './product-data';
import { formatNumber } from '@web/lib/format';
import { listPagePlays } from '../support/list-states';

const query = variantQuery();
const page = variantsPage(query);
const [first, second, third] = page.items as [VariantRow, VariantRow, VariantRow];
const rowOf = (canvas: HTMLElement, row: VariantRow) => canvas.querySelector<HTMLElement>(`[data-testid="data-row"][data-row-key="${row.id}"]`)!;

const meta = {
  title: 'Products/All Products (quick edit)',
  component: QuickEditPage,
  args: {
    query,
    state: readyList(page),
    choices: page.choices,
    edits: NO_EDITS,
    onQueryChange: fn(),
    onFiltersApply: fn(),
    onFiltersReset: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onSave: fn(),
    onDiscard: fn(),
    onDiscardRow: fn(),
  },
  render: (args) => (
    <Padded>
      <QuickEditPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof QuickEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled (all variants)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(Math.min(page.total, query.pageSize));
    await expect(canvas.getByTestId('tab-count-all')).toHaveTextContent(formatNumber(page.tabCounts.all));
    await expect(canvas.queryByTestId('edit-bar')).toBeNull();
    const price = within(rowOf(canvasElement, first)).getByTestId('edit-price');
    await userEvent.type(price, '9');
    // The input shows the stored price with its two decimals (web/src/lib/format.ts priceInputText).
    const shown = priceInputText(first.price);
    await expect(args.onEdit).toHaveBeenCalledWith(String(first.id), 'price', `${shown}9`, expect.objectContaining({ price: shown }));
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingList<VariantRow, VariantTab>() },
  play: listPagePlays.loading,
};

export const Empty: Story = {
  name: 'Empty',
  args: { state: readyList(noVariants(query)) },
  play: listPagePlays.empty(),
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<VariantRow, VariantTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('quickEdit.loadError'),
};

/** Two rows changed, one with a retail price below its price: the message sits under the cell and Save waits. */
export const WithInlineErrors: Story = {
  name: 'Changes with an inline error',
  args: {
    edits: editsOf([
      [first, { price: String(first.retailPrice + 10) }],
      [second, { stock: '12', status: 'inactive' }],
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const retail = within(rowOf(canvasElement, first)).getByTestId('edit-retailPrice');
    await expect(retail).toHaveAttribute('aria-invalid', 'true');
    await expect(within(rowOf(canvasElement, first)).getByTestId('edit-problem-retailPrice')).toHaveTextContent(i18n.t('validation.retailBelowPrice'));
    await expect(canvas.getByTestId('edit-count')).toHaveTextContent(i18n.t('list.edit.unsaved', { count: 2 }));
    await expect(canvas.getByTestId('edit-save')).toBeDisabled();
    await userEvent.click(canvas.getByTestId('edit-discard'));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};

export const ReadyToSave: Story = {
  name: 'Changes ready to save',
  args: {
    edits: editsOf([
      [first, { price: String(first.price), stock: '40' }],
      [second, { stock: '0' }],
      [third, { status: 'inactive' }],
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('edit-save')).toHaveTextContent(i18n.t('list.edit.save', { count: 3 }));
    await userEvent.click(canvas.getByTestId('edit-save'));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  name: 'Saving',
  args: {
    edits: editsOf(
      [
        [first, { stock: '40' }],
        [second, { stock: '0' }],
      ],
      { status: 'saving' },
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('edit-save')).toHaveTextContent(i18n.t('list.edit.saving'));
    await expect(canvas.getByTestId('edit-save')).toBeDisabled();
    await expect(within(rowOf(canvasElement, first)).getByTestId('edit-stock')).toBeDisabled();
  },
};

/** The service refused one row as a whole (its product was deleted meanwhile): the line under it says so; Undo drops it. */
export const RefusedRow: Story = {
  name: 'Save refused for one row',
  args: {
    edits: editsOf(
      [
        [first, { stock: '40' }],
        [second, { stock: '3' }],
      ],
      { serverProblems: { [String(second.id)]: { id: 'errors.productDeleted' } } },
    ),
  },
  play: async ({ canvasElement, args }) => {
    const line = within(canvasElement).getByTestId('row-problems');
    await expect(line).toHaveTextContent(i18n.t('errors.productDeleted'));
    await userEvent.click(within(line).getByTestId('row-undo'));
    await expect(args.onDiscardRow).toHaveBeenCalledWith(String(second.id));
  },
};

export const SaveFailed: Story = {
  name: 'Save failed (service down)',
  args: { edits: editsOf([[first, { stock: '40' }]], { error: apiFailure('downstreamUnavailable') }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('edit-error')).toHaveTextContent(i18n.t('errors.downstreamUnavailable'));
  },
};

/** A shared link with a product-id list that is not one: the filter bar says so at once. */
export const ProductIdsProblem: Story = {
  name: 'Filter problem: a product-id list that is not one',
  args: { query: variantQuery({ productIds: '101, abc' }), state: readyList(noVariants(query)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n.t('validation.productIdList'))).toBeVisible();
  },
};

export const FilledTr = inTurkish(Filled);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const WithInlineErrorsTr = inTurkish(WithInlineErrors);
export const ReadyToSaveTr = inTurkish(ReadyToSave);
export const SavingTr = inTurkish(Saving);
export const RefusedRowTr = inTurkish(RefusedRow);
export const SaveFailedTr = inTurkish(SaveFailed);
export const ProductIdsProblemTr = inTurkish(ProductIdsProblem);
export const WithInlineErrorsDark: Story = { ...WithInlineErrors, name: 'Changes with an inline error, English dark', globals: ENGLISH_DARK };
