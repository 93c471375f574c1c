import type { Marketplace } from '../downstream/marketplace';
import type { MarketplaceSetting } from './marketplace-settings';
import { channelsLackingConfiguration, settingRefusalCode, settingsGroups, type MarketplaceSettingsAnswer } from './marketplace-settings.api';

const MARKETPLACES: Marketplace[] = [
  { code: 'hepsiburada', name: 'Hepsiburada', channelGroup: 'hepsiburada', country: 'TR', currency: 'TRY' },
  { code: 'noon-ae', name: 'Noon UAE', channelGroup: 'noon', country: 'AE', currency: 'AED' },
  { code: 'noon-sa', name: 'Noon KSA', channelGroup: 'noon', country: 'SA', currency: 'SAR' },
  { code: 'noon-eg', name: 'Noon Egypt', channelGroup: 'noon', country: 'EG', currency: 'EGP' },
  { code: 'trendyol', name: 'Trendyol', channelGroup: 'trendyol', country: 'TR', currency: 'TRY' },
];

const setting = (marketplace: MarketplaceSetting['marketplace'], globallyConfigured = true): MarketplaceSetting => ({
  marketplace,
  enabled: true,
  rate: 10,
  shippingProvider: 'aras',
  refundMethod: 'returnToSeller',
  translateToEnglish: false,
  globallyConfigured,
  updatedAt: null,
});
const answer = (unconfigured: readonly string[] = []): MarketplaceSettingsAnswer => ({
  marketplaces: [...MARKETPLACES],
  settings: MARKETPLACES.map((marketplace) => setting(marketplace.code, !unconfigured.includes(marketplace.code))),
  rateCaps: {},
});

describe('the marketplace-sales answer', () => {
  it('groups the channels that share settings, in the order the marketplaces come', () => {
    const groups = settingsGroups(answer());
    expect(groups.map((group) => [group.channelGroup, group.entries.map((entry) => entry.marketplace.code)])).toEqual([
      ['hepsiburada', ['hepsiburada']],
      ['noon', ['noon-ae', 'noon-sa', 'noon-eg']],
      ['trendyol', ['trendyol']],
    ]);
  });

  it('blocks a save while any channel it changes lacks the global configuration', () => {
    const { settings, marketplaces } = answer(['noon-sa']);
    expect(channelsLackingConfiguration('noon-ae', settings, marketplaces)).toEqual(['noon-sa']);
    expect(channelsLackingConfiguration('noon-sa', settings, marketplaces)).toEqual(['noon-sa']);
    expect(channelsLackingConfiguration('trendyol', settings, marketplaces)).toEqual([]);
  });

  it('refuses a bad body with the spec §8 code where it has one', () => {
    expect(settingRefusalCode({ rate: 'validation.rateAboveZero' })).toBe('marketplaceRateInvalid');
    expect(settingRefusalCode({ shippingProvider: 'validation.shippingProviderRequired' })).toBe('shippingProviderRequired');
    expect(settingRefusalCode({ rate: 'validation.rateTooHigh' })).toBe('validation');
  });
});
