import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ClaimTab } from '@contract/claims/claim.query';
import type { Claim } from '@contract/claims/claim.types';
import { pathOf } from '@contract/routes';
import { ClaimsListPage } from '@web/features/claims/pages/ClaimsListPage';
import { reasonIn } from '@web/features/claims/components/claim-list-config';
import { formatNumber } from '@web/lib/format';
import { currentLanguage, i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { listPageHandlers, listPagePlays } from '../support/list-states';
import { failedList, loadingList, readyList, STORY_NOW } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { claimQuery, claimsPage, noClaims } from './claim-data';

const query = claimQuery();
const page = claimsPage(query);

const meta = {
  title: 'Claims/Claims list',
  component: ClaimsListPage,
  args: { query, state: readyList(page), ...listPageHandlers(), onExport: fn(), clock: () => STORY_NOW },
  parameters: appParameters({ route: pathOf('claims') }),
  render: paddedRender(ClaimsListPage),
} satisfies Meta<typeof ClaimsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: waiting for you, the decision due soonest first, counting down; the reason in your language',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(Math.min(page.total, query.pageSize));
    await expect(canvas.getByTestId('tab-waiting')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('tab-count-all')).toHaveTextContent(formatNumber(page.tabCounts.all));
    await expect(canvas.getByTestId('tab-count-waiting')).toHaveTextContent(formatNumber(page.tabCounts.waiting));
    const first = page.items[0]!;
    await expect(rows[0]).toHaveTextContent(first.customerName);
    await expect(rows[0]).toHaveTextContent(reasonIn(first, currentLanguage()));
    await expect(within(rows[0]!).getByTestId('countdown')).toBeVisible();
    await expect(within(rows[0]!).getByTestId('claim-status')).toHaveTextContent(i18n.t(`claims.status.${first.status}`));
    await expect(within(rows[0]!).getByRole('link', { name: first.marketplaceOrderId })).toHaveAttribute('href', `/orders/${first.orderId}`);
    await expect(within(rows[0]!).getByRole('link', { name: String(first.id) })).toHaveAttribute('href', `/claims/${first.id}`);
    await userEvent.click(canvas.getByTestId('tab-all'));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ tab: 'all' });
  },
};

const returnsQuery = claimQuery({ tab: 'waiting', type: 'return' });
export const WaitingReturns: Story = {
  name: 'Waiting tab, returns only',
  args: { query: returnsQuery, state: readyList(claimsPage(returnsQuery)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tab-waiting')).toHaveAttribute('aria-selected', 'true');
    for (const badge of canvas.getAllByTestId('claim-status')) await expect(badge).toHaveTextContent(i18n.t('claims.status.waiting'));
    for (const row of canvas.getAllByTestId('data-row')) await expect(row).toHaveTextContent(i18n.t('claims.types.return'));
    await expect(canvas.getByLabelText(i18n.t('claims.filters.type'))).toHaveValue('return');
  },
};

const typeSliceQuery = claimQuery({ tab: 'all', type: 'missingPart' });
export const TypeSlice: Story = {
  name: 'All tab, one type (the dashboard’s claim-type slice)',
  args: { query: typeSliceQuery, state: readyList(claimsPage(typeSliceQuery)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tab-all')).toHaveAttribute('aria-selected', 'true');
    for (const row of canvas.getAllByTestId('data-row')) await expect(row).toHaveTextContent(i18n.t('claims.types.missingPart'));
  },
};

export const DateRangeProblem: Story = {
  name: 'Filter problem: a date range over 10 days (the folded filters opened)',
  play: async (context) => {
    await userEvent.click(within(context.canvasElement).getByTestId('filter-toggle'));
    await listPagePlays.dateRangeTooLong(context);
  },
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
export const TypeSliceTr = inTurkish(TypeSlice);
export const DateRangeProblemTr = inTurkish(DateRangeProblem);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
