/**
 * The lookup the BFF makes before it sends a batch (contract/downstream/catalog-imports.ts): the batch's live
 * variants by SKU with their current values, the company's pricing for spec §5's product-price limit, its live SKU
 * count and today's price changes.
 */
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { ImportLookupAnswer } from '@contract/downstream/catalog-imports';
import type { PricingContext } from '@contract/imports/stock-price.rules';
import type { World } from '../world';
import type { CompanyCatalog } from '../catalog/catalog-book';
import { catalogOf } from '../catalog/catalog-access';
import type { Refusal } from '../refusal';
import { importBlocked, importStateOf, priceUpdatesToday } from './import-book';
import { currentOf, skuIndex } from './import-catalog';

/**
 * The marketplace fee per item sold, in US dollars (spec §5 names the fee, not its size): Hepsiburada and Trendyol
 * charge a service fee of 0.75 USD, each Noon channel 1.00 USD. The pricing takes the highest among the company's
 * enabled marketplaces (like the commission), so a price that passes passes on every marketplace.
 */
export const MARKETPLACE_FEES_USD: Readonly<Record<MarketplaceCode, number>> = {
  hepsiburada: 0.75,
  trendyol: 0.75,
  'noon-ae': 1,
  'noon-sa': 1,
  'noon-eg': 1,
};

const round2 = (value: number) => Math.round(value * 100) / 100;

export function pricingOf(world: World, catalog: CompanyCatalog): PricingContext {
  const usdPerUnit = world.exchangeRates[catalog.currency]?.USD ?? 1;
  const enabled = catalog.settings.filter((setting) => setting.enabled);
  const commissionPercent = Math.max(0, ...enabled.map((setting) => setting.rate));
  const feeUsd = Math.max(0, ...enabled.map((setting) => MARKETPLACE_FEES_USD[setting.marketplace]));
  return { usdPerUnit, commissionPercent, marketplaceFee: round2(feeUsd / usdPerUnit) };
}

export function lookupForImport(world: World, companyId: number, skus: readonly string[], now: number): ImportLookupAnswer | Refusal | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog) return undefined;
  const blocked = importBlocked(world, companyId);
  if (blocked) return blocked;
  const index = skuIndex(catalog);
  const asked = [...new Set(skus)];
  const items = asked.flatMap((sku) => {
    const found = index.live.get(sku);
    return found ? [currentOf(world, companyId, found, now)] : [];
  });
  const otherCase: Record<string, string> = {};
  for (const sku of asked) {
    const live = index.live.has(sku) ? undefined : index.lowerCase.get(sku.toLowerCase())?.variant.sku;
    if (live !== undefined && index.live.has(live)) otherCase[sku] = live;
  }
  return {
    state: importStateOf(world, companyId),
    items,
    pricing: pricingOf(world, catalog),
    skuCount: index.live.size,
    priceUpdatesToday: priceUpdatesToday(world, companyId, now),
    ...(Object.keys(otherCase).length ? { otherCase } : {}),
  };
}
