import { CAMPAIGN_STATES } from '@contract/campaigns/campaign.types';
import { campaignStateAt, overlappingCampaign } from '@contract/campaigns/campaign.rules';
import { createWorld } from '../world';
import { campaignsOf } from './campaign-book';

const NOW = Date.UTC(2026, 11, 1, 9);

describe('the seeded campaigns', () => {
  it('are the same from the same seed, and differ between companies', () => {
    const a = campaignsOf(createWorld({ now: NOW }), 1001);
    expect(campaignsOf(createWorld({ now: NOW }), 1001)).toEqual(a);
    expect(campaignsOf(createWorld({ now: NOW }), 1002).map((campaign) => campaign.id)).not.toEqual(a.map((campaign) => campaign.id));
  });

  it('show every state of the lifecycle at the world’s moment, each with variants, none overlapping another', () => {
    const world = createWorld({ now: NOW });
    for (const companyId of [1001, 1002, 1003]) {
      const book = campaignsOf(world, companyId);
      expect(new Set(book.map((campaign) => campaignStateAt(campaign, NOW).state))).toEqual(new Set(CAMPAIGN_STATES));
      expect(book.every((campaign) => campaign.variantIds.length > 0 && campaign.marketplaces.length > 0)).toBe(true);
      for (const campaign of book) for (const id of campaign.variantIds) expect(overlappingCampaign(id, campaign, book, NOW)).toBeNull();
    }
  });

  it('leave generated companies without campaigns', () => {
    const world = createWorld({ now: NOW });
    const generated = world.companies.find((company) => company.id > 1003)!;
    expect(campaignsOf(world, generated.id)).toEqual([]);
  });
});
