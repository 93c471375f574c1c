import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_CAPS } from '@contract/admin-rate-caps/rate-cap.types';
import { createWorld } from '../world';
import { catalogOf } from './catalog-access';
import { marketplaceSettingsOf, saveMarketplaceSetting } from './marketplace-settings-operations';
import { listRateCaps, removeOwnRateCap, setOwnRateCap, setRateCap } from './rate-cap-operations';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const QUERY = { tab: 'caps' as const, page: 1, pageSize: 25 };
const SAVE = { enabled: true, shippingProvider: 'aramex', refundMethod: 'returnToSeller', translateToEnglish: false };

describe('rate caps', () => {
  it('start at staff’s defaults, one per channel group, the Noon channels together, nobody above them', () => {
    const world = createWorld({ now: NOW });
    const answer = listRateCaps(world, QUERY);
    expect(answer.items.map((row) => [row.channelGroup, row.cap, row.companiesAbove])).toEqual([
      ['hepsiburada', DEFAULT_RATE_CAPS.hepsiburada, 0],
      ['noon', DEFAULT_RATE_CAPS.noon, 0],
      ['trendyol', DEFAULT_RATE_CAPS.trendyol, 0],
    ]);
    expect(answer.items[1]!.marketplaces).toEqual(['noon-ae', 'noon-sa', 'noon-eg']);
    expect(answer.tabCounts).toEqual({ caps: 3, ownCaps: 0 });
    expect(world.catalogs).toEqual({});
  });

  it('count the companies a lower cap leaves above it, from their seeded or saved rates', () => {
    const world = createWorld({ now: NOW });
    const noon = listRateCaps(world, QUERY).items[1]!;
    const cap = noon.governedRates[Math.floor(noon.governedRates.length / 2)]!;
    const expected = noon.governedRates.filter((rate) => rate > cap).length;
    expect(expected).toBeGreaterThan(0);
    expect(setRateCap(world, 'noon', cap, NOW)).toMatchObject({ cap, companiesAbove: expected, updatedAt: new Date(NOW).toISOString() });
    const rate = catalogOf(world, 1001)!.settings.find((setting) => setting.marketplace === 'noon-ae')!.rate;
    expect(listRateCaps(world, { ...QUERY, companyId: 1001 }).items[1]!.company).toMatchObject({ companyId: 1001, rate, cap, above: rate > cap });
  });

  it('refuse a seller’s save above the cap that applies, at every Noon channel, and accept one at it', () => {
    const world = createWorld({ now: NOW });
    setRateCap(world, 'noon', 20, NOW);
    expect(marketplaceSettingsOf(world, 1001)!.rateCaps).toMatchObject({ 'noon-ae': 20, 'noon-sa': 20, 'noon-eg': 20 });
    expect(saveMarketplaceSetting(world, 1001, 'noon-sa', { ...SAVE, rate: 20.5 }, NOW)).toEqual({
      error: 'marketplaceRateAboveCap',
      fields: { rate: 'marketplaceSales.rateAboveCap' },
    });
    expect(saveMarketplaceSetting(world, 1001, 'noon-sa', { ...SAVE, rate: 20 }, NOW)).not.toHaveProperty('error');
  });

  it('give a company its own cap, which applies instead of staff’s until removed', () => {
    const world = createWorld({ now: NOW });
    const row = setOwnRateCap(world, 'trendyol', 1002, 9, NOW)!;
    expect(row.company).toMatchObject({ companyId: 1002, ownCap: 9, cap: 9 });
    expect(row.ownCaps).toBe(1);
    expect(marketplaceSettingsOf(world, 1002)!.rateCaps.trendyol).toBe(9);
    expect(marketplaceSettingsOf(world, 1001)!.rateCaps.trendyol).toBe(DEFAULT_RATE_CAPS.trendyol);
    expect(saveMarketplaceSetting(world, 1002, 'trendyol', { ...SAVE, shippingProvider: 'aras', rate: 10 }, NOW)).toMatchObject({
      error: 'marketplaceRateAboveCap',
    });
    const owned = listRateCaps(world, { ...QUERY, tab: 'ownCaps' });
    expect(owned.items.map((item) => [item.channelGroup, item.company?.companyId])).toEqual([['trendyol', 1002]]);
    expect(listRateCaps(world, { ...QUERY, tab: 'ownCaps', companyId: 1001 }).total).toBe(0);
    expect(removeOwnRateCap(world, 'trendyol', 1002)!.company).toMatchObject({ ownCap: null, cap: DEFAULT_RATE_CAPS.trendyol });
    expect(removeOwnRateCap(world, 'trendyol', 1002)).toBeUndefined();
    expect(setOwnRateCap(world, 'trendyol', 999_999, 9, NOW)).toBeUndefined();
  });
});
