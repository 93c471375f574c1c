import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ClaimTab } from '@contract/claims/claim.query';
import type { Claim } from '@contract/claims/claim.types';
import { pathOf } from '@contract/routes';
import { ClaimsListPage } from '@web/features/claims/pages/ClaimsListPage';
import { formatNumber } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { listPageHandlers, listPagePlays } from '../support/list-states';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { claimQuery, claimsPage, noClaims } from './claim-data';

const query = claimQuery();
const page = claimsPage(query);

const meta = {
  title: 'Claims/Claims list',
  component: ClaimsListPage,
  args: { query, state: readyList(page), ...listPageHandlers(), onExport: fn() },
  parameters: appParameters({ route: pathOf('claims') }),
  render: paddedRender(ClaimsListPage),
} satisfies Meta<typeof ClaimsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: every claim, newest first',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(Math.min(page.total, query.pageSize));
    await expect(canvas.getByTestId('tab-count-all')).toHaveTextContent(formatNumber(page.tabCounts.all));
    await expect(canvas.getByTestId('tab-count-waiting')).toHaveTextContent(formatNumber(page.tabCounts.waiting));
    const first = page.items[0]!;
    await expect(rows[0]).toHaveTextContent(first.customerName);
    await expect(within(rows[0]!).getByTestId('claim-status')).toHaveTextContent(i18n.t(`claims.status.${first.status}`));
    await expect(within(rows[0]!).getByRole('link', { name: first.marketplaceOrderId })).toHaveAttribute('href', `/orders/${first.orderId}`);
    await expect(within(rows[0]!).getByRole('link', { name: String(first.id) })).toHaveAttribute('href', `/claims/${first.id}`);
    await userEvent.click(canvas.getByTestId('tab-waiting'));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ tab: 'waiting' });
  },
};

const returnsQuery = claimQuery({ tab: 'waiting', type: 'return' });
export const WaitingReturns: Story = {
  name: 'Waiting tab, returns only (the dashboard’s claim-type slice)',
  args: { query: returnsQuery, state: readyList(claimsPage(returnsQuery)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tab-waiting')).toHaveAttribute('aria-selected', 'true');
    for (const badge of canvas.getAllByTestId('claim-status')) await expect(badge).toHaveTextContent(i18n.t('claims.status.waiting'));
    for (const row of canvas.getAllByTestId('data-row')) await expect(row).toHaveTextContent(i18n.t('claims.types.return'));
    await expect(canvas.getByLabelText(i18n.t('claims.filters.type'))).toHaveValue('return');
  },
};

export const DateRangeProblem: Story = {
  name: 'Filter problem: a date range over 10 days',
  play: listPagePlays.dateRangeTooLong,
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingList<Claim, ClaimTab>() },
  play: listPagePlays.loading,
};

export const Empty: Story = {
  name: 'Empty',
  args: { state: readyList(noClaims(query)) },
  play: listPagePlays.empty(),
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<Claim, ClaimTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('claims.loadError'),
};

export const FilledTr = inTurkish(Filled);
export const WaitingReturnsTr = inTurkish(WaitingReturns);
export const DateRangeProblemTr = inTurkish(DateRangeProblem);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
