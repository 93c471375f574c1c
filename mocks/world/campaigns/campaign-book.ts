/**
 * A company's campaigns in the world, seeded on first access from (seed, company) and the world's moment: every state
 * of the lifecycle, each on its own slice of the company's variants (so no two overlap), on the marketplaces its
 * variants are listed on. Demo companies have campaigns; generated and registered ones start with none.
 */
import { CAMPAIGN_ID_SPACE, type Campaign, type CampaignState } from '@contract/campaigns/campaign.types';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { DAY_MS } from '@contract/lists/date-range';
import { catalogOf } from '../catalog/catalog-access';
import { DEMO_COMPANIES } from '../demo-accounts';
import { mixSeed, mulberry32 } from '../prng';
import type { World } from '../world';

interface SeedCampaign {
  state: CampaignState;
  /** How long before the world's moment the state began. */
  sinceMs: number;
  begin: number;
  end: number;
  name: { en: string; tr: string };
}

const MINUTE = 60_000;
const SEEDS: readonly SeedCampaign[] = [
  { state: 'pending', sinceMs: 2 * DAY_MS, begin: 3, end: 10, name: { en: 'Winter warm-up', tr: 'Kış hazırlığı' } },
  { state: 'pending', sinceMs: DAY_MS, begin: 15, end: 30, name: { en: 'New year deals', tr: 'Yılbaşı fırsatları' } },
  { state: 'activating', sinceMs: MINUTE, begin: 0, end: 7, name: { en: 'Weekend flash', tr: 'Hafta sonu flaş' } },
  { state: 'active', sinceMs: 5 * DAY_MS, begin: -5, end: 5, name: { en: 'Black Friday', tr: 'Efsane Cuma' } },
  { state: 'active', sinceMs: 2 * DAY_MS, begin: -2, end: 20, name: { en: 'Home comfort', tr: 'Ev konforu' } },
  { state: 'finishing', sinceMs: MINUTE, begin: -10, end: -1, name: { en: 'Autumn clearance', tr: 'Sonbahar indirimi' } },
  { state: 'finished', sinceMs: 20 * DAY_MS, begin: -40, end: -21, name: { en: 'Back to school', tr: 'Okula dönüş' } },
  { state: 'waitForCancel', sinceMs: MINUTE, begin: 5, end: 12, name: { en: 'Gift week', tr: 'Hediye haftası' } },
  { state: 'canceling', sinceMs: MINUTE, begin: -3, end: 4, name: { en: 'Outdoor days', tr: 'Doğa günleri' } },
  { state: 'cancel', sinceMs: 16 * DAY_MS, begin: -30, end: -15, name: { en: 'Summer leftovers', tr: 'Yaz sonu' } },
];

/** Variants each seeded campaign takes (disjoint slices of the company's variants). */
const VARIANTS_PER_CAMPAIGN = 6;

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function seeded(world: World, companyId: number): Campaign[] {
  const catalog = catalogOf(world, companyId);
  const company = DEMO_COMPANIES.find((candidate) => candidate.id === companyId);
  if (!catalog || !company) return [];
  const random = mulberry32(mixSeed(world.seed, companyId, 0x43414d));
  const listed = catalog.variants.filter((variant) => variant.status === 'active' && variant.marketplaces.length > 0);
  if (!listed.length) return [];
  const codes = [...new Set(listed.flatMap((variant) => variant.marketplaces.map((state) => state.marketplace)))].sort();
  const language = company.country === 'TR' ? 'tr' : 'en';
  const today = Date.parse(`${isoDay(world.createdAt)}T00:00:00Z`);
  return SEEDS.map((seed, n) => {
    const variants = listed.slice(n * VARIANTS_PER_CAMPAIGN, (n + 1) * VARIANTS_PER_CAMPAIGN);
    const first = Math.floor(random() * Math.max(1, codes.length));
    const marketplaces: MarketplaceCode[] = codes.length ? [codes[first] as MarketplaceCode] : [];
    const second = codes[(first + 1) % codes.length];
    if (second && !marketplaces.includes(second) && random() < 0.5) marketplaces.push(second);
    return {
      id: companyId * CAMPAIGN_ID_SPACE + n + 1,
      companyId,
      name: seed.name[language],
      description: '',
      marketplaces,
      beginDate: isoDay(today + seed.begin * DAY_MS),
      endDate: isoDay(today + seed.end * DAY_MS),
      discountRate: 5 + Math.floor(random() * 8) * 5,
      variantIds: variants
        .filter((variant) => marketplaces.some((code) => variant.marketplaces.some((state) => state.marketplace === code)))
        .map((variant) => variant.id),
      state: seed.state,
      stateSince: new Date(world.createdAt - seed.sinceMs).toISOString(),
      createdAt: new Date(world.createdAt - seed.sinceMs - DAY_MS).toISOString(),
    };
  });
}

/** The company's campaigns (made on first access); empty for a company without any. */
export function campaignsOf(world: World, companyId: number): Campaign[] {
  const existing = world.campaignBooks[companyId];
  if (existing) return existing;
  const book = seeded(world, companyId);
  world.campaignBooks[companyId] = book;
  return book;
}

export function nextCampaignId(book: readonly Campaign[], companyId: number): number {
  return book.reduce((last, campaign) => Math.max(last, campaign.id), companyId * CAMPAIGN_ID_SPACE) + 1;
}
