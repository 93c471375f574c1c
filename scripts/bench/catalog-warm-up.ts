/**
 * Generates the bench company's catalogue and builds the list indexes before the sandbox says it is ready: the
 * quick-edit list's (listVariants over every sort field) and the marketplace products' (listMpProducts).
 */
import { parseMpProductQuery } from '@contract/catalog/mp-product.query';
import { parseVariantQuery, VARIANT_SORT_FIELDS } from '@contract/catalog/variant.query';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { listMpProducts } from '@mocks/world/catalog/mp-product-list';
import { listVariants } from '@mocks/world/catalog/variant-list';
import type { World } from '@mocks/world/world';

export function warmCatalog(world: World, companyId: number): void {
  if (!catalogOf(world, companyId)) throw new Error(`The bench world has no company ${companyId}`);
  const now = Date.now();
  for (const field of VARIANT_SORT_FIELDS) listVariants(world, companyId, parseVariantQuery({ sort: field }), now);
  listMpProducts(world, companyId, parseMpProductQuery({}), now);
}

export interface VariantPrice {
  sku: string;
  price: number;
  retailPrice: number;
}

/** The SKU, price and retail price of each variant of the company's products that are not deleted. */
export function catalogVariantPrices(world: World, companyId: number): VariantPrice[] {
  const catalog = catalogOf(world, companyId);
  if (!catalog) throw new Error(`The bench world has no company ${companyId}`);
  return catalog.variants.map(({ sku, price, retailPrice }) => ({ sku, price, retailPrice }));
}
