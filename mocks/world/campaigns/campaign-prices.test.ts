/** Marketplace Products shows a variant's campaign and its campaign price, only within the campaign's days and on its marketplaces. */
import { campaignStateAt, discountedPrice } from '@contract/campaigns/campaign.rules';
import { parseMpProductQuery } from '@contract/catalog/mp-product.query';
import { catalogOf } from '../catalog/catalog-access';
import { listMpProducts } from '../catalog/mp-product-list';
import { createWorld } from '../world';
import { campaignsOf } from './campaign-book';

const NOW = Date.UTC(2026, 11, 1, 9);

function rowsOf(state: 'active' | 'pending') {
  const world = createWorld({ now: NOW });
  const campaign = campaignsOf(world, 1001).find((candidate) => campaignStateAt(candidate, NOW).state === state)!;
  const variant = catalogOf(world, 1001)!.variants.find((candidate) => candidate.id === campaign.variantIds[0])!;
  const rows = listMpProducts(world, 1001, parseMpProductQuery({ sku: variant.sku, pageSize: '100' }), NOW).items.filter((row) => row.variantId === variant.id);
  return { campaign, rows };
}

describe('campaign prices on Marketplace Products', () => {
  it('shows an active campaign and its price on the campaign’s marketplaces only', () => {
    const { campaign, rows } = rowsOf('active');
    const inCampaign = rows.filter((row) => campaign.marketplaces.includes(row.marketplace));
    expect(inCampaign.length).toBeGreaterThan(0);
    for (const row of inCampaign)
      expect(row.campaign).toEqual({ id: campaign.id, name: campaign.name, price: discountedPrice(row.price, campaign.discountRate) });
    for (const row of rows.filter((other) => !campaign.marketplaces.includes(other.marketplace))) expect(row.campaign).toBeUndefined();
  });

  it('shows nothing for a campaign that has not begun', () => {
    const { rows } = rowsOf('pending');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.campaign === undefined)).toBe(true);
  });
});
