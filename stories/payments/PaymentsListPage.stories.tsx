import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PaymentTab } from '@contract/reconciliation/reconciliation.query';
import type { Payment } from '@contract/reconciliation/reconciliation.types';
import { PaymentsListPage } from '@web/features/payments/pages/PaymentsListPage';
import { i18n } from '@web/lib/i18n';
import { noPayments, paymentQuery, paymentsAnswer } from '../support/accounting-data';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { listPagePlays } from '../support/list-states';

const query = paymentQuery();
const page = paymentsAnswer(query);

const meta = {
  title: 'Payments/Payments list',
  component: PaymentsListPage,
  args: { query, state: readyList(page), onQueryChange: fn(), onRetry: fn() },
  render: (args) => (
    <Padded>
      <PaymentsListPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof PaymentsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: every payment, newest first',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(page.items.length);
    await expect(rows[0]).toHaveTextContent(page.items[0]!.reference);
    await expect(rows[0]).toHaveTextContent(i18n.t(`payments.status.${page.items[0]!.status}`));
    await userEvent.click(canvas.getByTestId('tab-paid'));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ tab: 'paid' });
  },
};

export const Scheduled: Story = {
  name: 'Filled: scheduled tab',
  args: { query: paymentQuery({ tab: 'scheduled' }), state: readyList(paymentsAnswer(paymentQuery({ tab: 'scheduled' }))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tab-scheduled')).toHaveAttribute('aria-selected', 'true');
    for (const row of canvas.getAllByTestId('data-row')) await expect(row).toHaveTextContent(i18n.t('payments.status.scheduled'));
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingList<Payment, PaymentTab>() },
  play: listPagePlays.loading,
};

export const Empty: Story = {
  name: 'Empty',
  args: { state: readyList(noPayments(query)) },
  play: listPagePlays.empty(),
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<Payment, PaymentTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('payments.loadError'),
};

export const FilledTr = inTurkish(Filled);
export const ScheduledTr = inTurkish(Scheduled);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
