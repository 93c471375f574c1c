import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { PackageRow, PackageTab } from '@contract/packages/package.types';
import { PackagesListPage } from '@web/features/packages/pages/PackagesListPage';
import { i18n } from '@web/lib/i18n';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { failedList, loadingList, noPackages, packageQuery, packagesPage, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { listPageHandlers, listPagePlays } from '../support/list-states';

const query = packageQuery();
const page = packagesPage(query);

const meta = {
  title: 'Packages/Packages list',
  component: PackagesListPage,
  args: {
    query,
    state: readyList(page),
    ...listPageHandlers(),
    onExport: fn(),
  },
  render: paddedRender(PackagesListPage),
} satisfies Meta<typeof PackagesListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled (Awaiting Invoice)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(Math.min(page.total, query.pageSize));
    await expect(canvas.getByTestId('tab-awaitingInvoice')).toHaveAttribute('aria-selected', 'true');
    // The package export needs a date range: the range says so before anyone presses Export.
    await expect(canvas.getByText(i18n.t('packages.filters.exportNeedsRange'))).toBeVisible();
  },
};

export const ShippedTab: Story = {
  name: 'Filled (Shipped tab)',
  args: { query: packageQuery({ tab: 'shipped' }), state: readyList(packagesPage(packageQuery({ tab: 'shipped' }))) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('tab-shipped')).toHaveAttribute('aria-selected', 'true');
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingList<PackageRow, PackageTab>() },
  play: listPagePlays.loading,
};

export const Empty: Story = {
  name: 'Empty',
  args: { state: readyList(noPackages(query)) },
  play: listPagePlays.empty(),
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<PackageRow, PackageTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('packages.loadError'),
};

/** Typed and applied: the bar says why and keeps the list as it was. */
export const DateRangeTooLong: Story = {
  name: 'Filter problem: a date range over 10 days',
  play: listPagePlays.dateRangeTooLong,
};

/** A range in the URL with one end missing. */
export const HalfARange: Story = {
  name: 'Filter problem: only a start date',
  args: { query: packageQuery({ from: '2026-01-10' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n.t('validation.dateRangeRequired'))).toBeVisible();
  },
};

export const FilledTr = inTurkish(Filled);
export const ShippedTabTr = inTurkish(ShippedTab);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const DateRangeTooLongTr = inTurkish(DateRangeTooLong);
export const HalfARangeTr = inTurkish(HalfARange);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
