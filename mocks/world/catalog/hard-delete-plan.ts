/**
 * What a hard delete names in a company's catalogue: the products and variants it removes (live ones and those the
 * seller deleted before), and the ids or SKUs that name nothing. A product goes with the last of its variants (spec §4).
 */
import type { HardDeleteScopeQuery } from '@contract/admin-hard-delete/hard-delete.query';
import type { HardDeleteCounts } from '@contract/admin-hard-delete/hard-delete.types';
import type { Product, Variant } from '@contract/catalog/catalog.types';
import { wholeId } from '@contract/lists/whole-id';
import type { CompanyCatalog } from './catalog-book';

export interface HardDeletePlan {
  products: Product[];
  variants: Variant[];
  unknown: string[];
}

/** Every variant of the catalogue, live and of deleted products. */
export const allVariantsOf = (catalog: CompanyCatalog): Variant[] => [...catalog.variants, ...catalog.deletedVariants];

function productsPlan(catalog: CompanyCatalog, productIds: ReadonlySet<number>, unknown: string[]): HardDeletePlan {
  const products = catalog.products.filter((product) => productIds.has(product.id));
  const variants = allVariantsOf(catalog).filter((variant) => productIds.has(variant.productId));
  return { products, variants, unknown };
}

function variantsPlan(catalog: CompanyCatalog, targets: readonly string[]): HardDeletePlan {
  const all = allVariantsOf(catalog);
  const byId = new Map(all.map((variant) => [variant.id, variant]));
  const bySku = new Map(all.map((variant) => [variant.sku, variant]));
  const chosen = new Map<number, Variant>();
  const unknown: string[] = [];
  for (const target of targets) {
    const id = wholeId(target);
    const variant = (id === null ? undefined : byId.get(id)) ?? bySku.get(target);
    if (variant) chosen.set(variant.id, variant);
    else unknown.push(target);
  }
  const left = new Set(all.filter((variant) => !chosen.has(variant.id)).map((variant) => variant.productId));
  const touched = new Set([...chosen.values()].map((variant) => variant.productId));
  const products = catalog.products.filter((product) => touched.has(product.id) && !left.has(product.id));
  return { products, variants: [...chosen.values()].sort((a, b) => a.id - b.id), unknown };
}

export function hardDeletePlan(catalog: CompanyCatalog, { scope, targets }: HardDeleteScopeQuery): HardDeletePlan {
  if (scope === 'catalog') return productsPlan(catalog, new Set(catalog.products.map((product) => product.id)), []);
  if (scope === 'variants') return variantsPlan(catalog, targets);
  const known = new Set(catalog.products.map((product) => product.id));
  const ids = new Set<number>();
  const unknown: string[] = [];
  for (const target of targets) {
    const id = wholeId(target);
    if (id !== null && known.has(id)) ids.add(id);
    else unknown.push(target);
  }
  return productsPlan(catalog, ids, unknown);
}

export const imagesOf = (variant: Variant): number => (variant.defaultImage ? 1 : 0) + variant.extraImages.length;

export function hardDeleteCountsOf(plan: Pick<HardDeletePlan, 'products' | 'variants'>): HardDeleteCounts {
  let images = 0;
  let listings = 0;
  for (const variant of plan.variants) {
    images += imagesOf(variant);
    listings += variant.marketplaces.length;
  }
  return { products: plan.products.length, variants: plan.variants.length, images, listings };
}
