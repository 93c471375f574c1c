import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AdminMpProductRow } from '@contract/admin-mp-products/admin-mp-product.query';
import type { MpProductTab } from '@contract/catalog/mp-product.query';
import { AdminMpProductsPage } from '@web/features/admin-mp-products/pages/AdminMpProductsPage';
import { formatNumber } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { listPagePlays } from '../support/list-states';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { adminMpProductQuery, adminMpProductsPage, noAdminMpProducts } from './admin-mp-products-data';

const query = adminMpProductQuery({ sku: 'G' });
const page = adminMpProductsPage(query);
const first = page.items[0]!;
const openLabel = (row: AdminMpProductRow) => i18n.t('adminMpProducts.openAsSellerLabel', { company: row.companyName });

const meta = {
  title: 'Admin/Marketplace products/Page',
  component: AdminMpProductsPage,
  args: {
    query,
    state: readyList(page),
    opening: null,
    openError: null,
    onQueryChange: fn(),
    onFiltersApply: fn(),
    onFiltersReset: fn(),
    onRetry: fn(),
    onOpenAsSeller: fn(),
  },
  render: (args) => (
    <Padded>
      <AdminMpProductsPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof AdminMpProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled (one company, a SKU search)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows.length).toBeGreaterThan(0);
    await expect(rows[0]).toHaveTextContent(first.companyName);
    await expect(canvas.getByTestId('tab-count-all')).toHaveTextContent(formatNumber(page.tabCounts.all));
    await expect(within(canvas.getByTestId('filter-bar')).getByLabelText(i18n.t('mpProducts.filters.sku'))).toHaveValue('G');
    await userEvent.click(canvas.getAllByRole('button', { name: openLabel(first) })[0]!);
    await expect(args.onOpenAsSeller).toHaveBeenCalledWith(first);
  },
};

export const Opening: Story = {
  name: 'Opening a company as the seller (buttons wait)',
  args: { opening: first.companyId },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByTestId('open-as-seller')) await expect(button).toBeDisabled();
  },
};

export const OpenRefused: Story = {
  name: 'Opening refused (the reason, the list kept)',
  args: { openError: apiFailure('forbidden') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.forbidden'));
    await expect(canvas.getAllByTestId('data-row').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { state: loadingList<AdminMpProductRow, MpProductTab>() },
  play: listPagePlays.loading,
};

export const Empty: Story = {
  args: { state: readyList(noAdminMpProducts(query)) },
  play: listPagePlays.empty('adminMpProducts.empty'),
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<AdminMpProductRow, MpProductTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('adminMpProducts.loadError'),
};

export const ProductIdProblem: Story = {
  name: 'Filter problem: product ids that are not a list',
  play: async ({ canvasElement, args }) => {
    const filters = within(within(canvasElement).getByTestId('filter-bar'));
    await userEvent.type(filters.getByLabelText(i18n.t('mpProducts.filters.productId')), '101, abc');
    await userEvent.click(filters.getByTestId('filter-apply'));
    await expect(await filters.findByText(i18n.t('validation.productIdList'))).toBeVisible();
    await expect(args.onFiltersApply).not.toHaveBeenCalled();
  },
};

export const FilledTr = inTurkish(Filled);
export const OpeningTr = inTurkish(Opening);
export const OpenRefusedTr = inTurkish(OpenRefused);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const ProductIdProblemTr = inTurkish(ProductIdProblem);
