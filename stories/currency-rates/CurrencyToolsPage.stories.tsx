import { useCallback } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import type { CurrencyCode } from '@contract/currency-rates/currency-rate.types';
import { CurrencyToolsPage, type CurrencyDialog, type CurrencyToolsPageProps } from '@web/features/currency-rates/pages/CurrencyToolsPage';
import { CurrencyToolsView } from '@web/features/currency-rates/views/CurrencyToolsView';
import { i18n } from '@web/lib/i18n';
import { useUrlDialog } from '@web/lib/list-url';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK, TURKISH_DARK } from '../support/globals';
import { InMainLayout, Padded } from '../support/layouts';
import { commandIn } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';
import { RATES, ratesState } from './currency-rate-data';

/** The page as its view gives it: its buttons open their dialog through the URL (and the spy still hears them). */
function CurrencyToolsWithUrl(props: CurrencyToolsPageProps) {
  const [, open] = useUrlDialog<CurrencyDialog>();
  const { onOpenDialog } = props;
  const openDialog = useCallback(
    (name: CurrencyDialog, currency: CurrencyCode) => {
      onOpenDialog(name, currency);
      open(name, { item: currency });
    },
    [onOpenDialog, open],
  );
  return (
    <Padded>
      <CurrencyToolsPage {...props} onOpenDialog={openDialog} />
    </Padded>
  );
}

const route = pathOf('currencyTools');

const meta = {
  title: 'Admin/Currency Tools',
  component: CurrencyToolsWithUrl,
  args: { state: ratesState(RATES), canEdit: true, commandOf: commandIn(), onCommand: fn(), onOpenDialog: fn(), onRetry: fn() },
  parameters: appParameters({ route }),
} satisfies Meta<CurrencyToolsPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: TRY, USD, EUR, the Noon currencies and CNY',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const currency of ['TRY', 'USD', 'EUR', 'AED', 'SAR', 'EGP', 'CNY']) await expect(canvas.getByTestId(`rate-${currency}`)).toBeVisible();
    await expect(canvas.getByTestId('rate-TRY')).toHaveTextContent('Deniz Kaya');
    await expect(canvas.queryByTestId('currency-read-only')).toBeNull();
  },
};

export const ReadOnly: Story = {
  name: 'Read only: CurrencyRateList without CurrencyRateEdit',
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('currency-read-only')).toHaveTextContent(i18n.t('currencyTools.readOnly'));
    await expect(canvas.queryByTestId('rate-edit-TRY')).toBeNull();
  },
};

export const Edit: Story = {
  name: 'Change a rate: a positive number, sent as typed with a decimal comma',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('rate-edit-TRY'));
    const dialog = within(await portalDialog(canvasElement, 'dialog-edit'));
    const usd = dialog.getByLabelText(i18n.t('currencyTools.fields.usd'));
    await userEvent.clear(usd);
    await userEvent.type(usd, '0');
    await userEvent.tab();
    await expect(await dialog.findByText(i18n.t('currencyTools.ratePositive'))).toBeVisible();
    await userEvent.clear(usd);
    await userEvent.type(usd, '0,0269');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(args.onCommand).toHaveBeenCalledWith('set', { currency: 'TRY', rates: { EUR: 0.0251, USD: 0.0269 } }));
  },
};

export const History: Story = {
  name: 'History: each change with the rate before it and who made it',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('rate-history-TRY'));
    const rows = within(await portalDialog(canvasElement, 'dialog-history')).getAllByTestId('rate-history-row');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Deniz Kaya');
    await expect(rows[1]).toHaveTextContent(i18n.t('currencyTools.startingRate'));
  },
};

export const Saving: Story = {
  parameters: appParameters({ route: `${route}?action=edit&item=SAR` }),
  args: { commandOf: commandIn('set', { submitting: true }) },
};
export const Refused: Story = {
  name: 'Refused: the service would not take the change',
  parameters: appParameters({ route: `${route}?action=edit&item=EUR` }),
  args: { commandOf: commandIn('set', { error: apiFailure('forbidden') }) },
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-edit'));
    await expect(await dialog.findByText(i18n.t('errors.forbidden'))).toBeVisible();
  },
};
export const Loading: Story = { args: { state: ratesState(null, { status: 'loading' }) } };
export const Failed: Story = {
  name: 'Error',
  args: { state: ratesState(null, { status: 'error', error: apiFailure('generic') }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('currency-error')).toHaveTextContent(i18n.t('currencyTools.loadError'));
  },
};

export const EnglishDark: Story = { name: 'English dark', globals: ENGLISH_DARK };
export const TurkishDark: Story = { name: 'Turkish dark', globals: TURKISH_DARK };
export const FilledTr = inTurkish(Filled);
export const ReadOnlyTr = inTurkish(ReadOnly);
export const EditTr: Story = { ...inTurkish(Edit), name: 'Change a rate (Türkçe)' };
export const HistoryTr = inTurkish(History);
export const SavingTr = inTurkish(Saving);
export const RefusedTr = inTurkish(Refused);
export const LoadingTr = inTurkish(Loading);
export const FailedTr = inTurkish(Failed);

/** The route in the shell, against the BFF in the page. */
const throughBff = (email: string, scenario: MockScenario, testId: string): Story => ({
  render: () => (
    <InMainLayout>
      <CurrencyToolsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: { email }, route, bff: { scenario } }),
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await within(canvasElement).findByTestId(testId)).toBeVisible(), LONG);
  },
});
export const ThroughBff: Story = { ...throughBff(SESSIONS.admin.email, 'default', 'rate-edit-TRY'), name: 'Filled (BFF default, CurrencyRateEdit)' };
export const ReadOnlyThroughBff: Story = {
  ...throughBff('finance@demo.tezgah.dev', 'default', 'currency-read-only'),
  name: 'Read only (BFF default, CurrencyRateList)',
};
export const ErrorThroughBff: Story = { ...throughBff(SESSIONS.admin.email, 'errors', 'currency-error'), name: 'Error (BFF errors)' };
export const ThroughBffTr = inTurkish(ThroughBff);
