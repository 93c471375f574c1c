/**
 * What a company's orders can hold: its catalogue's variants listed on each marketplace (a marketplace id of their
 * own), at their price there, with the variant's SKU, name, image, deci and weight (mocks/world/catalog).
 */
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { CompanyCatalog } from '../catalog/catalog-book';

export interface SaleItem {
  sku: string;
  name: string;
  image: string | null;
  deci: number;
  weightGrams: number;
  /** The variant's price on the marketplace, in its currency. */
  price: number;
}

export type SalePools = Partial<Record<MarketplaceCode, SaleItem[]>>;

/** Per marketplace, the live variants it lists (variants without a weight are left out: nobody could ship them). */
export function salePoolsOf(catalog: CompanyCatalog): SalePools {
  const pools: SalePools = {};
  for (const variant of catalog.variants) {
    if (variant.weightGrams <= 0) continue;
    for (const state of variant.marketplaces) {
      if (state.remoteId === null) continue;
      const item: SaleItem = {
        sku: variant.sku,
        name: variant.name,
        image: variant.defaultImage?.url ?? null,
        deci: variant.deci,
        weightGrams: variant.weightGrams,
        price: state.price,
      };
      (pools[state.marketplace] ??= []).push(item);
    }
  }
  return pools;
}
