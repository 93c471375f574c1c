import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routeById } from '@contract/routes';
import { PaymentDetailView } from '@web/features/payments/views/PaymentDetailView';
import { PaymentsView } from '@web/features/payments/views/PaymentsView';
import { i18n } from '@web/lib/i18n';
import type { MockScenario } from '@mocks/mirage/scenarios';
import { appParameters } from '../../.storybook/story-parameters';
import { liveRoutes } from '../support/accounting-data';
import { ACTED_AS_COMPANY_ID, pathOf, SESSIONS } from '../support/demo-data';
import { TURKISH_DARK } from '../support/globals';
import { InMainLayoutRoutes } from '../support/route-layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

/** /payments and Payment Details in the shell against Mirage, as the admin acting as Gulf Home Goods. */
const meta = {
  title: 'Payments/Payments (through Mirage)',
  render: () => (
    <InMainLayoutRoutes routes={[
      { path: pathOf('payments'), element: <PaymentsView /> },
      { path: routeById('paymentDetail')?.path ?? '', element: <PaymentDetailView /> },
    ]} />
  ),
  parameters: appParameters({ session: SESSIONS.adminAsUser, route: pathOf('payments') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;


async function settledRows(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  const list = await within(canvasElement).findByTestId('list-payments', {}, LONG);
  const table = await within(list).findByTestId('data-table', {}, LONG);
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return within(table).getAllByTestId('data-row');
}

const inScenario = (scenario: MockScenario, testId: string, textKey: string): Story => ({
  parameters: appParameters({ session: SESSIONS.adminAsUser, route: pathOf('payments'), mirage: { scenario } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId(testId, {}, LONG)).toHaveTextContent(i18n.t(textKey));
  },
});

export const Filled: Story = {
  name: 'Filled, then a payment’s details (Mirage)',
  play: async ({ canvasElement }) => {
    const rows = await settledRows(canvasElement);
    await expect(rows.length).toBeGreaterThan(0);
    const link = within(rows[0]!).getAllByRole('link')[0]!;
    await userEvent.click(link);
    await expect(await within(canvasElement).findByTestId('detail-screen', {}, LONG)).toBeVisible();
  },
};
export const Empty: Story = { ...inScenario('empty', 'list-empty', 'errors.notFound'), name: 'Empty (Mirage empty)' };
export const Failed: Story = { ...inScenario('errors', 'list-error', 'payments.loadError'), name: 'Error (Mirage errors)' };
export const Slow: Story = {
  name: 'Loading (Mirage slow)',
  parameters: appParameters({ session: { email: SESSIONS.adminAsUser.email, actingAsCompanyId: ACTED_AS_COMPANY_ID, starred: [] }, route: pathOf('payments'), mirage: { scenario: 'slow', slowMs: 3000 } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('list-loading', {}, LONG)).toBeVisible();
  },
};
export const Detail: Story = {
  name: 'Payment details (Mirage)',
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
