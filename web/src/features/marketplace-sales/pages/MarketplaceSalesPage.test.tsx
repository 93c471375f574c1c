import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarketplaceSettingsAnswer } from '@contract/catalog/marketplace-settings.api';
import type { MarketplaceSetting } from '@contract/catalog/marketplace-settings';
import type { Marketplace, MarketplaceCode } from '@contract/downstream/marketplace';
import { i18n } from '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { MarketplaceSalesPage } from './MarketplaceSalesPage';

const MARKETPLACES: Marketplace[] = [
  { code: 'hepsiburada', name: 'Hepsiburada', channelGroup: 'hepsiburada', country: 'TR', currency: 'TRY' },
  { code: 'noon-ae', name: 'Noon UAE', channelGroup: 'noon', country: 'AE', currency: 'AED' },
  { code: 'noon-sa', name: 'Noon KSA', channelGroup: 'noon', country: 'SA', currency: 'SAR' },
  { code: 'noon-eg', name: 'Noon Egypt', channelGroup: 'noon', country: 'EG', currency: 'EGP' },
  { code: 'trendyol', name: 'Trendyol', channelGroup: 'trendyol', country: 'TR', currency: 'TRY' },
];
const setting = (marketplace: MarketplaceCode, patch: Partial<MarketplaceSetting> = {}): MarketplaceSetting => ({
  marketplace,
  enabled: true,
  rate: 15,
  shippingProvider: 'aras',
  refundMethod: 'returnToSeller',
  translateToEnglish: false,
  globallyConfigured: true,
  updatedAt: '2026-01-10T10:00:00.000Z',
  ...patch,
});
const answer: MarketplaceSettingsAnswer = {
  marketplaces: MARKETPLACES,
  settings: [
    setting('hepsiburada', { globallyConfigured: false, rate: 0, shippingProvider: null }),
    setting('noon-ae'),
    setting('noon-sa'),
    setting('noon-eg'),
    setting('trendyol', { shippingProvider: null, enabled: false, updatedAt: null }),
  ],
  rateCaps: { hepsiburada: 35, 'noon-ae': 40, 'noon-sa': 40, 'noon-eg': 40, trendyol: 22.5 },
};
const state = (command: DetailState<MarketplaceSettingsAnswer>['command'] = null): DetailState<MarketplaceSettingsAnswer> => ({
  status: 'ready',
  id: 1001,
  data: answer,
  error: null,
  command,
});
const card = (code: string) => within(screen.getByTestId(`setting-card-${code}`));

// Unmount first: a language change re-renders every mounted card, after the test has ended.
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('MarketplaceSalesPage', () => {
  it('groups the Noon channels under the note that a change applies to all three', () => {
    render(<MarketplaceSalesPage state={state()} onSave={vi.fn()} onRetry={vi.fn()} />);
    expect(screen.getByTestId('group-note')).toHaveTextContent('A change on one Noon channel applies to every Noon channel: Noon UAE, Noon KSA, Noon Egypt.');
    expect(within(screen.getByTestId('settings-group-noon')).getAllByTestId(/^setting-card-/)).toHaveLength(3);
  });

  it('shows why a marketplace without the global configuration cannot be saved, and offers no save', () => {
    render(<MarketplaceSalesPage state={state()} onSave={vi.fn()} onRetry={vi.fn()} />);
    expect(card('hepsiburada').getByTestId('not-configured')).toHaveTextContent(i18n.t('errors.marketplaceNotConfigured'));
    expect(card('hepsiburada').queryByTestId('setting-save')).toBeNull();
    expect(card('hepsiburada').getByLabelText('Rate (%)')).toBeDisabled();
  });

  it('refuses rate 0 and no provider under the fields, in Turkish too, and saves nothing', async () => {
    await i18n.changeLanguage('tr');
    const onSave = vi.fn();
    render(<MarketplaceSalesPage state={state()} onSave={onSave} onRetry={vi.fn()} />);
    const rate = card('trendyol').getByLabelText('Oran (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '0');
    await userEvent.click(card('trendyol').getByTestId('setting-save'));
    expect(await card('trendyol').findByText('Lütfen sıfırdan büyük bir oran değeri girin.')).toBeVisible();
    expect(card('trendyol').getByText(i18n.t('validation.shippingProviderRequired'))).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands a valid save over cast by the schema, and keeps the form when the server refuses', async () => {
    const onSave = vi.fn();
    const { rerender } = render(<MarketplaceSalesPage state={state()} onSave={onSave} onRetry={vi.fn()} />);
    const rate = card('trendyol').getByLabelText('Rate (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '12.5');
    await userEvent.selectOptions(card('trendyol').getByLabelText('Shipping provider'), 'mng');
    await userEvent.click(card('trendyol').getByTestId('setting-save'));
    expect(onSave).toHaveBeenCalledWith('trendyol', {
      enabled: false,
      rate: 12.5,
      shippingProvider: 'mng',
      refundMethod: 'returnToSeller',
      translateToEnglish: false,
    });
    const failure = { code: 'downstreamUnavailable' as const, message: '', status: 503, retryAfterSeconds: null };
    rerender(<MarketplaceSalesPage state={state({ name: 'trendyol', status: 'failed', error: failure })} onSave={onSave} onRetry={vi.fn()} />);
    expect(card('trendyol').getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.downstreamUnavailable'));
    expect(card('trendyol').getByLabelText('Rate (%)')).toHaveValue(12.5);
    expect(card('trendyol').getByLabelText('Shipping provider')).toHaveValue('mng');
  });

  it('marks the field a refusal names, under that field', async () => {
    const failure = {
      code: 'shippingProviderRequired' as const,
      message: '',
      status: 400,
      retryAfterSeconds: null,
      fields: { shippingProvider: 'validation.shippingProviderRequired' },
    };
    render(<MarketplaceSalesPage state={state({ name: 'trendyol', status: 'failed', error: failure })} onSave={vi.fn()} onRetry={vi.fn()} />);
    expect(await card('trendyol').findByText('Please select a shipping provider.')).toBeVisible();
    expect(card('trendyol').queryByTestId('error-alert')).toBeNull();
  });

  it('says the rate cap under the rate and refuses a rate above it naming the cap, in Turkish too', async () => {
    await i18n.changeLanguage('tr');
    const onSave = vi.fn();
    render(<MarketplaceSalesPage state={state()} onSave={onSave} onRetry={vi.fn()} />);
    expect(card('trendyol').getByText('Personelin bu pazaryeri için izin verdiği en yüksek oran %22,5.', { exact: false })).toBeVisible();
    const rate = card('trendyol').getByLabelText('Oran (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '23');
    await userEvent.selectOptions(card('trendyol').getByLabelText('Kargo firması'), 'mng');
    await userEvent.click(card('trendyol').getByTestId('setting-save'));
    expect(await card('trendyol').findByText('Oran, bu pazaryeri için izin verilen en yüksek oran olan %22,5 değerini aşamaz.')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });
});
