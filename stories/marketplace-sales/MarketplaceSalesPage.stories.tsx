import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MarketplaceSalesPage } from '@web/features/marketplace-sales/pages/MarketplaceSalesPage';
import { i18n } from '@web/lib/i18n';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { ANADOLU, failedSettings, GULF, loadingSettings, noonKsaUnconfigured, noSettings, readySettings, settingsOf } from './marketplace-sales-data';

const meta = {
  title: 'Marketplace Sales/Page',
  component: MarketplaceSalesPage,
  args: { state: readySettings(ANADOLU), onSave: fn(), onRetry: fn() },
  render: (args) => (
    <Padded>
      <MarketplaceSalesPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof MarketplaceSalesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, code: string) => within(within(canvasElement).getByTestId(`setting-card-${code}`));
const noonChannels = () => ['noon-ae', 'noon-sa', 'noon-eg'].map((code) => i18n.t(`marketplaces.${code}`)).join(', ');

export const Ready: Story = {
  name: 'Ready (Noon channels grouped; Trendyol without a provider)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId(/^setting-card-/)).toHaveLength(5);
    await expect(canvas.getByTestId('group-note')).toHaveTextContent(i18n.t('marketplaceSales.groupNote', { group: 'Noon', channels: noonChannels() }));
    await expect(card(canvasElement, 'trendyol').getByLabelText(i18n.t('marketplaceSales.fields.shippingProvider'))).toHaveValue('');
  },
};

export const RefusedInTheForm: Story = {
  name: 'Refused before sending: rate 0 and no shipping provider',
  play: async ({ canvasElement, args }) => {
    const trendyol = card(canvasElement, 'trendyol');
    const rate = trendyol.getByLabelText(i18n.t('marketplaceSales.fields.rate'));
    await userEvent.clear(rate);
    await userEvent.type(rate, '0');
    await userEvent.click(trendyol.getByTestId('setting-save'));
    await expect(await trendyol.findByText(i18n.t('validation.rateAboveZero'))).toBeVisible();
    await expect(trendyol.getByText(i18n.t('validation.shippingProviderRequired'))).toBeVisible();
    await expect(rate).toHaveValue(0);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const RefusedAboveTheCap: Story = {
  name: "Refused before sending: a rate above the marketplace's cap (the hint names it)",
  play: async ({ canvasElement, args }) => {
    const cap = settingsOf(ANADOLU).rateCaps.hepsiburada!;
    const hepsiburada = card(canvasElement, 'hepsiburada');
    await expect(hepsiburada.getByText(i18n.t('marketplaceSales.fields.rateHintCapped', { cap }))).toBeVisible();
    const rate = hepsiburada.getByLabelText(i18n.t('marketplaceSales.fields.rate'));
    await userEvent.clear(rate);
    await userEvent.type(rate, String(cap + 1));
    await userEvent.click(hepsiburada.getByTestId('setting-save'));
    await expect(await hepsiburada.findByText(i18n.t('marketplaceSales.rateAboveCap', { cap }))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saves: Story = {
  name: 'Saving a card hands its values over',
  play: async ({ canvasElement, args }) => {
    const uae = card(canvasElement, 'noon-ae');
    const rate = uae.getByLabelText(i18n.t('marketplaceSales.fields.rate'));
    await userEvent.clear(rate);
    await userEvent.type(rate, '17.5');
    await userEvent.click(uae.getByTestId('setting-save'));
    await expect(args.onSave).toHaveBeenCalledWith('noon-ae', expect.objectContaining({ rate: 17.5 }));
  },
};

export const Saving: Story = {
  name: 'Saving (Noon UAE)',
  args: { state: readySettings(ANADOLU, { name: 'noon-ae', status: 'running', error: null }) },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'noon-ae').getByTestId('setting-save')).toBeDisabled();
    await expect(card(canvasElement, 'noon-sa').getByTestId('setting-save')).toBeEnabled();
  },
};

export const Saved: Story = {
  name: 'Saved on Noon UAE: the screen says all Noon channels changed',
  args: { state: readySettings(ANADOLU, { name: 'noon-ae', status: 'done', error: null }) },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'noon-ae').getByTestId('setting-saved')).toHaveTextContent(
      i18n.t('marketplaceSales.savedShared', { channels: noonChannels() }),
    );
  },
};

export const RefusedByServer: Story = {
  name: 'Refused by the server (field problem under the field)',
  args: {
    state: readySettings(ANADOLU, {
      name: 'trendyol',
      status: 'failed',
      error: { ...apiFailure('shippingProviderRequired'), fields: { shippingProvider: 'validation.shippingProviderRequired' } },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await card(canvasElement, 'trendyol').findByText(i18n.t('validation.shippingProviderRequired'))).toBeVisible();
  },
};

export const ServiceDown: Story = {
  name: 'Save failed: the service is not answering',
  args: { state: readySettings(ANADOLU, { name: 'hepsiburada', status: 'failed', error: apiFailure('downstreamUnavailable') }) },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'hepsiburada').getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.downstreamUnavailable'));
  },
};

export const NotConfigured: Story = {
  name: 'A marketplace without the global configuration (Gulf: Hepsiburada)',
  args: { state: readySettings(GULF) },
  play: async ({ canvasElement }) => {
    const hepsiburada = card(canvasElement, 'hepsiburada');
    await expect(hepsiburada.getByTestId('not-configured')).toHaveTextContent(i18n.t('errors.marketplaceNotConfigured'));
    await expect(hepsiburada.queryByTestId('setting-save')).toBeNull();
    await expect(card(canvasElement, 'trendyol').getByTestId('setting-save')).toBeEnabled();
  },
};

export const NoonChannelNotConfigured: Story = {
  name: 'A Noon channel without the global configuration blocks the whole group',
  args: { state: noonKsaUnconfigured() },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'noon-sa').getByTestId('not-configured')).toHaveTextContent(i18n.t('errors.marketplaceNotConfigured'));
    await expect(card(canvasElement, 'noon-ae').getByTestId('not-configured')).toHaveTextContent(
      i18n.t('marketplaceSales.siblingNotConfigured', { channels: i18n.t('marketplaces.noon-sa') }),
    );
    await expect(card(canvasElement, 'noon-ae').queryByTestId('setting-save')).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingSettings() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('settings-loading')).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Empty',
  args: { state: noSettings() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('settings-empty')).toHaveTextContent(i18n.t('marketplaceSales.empty'));
  },
};

export const LoadError: Story = {
  name: 'Error (with Retry)',
  args: { state: failedSettings(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('settings-error')).toHaveTextContent(i18n.t('marketplaceSales.loadError'));
    await userEvent.click(canvas.getByTestId('settings-retry'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ReadyTr = inTurkish(Ready);
export const RefusedInTheFormTr = inTurkish(RefusedInTheForm);
export const RefusedAboveTheCapTr = inTurkish(RefusedAboveTheCap);
export const SavesTr = inTurkish(Saves);
export const SavingTr = inTurkish(Saving);
export const SavedTr = inTurkish(Saved);
export const RefusedByServerTr = inTurkish(RefusedByServer);
export const ServiceDownTr = inTurkish(ServiceDown);
export const NotConfiguredTr = inTurkish(NotConfigured);
export const NoonChannelNotConfiguredTr = inTurkish(NoonChannelNotConfigured);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const LoadErrorTr = inTurkish(LoadError);
