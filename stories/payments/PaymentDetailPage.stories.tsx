import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Language } from '@contract/api/session';
import type { PaymentDetailAnswer } from '@contract/reconciliation/reconciliation.api';
import { pathOf } from '@contract/routes';
import { PaymentDetailPage } from '@web/features/payments/pages/PaymentDetailPage';
import { formatMoney } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { paymentAnswer } from '../support/accounting-data';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { failedDetail, loadingDetail, readyDetail } from '../support/order-data';
import { inTurkish } from '../support/turkish';

const detail = paymentAnswer();
const route = (search = '') => `${pathOf('paymentDetail', { paymentId: detail.payment.id })}${search}`;

const meta = {
  title: 'Payments/Payment details',
  component: PaymentDetailPage,
  args: { state: readyDetail(detail, detail.payment.id), onRetry: fn() },
  render: (args) => (
    <Padded>
      <PaymentDetailPage {...args} />
    </Padded>
  ),
  parameters: appParameters({ route: route() }),
} satisfies Meta<typeof PaymentDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the page shows it (jest-dom collapses the no-break space Intl puts after a currency code). */
const money = (amount: number) => formatMoney(amount, detail.payment.currency, i18n.language as Language).replace(/\s+/g, ' ');

export const Filled: Story = {
  name: 'Filled: the payment',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(detail.payment.reference);
    await expect(canvas.getByTestId('badge-status')).toHaveTextContent(i18n.t(`payments.status.${detail.payment.status}`));
    await expect(canvas.getByTestId('field-amount')).toHaveTextContent(money(detail.payment.amount));
    await expect(canvas.getByTestId('open-period')).toHaveAttribute('href', pathOf('reconciliationDetail', { periodId: detail.period.id }));
  },
};

/** The period's totals: the payment is its payable. */
export const PeriodTab: Story = {
  name: 'Filled: the period’s totals',
  parameters: appParameters({ route: route('?tab=period') }),
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByTestId('panel-period'));
    await expect(panel.getByTestId('field-payable')).toHaveTextContent(money(detail.payment.amount));
    await expect(panel.getByTestId('field-salesCommission')).toHaveTextContent(money(detail.period.totals.salesCommission));
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingDetail<PaymentDetailAnswer>() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  args: { state: failedDetail<PaymentDetailAnswer>(apiFailure('notFound')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-not-found')).toHaveTextContent(i18n.t('errors.notFound'));
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedDetail<PaymentDetailAnswer>(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const error = within(canvasElement).getByTestId('detail-error');
    await expect(error).toHaveTextContent(i18n.t('payments.loadError'));
    await userEvent.click(within(error).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const FilledTr = inTurkish(Filled);
export const PeriodTabTr = inTurkish(PeriodTab);
export const LoadingTr = inTurkish(Loading);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
