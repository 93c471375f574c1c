import { describe, expect, it } from 'vitest';
import { createWorld } from '../world';
import { marketplaceSettingsOf, saveMarketplaceSetting } from './marketplace-settings-operations';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const VALID = { enabled: true, rate: '12.5', shippingProvider: 'yurtici', refundMethod: 'destroy', translateToEnglish: false };

describe('marketplace settings', () => {
  it('answer one setting per marketplace, as copies', () => {
    const world = createWorld({ now: NOW });
    const answer = marketplaceSettingsOf(world, 1001)!;
    expect(answer.settings.map((setting) => setting.marketplace)).toEqual(world.marketplaces.map((marketplace) => marketplace.code));
    answer.settings[0]!.rate = 999;
    expect(marketplaceSettingsOf(world, 1001)!.settings[0]!.rate).not.toBe(999);
    expect(marketplaceSettingsOf(world, 999_999)).toBeUndefined();
  });

  it('save a Noon channel on every Noon channel, cast by the schema, with the time of the save', () => {
    const world = createWorld({ now: NOW });
    const before = marketplaceSettingsOf(world, 1001)!;
    const after = saveMarketplaceSetting(world, 1001, 'noon-eg', VALID, NOW + 60_000);
    expect(after).not.toHaveProperty('error');
    const noon = marketplaceSettingsOf(world, 1001)!.settings.filter((setting) => setting.marketplace.startsWith('noon-'));
    expect(noon).toHaveLength(3);
    for (const setting of noon) {
      expect(setting).toMatchObject({ rate: 12.5, shippingProvider: 'yurtici', refundMethod: 'destroy', updatedAt: new Date(NOW + 60_000).toISOString() });
    }
    expect(marketplaceSettingsOf(world, 1001)!.settings.find((setting) => setting.marketplace === 'trendyol')).toEqual(
      before.settings.find((setting) => setting.marketplace === 'trendyol'),
    );
  });

  it('refuse a rate of zero, a missing provider, an unknown marketplace and a missing global configuration', () => {
    const world = createWorld({ now: NOW });
    expect(saveMarketplaceSetting(world, 1001, 'trendyol', { ...VALID, rate: 0 }, NOW)).toEqual({
      error: 'marketplaceRateInvalid',
      fields: { rate: 'validation.rateAboveZero' },
    });
    expect(saveMarketplaceSetting(world, 1001, 'trendyol', { ...VALID, shippingProvider: null }, NOW)).toEqual({
      error: 'shippingProviderRequired',
      fields: { shippingProvider: 'validation.shippingProviderRequired' },
    });
    expect(saveMarketplaceSetting(world, 1001, 'amazon', VALID, NOW)).toBeUndefined();
    const gulf = marketplaceSettingsOf(world, 1002)!;
    const unconfigured = gulf.settings.find((setting) => !setting.globallyConfigured)!;
    expect(saveMarketplaceSetting(world, 1002, unconfigured.marketplace, VALID, NOW)).toEqual({ error: 'marketplaceNotConfigured' });
    expect(marketplaceSettingsOf(world, 1002)).toEqual(gulf);
  });
});
