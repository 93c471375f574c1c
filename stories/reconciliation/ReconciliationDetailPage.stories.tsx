import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Language } from '@contract/api/session';
import { ReconciliationDetailPage } from '@web/features/reconciliation/pages/ReconciliationDetailPage';
import { formatMoney } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { periodAnswer, periodLinesAnswer } from '../support/accounting-data';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { failedDetail, loadingDetail } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { asDetailState, detailArgs, detailRoute } from './reconciliation-detail-args';

const meta = {
  title: 'Reconciliation/Reconciliation details',
  component: ReconciliationDetailPage,
  args: detailArgs('past'),
  render: (args) => (
    <Padded>
      <ReconciliationDetailPage {...args} />
    </Padded>
  ),
  parameters: appParameters({ route: detailRoute('past') }),
} satisfies Meta<typeof ReconciliationDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement, tab: string) => within(within(canvasElement).getByTestId(`panel-${tab}`));
const past = periodAnswer('past');

export const Filled: Story = {
  name: 'Filled: a closed period’s totals',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('badge-kind')).toHaveTextContent(i18n.t('reconciliation.kind.past'));
    await expect(canvas.getByTestId('badge-payment')).toHaveTextContent(i18n.t('payments.status.paid'));
    await expect(panel(canvasElement, 'summary').getByTestId('total-payable')).toHaveTextContent(
      formatMoney(past.period.totals.payable, past.period.currency, i18n.language as Language).replace(/\s+/g, ' '),
    );
  },
};

export const LinesTab: Story = {
  name: 'Filled: lines tab',
  parameters: appParameters({ route: detailRoute('past', '?tab=lines') }),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'lines').getAllByTestId('data-row')).toHaveLength(periodLinesAnswer('past').items.length);
  },
};

export const PaymentTab: Story = {
  name: 'Filled: payment tab (admin acting as the seller)',
  args: detailArgs('past', { canOpenPayment: true }),
  parameters: appParameters({ route: detailRoute('past', '?tab=payment') }),
  play: async ({ canvasElement }) => {
    const payment = panel(canvasElement, 'payment');
    await expect(payment.getByTestId('field-reference')).toHaveTextContent(past.payment!.reference);
    await expect(payment.getByTestId('open-payment')).toBeVisible();
  },
};

/** The open period is not paid yet, and says so. */
export const OpenPeriod: Story = {
  name: 'The current period: no payment yet',
  args: detailArgs('current'),
  parameters: appParameters({ route: detailRoute('current', '?tab=payment') }),
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, 'payment').getByTestId('no-payment')).toHaveTextContent(i18n.t('reconciliation.detail.noPayment'));
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: asDetailState(loadingDetail()) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Not found',
  args: { state: asDetailState(failedDetail(apiFailure('notFound'))) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-not-found')).toHaveTextContent(i18n.t('errors.notFound'));
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: asDetailState(failedDetail(apiFailure('downstreamUnavailable'))), onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const error = within(canvasElement).getByTestId('detail-error');
    await expect(error).toHaveTextContent(i18n.t('reconciliation.loadError'));
    await userEvent.click(within(error).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const FilledTr = inTurkish(Filled);
export const LinesTabTr = inTurkish(LinesTab);
export const PaymentTabTr = inTurkish(PaymentTab);
export const OpenPeriodTr = inTurkish(OpenPeriod);
export const LoadingTr = inTurkish(Loading);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
