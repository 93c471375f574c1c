import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routeById } from '@contract/routes';
import { PaymentDetailView } from '@web/features/payments/views/PaymentDetailView';
import { PaymentsView } from '@web/features/payments/views/PaymentsView';
import { appParameters } from '../../.storybook/story-parameters';
import { liveRoutes } from '../support/accounting-data';
import { ACTED_AS_COMPANY_ID, pathOf, SESSIONS } from '../support/demo-data';
import { TURKISH_DARK } from '../support/globals';
import { listStateStories, settledTable } from '../support/list-states';
import { InMainLayoutRoutes } from '../support/route-layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

/** /payments and Payment Details in the shell against the BFF in the page, as the admin acting as Gulf Home Goods. */
const meta = {
  title: 'Payments/Payments (through the BFF)',
  render: () => (
    <InMainLayoutRoutes
      routes={[
        { path: pathOf('payments'), element: <PaymentsView /> },
        { path: routeById('paymentDetail')?.path ?? '', element: <PaymentDetailView /> },
      ]}
    />
  ),
  parameters: appParameters({ session: SESSIONS.adminAsUser, route: pathOf('payments') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const settledRows = async (canvasElement: HTMLElement) => within(await settledTable(canvasElement, 'list-payments')).getAllByTestId('data-row');

const states = listStateStories({ session: SESSIONS.adminAsUser, route: pathOf('payments'), errorKey: 'payments.loadError' });

export const Filled: Story = {
  name: 'Filled, then a payment’s details (BFF)',
  play: async ({ canvasElement }) => {
    const rows = await settledRows(canvasElement);
    await expect(rows.length).toBeGreaterThan(0);
    const link = within(rows[0]!).getAllByRole('link')[0]!;
    await userEvent.click(link);
    await expect(await within(canvasElement).findByTestId('detail-screen', {}, LONG)).toBeVisible();
  },
};
export const Empty: Story = { ...states.Empty, name: 'Empty (BFF empty)' };
export const Failed: Story = { ...states.Failed, name: 'Error (BFF errors)' };
export const Slow: Story = { ...states.Slow, name: 'Loading (BFF slow)' };
export const Detail: Story = {
  name: 'Payment details (BFF)',
  parameters: appParameters({ session: SESSIONS.adminAsUser, route: liveRoutes.payment(ACTED_AS_COMPANY_ID) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('field-reference', {}, LONG)).toHaveTextContent(`TZ-${ACTED_AS_COMPANY_ID}-`);
  },
};

export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const DetailTr = inTurkish(Detail);
export const FilledTurkishDark: Story = { ...Filled, name: 'Filled, Turkish dark', globals: TURKISH_DARK };
