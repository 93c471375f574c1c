import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PeriodKind, ReconciliationLine } from '@contract/reconciliation/reconciliation.types';
import { ReconciliationPage } from '@web/features/reconciliation/pages/ReconciliationPage';
import type { ReconciliationListState } from '@web/features/reconciliation/reconciliation.resources';
import type { Language } from '@contract/api/session';
import { formatMoney } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { emptyReconciliation, readyLines, reconciliationAnswer, reconciliationQuery } from '../support/accounting-data';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { failedList, loadingList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { listPageHandlers, listPagePlays } from '../support/list-states';

const current = reconciliationQuery();
const currentAnswer = reconciliationAnswer(current);
const past = reconciliationQuery({ tab: 'past' });
const future = reconciliationQuery({ tab: 'future' });
const asState = (state: unknown) => state as ReconciliationListState;

const meta = {
  title: 'Reconciliation/Reconciliation',
  component: ReconciliationPage,
  args: {
    query: current,
    state: readyLines(currentAnswer),
    ...listPageHandlers(),
    onExport: fn(),
  },
  render: paddedRender(ReconciliationPage),
} satisfies Meta<typeof ReconciliationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An amount as the page shows it (jest-dom reads text with its spaces collapsed, Intl puts a no-break space after a code). */
const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language as Language).replace(/\s+/g, ' ');

export const Filled: Story = {
  name: 'Filled: the current period, its totals and lines',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const period = currentAnswer.period!;
    await expect(canvas.getByTestId('tab-current')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('total-payable')).toHaveTextContent(money(period.totals.payable, period.currency));
    await expect(canvas.getByTestId('total-salesCommission')).toHaveTextContent(i18n.t('reconciliation.totals.salesCommission'));
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(Math.min(period.lineCount, current.pageSize));
    await userEvent.click(canvas.getByTestId('toolbar-export'));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** Several closed periods: the picker lists them, newest first, and picking one changes the URL's period. */
export const PastPeriods: Story = {
  name: 'Filled: past periods with the picker',
  args: { query: past, state: readyLines(reconciliationAnswer(past)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByTestId('period-select');
    await expect(select).toBeEnabled();
    const older = (select as HTMLSelectElement).options[1]!.value;
    await userEvent.selectOptions(select, older);
    await expect(args.onQueryChange).toHaveBeenCalledWith({ period: Number(older) });
  },
};

/** Items on their way: their sales are expected, and say so. */
export const FuturePeriod: Story = {
  name: 'Filled: a future period (expected sales)',
  args: { query: future, state: readyLines(reconciliationAnswer(future)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tab-future')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByTestId('line-expected').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: asState(loadingList<ReconciliationLine, PeriodKind>()) },
  play: listPagePlays.loading,
};

/** A company with no orders yet: its open period, all zero, and no lines. */
export const Empty: Story = {
  name: 'Empty',
  args: { state: readyLines(emptyReconciliation(current)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('list-empty')).toHaveTextContent(i18n.t('errors.notFound'));
    await expect(canvas.getByTestId('total-payable')).toHaveTextContent(money(0, 'TRY'));
  },
};

export const NoFuturePeriod: Story = {
  name: 'Empty: no future period yet',
  args: { query: future, state: readyLines(emptyReconciliation(future)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('period-none')).toHaveTextContent(i18n.t('reconciliation.period.none'));
    await expect(within(canvasElement).getByTestId('toolbar-export')).toBeDisabled();
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: asState(failedList<ReconciliationLine, PeriodKind>(apiFailure('downstreamUnavailable'))) },
  play: listPagePlays.failed('reconciliation.loadError'),
};

export const DateRangeTooLong: Story = {
  name: 'Filter problem: a date range over 10 days',
  play: listPagePlays.dateRangeTooLong,
};

export const FilledTr = inTurkish(Filled);
export const PastPeriodsTr = inTurkish(PastPeriods);
export const FuturePeriodTr = inTurkish(FuturePeriod);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const NoFuturePeriodTr = inTurkish(NoFuturePeriod);
export const FailedTr = inTurkish(Failed);
export const DateRangeTooLongTr = inTurkish(DateRangeTooLong);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
