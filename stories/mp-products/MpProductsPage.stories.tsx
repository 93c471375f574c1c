import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MpProductRow, MpProductTab } from '@contract/catalog/mp-product.query';
import { pathOf, PUBLIC_PATHS } from '@contract/routes';
import { MpProductsPage } from '@web/features/mp-products/pages/MpProductsPage';
import { formatNumber } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { mpProductQuery, mpProductsPage, noMpProducts } from './mp-products-data';
import { listPagePlays } from '../support/list-states';

const query = mpProductQuery();
const page = mpProductsPage(query);

const meta = {
  title: 'Marketplace Products/Page',
  component: MpProductsPage,
  args: { query, state: readyList(page), onQueryChange: fn(), onFiltersApply: fn(), onFiltersReset: fn(), onRetry: fn() },
  render: (args) => (
    <Padded>
      <MpProductsPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof MpProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled (all statuses)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(query.pageSize);
    await expect(canvas.getByTestId('tab-count-all')).toHaveTextContent(formatNumber(page.tabCounts.all));
    const first = page.items[0]!;
    await expect(canvas.getAllByRole('link', { name: first.sku })[0]).toHaveAttribute('href', pathOf('productEdit', { productId: first.productId }));
  },
};

const lockedQuery = mpProductQuery({ tab: 'locked' });
export const LockedTab: Story = {
  name: 'Locked tab (locks until when)',
  args: { query: lockedQuery, state: readyList(mpProductsPage(lockedQuery)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tab-locked')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByTestId('mp-lock').length).toBeGreaterThan(0);
  },
};

const noonQuery = mpProductQuery({ marketplace: 'noon-sa', sort: '-price' });
export const NoonKsaByPrice: Story = {
  name: 'Noon KSA, dearest first (prices in SAR)',
  args: { query: noonQuery, state: readyList(mpProductsPage(noonQuery)) },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByTestId('data-row');
    await expect(rows[0]).toHaveTextContent(i18n.t('marketplaces.noon-sa'));
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingList<MpProductRow, MpProductTab>() },
  play: listPagePlays.loading,
};

export const Empty: Story = {
  name: 'Empty',
  args: { state: readyList(noMpProducts(query)) },
  play: listPagePlays.empty(),
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<MpProductRow, MpProductTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('mpProducts.loadError'),
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

/** An admin acting as the seller, come from the admin's marketplace products: the way back to that search. */
export const WayBackToAdmin: Story = {
  name: 'Admin acting as the seller: the way back to the admin search',
  args: { backHref: `${PUBLIC_PATHS.adminBack}?target=mp-products` },
  play: async ({ canvasElement }) => {
    const back = within(canvasElement).getByRole('link', { name: i18n.t('menu.backToMpProducts') });
    await expect(back).toHaveAttribute('href', `${PUBLIC_PATHS.adminBack}?target=mp-products`);
  },
};

export const FilledTr = inTurkish(Filled);
export const WayBackToAdminTr = inTurkish(WayBackToAdmin);
export const LockedTabTr = inTurkish(LockedTab);
export const NoonKsaByPriceTr = inTurkish(NoonKsaByPrice);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const ProductIdProblemTr = inTurkish(ProductIdProblem);
