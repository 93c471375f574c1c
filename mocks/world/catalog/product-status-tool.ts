/**
 * Product Tools' product-level enable or disable (spec §9 product enable/disable): the product and every variant of it
 * take the status, the reason goes to the product's log, and the seller's lists (All Products, Marketplace Products,
 * the Active Products badge) read the change from the catalogue at once.
 */
import type { ProductStatusAnswer, ProductStatusBody } from '@contract/admin-products/admin-tools';
import type { World } from '../world';
import { catalogOf } from './catalog-access';
import { appendCatalogLog } from './product-logs';
import { syncProductCounts } from './product-operations';

/** Undefined when the company has no such live product. */
export function setProductStatus(
  world: World,
  companyId: number,
  productId: number,
  { status, reason }: ProductStatusBody,
  now: number,
): ProductStatusAnswer | undefined {
  const catalog = catalogOf(world, companyId);
  const product = catalog?.products.find((candidate) => candidate.id === productId && !candidate.deletedAt);
  if (!catalog || !product) return undefined;
  const variants = catalog.variants.filter((variant) => variant.productId === productId);
  for (const variant of variants) variant.status = status;
  Object.assign(product, { status, updatedAt: new Date(now).toISOString() });
  const verb = status === 'active' ? 'enabled' : 'disabled';
  appendCatalogLog(
    world,
    catalog,
    { type: 'product', id: productId },
    `Staff ${verb} the product and its ${variants.length} variants on {marketplace}: ${reason}`,
    now,
  );
  catalog.version += 1;
  syncProductCounts(world, catalog);
  return { companyId, productId, status, variants: variants.length };
}
