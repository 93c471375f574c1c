import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Transaction, TransactionTab } from '@contract/transactions/transaction.types';
import { TransactionsListPage } from '@web/features/transactions/pages/TransactionsListPage';
import { formatNumber } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { listPagePlays } from '../support/list-states';
import { failedList, loadingList, readyList, SELLER_COMPANY_ID, STORY_NOW } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { storyTransactions, transactionQuery, transactionsPage, TX } from './transaction-data';

const query = transactionQuery();
const newestFirst = storyTransactions(SELLER_COMPANY_ID, 'usr-ayse', STORY_NOW).reverse();
const page = transactionsPage(query, newestFirst);

/** The transactions page from props: its states, and what each kind of job shows. */
const meta = {
  title: 'Transactions/Transactions list',
  component: TransactionsListPage,
  args: {
    query,
    state: readyList(page),
    detailId: null,
    detail: { status: 'idle', id: null, data: null, error: null },
    onQueryChange: fn(),
    onFiltersApply: fn(),
    onFiltersReset: fn(),
    onRetry: fn(),
    onOpenDetail: fn(),
    onRetryDetail: fn(),
  },
  render: (args) => (
    <Padded>
      <TransactionsListPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof TransactionsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled (running, warned, failed, done)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(5);
    const running = within(rows[0]!);
    await expect(running.getByText(i18n.t('transactions.progress.of', { done: formatNumber(400), total: formatNumber(1000) }))).toBeVisible();
    await expect(within(rows[1]!).getByTestId('transaction-status')).toHaveTextContent(i18n.t('transactions.status.warning'));
    await expect(within(rows[1]!).getByRole('link', { name: 'variants-winter-errors.xlsx' })).toBeVisible();
    await expect(canvas.getByTestId('tab-count-error')).toHaveTextContent('2');
    await userEvent.click(within(rows[2]!).getByText(i18n.t('transactions.methods.fulfillmentDayImport')));
    await expect(args.onOpenDetail).toHaveBeenCalledWith(TX.failed);
  },
};

export const MethodFilter: Story = {
  name: 'Method filter applied',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: i18n.t('transactions.filters.method') }),
      i18n.t('transactions.methods.productVariantImport'),
    );
    await userEvent.click(canvas.getByTestId('filter-apply'));
    await expect(args.onFiltersApply).toHaveBeenCalledWith({ method: 'productVariantImport' });
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingList<Transaction, TransactionTab>() },
  play: listPagePlays.loading,
};

export const Empty: Story = {
  name: 'Empty',
  args: { state: readyList(transactionsPage(query, [])) },
  play: listPagePlays.empty(),
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<Transaction, TransactionTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('transactions.loadError'),
};

export const FilledTr = inTurkish(Filled);
export const MethodFilterTr = inTurkish(MethodFilter);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
