/**
 * A company's marketplace settings (shared within a channel group), the categories it may not sell in, and its
 * products' ratings. Demo 1001 sells on Trendyol as staff set it up, but has chosen no shipping provider there yet
 * (a save asks for one); demo 1002 lacks the global configuration for Hepsiburada (nothing can be saved there).
 */
import { DAY_MS } from '@contract/lists/date-range';
import type { Company } from '@contract/downstream/identity';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { ProductRating } from '@contract/catalog/catalog.types';
import type { MarketplaceSetting, RefundMethod, ShippingProvider } from '@contract/catalog/marketplace-settings';
import type { RestrictedCategory } from '@contract/catalog/taxonomy.types';
import { pick, randomInt, type Random } from '../prng';
import { iso } from './generate-context';
import type { PlannedProduct } from './generate-plan';
import { GROUP_SPECS, type GroupName } from './taxonomy-marketplace-groups';
import { STATIC_CATEGORIES } from './taxonomy-static';

const DOMESTIC: Record<GroupName, readonly ShippingProvider[]> = {
  hepsiburada: ['hepsijet', 'hepsijet', 'aras', 'yurtici', 'mng'],
  trendyol: ['yurtici', 'aras', 'mng'],
  noon: ['aramex', 'dhl', 'fedex'],
};
const ABROAD: readonly ShippingProvider[] = ['aramex', 'dhl', 'fedex'];

/** Staff's default rate for a marketplace the seller has not saved yet. */
const DEFAULT_RATE = 15;

interface GroupState {
  configured: boolean;
  enabled: boolean;
  provider: boolean;
}

function groupStates(random: Random, company: Company, kind: 'demo' | 'generated' | 'empty'): Record<GroupName, GroupState> {
  const all = (state: GroupState) => ({ hepsiburada: { ...state }, trendyol: { ...state }, noon: { ...state } });
  if (kind === 'empty') return all({ configured: false, enabled: false, provider: false });
  const states = all({ configured: true, enabled: true, provider: true });
  if (company.id === 1001) states.trendyol = { configured: true, enabled: true, provider: false };
  if (company.id === 1002) states.hepsiburada = { configured: false, enabled: false, provider: false };
  if (kind === 'generated') {
    for (const group of GROUP_SPECS) {
      if (random() < 0.08) states[group.group] = { configured: false, enabled: false, provider: false };
      else if (random() < 0.12) states[group.group].enabled = false;
    }
    if (!Object.values(states).some((state) => state.enabled)) states.hepsiburada = { configured: true, enabled: true, provider: true };
  }
  return states;
}

export function settingsFor(random: Random, company: Company, kind: 'demo' | 'generated' | 'empty', createdAt: number): MarketplaceSetting[] {
  const states = groupStates(random, company, kind);
  const settings: MarketplaceSetting[] = [];
  for (const group of GROUP_SPECS) {
    const state = states[group.group];
    const saved = state.configured && state.provider;
    const providers = company.country === 'TR' || group.group === 'noon' ? DOMESTIC[group.group] : ABROAD;
    const shippingProvider = saved ? pick(random, providers) : null;
    const refundMethod: RefundMethod =
      company.country === 'TR' || random() < 0.6 ? 'returnToSeller' : pick(random, ['refundWithoutReturn', 'destroy'] as const);
    const rate = !state.configured ? 0 : saved ? randomInt(random, 8, 30) : DEFAULT_RATE;
    const updatedAt = saved ? iso(createdAt - randomInt(random, 3, 400) * DAY_MS) : null;
    for (const marketplace of group.codes) {
      settings.push({
        marketplace,
        enabled: state.enabled,
        rate,
        shippingProvider,
        refundMethod,
        translateToEnglish: saved && group.group === 'noon' && company.country === 'TR',
        globallyConfigured: state.configured,
        updatedAt,
      });
    }
  }
  return settings;
}

const RESTRICTIONS: readonly (readonly [string, string])[] = [
  ['Electronics > Phones & Accessories > Mobile Phones', 'IMEI registration documents are required to sell mobile phones.'],
  ["Cosmetics & Personal Care > Fragrances > Women's Perfumes", 'Brand authorisation is required for perfumes (counterfeit risk).'],
  ["Cosmetics & Personal Care > Fragrances > Men's Perfumes", 'Brand authorisation is required for perfumes (counterfeit risk).'],
  ['Cosmetics & Personal Care > Skin Care', 'The cosmetic product notification (ÜTS) of the company is missing.'],
  ['Sports & Outdoor > Cycling > Bicycles', 'Oversized shipments are not set up for the company.'],
  ['Home & Living > Home Textiles > Rugs', 'Oversized shipments are not set up for the company.'],
  ['Electronics > Gaming > Game Consoles', 'Closed to sellers with fewer than 100 delivered orders.'],
  ['Electronics > Home Appliances', 'Electrical safety (CE) certificates must be uploaded first.'],
  ['Fashion > Accessories > Sunglasses', 'UV protection certificates must be uploaded first.'],
  ['Fashion > Accessories > Jewellery', 'Precious-metal hallmark documents are required.'],
  ['Sports & Outdoor > Fitness > Exercise Bikes', 'Oversized shipments are not set up for the company.'],
];

/** One to four categories staff closed for the company, never one it sells in. */
export function restrictedFor(random: Random, plan: readonly PlannedProduct[], createdAt: number): RestrictedCategory[] {
  if (plan.length === 0) return [];
  const used = plan.map((product) => product.leaf.path.en);
  const open = RESTRICTIONS.filter(([path]) => !used.some((leafPath) => leafPath === path || leafPath.startsWith(`${path} > `)));
  const chosen: RestrictedCategory[] = [];
  const count = Math.min(open.length, randomInt(random, 1, 4));
  const pool = [...open];
  while (chosen.length < count) {
    const [path, reason] = pool.splice(Math.floor(random() * pool.length), 1)[0]!;
    const category = STATIC_CATEGORIES.find((candidate) => candidate.path.en === path)!;
    chosen.push({ categoryId: category.id, path: { ...category.path }, reason, since: iso(createdAt - randomInt(random, 10, 500) * DAY_MS) });
  }
  return chosen.sort((a, b) => a.categoryId - b.categoryId);
}

/** A rating whose average and per-star counts agree (the average is computed from them). */
export function ratingOf(random: Random, marketplace: MarketplaceCode): ProductRating {
  const count = 1 + Math.floor(random() ** 2.2 * 800);
  const mean = 3.2 + random() * 1.7;
  const weights = [1, 2, 3, 4, 5].map((star) => Math.exp(-((star - mean) ** 2) / 1.4));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const distribution = weights.map((weight) => Math.floor((weight / total) * count)) as ProductRating['distribution'];
  const strongest = weights.indexOf(Math.max(...weights));
  distribution[strongest] = distribution[strongest]! + count - distribution.reduce((sum, value) => sum + value, 0);
  const average = Math.round((distribution.reduce((sum, value, index) => sum + value * (index + 1), 0) / count) * 10) / 10;
  return { marketplace, average, count, distribution };
}
